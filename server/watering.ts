import "server-only";
import { and, desc, eq, lte } from "drizzle-orm";
import { todayInTimeZone } from "@/lib/dates";
import type { Watering } from "@/lib/garden-types";
import { getDb } from "@/server/db/client";
import { tasks, waterings } from "@/server/db/schema";
import { assertOwnPlant } from "@/server/garden";

/** How many waterings the history returns: more than a year of daily watering. */
export const WATERING_HISTORY_LIMIT = 400;

function toWatering(row: typeof waterings.$inferSelect): Watering {
  return { id: row.id, userPlantId: row.userPlantId, wateredAt: row.wateredAt.toISOString() };
}

/**
 * Records a watering now and completes the plant's open watering tasks that are due
 * today or earlier in the gardener's time zone (one watering covers them all).
 */
export async function recordWatering(
  userId: string,
  userPlantId: number,
  timeZone: string,
  now = new Date(),
): Promise<Watering> {
  await assertOwnPlant(userId, userPlantId);
  const db = await getDb();
  const today = todayInTimeZone(timeZone, now);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(waterings).values({ userPlantId, wateredAt: now }).returning();
    await tx
      .update(tasks)
      .set({ completed: true, completedAt: now, updatedAt: now })
      .where(
        and(
          eq(tasks.userId, userId),
          eq(tasks.userPlantId, userPlantId),
          eq(tasks.taskType, "water"),
          eq(tasks.completed, false),
          lte(tasks.dueDate, today),
        ),
      );
    return toWatering(row!);
  });
}

/** The plant's waterings, newest first. */
export async function wateringHistory(userId: string, userPlantId: number): Promise<Watering[]> {
  await assertOwnPlant(userId, userPlantId);
  const db = await getDb();
  const rows = await db
    .select()
    .from(waterings)
    .where(eq(waterings.userPlantId, userPlantId))
    .orderBy(desc(waterings.wateredAt), desc(waterings.id))
    .limit(WATERING_HISTORY_LIMIT);
  return rows.map(toWatering);
}
