import "server-only";
import { and, eq, gte, sql } from "drizzle-orm";
import type { DashboardStats } from "@/lib/dashboard-types";
import { addDays, todayInTimeZone } from "@/lib/dates";
import { keepCarePlanCurrent } from "@/server/care/care-plan";
import { getDb, preparedStatement } from "@/server/db/client";
import { gardens, tasks, userPlants } from "@/server/db/schema";
import { ownPlants, PREPARED_SCOPE } from "@/server/garden/ownership";
import { taskListWhere } from "@/server/care/tasks";
import type { Gardener } from "@/server/account/gardener";

/** Plants count as recently planted for this many days. */
export const RECENTLY_PLANTED_DAYS = 30;

/** The open garden's counts in one prepared statement: the tasks of today's list (on `today`), plants planted since `plantedSince`. */
const statsStatement = preparedStatement((db) =>
  db
    .select({
      tasksToday: db.$count(tasks, taskListWhere("today")),
      recentlyPlanted: db.$count(userPlants, and(ownPlants(PREPARED_SCOPE), gte(userPlants.plantedDate, sql.placeholder("plantedSince")))),
    })
    .from(gardens)
    .where(eq(gardens.id, PREPARED_SCOPE.gardenId))
    .prepare("dashboard_stats"),
);

/** Today's open tasks (with the care schedule kept in place first) and the plants planted in the last 30 days. */
export async function getDashboardStats(unplanned: Gardener, now = new Date()): Promise<DashboardStats> {
  const gardener = await keepCarePlanCurrent(unplanned, now);
  const today = todayInTimeZone(gardener.timeZone, now);
  const [counts] = await statsStatement(await getDb()).execute({
    userId: gardener.userId,
    gardenId: gardener.gardenId,
    today,
    plantedSince: addDays(today, -RECENTLY_PLANTED_DAYS),
  });
  return { tasksToday: counts?.tasksToday ?? 0, recentlyPlanted: counts?.recentlyPlanted ?? 0 };
}
