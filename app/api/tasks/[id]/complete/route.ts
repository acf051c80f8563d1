import { NextResponse } from "next/server";
import { parseId, withUser } from "@/server/http/handler";
import { completeTask, TASK_NOT_FOUND } from "@/server/tasks";

export const POST = withUser<{ id: string }>(async ({ gardener, params }) => {
  return NextResponse.json(await completeTask(gardener, parseId(params.id, TASK_NOT_FOUND)));
});
