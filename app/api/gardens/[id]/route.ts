import { NextResponse } from "next/server";
import type { GardenSaved } from "@/lib/garden-sharing";
import { gardenNameSchema } from "@/lib/validations/gardens";
import { deleteGarden, renameGarden } from "@/server/garden/gardens";
import { parseId, parseJsonBody, withUser } from "@/server/http/handler";
import { GARDEN_NOT_FOUND } from "@/server/garden/ownership";

type Params = { id: string };

export const PATCH = withUser<Params>(async ({ request, gardener, params }) => {
  const id = parseId(params.id, GARDEN_NOT_FOUND);
  const { name } = await parseJsonBody(request, gardenNameSchema);
  return NextResponse.json<GardenSaved>({ garden: await renameGarden(gardener.userId, id, name, gardener.gardenId) });
});

export const DELETE = withUser<Params>(
  async ({ gardener, params }) => {
    await deleteGarden(gardener.userId, parseId(params.id, GARDEN_NOT_FOUND));
    return new Response(null, { status: 204 });
  },
  { sessionOnly: "sharing" },
);
