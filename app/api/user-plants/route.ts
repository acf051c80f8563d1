import { NextResponse } from "next/server";
import { addUserPlantSchema } from "@/lib/validations/user-plants";
import { addCataloguePlant, listUserPlants, withoutWatering } from "@/server/garden";
import { parseJsonBody, withUser } from "@/server/http/handler";
import { userTimeZone } from "@/server/profile";

export const GET = withUser(async ({ user }) => {
  const garden = await listUserPlants(user.id, await userTimeZone(user));
  return NextResponse.json(garden.map(withoutWatering));
});

export const POST = withUser(async ({ request, user }) => {
  const input = await parseJsonBody(request, addUserPlantSchema);
  const plant = await addCataloguePlant(user.id, input, await userTimeZone(user));
  return NextResponse.json(withoutWatering(plant), { status: 201 });
});
