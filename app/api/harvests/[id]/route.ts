import { HARVEST_NOT_FOUND, deleteHarvest } from "@/server/care/harvests";
import { parseId, withUser } from "@/server/http/handler";

export const DELETE = withUser<{ id: string }>(async ({ gardener, params }) => {
  await deleteHarvest(gardener, parseId(params.id, HARVEST_NOT_FOUND));
  return new Response(null, { status: 204 });
});
