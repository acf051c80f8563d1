import { NextResponse } from "next/server";
import type { WaterBalance } from "@/lib/water-balance";
import { resetWaterFactor } from "@/server/care/water-balance";
import { PLANT_NOT_FOUND } from "@/server/garden/ownership";
import { parseId, withUser } from "@/server/http/handler";

type Params = { id: string };

/** Forgets what the plant's watering learned from skips and early waterings. */
export const POST = withUser<Params>(async ({ gardener, params }) =>
  NextResponse.json<WaterBalance>(await resetWaterFactor(gardener, parseId(params.id, PLANT_NOT_FOUND))),
);
