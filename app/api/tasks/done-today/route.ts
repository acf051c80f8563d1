import { NextResponse } from "next/server";
import { DASHBOARD_TASK_LIMIT, type TasksDoneToday } from "@/lib/dashboard-types";
import { withUser } from "@/server/http/handler";
import { listTasks } from "@/server/care/tasks";

/** The garden's tasks completed today (in the gardener's zone), latest first, with who did them. */
export const GET = withUser(async ({ gardener }) =>
  NextResponse.json<TasksDoneToday>(await listTasks(gardener, "doneToday", { limit: DASHBOARD_TASK_LIMIT })),
);
