import "server-only";
import { and, asc, desc, eq, gt, isNull, lt, lte, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { DASHBOARD_TASK_LIMIT, type DashboardTasks } from "@/lib/dashboard-types";
import { addDays, todayInTimeZone } from "@/lib/dates";
import { learnFactor, type WaterPlan } from "@/lib/water-balance";
import { careWordsFor, type CareWords } from "./care-words";
import { memberRef } from "@/lib/garden-types";
import { plantDisplayName } from "@/lib/plant-display";
import { scheduleEnd } from "@/lib/schedule";
import type { Task } from "@/lib/task-types";
import type { TaskType } from "@/lib/tasks";
import type { CreateTaskInput, UpdateTaskInput } from "@/lib/validations/tasks";
import { keepCarePlanCurrent } from "@/server/care/care-plan";
import { markCarePlanChanged } from "@/server/care/care-plan-changes";
import { getDb, preparedStatement, type Database, type DbExecutor } from "@/server/db/client";
import { gardens, plants, tasks, userPlants, users } from "@/server/db/schema";
import { alias } from "drizzle-orm/pg-core";
import { HttpError, notFound } from "@/server/http/errors";
import { assertChosenMember, assertChosenPlant, ownTask, ownTasks, PREPARED_SCOPE, TASK_NOT_FOUND } from "@/server/garden/ownership";
import type { CurrentUser } from "@/server/auth/types";
import { gardensOf } from "@/server/garden/gardens";
import { inGarden, loadGardener, type Gardener } from "@/server/account/gardener";
import { recordWateringIn } from "@/server/care/watering";
import { makeNextOccurrences, repeatingTaskColumns } from "@/server/care/repeating-tasks";

export { TASK_NOT_FOUND };

/** Completed tasks stay in the full list this long. */
const COMPLETED_VISIBLE_DAYS = 30;

const completer = alias(users, "completer");
const assignee = alias(users, "assignee");

type TaskRow = {
  task: typeof tasks.$inferSelect;
  completedByName: string | null;
  assignedToName: string | null;
  userPlant: { id: number; customName: string | null; customCommonName: string | null; waterPlan: Pick<WaterPlan, "nextDue" | "reason"> | null } | null;
  plantCommonName: string | null;
  plantSlug: string | null;
};

/** Who reads tasks: the garden, and the gardener's zone (a watering's reason says "today", "Friday"). */
type TaskReader = Pick<Gardener, "userId" | "gardenId" | "timeZone"> & Partial<Pick<Gardener, "units" | "locale">>;

/** Why a planned watering falls on its day (docs/watering.md): the plant's kept plan, while the task is the one it planned. */
function wateringReasonOf(task: TaskRow["task"], plan: Pick<WaterPlan, "nextDue" | "reason"> | null | undefined, today: string, words: CareWords): string | null {
  if (task.taskType !== "water" || task.origin !== "schedule" || task.completed || !plan?.reason || plan.nextDue !== task.dueDate) return null;
  return words.reasonOf(plan.reason, today);
}

function toTask({ task, userPlant, plantCommonName, plantSlug, completedByName, assignedToName }: TaskRow, today: string, words: CareWords): Task {
  // The plant's name as stored (English for a catalogue plant), and as the reader reads it.
  const nameIn = (commonName: string | null) => (userPlant ? plantDisplayName({ ...userPlant, plant: commonName ? { commonName } : null }) : null);
  const stored = nameIn(plantCommonName);
  const plantName = nameIn(plantCommonName && plantSlug ? words.catalogue.commonName({ slug: plantSlug, commonName: plantCommonName }) : plantCommonName);
  return {
    id: task.id,
    title: task.origin === "schedule" ? words.titleOf(task, stored !== null && plantName !== null ? { stored, shown: plantName } : null) : task.title,
    completed: task.completed,
    completedAt: task.completedAt?.toISOString() ?? null,
    dueDate: task.dueDate,
    priority: task.priority,
    taskType: task.taskType,
    estimatedMinutes: task.estimatedMinutes,
    origin: task.origin,
    userPlantId: task.userPlantId,
    userPlant: userPlant && plantName !== null ? { id: userPlant.id, name: plantName } : null,
    completedBy: task.completed ? memberRef(task.completedBy, completedByName) : null,
    assignedTo: memberRef(task.assignedTo, assignedToName),
    wateringReason: wateringReasonOf(task, userPlant?.waterPlan, today, words),
    repeatEveryDays: task.repeatEveryDays,
    createdAt: task.createdAt.toISOString(),
  };
}

function selectTasks(db: DbExecutor) {
  return db
    .select({
      task: tasks,
      userPlant: {
        id: userPlants.id,
        customName: userPlants.customName,
        customCommonName: userPlants.customCommonName,
        // Only an open watering says why, from the plant's kept plan: its date and reason, nothing more.
        waterPlan: sql<Pick<WaterPlan, "nextDue" | "reason"> | null>`case when ${tasks.taskType} = 'water' and not ${tasks.completed} then jsonb_build_object('nextDue', ${userPlants.waterPlan}->'nextDue', 'reason', ${userPlants.waterPlan}->'reason') end`,
      },
      plantCommonName: plants.commonName,
      plantSlug: plants.slug,
      completedByName: completer.name,
      assignedToName: assignee.name,
    })
    .from(tasks)
    .leftJoin(userPlants, eq(userPlants.id, tasks.userPlantId))
    .leftJoin(plants, eq(plants.id, userPlants.plantId))
    .leftJoin(completer, eq(completer.id, tasks.completedBy))
    .leftJoin(assignee, eq(assignee.id, tasks.assignedTo))
    .$dynamic();
}

export type TaskFilter = "all" | "open" | "today" | "overdue" | "due" | "upcoming" | "doneToday";

/** In a shared garden: the tasks left to the gardener first, then anyone's, then those left to others. */
const yoursFirst = (userId: string | Placeholder) =>
  sql`case when ${tasks.assignedTo} = ${userId} then 0 when ${tasks.assignedTo} is null then 1 else 2 end`;

const TASK_FILTERS = ["all", "open", "today", "overdue", "due", "upcoming", "doneToday"] as const satisfies readonly TaskFilter[];

/** Where each list's values go: the listing below fills them in per request. */
const listed = {
  today: sql.placeholder("today"),
  since: sql.placeholder("since"),
  timeZone: sql.placeholder("timeZone"),
};

/** Which tasks a list holds, on prepared placeholders (`userId`, `gardenId`, `today`, `since`, `timeZone`). */
export function taskListWhere(filter: TaskFilter): SQL {
  const visible = and(ownTasks(PREPARED_SCOPE), isNull(tasks.skippedAt));
  const open = eq(tasks.completed, false);
  switch (filter) {
    case "open":
      return and(visible, open)!;
    case "today":
      return and(visible, open, eq(tasks.dueDate, listed.today))!;
    case "overdue":
      return and(visible, open, lt(tasks.dueDate, listed.today))!;
    case "due":
      return and(visible, open, lte(tasks.dueDate, listed.today))!;
    case "upcoming":
      return and(visible, open, gt(tasks.dueDate, listed.today))!;
    case "doneToday":
      return and(
        visible,
        eq(tasks.completed, true),
        gt(tasks.completedAt, listed.since),
        sql`(${tasks.completedAt} at time zone ${listed.timeZone})::date = ${listed.today}::date`,
      )!;
    case "all":
      return and(visible, or(open, gt(tasks.completedAt, listed.since)))!;
  }
}

/**
 * Each list is one prepared statement (the dashboard and /api/tasks/today read them on every
 * visit): the SQL is built once, and PostgreSQL parses and plans it once per connection.
 * A null limit is no limit.
 */
function prepareTaskList(db: Database, filter: TaskFilter) {
  return selectTasks(db)
    .where(taskListWhere(filter))
    .orderBy(...(filter === "doneToday" ? [desc(tasks.completedAt), desc(tasks.id)] : [asc(tasks.completed), yoursFirst(PREPARED_SCOPE.userId), asc(tasks.dueDate), asc(tasks.priority), desc(tasks.id)]))
    .limit(sql.placeholder("limit"))
    .prepare(`tasks_${filter}`);
}

const taskLists = Object.fromEntries(
  TASK_FILTERS.map((filter) => [filter, preparedStatement((db) => prepareTaskList(db, filter))]),
) as Record<TaskFilter, (db: Database) => ReturnType<typeof prepareTaskList>>;

/**
 * The garden's tasks, with the care schedule kept in place first: open tasks first, the
 * gardener's own before the rest, then by due date and priority; `all` also has those completed
 * in the last 30 days; `doneToday` those completed today in the gardener's zone, latest first
 * (who did what, in a shared garden). `limit` keeps the first ones.
 */
export async function listTasks(
  unplanned: Gardener,
  filter: TaskFilter,
  { now = new Date(), limit }: { now?: Date; limit?: number } = {},
): Promise<Task[]> {
  const gardener = await keepCarePlanCurrent(unplanned, now);
  // Done today: a day is at most 26 hours long, so the bound keeps the scan to recent rows.
  const sinceHours = filter === "doneToday" ? 26 : COMPLETED_VISIBLE_DAYS * 24;
  const today = todayInTimeZone(gardener.timeZone, now);
  const rows = await taskLists[filter](await getDb()).execute({
    userId: gardener.userId,
    gardenId: gardener.gardenId,
    today,
    since: new Date(now.getTime() - sinceHours * 60 * 60 * 1000).toISOString(),
    timeZone: gardener.timeZone,
    limit: limit ?? null,
  });
  const words = await careWordsFor(gardener);
  return rows.map((row) => toTask(row, today, words));
}

/**
 * What Today's Tasks shows (docs/product.md#screens: the first 5): the open tasks due today or overdue, with how
 * many of each there are (today's count is the banner's and GET /api/tasks/today's); when none
 * are due, the first 5 coming up instead, which the card labels as such.
 */
export async function listDashboardTasks(unplanned: Gardener, now = new Date()): Promise<DashboardTasks> {
  const gardener = await keepCarePlanCurrent(unplanned, now);
  const due = await listTasks(gardener, "due", { now, limit: DASHBOARD_TASK_LIMIT });
  if (due.length === 0) return { due, dueToday: 0, overdue: 0, comingUp: await listTasks(gardener, "upcoming", { now, limit: DASHBOARD_TASK_LIMIT }) };
  const today = todayInTimeZone(gardener.timeZone, now);
  // A short list holds every due task; only a full one needs counting.
  const counts =
    due.length < DASHBOARD_TASK_LIMIT
      ? { dueToday: due.filter((task) => task.dueDate === today).length, overdue: due.filter((task) => task.dueDate < today).length }
      : await countDueTasks(gardener, today);
  return { due, ...counts, comingUp: [] };
}

const dueCountsStatement = preparedStatement((db) =>
  db
    .select({ dueToday: db.$count(tasks, taskListWhere("today")), overdue: db.$count(tasks, taskListWhere("overdue")) })
    .from(gardens)
    .where(eq(gardens.id, PREPARED_SCOPE.gardenId))
    .prepare("tasks_due_counts"),
);

async function countDueTasks(gardener: Gardener, today: string): Promise<{ dueToday: number; overdue: number }> {
  const [counts] = await dueCountsStatement(await getDb()).execute({ userId: gardener.userId, gardenId: gardener.gardenId, today });
  return { dueToday: counts?.dueToday ?? 0, overdue: counts?.overdue ?? 0 };
}

/** What the Care Schedule shows: every open task, or those of one type, or of one plant, or both. */
export type ScheduleFilter = { taskType?: TaskType; userPlantId?: number };

/**
 * The Care Schedule: the garden's open tasks due by the schedule's last day (today + 27), overdue
 * ones included, with the care plan kept current first. By due date; on a day the gardener's own
 * first, then by priority. The garden, open and due-date bounds are one range of tasks_garden_due_idx.
 */
export async function scheduleTasks(unplanned: Gardener, filter: ScheduleFilter = {}, now = new Date()): Promise<Task[]> {
  const gardener = await keepCarePlanCurrent(unplanned, now);
  const today = todayInTimeZone(gardener.timeZone, now);
  const through = scheduleEnd(today);
  const rows = await selectTasks(await getDb())
    .where(
      and(
        ownTasks(gardener),
        eq(tasks.completed, false),
        lte(tasks.dueDate, through),
        isNull(tasks.skippedAt),
        filter.taskType ? eq(tasks.taskType, filter.taskType) : undefined,
        filter.userPlantId ? eq(tasks.userPlantId, filter.userPlantId) : undefined,
      ),
    )
    .orderBy(asc(tasks.dueDate), yoursFirst(gardener.userId), asc(tasks.priority), asc(tasks.id));
  const words = await careWordsFor(gardener);
  return rows.map((row) => toTask(row, today, words));
}

/** A task with the garden it is in (the calendar feed and the reminders list every garden's). */
export type GardenTask = Task & { gardenId: number; gardenName: string };

/** The open tasks of every garden the user belongs to, each garden's care plan kept current first. */
export async function openTasksInEveryGarden(user: CurrentUser, now = new Date()): Promise<GardenTask[]> {
  const [gardener, gardens] = await Promise.all([loadGardener(user), gardensOf(user.id)]);
  const perGarden = await Promise.all(
    gardens.map(async (garden) =>
      (await listTasks(inGarden(gardener, garden), "open", { now })).map((task) => ({ ...task, gardenId: garden.id, gardenName: garden.name })),
    ),
  );
  return perGarden.flat();
}

/** One of the garden's tasks (404 when it is not). */
export async function getTask(reader: TaskReader, taskId: number, db?: DbExecutor): Promise<Task> {
  const [row] = await selectTasks(db ?? (await getDb())).where(and(ownTask(reader, taskId), isNull(tasks.skippedAt)));
  if (!row) throw notFound(TASK_NOT_FOUND);
  return toTask(row, todayInTimeZone(reader.timeZone), await careWordsFor(reader));
}

/** A task of the gardener's own; the scheduler never touches it. */
export async function createTask(gardener: Gardener, input: CreateTaskInput): Promise<Task> {
  const db = await getDb();
  await Promise.all([assertChosenPlant(db, gardener, input.userPlantId), assertChosenMember(db, gardener, input.assignedTo)]);
  const [row] = await db
    .insert(tasks)
    .values({ ...input, userPlantId: input.userPlantId ?? null, gardenId: gardener.gardenId, origin: "user" })
    .returning({ id: tasks.id });
  return getTask(gardener, row!.id);
}

/**
 * Completes a task exactly once, however many requests race: one transaction claims the
 * open task (`UPDATE ... WHERE completed = false RETURNING`), makes its next occurrence when it
 * repeats (server/care/repeating-tasks.ts) and, for a water task, records the watering of its
 * plant (which completes its other due water tasks too).
 */
export async function completeTask(gardener: Gardener, taskId: number, now = new Date()): Promise<Task> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await markCarePlanChanged(tx, gardener.gardenId);
    const [claimed] = await tx
      .update(tasks)
      .set({ completed: true, completedAt: now, completedBy: gardener.userId, updatedAt: now })
      .where(and(ownTask(gardener, taskId), eq(tasks.completed, false), isNull(tasks.skippedAt)))
      .returning(repeatingTaskColumns);
    if (claimed) await makeNextOccurrences(tx, [claimed], gardener.timeZone, now);
    if (claimed?.taskType === "water" && claimed.userPlantId) {
      await recordWateringIn(tx, gardener, claimed.userPlantId, now);
    }
    return getTask(gardener, taskId, tx);
  });
}

