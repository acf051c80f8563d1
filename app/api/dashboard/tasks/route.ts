import { NextResponse } from "next/server";
import { DASHBOARD_TASK_LIMIT, type DashboardTasks } from "@/lib/dashboard-types";
import { withUser } from "@/server/http/handler";
import { listTasks } from "@/server/tasks";

export const GET = withUser(async ({ gardener }) =>
  NextResponse.json<DashboardTasks>(await listTasks(gardener, "open", { limit: DASHBOARD_TASK_LIMIT })),
);
