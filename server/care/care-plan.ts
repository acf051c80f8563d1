import "server-only";
// Keeps each garden's scheduled care tasks in place, without making reads write.
//
// Every change that can move the plan (a plant added, edited, watered or deleted; a task
// completed, moved or deleted; a new place or time zone) bumps the garden's care-plan
// revision in its own transaction. A read re-plans only when that revision, or the calendar
// day in the reading gardener's zone, has moved on since the last plan; otherwise it does no
// planning work and no writes. The garden row is the lock: changes bump it first and the
// planner holds it while it plans, so concurrent reads plan once and never interleave with a
// change. (Members in different time zones plan on their own "today": around midnight the
// plan can be made once for each.)
import { and, eq, inArray, isNotNull, isNull, max, or, sql } from "drizzle-orm";
import { gardenCalendar } from "@/lib/dates";
import { plantDisplayName } from "@/lib/plant-display";
import { planCareTasks, TASK_PRIORITIES, type PlannedTask } from "@/lib/tasks";
import { getDb, type DbExecutor } from "@/server/db/client";
import { gardens, tasks } from "@/server/db/schema";
import { plantsForPlanning } from "@/server/garden/plants";
import { ownTasks } from "@/server/garden/ownership";
import type { Gardener } from "@/server/account/gardener";
import type { CarePlanState } from "@/server/garden/gardens";
import { storedHotDays } from "@/server/weather";
import { keepWaterPlans } from "@/server/care/water-plan";

/** What the planner needs of the gardener. */
type PlanFor = Pick<Gardener, "userId" | "gardenId" | "timeZone" | "location" | "latitude" | "longitude" | "gardenType">;

type TaskKey = Pick<PlannedTask, "userPlantId" | "taskType" | "dueDate">;
const keyOf = (task: TaskKey) => `${task.userPlantId}:${task.taskType}:${task.dueDate}`;

function isCurrent(state: CarePlanState, today: string): boolean {
  return state.plannedRevision === state.revision && state.plannedOn === today;
}

/**
 * Makes sure the gardener's scheduled tasks are planned for today and their latest changes, and
 * answers the gardener with the plan's state as it is now: pass that on, and the reads after it
 * plan nothing (the caller's gardener is left as it was). The common case costs nothing: the
 * state came with the gardener's profile.
 */
export async function keepCarePlanCurrent(gardener: Gardener, now = new Date()): Promise<Gardener> {
  const today = gardenCalendar(gardener.timeZone, now).today;
  if (isCurrent(gardener.carePlan, today)) return gardener;
  const db = await getDb();
  const carePlan = await db.transaction(async (tx) => {
    // Takes the lock: the garden's row.
    const [locked] = await tx
      .select({ revision: gardens.carePlanRevision, plannedRevision: gardens.carePlannedRevision, plannedOn: gardens.carePlannedOn })
      .from(gardens)
      .where(eq(gardens.id, gardener.gardenId))
      .for("update");
    if (!locked) return gardener.carePlan;
    const state: CarePlanState = locked;
    if (isCurrent(state, today)) return state;
    await ensureScheduledTasks(gardener, now, tx);
    await tx
      .update(gardens)
      .set({ carePlannedRevision: state.revision, carePlannedOn: today })
      .where(eq(gardens.id, gardener.gardenId));
    return { revision: state.revision, plannedRevision: state.revision, plannedOn: today };
  });
  return { ...gardener, carePlan };
}

/**
 * The hot days the plan ranks watering on first: from the last forecast kept for the garden's
 * place (none indoors, nor before the place or its weather is known).
 */
async function hotDaysOf(gardener: PlanFor, db: DbExecutor): Promise<ReadonlySet<string>> {
  const { latitude, longitude, gardenType } = gardener;
  if (latitude === null || longitude === null || gardenType === "indoor") return new Set();
  return storedHotDays({ latitude, longitude }, db);
}

/**
 * The planner: adds each plant's missing next tasks, drops open scheduled tasks the plan no
 * longer holds and re-ranks those whose priority moved (they fell overdue, or a hot day is
 * forecast), in a constant number of queries. The unique index on (plant, type, due date) makes
 * racing planners harmless. Call `keepCarePlanCurrent` rather than this.
 */
