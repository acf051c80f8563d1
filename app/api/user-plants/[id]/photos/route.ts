import { NextResponse } from "next/server";
import type { PlantPhotosAnswer } from "@/lib/journal-types";
import { PLANT_NOT_FOUND } from "@/server/garden/ownership";
import { listPlantPhotos } from "@/server/garden/plant-photos";
import { parseId, withUser } from "@/server/http/handler";

/** Every photo of the plant (its journal's, its diagnoses', its own), newest first, at most 500. */
export const GET = withUser<{ id: string }>(async ({ gardener, params }) => {
  const userPlantId = parseId(params.id, PLANT_NOT_FOUND);
  return NextResponse.json<PlantPhotosAnswer>(await listPlantPhotos(gardener, userPlantId));
});
