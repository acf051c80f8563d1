import { NextResponse } from "next/server";
import type { Task } from "@/lib/task-types";
import { createTaskSchema } from "@/lib/validations/tasks";
import { parseJsonBody, withUser } from "@/server/http/handler";
import { createTask, listTasks } from "@/server/care/tasks";

export const GET = withUser(async ({ gardener }) => NextResponse.json<Task[]>(await listTasks(gardener, "all")));

export const POST = withUser(async ({ request, gardener }) => {
  const input = await parseJsonBody(request, createTaskSchema);
  return NextResponse.json<Task>(await createTask(gardener, input), { status: 201 });
});
