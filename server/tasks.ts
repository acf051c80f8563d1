import "server-only";
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, max, or, sql, asc } from "drizzle-orm";
import { todayInTimeZone } from "@/lib/dates";
import { plantDisplayName } from "@/lib/plant-display";
import type { UserPlantWithWatering } from "@/lib/garden-types";
import type { Task } from "@/lib/task-types";
import { planCareTasks, type PlannedTask } from "@/lib/tasks";
import type { CreateTaskInput, UpdateTaskInput } from "@/lib/validations/tasks";
import { getDb, type Database } from "@/server/db/client";
import { plants, tasks, userPlants } from "@/server/db/schema";
import { listUserPlants } from "@/server/garden";
import { HttpError, notFound } from "@/server/http/errors";
import { recordWatering } from "@/server/watering";

/** Who the tasks are for: their id, time zone ("today") and latitude (growing season). */
export type Gardener = { userId: string; timeZone: string; latitude: number | null };

export const TASK_NOT_FOUND = "That task";
/** Completed tasks stay in the full list this long. */
const COMPLETED_VISIBLE_DAYS = 30;

type TaskKey = Pick<PlannedTask, "userPlantId" | "taskType" | "dueDate">;
const keyOf = (task: TaskKey) => `${task.userPlantId}:${task.taskType}:${task.dueDate}`;

/**
 * Keeps each plant's next scheduled tasks in place: adds the missing ones and drops open
 * scheduled tasks the plan no longer holds. Runs on read with a constant number of
 * queries; the unique index on (plant, type, due date) makes racing requests harmless.
 * Answers the garden it planned from, so callers need not read it again.
 */
export async function ensureScheduledTasks(gardener: Gardener, now = new Date()): Promise<UserPlantWithWatering[]> {
  const db = await getDb();
  const { userId, timeZone, latitude } = gardener;
  const [garden, lastCare, open] = await Promise.all([
    listUserPlants(userId, timeZone, now),
    db
      .select({
        userPlantId: tasks.userPlantId,
        taskType: tasks.taskType,
        doneAt: max(sql<Date>`coalesce(${tasks.completedAt}, ${tasks.skippedAt})`).mapWith(tasks.completedAt),
      })
      .from(tasks)
      .where(
        and(
          eq(tasks.userId, userId),
          eq(tasks.origin, "schedule"),
          inArray(tasks.taskType, ["fertilize", "inspect"]),
          or(eq(tasks.completed, true), isNotNull(tasks.skippedAt)),
        ),
      )
      .groupBy(tasks.userPlantId, tasks.taskType),
    db
      .select({ id: tasks.id, userPlantId: tasks.userPlantId, taskType: tasks.taskType, dueDate: tasks.dueDate })
      .from(tasks)
      .where(
        and(eq(tasks.userId, userId), eq(tasks.origin, "schedule"), eq(tasks.completed, false), isNull(tasks.skippedAt)),
      ),
  ]);

  const today = todayInTimeZone(timeZone, now);
  const lastDone = new Map(
    lastCare
      .filter((row) => row.doneAt)
      .map((row) => [`${row.userPlantId}:${row.taskType}`, todayInTimeZone(timeZone, row.doneAt!)]),
  );
  const planned = garden.flatMap((plant) =>
    planCareTasks(
      {
        userPlantId: plant.id,
        name: plantDisplayName(plant),
        category: plant.plant?.category ?? null,
        plantedOn: todayInTimeZone(timeZone, new Date(plant.plantedDate)),
        harvestTimeDays: plant.plant?.harvestTime ?? null,
        nextWateringDate: plant.nextWateringDate,
        lastFertilizedOn: lastDone.get(`${plant.id}:fertilize`) ?? null,
        lastInspectedOn: lastDone.get(`${plant.id}:inspect`) ?? null,
      },
      today,
      latitude,
    ),
  );

  const plannedKeys = new Set(planned.map(keyOf));
  const openKeys = new Set(open.map((task) => keyOf(task as TaskKey)));
  const stale = open.filter((task) => !plannedKeys.has(keyOf(task as TaskKey))).map((task) => task.id);
  const missing = planned.filter((task) => !openKeys.has(keyOf(task)));

  if (stale.length > 0) {
    await db.delete(tasks).where(and(eq(tasks.userId, userId), inArray(tasks.id, stale), eq(tasks.completed, false)));
  }
  if (missing.length > 0) {
    await db
      .insert(tasks)
      .values(missing.map((task) => ({ ...task, userId, origin: "schedule" as const })))
      .onConflictDoNothing();
  }
  return garden;
}

const taskColumns = {
  task: tasks,
  userPlant: { id: userPlants.id, customName: userPlants.customName, customCommonName: userPlants.customCommonName },
  plantCommonName: plants.commonName,
};

type TaskRow = {
  task: typeof tasks.$inferSelect;
  userPlant: { id: number; customName: string | null; customCommonName: string | null } | null;
  plantCommonName: string | null;
};

function toTask(row: TaskRow): Task {
  const { task, userPlant } = row;
  return {
    id: task.id,
    title: task.title,
    completed: task.completed,
    completedAt: task.completedAt?.toISOString() ?? null,
    dueDate: task.dueDate,
    priority: task.priority,
    taskType: task.taskType,
    estimatedMinutes: task.estimatedMinutes,
    origin: task.origin,
    userPlantId: task.userPlantId,
    userPlant: userPlant
      ? {
          id: userPlant.id,
          name: plantDisplayName({
            customName: userPlant.customName,
            customCommonName: userPlant.customCommonName,
            plant: row.plantCommonName ? ({ commonName: row.plantCommonName } as never) : null,
          }),
        }
      : null,
    createdAt: task.createdAt.toISOString(),
  };
}

