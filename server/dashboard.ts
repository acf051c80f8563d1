import "server-only";
import { and, count, eq, gte, isNull } from "drizzle-orm";
import type { DashboardStats } from "@/lib/dashboard-types";
import { todayInTimeZone } from "@/lib/dates";
import { getDb } from "@/server/db/client";
import { tasks, userPlants } from "@/server/db/schema";

/** Plants count as recently planted for this many days. */
export const RECENTLY_PLANTED_DAYS = 30;


export async function getDashboardStats(userId: string, timezone: string, now = new Date()): Promise<DashboardStats> {
  const db = await getDb();
  const today = todayInTimeZone(timezone, now);
  const since = new Date(now.getTime() - RECENTLY_PLANTED_DAYS * 24 * 60 * 60 * 1000);
  const [[taskCount], [plantCount]] = await Promise.all([
    db
      .select({ value: count() })
      .from(tasks)
      .where(
        and(eq(tasks.userId, userId), eq(tasks.completed, false), eq(tasks.dueDate, today), isNull(tasks.skippedAt)),
      ),
    db
      .select({ value: count() })
      .from(userPlants)
      .where(and(eq(userPlants.userId, userId), gte(userPlants.plantedDate, since))),
  ]);
  return { tasksToday: taskCount?.value ?? 0, recentlyPlanted: plantCount?.value ?? 0 };
}
