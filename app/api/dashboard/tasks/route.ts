import { NextResponse } from "next/server";
import type { DashboardTasks } from "@/lib/dashboard-types";
import { withUser } from "@/server/http/handler";
import { listDashboardTasks } from "@/server/care/tasks";

export const GET = withUser(async ({ gardener }) => NextResponse.json<DashboardTasks>(await listDashboardTasks(gardener)));
