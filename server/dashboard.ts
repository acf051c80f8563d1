import "server-only";
import { and, count, eq, gte, isNull } from "drizzle-orm";
import type { DashboardStats } from "@/lib/dashboard-types";
import { addDays, todayInTimeZone } from "@/lib/dates";
import { keepCarePlanCurrent } from "@/server/care-plan";
import { getDb } from "@/server/db/client";
import { tasks, userPlants } from "@/server/db/schema";
import { ownPlants, ownTasks } from "@/server/ownership";
import type { Gardener } from "@/server/profile";

/** Plants count as recently planted for this many days. */
export const RECENTLY_PLANTED_DAYS = 30;

/** Today's open tasks (with the care schedule kept in place first) and the plants planted in the last 30 days. */
export async function getDashboardStats(gardener: Gardener, now = new Date()): Promise<DashboardStats> {
  await keepCarePlanCurrent(gardener, now);
  const db = await getDb();
  const today = todayInTimeZone(gardener.timeZone, now);
  const [[taskCount], [plantCount]] = await Promise.all([
    db
      .select({ value: count() })
      .from(tasks)
      .where(and(ownTasks(gardener), eq(tasks.completed, false), eq(tasks.dueDate, today), isNull(tasks.skippedAt))),
    db
      .select({ value: count() })
      .from(userPlants)
      .where(and(ownPlants(gardener), gte(userPlants.plantedDate, addDays(today, -RECENTLY_PLANTED_DAYS)))),
  ]);
  return { tasksToday: taskCount?.value ?? 0, recentlyPlanted: plantCount?.value ?? 0 };
}
