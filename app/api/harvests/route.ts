import { NextResponse } from "next/server";
import { createHarvestSchema, harvestPlantSchema, harvestYearSchema } from "@/lib/validations/harvests";
import { todayInTimeZone } from "@/lib/dates";
import type { Harvest, HarvestYear } from "@/lib/harvest-log";
import { harvestYear, recordHarvest } from "@/server/care/harvests";
import { parseJsonBody, withUser } from "@/server/http/handler";

/** `?year=YYYY`, this year (in the gardener's zone) when left out; `&userPlantId=N`: one plant's (the plant details). */
export const GET = withUser(async ({ request, gardener }) => {
  const query = new URL(request.url).searchParams;
  const rawYear = query.get("year");
  const rawPlant = query.get("userPlantId");
  const year = rawYear === null ? Number(todayInTimeZone(gardener.timeZone).slice(0, 4)) : harvestYearSchema.parse(rawYear);
  const userPlantId = rawPlant === null ? undefined : harvestPlantSchema.parse(rawPlant);
  return NextResponse.json<HarvestYear>(await harvestYear(gardener, year, userPlantId));
});

export const POST = withUser(async ({ request, gardener }) => {
  const input = await parseJsonBody(request, createHarvestSchema);
  return NextResponse.json<Harvest>(await recordHarvest(gardener, input), { status: 201 });
});
