import { NextResponse } from "next/server";
import type { GardenMembers } from "@/lib/garden-sharing";
import { listMembers } from "@/server/garden/garden-members";
import { parseId, withUser } from "@/server/http/handler";
import { GARDEN_NOT_FOUND } from "@/server/garden/ownership";

type Params = { id: string };

export const GET = withUser<Params>(async ({ gardener, params }) =>
  NextResponse.json<GardenMembers>({ members: await listMembers(gardener.userId, parseId(params.id, GARDEN_NOT_FOUND)) }),
);