export async function updateTask(gardener: Gardener, taskId: number, input: UpdateTaskInput): Promise<Task> {
  const { completed, ...changes } = input;
  const db = await getDb();
  const now = new Date();
  await Promise.all([assertChosenPlant(db, gardener, changes.userPlantId), assertChosenMember(db, gardener, changes.assignedTo)]);
  await db.transaction(async (tx) => {
    await markCarePlanChanged(tx, gardener.gardenId);
    const current = await getTask(gardener, taskId, tx);
    if (current.origin === "schedule" && changes.repeatEveryDays != null) throw repeatsOnlyOwnTasks();
    const reschedules =
      current.origin === "schedule" &&
      ((changes.dueDate !== undefined && changes.dueDate !== current.dueDate) ||
        (changes.taskType !== undefined && changes.taskType !== current.taskType) ||
        (changes.userPlantId !== undefined && changes.userPlantId !== current.userPlantId));
    // The stored title, not the reader's words for it: the copy below keeps the care plan's own.
    const [stored] = reschedules ? await tx.select({ title: tasks.title }).from(tasks).where(ownTask(gardener, taskId)) : [];
    if (Object.keys(changes).length > 0) {
      await tx
        .update(tasks)
        .set({ ...changes, ...(reschedules ? { origin: "user" as const } : {}), updatedAt: now })
        .where(ownTask(gardener, taskId));
    }
    if (reschedules && current.userPlantId) {
      // The gardener moved a planned task: it is theirs now, and the planner must not
      // put a copy back on the original day.
      await tx
        .insert(tasks)
        .values({
          gardenId: gardener.gardenId,
          userPlantId: current.userPlantId,
          taskType: current.taskType,
          dueDate: current.dueDate,
          title: stored?.title ?? current.title,
          origin: "schedule",
          skippedAt: now,
        })
        .onConflictDoNothing();
    }
    if (completed === false && current.completed) {
      await tx.update(tasks).set({ completed: false, completedAt: null, completedBy: null, updatedAt: now }).where(ownTask(gardener, taskId));
    }
  });
  if (completed === true) return completeTask(gardener, taskId, now);
  return getTask(gardener, taskId);
}

