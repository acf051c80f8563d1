import { NextResponse } from "next/server";
import type { RainReading } from "@/lib/water-balance";
import { rainReadingSchema } from "@/lib/validations/watering";
import { recordRain } from "@/server/care/watering";
import { GARDEN_NOT_FOUND } from "@/server/garden/ownership";
import { parseId, parseJsonBody, withUser } from "@/server/http/handler";

type Params = { id: string };

/** "It rained here": the gardener's own gauge, for a day of one of their gardens. */
export const POST = withUser<Params>(async ({ request, gardener, params }) => {
  const gardenId = parseId(params.id, GARDEN_NOT_FOUND);
  const input = await parseJsonBody(request, rainReadingSchema);
  return NextResponse.json<RainReading>(await recordRain(gardener, gardenId, input), { status: 201 });
});