function selectTasks(db: Database) {
  return db
    .select(taskColumns)
    .from(tasks)
    .leftJoin(userPlants, eq(userPlants.id, tasks.userPlantId))
    .leftJoin(plants, eq(plants.id, userPlants.plantId))
    .$dynamic();
}

export type TaskFilter = "all" | "today" | "overdue";

/** Open tasks first by due date and priority; `all` also has those completed in the last 30 days. */
export async function listTasks(gardener: Gardener, filter: TaskFilter, now = new Date()): Promise<Task[]> {
  const today = todayInTimeZone(gardener.timeZone, now);
  const visible = and(eq(tasks.userId, gardener.userId), isNull(tasks.skippedAt));
  const open = eq(tasks.completed, false);
  const where =
    filter === "today"
      ? and(visible, open, eq(tasks.dueDate, today))
      : filter === "overdue"
        ? and(visible, open, lt(tasks.dueDate, today))
        : and(
            visible,
            or(open, gt(tasks.completedAt, new Date(now.getTime() - COMPLETED_VISIBLE_DAYS * 24 * 60 * 60 * 1000))),
          );
  const rows = await selectTasks(await getDb())
    .where(where)
    .orderBy(asc(tasks.completed), asc(tasks.dueDate), asc(tasks.priority), desc(tasks.id));
  return rows.map(toTask);
}

async function getTask(userId: string, taskId: number): Promise<Task> {
  const [row] = await selectTasks(await getDb()).where(
    and(eq(tasks.id, taskId), eq(tasks.userId, userId), isNull(tasks.skippedAt)),
  );
  if (!row) throw notFound(TASK_NOT_FOUND);
  return toTask(row);
}

async function assertPlantForTask(userId: string, userPlantId: number | null | undefined): Promise<void> {
  if (!userPlantId) return;
  const db = await getDb();
  const [row] = await db
    .select({ id: userPlants.id })
    .from(userPlants)
    .where(and(eq(userPlants.id, userPlantId), eq(userPlants.userId, userId)));
  if (!row) {
    throw new HttpError(400, "Choose one of your own plants.", [{ path: ["userPlantId"], message: "Choose one of your own plants." }]);
  }
}

export async function createTask(userId: string, input: CreateTaskInput): Promise<Task> {
  await assertPlantForTask(userId, input.userPlantId);
  const db = await getDb();
  const [row] = await db
    .insert(tasks)
    .values({ ...input, userPlantId: input.userPlantId ?? null, userId, origin: "user" })
    .returning({ id: tasks.id });
  return getTask(userId, row!.id);
}

/** Completes a task; a water task records a watering of its plant (which completes its due water tasks too). */
export async function completeTask(gardener: Gardener, taskId: number, now = new Date()): Promise<Task> {
  const task = await getTask(gardener.userId, taskId);
  if (task.completed) return task;
  if (task.taskType === "water" && task.userPlantId) {
    await recordWatering(gardener.userId, task.userPlantId, gardener.timeZone, now);
  }
  const db = await getDb();
  await db
    .update(tasks)
    .set({ completed: true, completedAt: now, updatedAt: now })
    .where(and(eq(tasks.id, taskId), eq(tasks.userId, gardener.userId), eq(tasks.completed, false)));
  return getTask(gardener.userId, taskId);
}

export async function updateTask(gardener: Gardener, taskId: number, input: UpdateTaskInput): Promise<Task> {
  const { completed, ...changes } = input;
  const current = await getTask(gardener.userId, taskId);
  await assertPlantForTask(gardener.userId, changes.userPlantId);
  const db = await getDb();
  const now = new Date();
  const reschedules =
    current.origin === "schedule" &&
    ((changes.dueDate !== undefined && changes.dueDate !== current.dueDate) ||
      (changes.taskType !== undefined && changes.taskType !== current.taskType) ||
      (changes.userPlantId !== undefined && changes.userPlantId !== current.userPlantId));

  await db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0) {
      await tx
        .update(tasks)
        .set({ ...changes, ...(reschedules ? { origin: "user" as const } : {}), updatedAt: now })
        .where(and(eq(tasks.id, taskId), eq(tasks.userId, gardener.userId)));
    }
    if (reschedules && current.userPlantId) {
      // The gardener moved a planned task: it is theirs now, and the planner must not
      // put a copy back on the original day.
      await tx
        .insert(tasks)
        .values({
          userId: gardener.userId,
          userPlantId: current.userPlantId,
          taskType: current.taskType,
          dueDate: current.dueDate,
          title: current.title,
          origin: "schedule",
          skippedAt: now,
        })
        .onConflictDoNothing();
    }
    if (completed === false && current.completed) {
      await tx
        .update(tasks)
        .set({ completed: false, completedAt: null, updatedAt: now })
        .where(and(eq(tasks.id, taskId), eq(tasks.userId, gardener.userId)));
    }
  });
  if (completed === true) return completeTask(gardener, taskId, now);
  return getTask(gardener.userId, taskId);
}

/** Deletes the gardener's own task; a planned task is skipped instead, so it is not planned again. */
export async function deleteTask(userId: string, taskId: number): Promise<void> {
  const task = await getTask(userId, taskId);
  const db = await getDb();
  if (task.origin === "user") {
    await db.delete(tasks).where(and(eq(tasks.id, taskId), eq(tasks.userId, userId)));
  } else {
    await db
      .update(tasks)
      .set({ skippedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(tasks.id, taskId), eq(tasks.userId, userId)));
  }
}