/** A care-plan task comes round with the plan; only the gardener's own tasks take a repeat. */
function repeatsOnlyOwnTasks(): HttpError {
  const message = "Only your own tasks can repeat: the care plan already brings its tasks round again.";
  return new HttpError(400, message, [{ path: ["repeatEveryDays"], message }]);
}

/**
 * Deletes the gardener's own task (a repeating one stops repeating: its series ends with it); a
 * planned task is skipped instead, so it is not planned again.
 */
export async function deleteTask(gardener: Gardener, taskId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await markCarePlanChanged(tx, gardener.gardenId);
    const task = await getTask(gardener, taskId, tx);
    if (task.origin === "user") {
      await tx.delete(tasks).where(ownTask(gardener, taskId));
    } else {
      await tx.update(tasks).set({ skippedAt: new Date(), updatedAt: new Date() }).where(ownTask(gardener, taskId));
    }
  });
}

/** The open task a snooze or skip acts on, locked for the change; 404 when it is not the garden's or no longer open. */
async function openTaskFor(tx: DbExecutor, gardener: Gardener, taskId: number) {
  const [task] = await tx
    .select({ taskType: tasks.taskType, userPlantId: tasks.userPlantId, dueDate: tasks.dueDate, origin: tasks.origin })
    .from(tasks)
    .where(and(ownTask(gardener, taskId), eq(tasks.completed, false), isNull(tasks.skippedAt)))
    .for("update");
  if (!task) throw notFound(TASK_NOT_FOUND);
  return task;
}

