import { NextResponse } from "next/server";
import { DASHBOARD_PLANT_LIMIT, type DashboardGarden } from "@/lib/dashboard-types";
import { keepCarePlanCurrent } from "@/server/care/care-plan";
import { listFirstUserPlants } from "@/server/garden/plants";
import { withUser } from "@/server/http/handler";

export const GET = withUser(async ({ gardener }) =>
  NextResponse.json<DashboardGarden>(await listFirstUserPlants(await keepCarePlanCurrent(gardener), DASHBOARD_PLANT_LIMIT)),
);
