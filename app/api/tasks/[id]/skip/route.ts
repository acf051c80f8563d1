import { NextResponse } from "next/server";
import type { Task } from "@/lib/task-types";
import { skipTask, TASK_NOT_FOUND } from "@/server/care/tasks";
import { parseId, withUser } from "@/server/http/handler";

type Params = { id: string };

export const POST = withUser<Params>(async ({ gardener, params }) => NextResponse.json<Task>(await skipTask(gardener, parseId(params.id, TASK_NOT_FOUND))));
