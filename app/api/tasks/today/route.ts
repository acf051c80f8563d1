import { NextResponse } from "next/server";
import type { Task } from "@/lib/task-types";
import { withUser } from "@/server/http/handler";
import { listTasks } from "@/server/care/tasks";

export const GET = withUser(async ({ gardener }) => NextResponse.json<Task[]>(await listTasks(gardener, "today")));
