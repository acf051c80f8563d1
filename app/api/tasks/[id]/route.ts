import { NextResponse } from "next/server";
import type { Task } from "@/lib/task-types";
import { updateTaskSchema } from "@/lib/validations/tasks";
import { parseId, parseJsonBody, withUser } from "@/server/http/handler";
import { deleteTask, TASK_NOT_FOUND, updateTask } from "@/server/care/tasks";

type Params = { id: string };

export const PATCH = withUser<Params>(async ({ request, gardener, params }) => {
  const id = parseId(params.id, TASK_NOT_FOUND);
  const input = await parseJsonBody(request, updateTaskSchema);
  return NextResponse.json<Task>(await updateTask(gardener, id, input));
});

export const DELETE = withUser<Params>(async ({ gardener, params }) => {
  await deleteTask(gardener, parseId(params.id, TASK_NOT_FOUND));
  return new Response(null, { status: 204 });
});
