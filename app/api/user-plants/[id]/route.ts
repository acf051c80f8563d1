import { NextResponse } from "next/server";
import { updateUserPlantSchema } from "@/lib/validations/user-plants";
import { deleteUserPlant, PLANT_NOT_FOUND, updateUserPlant, withoutWatering } from "@/server/garden";
import { parseId, parseJsonBody, withUser } from "@/server/http/handler";
import { userTimeZone } from "@/server/profile";

type Params = { id: string };

export const PATCH = withUser<Params>(async ({ request, user, params }) => {
  const id = parseId(params.id, PLANT_NOT_FOUND);
  const input = await parseJsonBody(request, updateUserPlantSchema);
  const plant = await updateUserPlant(user.id, id, input, await userTimeZone(user));
  return NextResponse.json(withoutWatering(plant));
});

export const DELETE = withUser<Params>(async ({ user, params }) => {
  await deleteUserPlant(user.id, parseId(params.id, PLANT_NOT_FOUND));
  return new Response(null, { status: 204 });
});
