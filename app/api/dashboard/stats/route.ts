import { NextResponse } from "next/server";
import { getDashboardStats } from "@/server/care/dashboard";
import { withUser } from "@/server/http/handler";

export const GET = withUser(async ({ gardener }) => NextResponse.json(await getDashboardStats(gardener)));
