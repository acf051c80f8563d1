import { NextResponse } from "next/server";
import type { DashboardStats } from "@/lib/dashboard-types";
import { getDashboardStats } from "@/server/care/dashboard";
import { withUser } from "@/server/http/handler";

export const GET = withUser(async ({ gardener }) => NextResponse.json<DashboardStats>(await getDashboardStats(gardener)));
