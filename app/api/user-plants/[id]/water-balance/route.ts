import { NextResponse } from "next/server";
import type { WaterBalance } from "@/lib/water-balance";
import { waterBalanceOf } from "@/server/care/water-balance";
import { PLANT_NOT_FOUND } from "@/server/garden/ownership";
import { parseId, withUser } from "@/server/http/handler";

type Params = { id: string };

export const GET = withUser<Params>(async ({ gardener, params }) =>
  NextResponse.json<WaterBalance>(await waterBalanceOf(gardener, parseId(params.id, PLANT_NOT_FOUND))),
);
