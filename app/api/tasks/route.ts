import { NextResponse } from "next/server";
import { createTaskSchema } from "@/lib/validations/tasks";
import { parseJsonBody, withUser } from "@/server/http/handler";
import { gardenerOf } from "@/server/profile";
import { createTask, ensureScheduledTasks, listTasks } from "@/server/tasks";

export const GET = withUser(async ({ user }) => {
  const gardener = await gardenerOf(user);
  await ensureScheduledTasks(gardener);
  return NextResponse.json(await listTasks(gardener, "all"));
});

export const POST = withUser(async ({ request, user }) => {
  const input = await parseJsonBody(request, createTaskSchema);
  return NextResponse.json(await createTask(user.id, input), { status: 201 });
});
