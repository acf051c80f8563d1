import { NextResponse } from "next/server";
import { withUser } from "@/server/http/handler";
import { getDashboardStats } from "@/server/dashboard";
import { gardenerOf } from "@/server/profile";
import { ensureScheduledTasks } from "@/server/tasks";

export const GET = withUser(async ({ user }) => {
  const gardener = await gardenerOf(user);
  await ensureScheduledTasks(gardener);
  return NextResponse.json(await getDashboardStats(gardener.userId, gardener.timeZone));
});
