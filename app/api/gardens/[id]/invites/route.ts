import { NextResponse } from "next/server";
import type { GardenInvites, InviteLinkJson } from "@/lib/garden-sharing";
import { createInvite, listOpenInvites } from "@/server/garden/garden-invites";
import { parseId, withUser } from "@/server/http/handler";
import { requestOrigin } from "@/server/http/origin";
import { GARDEN_NOT_FOUND } from "@/server/garden/ownership";

type Params = { id: string };

export const GET = withUser<Params>(
  async ({ request, gardener, params }) =>
    NextResponse.json<GardenInvites>({ invites: await listOpenInvites(gardener.userId, parseId(params.id, GARDEN_NOT_FOUND), requestOrigin(request)) }),
  { sessionOnly: "sharing" },
);

export const POST = withUser<Params>(
  async ({ request, gardener, params }) => {
    const invite = await createInvite(gardener.userId, parseId(params.id, GARDEN_NOT_FOUND), requestOrigin(request));
    return NextResponse.json<InviteLinkJson>(invite, { status: 201 });
  },
  { sessionOnly: "sharing" },
);
