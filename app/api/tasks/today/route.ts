import { NextResponse } from "next/server";
import { withUser } from "@/server/http/handler";
import { gardenerOf } from "@/server/profile";
import { ensureScheduledTasks, listTasks } from "@/server/tasks";

export const GET = withUser(async ({ user }) => {
  const gardener = await gardenerOf(user);
  await ensureScheduledTasks(gardener);
  return NextResponse.json(await listTasks(gardener, "today"));
});
