import "server-only";
// Each plant's water plan (lib/water-balance.ts), kept in user_plants.water_plan by the care
// planner: made again only when the garden's plan must be (a watering, a skip or snooze, a rain
// reading, an edit, new weather at the place, a new day), so reading a garden costs no balance.
import { and, eq, inArray, sql } from "drizzle-orm";
import { addDays, type GardenCalendar } from "@/lib/dates";
import { planWatering, type ExpectedWateringItem, type PlaceWater, type WaterPlan, type WateringReason } from "@/lib/water-balance";
import { getDb, type DbExecutor } from "@/server/db/client";
import { plantDisplayName } from "@/lib/plant-display";
import { gardenMembers, gardenRain, gardens, placeFrostDates, plants, userPlants, weatherForecasts } from "@/server/db/schema";
import type { Gardener } from "@/server/account/gardener";
import { plantsForPlanning, waterInputOf, type PlantForPlanning } from "@/server/garden/plants";
import { archivePlaceKey } from "@/server/care/frost-dates";
import { forecastKey } from "@/server/weather";
import { careWordsFor, type CareReader } from "./care-words";

/** Gauge readings this far back still count (the balance's chart shows 30 days; a plan counts from its last watering). */
const GAUGE_DAYS = 90;

/** What the plan needs of the gardener and the garden. */
export type WaterPlanFor = Pick<Gardener, "gardenId" | "location" | "latitude" | "longitude">;

/**
 * The place's weather as the balance reads it, in one statement: the kept forecast's days, the
 * archive's monthly normals and the garden's own rain readings. "Not known" (with why) without a
 * location, coordinates, a forecast that reaches today, or the normals.
 */
export async function placeWaterOf(gardener: WaterPlanFor, today: string, db: DbExecutor): Promise<PlaceWater> {
  const { latitude, longitude, gardenId } = gardener;
  if (!gardener.location) return { known: false, why: "no-location" };
  if (latitude === null || longitude === null) return { known: false, why: "no-place" };
  const since = addDays(today, -GAUGE_DAYS);
  const [row] = await db
    .select({
      water: sql<{ firstForecastDay: string; days: { date: string; et0Mm: number | null; rainMm: number | null }[] } | null>`(select ${weatherForecasts.water} from ${weatherForecasts} where ${weatherForecasts.place} = ${forecastKey(latitude, longitude)})`,
      normals: sql<{ et0Mm: number[]; rainMm: number[] } | null>`(select ${placeFrostDates.normals} from ${placeFrostDates} where ${placeFrostDates.place} = ${archivePlaceKey(latitude, longitude)})`,
      gauge: sql<{ date: string; mm: number }[] | null>`(select json_agg(json_build_object('date', ${gardenRain.date}, 'mm', ${gardenRain.mm})) from ${gardenRain} where ${gardenRain.gardenId} = ${gardenId} and ${gardenRain.date} >= ${since})`,
    })
    .from(gardens)
    .where(eq(gardens.id, gardenId));
  const water = row?.water;
  // The kept forecast must still reach today: one not refreshed for over two weeks is no forecast.
  const reachesToday = water?.days.some((day) => day.date >= today && day.et0Mm !== null);
  if (!water || !reachesToday) return { known: false, why: "no-weather" };
  if (!row.normals) return { known: false, why: "no-normals" };
  return {
    known: true,
    days: water.days,
    normals: row.normals,
    firstForecastDay: water.firstForecastDay,
    gauge: new Map((row.gauge ?? []).map((reading) => [reading.date, reading.mm])),
  };
}

const samePlan = (a: WaterPlan | null, b: WaterPlan) => a !== null && JSON.stringify(a) === JSON.stringify(b);

/**
 * Plans every plant's watering from the place's weather, keeps the plans that changed (one
 * statement for them all) and answers each plant's plan.
 */
export async function keepWaterPlans(
  gardener: WaterPlanFor,
  garden: readonly PlantForPlanning[],
  calendar: GardenCalendar,
  db: DbExecutor,
): Promise<Map<number, WaterPlan>> {
  const place = await placeWaterOf(gardener, calendar.today, db);
  const plans = new Map<number, WaterPlan>();
  const changed: { id: number; plan: WaterPlan }[] = [];
  for (const row of garden) {
    const plan = planWatering(waterInputOf(row, calendar, gardener.latitude), place, calendar.today);
    plans.set(row.userPlant.id, plan);
    if (!samePlan(row.userPlant.waterPlan, plan)) changed.push({ id: row.userPlant.id, plan });
  }
  if (changed.length > 0) {
    await db
      .update(userPlants)
      .set({ waterPlan: sql`changed.plan` })
      .from(sql`jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as changed(id integer, plan jsonb)`)
      .where(and(eq(userPlants.gardenId, gardener.gardenId), eq(userPlants.id, sql`changed.id`)));
  }
  return plans;
}

/**
 * The waterings each plant's kept plan expects in the Care Schedule's four weeks, after its next
 * (planned as a task): from the forecast, then the place's normals (estimates). One plant's only,
 * with `userPlantId`. Call with the care plan kept current.
 */
export async function expectedWaterings(gardener: Pick<Gardener, "userId" | "gardenId">, userPlantId?: number): Promise<ExpectedWateringItem[]> {
  const rows = await plantsForPlanning(gardener, await getDb(), userPlantId);
  return rows.flatMap(({ userPlant, plant }) =>
    (userPlant.waterPlan?.expected ?? [])
      .filter((item) => item.date !== userPlant.waterPlan?.nextDue)
      .map((item) => ({ userPlantId: userPlant.id, name: plantDisplayName({ ...userPlant, plant }), date: item.date, estimate: item.estimate })),
  );
}

/** A plant whose watering the rain put off: its timetable would have had it due by today. */
export type RainWait = { gardenId: number; gardenName: string; userPlantId: number; name: string; reason: string };

/** The reasons that say the rain is doing the watering (lib/water-balance.ts). */
const RAIN_REASONS: readonly WateringReason["kind"][] = ["rain-ahead", "rained", "rain-keeps"];

/**
 * In every garden the gardener belongs to, the plants the rain is watering instead of them today
 * (the morning digest says why they are not on it). Call after their plans are kept current.
 */
export async function rainWaitsInEveryGarden(userId: string, today: string, reader: CareReader = {}): Promise<RainWait[]> {
  const db = await getDb();
  const rows = await db
    .select({ gardenId: gardens.id, gardenName: gardens.name, userPlant: userPlants, plant: plants })
    .from(gardenMembers)
    .innerJoin(gardens, eq(gardens.id, gardenMembers.gardenId))
    .innerJoin(userPlants, eq(userPlants.gardenId, gardens.id))
    .leftJoin(plants, eq(plants.id, userPlants.plantId))
    .where(and(eq(gardenMembers.userId, userId), inArray(sql`${userPlants.waterPlan}->'reason'->>'kind'`, RAIN_REASONS)));
  const { reasonOf } = await careWordsFor(reader);
  return rows.flatMap(({ gardenId, gardenName, userPlant, plant }) => {
    const plan = userPlant.waterPlan;
    if (!plan || !RAIN_REASONS.includes(plan.reason.kind) || plan.usualIntervalDays === null || addDays(plan.from, plan.usualIntervalDays) > today) return [];
    return [{ gardenId, gardenName, userPlantId: userPlant.id, name: plantDisplayName({ ...userPlant, plant }), reason: reasonOf(plan.reason, today) }];
  });
}
