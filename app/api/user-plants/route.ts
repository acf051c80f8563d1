import { NextResponse } from "next/server";
import type { UserPlant } from "@/lib/garden-types";
import { addUserPlantSchema } from "@/lib/validations/user-plants";
import { addCataloguePlant, listUserPlants, withoutWatering } from "@/server/garden/plants";
import { parseJsonBody, withUser } from "@/server/http/handler";

export const GET = withUser(async ({ gardener }) => NextResponse.json<UserPlant[]>((await listUserPlants(gardener)).map(withoutWatering)));

export const POST = withUser(async ({ request, gardener }) => {
  const input = await parseJsonBody(request, addUserPlantSchema);
  return NextResponse.json<UserPlant>(await addCataloguePlant(gardener, input), { status: 201 });
});
