import { memberChangeSchema } from "@/lib/validations/gardens";
import { parseMemberId, removeMember, transferOwnership } from "@/server/garden/garden-members";
import { parseId, parseJsonBody, withUser } from "@/server/http/handler";
import { GARDEN_NOT_FOUND } from "@/server/garden/ownership";

type Params = { id: string; userId: string };

/** `{ "role": "owner" }`: the owner hands the garden to this member. */
export const PATCH = withUser<Params>(
  async ({ request, gardener, params }) => {
    const gardenId = parseId(params.id, GARDEN_NOT_FOUND);
    await parseJsonBody(request, memberChangeSchema);
    await transferOwnership(gardener.userId, gardenId, parseMemberId(params.userId));
    return new Response(null, { status: 204 });
  },
  { sessionOnly: "sharing" },
);

/** The owner removes a member; a member removes themselves (leaves). */
export const DELETE = withUser<Params>(
  async ({ gardener, params }) => {
    await removeMember(gardener.userId, parseId(params.id, GARDEN_NOT_FOUND), parseMemberId(params.userId));
    return new Response(null, { status: 204 });
  },
  { sessionOnly: "sharing" },
);
