import { NextResponse } from "next/server";
import type { Watering } from "@/lib/garden-types";
import { recordWateringSchema } from "@/lib/validations/user-plants";
import { parseJsonBody, withUser } from "@/server/http/handler";
import { recordWatering } from "@/server/care/watering";

export const POST = withUser(async ({ request, gardener }) => {
  const { userPlantId } = await parseJsonBody(request, recordWateringSchema);
  return NextResponse.json<Watering>(await recordWatering(gardener, userPlantId), { status: 201 });
});
