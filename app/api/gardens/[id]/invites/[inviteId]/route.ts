import { revokeInvite } from "@/server/garden/garden-invites";
import { parseId, withUser } from "@/server/http/handler";
import { GARDEN_NOT_FOUND } from "@/server/garden/ownership";

type Params = { id: string; inviteId: string };

/** Withdraws an invitation. */
export const DELETE = withUser<Params>(
  async ({ gardener, params }) => {
    await revokeInvite(gardener.userId, parseId(params.id, GARDEN_NOT_FOUND), parseId(params.inviteId, "That invitation"));
    return new Response(null, { status: 204 });
  },
  { sessionOnly: "sharing" },
);
