import { NextResponse } from "next/server";
import type { GardenList, GardenSaved } from "@/lib/garden-sharing";
import { gardenNameSchema } from "@/lib/validations/gardens";
import { createGarden, listGardens } from "@/server/garden/gardens";
import { parseJsonBody, withUser } from "@/server/http/handler";

export const GET = withUser(async ({ gardener }) => NextResponse.json<GardenList>({ gardens: await listGardens(gardener.userId, gardener.gardenId) }));

export const POST = withUser(async ({ request, gardener }) => {
  const { name } = await parseJsonBody(request, gardenNameSchema);
  return NextResponse.json<GardenSaved>({ garden: await createGarden(gardener.userId, name) }, { status: 201 });
});
