import { NextResponse } from "next/server";
import type { WateringHistory } from "@/lib/plant-api-types";
import { parseId, withUser } from "@/server/http/handler";
import { PLANT_NOT_FOUND } from "@/server/garden/ownership";
import { wateringHistory } from "@/server/care/watering";

export const GET = withUser<{ userPlantId: string }>(async ({ gardener, params }) => {
  return NextResponse.json<WateringHistory>(await wateringHistory(gardener, parseId(params.userPlantId, PLANT_NOT_FOUND)));
});
