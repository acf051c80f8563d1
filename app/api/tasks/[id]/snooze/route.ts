import { NextResponse } from "next/server";
import type { Task } from "@/lib/task-types";
import { snoozeSchema } from "@/lib/validations/watering";
import { snoozeTask, TASK_NOT_FOUND } from "@/server/care/tasks";
import { parseId, parseJsonBody, withUser } from "@/server/http/handler";

type Params = { id: string };

export const POST = withUser<Params>(async ({ request, gardener, params }) => {
  const id = parseId(params.id, TASK_NOT_FOUND);
  const { days } = await parseJsonBody(request, snoozeSchema);
  return NextResponse.json<Task>(await snoozeTask(gardener, id, days));
});