/**
 * Snoozes an open task for 1 to 3 days: from today, or from its date when that is later. A
 * planned watering keeps its place in the plan: its plant's watering waits until then
 * (lib/water-balance.ts), so the planner does not bring it back sooner.
 */
export async function snoozeTask(gardener: Gardener, taskId: number, days: number, now = new Date()): Promise<Task> {
  const today = todayInTimeZone(gardener.timeZone, now);
  const db = await getDb();
  const snoozed = await db.transaction(async (tx) => {
    await markCarePlanChanged(tx, gardener.gardenId);
    const task = await openTaskFor(tx, gardener, taskId);
    const until = addDays(task.dueDate > today ? task.dueDate : today, days);
    if (task.taskType === "water" && task.userPlantId !== null && task.origin === "schedule") {
      await tx.update(userPlants).set({ waterSnoozedUntil: until }).where(eq(userPlants.id, task.userPlantId));
      await tx.update(tasks).set({ dueDate: until, updatedAt: now }).where(ownTask(gardener, taskId));
      return null;
    }
    return until;
  });
  // Any other task moves as an edit of its date would (a planned one becomes the gardener's).
  if (snoozed !== null) return updateTask(gardener, taskId, { dueDate: snoozed });
  return getTask(gardener, taskId);
}

/**
 * Skips an open task. A planned watering skipped means "the soil is still moist": the plant counts
 * as half full from today, and where the weather decides its watering, its factor learns a little
 * (lib/water-balance.ts). A repeating task skipped still comes round again, counted from today
 * (only deleting it ends the series). Answers the task as it was.
 */
export async function skipTask(gardener: Gardener, taskId: number, now = new Date()): Promise<Task> {
  const today = todayInTimeZone(gardener.timeZone, now);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await markCarePlanChanged(tx, gardener.gardenId);
    const task = await openTaskFor(tx, gardener, taskId);
    const before = await getTask(gardener, taskId, tx);
    const skipped = await tx.update(tasks).set({ skippedAt: now, updatedAt: now }).where(ownTask(gardener, taskId)).returning(repeatingTaskColumns);
    await makeNextOccurrences(tx, skipped, gardener.timeZone, now);
    if (task.taskType === "water" && task.userPlantId !== null) {
      const [plant] = await tx.select({ plan: userPlants.waterPlan, factor: userPlants.waterFactor }).from(userPlants).where(eq(userPlants.id, task.userPlantId));
      const learns = plant?.plan?.mode === "weather";
      await tx
        .update(userPlants)
        .set({ waterCheckedOn: today, waterSnoozedUntil: null, ...(learns && plant ? { waterFactor: learnFactor(plant.factor, "less") } : {}) })
        .where(eq(userPlants.id, task.userPlantId));
    }
    return before;
  });
}
