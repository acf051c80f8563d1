import { NextResponse } from "next/server";
import { withUser } from "@/server/http/handler";
import { getUserProfile } from "@/server/profile";
import { weatherForGardener } from "@/server/weather";

export const GET = withUser(async ({ user }) => {
  return NextResponse.json(await weatherForGardener(await getUserProfile(user)));
});
