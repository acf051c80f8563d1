import { NextResponse } from "next/server";
import { withUser } from "@/server/http/handler";
import { getDashboardStats } from "@/server/dashboard";
import { getUserProfile } from "@/server/profile";

export const GET = withUser(async ({ user }) => {
  const profile = await getUserProfile(user);
  return NextResponse.json(await getDashboardStats(user.id, profile.timezone));
});
