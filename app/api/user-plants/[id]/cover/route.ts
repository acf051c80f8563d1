import { NextResponse } from "next/server";
import type { UserPlant } from "@/lib/garden-types";
import { plantCoverSchema } from "@/lib/validations/journal";
import { PLANT_NOT_FOUND } from "@/server/garden/ownership";
import { setPlantCover } from "@/server/garden/plant-photos";
import { parseId, parseJsonBody, withUser } from "@/server/http/handler";

/** JSON `{ url }`: one of the plant's journal or diagnosis photos becomes its cover (a copy); answers the plant. */
export const PUT = withUser<{ id: string }>(async ({ request, gardener, params }) => {
  const userPlantId = parseId(params.id, PLANT_NOT_FOUND);
  const input = await parseJsonBody(request, plantCoverSchema);
  return NextResponse.json<UserPlant>(await setPlantCover(gardener, userPlantId, input));
});
