import { NextResponse } from "next/server";
import type { UserPlant } from "@/lib/garden-types";
import { updateUserPlantSchema } from "@/lib/validations/user-plants";
import { deleteUserPlant, updateUserPlant } from "@/server/garden/plants";
import { parseId, parseJsonBody, withUser } from "@/server/http/handler";
import { PLANT_NOT_FOUND } from "@/server/garden/ownership";

type Params = { id: string };

export const PATCH = withUser<Params>(async ({ request, gardener, params }) => {
  const id = parseId(params.id, PLANT_NOT_FOUND);
  const input = await parseJsonBody(request, updateUserPlantSchema);
  return NextResponse.json<UserPlant>(await updateUserPlant(gardener, id, input));
});

export const DELETE = withUser<Params>(async ({ gardener, params }) => {
  await deleteUserPlant(gardener, parseId(params.id, PLANT_NOT_FOUND));
  return new Response(null, { status: 204 });
});
