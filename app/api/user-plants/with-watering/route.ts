import { NextResponse } from "next/server";
import { listUserPlants } from "@/server/garden";
import { withUser } from "@/server/http/handler";
import { userTimeZone } from "@/server/profile";

export const GET = withUser(async ({ user }) => {
  return NextResponse.json(await listUserPlants(user.id, await userTimeZone(user)));
});
