import { NextResponse } from "next/server";
import { PLANT_NOT_FOUND } from "@/server/garden";
import { parseId, withUser } from "@/server/http/handler";
import { wateringHistory } from "@/server/watering";

export const GET = withUser<{ userPlantId: string }>(async ({ user, params }) => {
  return NextResponse.json(await wateringHistory(user.id, parseId(params.userPlantId, PLANT_NOT_FOUND)));
});
