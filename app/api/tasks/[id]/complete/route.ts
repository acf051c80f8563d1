import { NextResponse } from "next/server";
import type { Task } from "@/lib/task-types";
import { parseId, withUser } from "@/server/http/handler";
import { GARDEN_NOT_FOUND } from "@/server/garden/ownership";
import { gardenerIn } from "@/server/account/gardener";
import { completeTask, TASK_NOT_FOUND } from "@/server/care/tasks";

/** `?garden=` completes a task of another of the gardener's gardens (a reminder's "Watered" action) without switching to it. */
export const POST = withUser<{ id: string }>(async ({ request, gardener, params }) => {
  const taskId = parseId(params.id, TASK_NOT_FOUND);
  const garden = new URL(request.url).searchParams.get("garden");
  const actor = garden === null ? gardener : await gardenerIn(gardener, parseId(garden, GARDEN_NOT_FOUND));
  return NextResponse.json<Task>(await completeTask(actor, taskId));
});
