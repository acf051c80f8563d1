import "server-only";
import { and, desc, eq, lte } from "drizzle-orm";
import { addDays, todayInTimeZone } from "@/lib/dates";
import { isEarlyWatering, learnFactor, RAIN_READING_DAYS, type RainReading } from "@/lib/water-balance";
import type { RainReading as RainReadingInput } from "@/lib/validations/watering";
import { memberRef, type Watering } from "@/lib/garden-types";
import { markCarePlanChanged } from "@/server/care/care-plan-changes";
import { getDb, type DbExecutor } from "@/server/db/client";
import { gardenRain, tasks, userPlants, users, waterings } from "@/server/db/schema";
import { lockOwnPlant, ownPlant, ownTasks, PLANT_NOT_FOUND, roleIn } from "@/server/garden/ownership";
import { HttpError, notFound } from "@/server/http/errors";
import type { Gardener } from "@/server/account/gardener";
import { makeNextOccurrences, repeatingTaskColumns } from "@/server/care/repeating-tasks";

/** How many waterings the history returns: more than a year of daily watering. */
export const WATERING_HISTORY_LIMIT = 400;

type WateringFor = Pick<Gardener, "userId" | "gardenId" | "timeZone" | "name">;

function toWatering(row: typeof waterings.$inferSelect, wateredByName: string | null): Watering {
  return { id: row.id, userPlantId: row.userPlantId, wateredAt: row.wateredAt.toISOString(), wateredBy: memberRef(row.wateredBy, wateredByName) };
}

/**
 * Inside the caller's transaction (which has already marked the care plan changed): records a
 * watering of the gardener's plant and completes its open water tasks due today or earlier in
 * their time zone (one watering covers them all), making the next occurrence of each that repeats
 * (server/care/repeating-tasks.ts). 404 when the plant is not theirs or is gone.
 */
export async function recordWateringIn(tx: DbExecutor, gardener: WateringFor, userPlantId: number, now: Date): Promise<Watering> {
  // The owner's plant is held until commit, so it can't be deleted between this check and the insert.
  await lockOwnPlant(tx, gardener, userPlantId);
  const [row] = await tx.insert(waterings).values({ userPlantId, wateredAt: now, wateredBy: gardener.userId }).returning();
  await learnFromWatering(tx, userPlantId, todayInTimeZone(gardener.timeZone, now));
  const completed = await tx
    .update(tasks)
    .set({ completed: true, completedAt: now, completedBy: gardener.userId, updatedAt: now })
    .where(
      and(
        ownTasks(gardener),
        eq(tasks.userPlantId, userPlantId),
        eq(tasks.taskType, "water"),
        eq(tasks.completed, false),
        lte(tasks.dueDate, todayInTimeZone(gardener.timeZone, now)),
      ),
    )
    .returning(repeatingTaskColumns);
  await makeNextOccurrences(tx, completed, gardener.timeZone, now);
  return toWatering(row!, gardener.name);
}

/**
 * A watering ends any snooze; one well before the plan's date (lib/water-balance.ts
 * `isEarlyWatering`) says the plant dries faster than the balance thought, and teaches its factor up.
 */
async function learnFromWatering(tx: DbExecutor, userPlantId: number, today: string): Promise<void> {
  const [plant] = await tx.select({ plan: userPlants.waterPlan, factor: userPlants.waterFactor }).from(userPlants).where(eq(userPlants.id, userPlantId));
  const early = plant?.plan ? isEarlyWatering(plant.plan, today) : false;
  await tx
    .update(userPlants)
    .set({ waterSnoozedUntil: null, ...(early && plant ? { waterFactor: learnFactor(plant.factor, "more") } : {}) })
    .where(eq(userPlants.id, userPlantId));
}

/**
 * Rain the gardener's own gauge caught in one of their gardens on a day (today or up to 30 days
 * back in their zone): it replaces the forecast's figure for that day, and the garden plans its
 * watering again. A garden they are not in is a 404.
 */
export async function recordRain(gardener: Pick<Gardener, "userId" | "timeZone">, gardenId: number, input: RainReadingInput, now = new Date()): Promise<RainReading> {
  const today = todayInTimeZone(gardener.timeZone, now);
  if (input.date > today) throw new HttpError(400, "Rain can only be recorded for today or an earlier day.", [{ path: ["date"], message: "Choose today or an earlier day." }]);
  if (input.date < addDays(today, -RAIN_READING_DAYS)) {
    throw new HttpError(400, `Rain can be recorded for the last ${RAIN_READING_DAYS} days.`, [{ path: ["date"], message: `Choose a day in the last ${RAIN_READING_DAYS} days.` }]);
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
    await roleIn(tx, gardener.userId, gardenId);
    await markCarePlanChanged(tx, gardenId);
    await tx
      .insert(gardenRain)
      .values({ gardenId, date: input.date, mm: input.mm, recordedBy: gardener.userId, recordedAt: now })
      .onConflictDoUpdate({ target: [gardenRain.gardenId, gardenRain.date], set: { mm: input.mm, recordedBy: gardener.userId, recordedAt: now } });
  });
  return { date: input.date, mm: input.mm };
}

/** Records a watering now (see `recordWateringIn`), in one transaction. */
export async function recordWatering(gardener: WateringFor, userPlantId: number, now = new Date()): Promise<Watering> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await markCarePlanChanged(tx, gardener.gardenId);
    return recordWateringIn(tx, gardener, userPlantId, now);
  });
}

/**
 * Records a watering of each of these plants now, all or none: one transaction, so a plant that
 * is not the gardener's (a 404) leaves the others unwatered too (the AI gardener's batch).
 */
export async function recordWaterings(gardener: WateringFor, userPlantIds: readonly number[], now = new Date()): Promise<Watering[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await markCarePlanChanged(tx, gardener.gardenId);
    const recorded: Watering[] = [];
    for (const userPlantId of userPlantIds) recorded.push(await recordWateringIn(tx, gardener, userPlantId, now));
    return recorded;
  });
}

/** The plant's waterings, newest first; another gardener's plant is a 404. */
export async function wateringHistory(gardener: WateringFor, userPlantId: number): Promise<Watering[]> {
  const db = await getDb();
  const rows = await db
    .select({ watering: waterings, wateredByName: users.name })
    .from(userPlants)
    .leftJoin(waterings, eq(waterings.userPlantId, userPlants.id))
    .leftJoin(users, eq(users.id, waterings.wateredBy))
    .where(ownPlant(gardener, userPlantId))
    .orderBy(desc(waterings.wateredAt), desc(waterings.id))
    .limit(WATERING_HISTORY_LIMIT);
  if (rows.length === 0) throw notFound(PLANT_NOT_FOUND);
  return rows.flatMap((row) => (row.watering ? [toWatering(row.watering, row.wateredByName)] : []));
}
