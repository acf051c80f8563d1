import { NextResponse } from "next/server";
import type { AcceptedInvite } from "@/lib/garden-sharing";
import { acceptInvite } from "@/server/garden/garden-invites";
import { withUser } from "@/server/http/handler";

type Params = { token: string };

/** Joins the invitation's garden and opens it. */
export const POST = withUser<Params>(
  async ({ gardener, params }) => NextResponse.json<AcceptedInvite>(await acceptInvite(gardener.userId, params.token)),
  { sessionOnly: "sharing" },
);
