import { NextResponse } from "next/server";
import { parseId, withUser } from "@/server/http/handler";
import { gardenerOf } from "@/server/profile";
import { completeTask, TASK_NOT_FOUND } from "@/server/tasks";

export const POST = withUser<{ id: string }>(async ({ user, params }) => {
  return NextResponse.json(await completeTask(await gardenerOf(user), parseId(params.id, TASK_NOT_FOUND)));
});
