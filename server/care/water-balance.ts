import "server-only";
// GET /api/user-plants/{id}/water-balance, and the reset of a plant's learned factor.
import { and, eq, gte } from "drizzle-orm";
import { addDays, gardenCalendar } from "@/lib/dates";
import { balanceDays, CHART_AHEAD_DAYS, CHART_PAST_DAYS, type WaterBalance } from "@/lib/water-balance";
import { careWordsFor } from "./care-words";
import { keepCarePlanCurrent } from "@/server/care/care-plan";
import { markCarePlanChanged } from "@/server/care/care-plan-changes";
import { placeWaterOf } from "@/server/care/water-plan";
import { getDb } from "@/server/db/client";
import { userPlants, waterings } from "@/server/db/schema";
import { ownPlant, PLANT_NOT_FOUND } from "@/server/garden/ownership";
import { plantsForPlanning, waterInputOf } from "@/server/garden/plants";
import { notFound } from "@/server/http/errors";
import type { Gardener } from "@/server/account/gardener";

/**
 * A plant's water balance: its kept plan (made current first) and, where the weather decides, the
 * chart's days from 30 days back (or its planting) to a week ahead, with every watering of those
 * days. 404 for a plant outside the garden.
 */
export async function waterBalanceOf(unplanned: Gardener, userPlantId: number, now = new Date()): Promise<WaterBalance> {
  const gardener = await keepCarePlanCurrent(unplanned, now);
  const db = await getDb();
  const calendar = gardenCalendar(gardener.timeZone, now);
  const [row] = await plantsForPlanning(gardener, db, userPlantId);
  if (!row) throw notFound(PLANT_NOT_FOUND);
  const plan = row.userPlant.waterPlan;
  const fromDate = addDays(calendar.today, -CHART_PAST_DAYS);
  const base = {
    exposure: row.userPlant.exposure,
    waterFactor: row.userPlant.waterFactor,
    mode: plan?.mode ?? "interval",
    usualIntervalDays: plan?.usualIntervalDays ?? null,
    capacityMm: plan?.capacityMm ?? null,
    deficitMm: plan?.deficitMm ?? null,
    nextDue: plan?.nextDue ?? null,
    reason: plan ? ((await careWordsFor(gardener)).reasonOf)(plan.reason, calendar.today) : "",
    expected: plan?.expected ?? [],
  } satisfies Omit<WaterBalance, "days">;
  if (plan?.mode !== "weather") return { ...base, days: [] };
  const place = await placeWaterOf(gardener, calendar.today, db);
  if (!place.known) return { ...base, days: [] };
  // The waterings from before the chart's first day too: the bucket's level on that day starts from the last of them.
  const watered = await db
    .select({ wateredAt: waterings.wateredAt })
    .from(waterings)
    .where(and(eq(waterings.userPlantId, userPlantId), gte(waterings.wateredAt, new Date(now.getTime() - 2 * CHART_PAST_DAYS * 86_400_000))));
  const input = { ...waterInputOf(row, calendar, gardener.latitude), wateredOn: watered.map((watering) => calendar.dayOf(watering.wateredAt)) };
  // The chart starts at its first day, or the day the plant was planted (full) if later; the bucket's
  // level on that day counts from the last watering before it.
  const firstDay = row.userPlant.plantedDate > fromDate ? row.userPlant.plantedDate : fromDate;
  const walkFrom = [...input.wateredOn].filter((day) => day < firstDay).sort().at(-1) ?? firstDay;
  const days = balanceDays(input, place, walkFrom, addDays(calendar.today, CHART_AHEAD_DAYS)).filter((day) => day.date >= firstDay);
  return { ...base, days };
}

/** Forgets what a plant's factor learned (back to 1): its watering follows the catalogue's pace again. */
export async function resetWaterFactor(gardener: Gardener, userPlantId: number, now = new Date()): Promise<WaterBalance> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await markCarePlanChanged(tx, gardener.gardenId);
    const updated = await tx.update(userPlants).set({ waterFactor: 1 }).where(ownPlant(gardener, userPlantId)).returning({ id: userPlants.id });
    if (updated.length === 0) throw notFound(PLANT_NOT_FOUND);
  });
  // The gardener's plan state is from before this change: marked behind, the read plans again.
  return waterBalanceOf({ ...gardener, carePlan: { ...gardener.carePlan, plannedRevision: null } }, userPlantId, now);
}
