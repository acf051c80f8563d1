import { NextResponse } from "next/server";
import type { PlannedPlant, PlannerResponse } from "@/lib/planner";
import { plannerScopeSchema, planPlantSchema } from "@/lib/validations/planner";
import { parseJsonBody, withUser } from "@/server/http/handler";
import { gardenPlan, planPlant } from "@/server/care/planner";

/** The garden's frost dates and the next 12 months' sowing and planting windows; `?plants=mine` for the garden's own plants only. */
export const GET = withUser(async ({ request, gardener }) => {
  const scope = plannerScopeSchema.parse(new URL(request.url).searchParams.get("plants") ?? undefined);
  const { frost, items } = await gardenPlan(gardener, scope);
  return NextResponse.json<PlannerResponse>({ frost, items });
});

/** "Plan it": the plant into the garden (or the one already there) and its sowing and planting out as care tasks. */
export const POST = withUser(async ({ request, gardener }) => {
  const { plantId } = await parseJsonBody(request, planPlantSchema);
  return NextResponse.json<PlannedPlant>(await planPlant(gardener, plantId), { status: 201 });
});