export async function ensureScheduledTasks(gardener: PlanFor, now = new Date(), executor?: DbExecutor): Promise<void> {
  const db = executor ?? (await getDb());
  const { gardenId, timeZone, latitude } = gardener;
  // One statement at a time: keepCarePlanCurrent runs this in a transaction, whose one connection
  // would queue them anyway (pg warns that it will stop doing that).
  const calendar = gardenCalendar(timeZone, now);
  const garden = await plantsForPlanning(gardener, db);
  const lastCare = await db
    .select({
      userPlantId: tasks.userPlantId,
      taskType: tasks.taskType,
      doneAt: max(sql<Date>`coalesce(${tasks.completedAt}, ${tasks.skippedAt})`).mapWith(tasks.completedAt),
    })
    .from(tasks)
    .where(
      and(
        ownTasks(gardener),
        eq(tasks.origin, "schedule"),
        inArray(tasks.taskType, ["fertilize", "inspect"]),
        or(eq(tasks.completed, true), isNotNull(tasks.skippedAt)),
      ),
    )
    .groupBy(tasks.userPlantId, tasks.taskType);
  const open = await db
    .select({ id: tasks.id, userPlantId: tasks.userPlantId, taskType: tasks.taskType, dueDate: tasks.dueDate, priority: tasks.priority })
    .from(tasks)
    .where(and(ownTasks(gardener), eq(tasks.origin, "schedule"), eq(tasks.completed, false), isNull(tasks.skippedAt)));
  const hotDays = await hotDaysOf(gardener, db);
  const waterPlans = await keepWaterPlans(gardener, garden, calendar, db);

  const today = calendar.today;
  const lastDone = new Map(
    lastCare
      .filter((row) => row.doneAt)
      .map((row) => [`${row.userPlantId}:${row.taskType}`, calendar.dayOf(row.doneAt!)]),
  );
  const planned = garden.flatMap(({ userPlant, plant }) =>
    planCareTasks(
      {
        userPlantId: userPlant.id,
        name: plantDisplayName({ ...userPlant, plant }),
        category: plant?.category ?? null,
        winterDormant: plant?.winterDormant ?? false,
        plantedOn: userPlant.plantedDate,
        harvestTimeDays: plant?.harvestTime ?? null,
        nextWateringDate: waterPlans.get(userPlant.id)?.nextDue ?? null,
        lastFertilizedOn: lastDone.get(`${userPlant.id}:fertilize`) ?? null,
        lastInspectedOn: lastDone.get(`${userPlant.id}:inspect`) ?? null,
      },
      today,
      { latitude, hotDays },
    ),
  );

  const plannedByKey = new Map(planned.map((task) => [keyOf(task), task]));
  const openKeys = new Set<string>();
  const stale: number[] = [];
  const reranked = new Map(TASK_PRIORITIES.map((priority) => [priority, [] as number[]]));
  for (const task of open) {
    if (task.userPlantId === null) continue;
    const key = keyOf({ userPlantId: task.userPlantId, taskType: task.taskType, dueDate: task.dueDate });
    openKeys.add(key);
    const plan = plannedByKey.get(key);
    if (!plan) stale.push(task.id);
    else if (plan.priority !== task.priority) reranked.get(plan.priority)!.push(task.id);
  }
  const missing = planned.filter((task) => !openKeys.has(keyOf(task)));

  if (stale.length > 0) {
    await db.delete(tasks).where(and(ownTasks(gardener), inArray(tasks.id, stale), eq(tasks.completed, false)));
  }
  for (const [priority, ids] of reranked) {
    if (ids.length > 0) await db.update(tasks).set({ priority }).where(and(ownTasks(gardener), inArray(tasks.id, ids), eq(tasks.completed, false)));
  }
  if (missing.length > 0) {
    await db
      .insert(tasks)
      .values(missing.map((task) => ({ ...task, gardenId, origin: "schedule" as const })))
      .onConflictDoNothing();
  }
}
