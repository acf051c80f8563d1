import { NextResponse } from "next/server";
import { recordWateringSchema } from "@/lib/validations/user-plants";
import { parseJsonBody, withUser } from "@/server/http/handler";
import { userTimeZone } from "@/server/profile";
import { recordWatering } from "@/server/watering";

export const POST = withUser(async ({ request, user }) => {
  const { userPlantId } = await parseJsonBody(request, recordWateringSchema);
  const watering = await recordWatering(user.id, userPlantId, await userTimeZone(user));
  return NextResponse.json(watering, { status: 201 });
});
