import { NextResponse } from "next/server";
import { createHarvestSchema, harvestYearSchema } from "@/lib/validations/harvests";
import { todayInTimeZone } from "@/lib/dates";
import { harvestYear, recordHarvest } from "@/server/harvests";
import { parseJsonBody, withUser } from "@/server/http/handler";

/** `?year=YYYY`, this year (in the gardener's zone) when left out. */
export const GET = withUser(async ({ request, gardener }) => {
  const raw = new URL(request.url).searchParams.get("year");
  const year = raw === null ? Number(todayInTimeZone(gardener.timeZone).slice(0, 4)) : harvestYearSchema.parse(raw);
  return NextResponse.json(await harvestYear(gardener, year));
});

export const POST = withUser(async ({ request, gardener }) => {
  const input = await parseJsonBody(request, createHarvestSchema);
  return NextResponse.json(await recordHarvest(gardener, input), { status: 201 });
});
