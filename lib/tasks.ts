// Care tasks: the sets of docs/product.md#entities, the duration text of docs/product.md#constants, and the rules that plan tasks from a plant's rhythm.
import type { useTranslations } from "next-intl";
import { addDays, daysBetween } from "./dates";
import { formatDay, formatRelativeDay, startOfLine } from "./format";
import { harvestDate, routineCareDate } from "./dormancy";
import { nextGrowingSeasonDate } from "./growing-season";

export const TASK_PRIORITIES = ["high", "medium", "low"] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_TYPES = ["water", "fertilize", "prune", "harvest", "inspect", "sow", "transplant"] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** "schedule" tasks are planned from the plant's care rhythm; "user" tasks are the gardener's own. */
export const TASK_ORIGINS = ["user", "schedule"] as const;
export type TaskOrigin = (typeof TASK_ORIGINS)[number];

/** Each task type's name: its "Tasks" message (locales/<code>/care.json): "Water", "Gießen". */
export const TASK_TYPE_KEYS = {
  water: "typeWater",
  fertilize: "typeFertilize",
  prune: "typePrune",
  harvest: "typeHarvest",
  inspect: "typeInspect",
  sow: "typeSow",
  transplant: "typeTransplant",
} as const satisfies Record<TaskType, string>;

/** The "Tasks" words (locales/<code>/care.json): a screen's useTranslations("Tasks"), the server's wordsIn(locale, "Tasks"). */
export type TaskWords = ReturnType<typeof useTranslations<"Tasks">>;

/** docs/product.md#constants: under 60 minutes 'N min', otherwise 'Xh Ym', in the reader's words. */
export function formatTaskDuration(minutes: number, t: TaskWords): string {
  return minutes < 60 ? t("durationMinutes", { minutes }) : t("durationHours", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** A task is overdue once its due date has passed without it being done. */
export function isOverdue(task: { dueDate: string; completed: boolean }, today: string): boolean {
  return !task.completed && task.dueDate < today;
}

// --- Planning -------------------------------------------------------------

/**
 * Scheduled tasks are made this many days ahead, so the Care Schedule's four weeks are planned.
 * Only the next task of each kind per plant is planned, so a longer horizon adds few rows.
 */
export const SCHEDULE_HORIZON_DAYS = 28;
export const FERTILIZE_INTERVAL_DAYS = 28;
export const INSPECT_INTERVAL_DAYS = 7;

/** Edible and flowering plants get fed in the growing season. */
const FED_CATEGORIES = new Set(["vegetable", "herb", "fruit", "flower"]);

export type PlantCareState = {
  userPlantId: number;
  name: string;
  /** Catalogue category; null for custom plants. */
  category: string | null;
  /** The catalogue says it rests in winter (lib/dormancy.ts); false for custom plants. */
  winterDormant: boolean;
  /** YYYY-MM-DD in the gardener's time zone. */
  plantedOn: string;
  harvestTimeDays: number | null;
  /** From the watering schedule (which already skips a dormant plant's rest); null when watered as needed. */
  nextWateringDate: string | null;
  /** When the last scheduled task of each kind was done (or skipped), YYYY-MM-DD. */
  lastFertilizedOn: string | null;
  lastInspectedOn: string | null;
};

export type PlannedTask = {
  userPlantId: number;
  taskType: TaskType;
  dueDate: string;
  title: string;
  priority: TaskPriority;
  estimatedMinutes: number;
};

/**
 * How much a scheduled task matters, one rule for every planned task: overdue care first, then
 * watering on a hot day (the forecast's maximum at or above HEAT_DAY_MIN_C, 32 °C: the reminders'
 * heat alert; above it tomatoes, peppers and beans drop their flowers and plants lose water faster
 * than roots take it up: University of Minnesota Extension, "Blossom drop in tomatoes"; RHS
 * "Watering": water in the cool of the morning in hot weather). Everything else is routine:
 * watering, harvesting, sowing and planting out are "medium" (a day late costs a crop), feeding,
 * pruning and inspecting "low" (a week late costs little).
 */
export const ROUTINE_PRIORITY: Record<TaskType, TaskPriority> = {
  water: "medium",
  harvest: "medium",
  sow: "medium",
  transplant: "medium",
  fertilize: "low",
  prune: "low",
  inspect: "low",
};

export function carePriority(task: { taskType: TaskType; dueDate: string }, today: string, hotDays: ReadonlySet<string>): TaskPriority {
  if (task.dueDate < today) return "high";
  if (task.taskType === "water" && hotDays.has(task.dueDate)) return "high";
  return ROUTINE_PRIORITY[task.taskType];
}

/** What planning knows of the garden: where it is (the hemisphere's seasons) and its hot days ahead. */
export type PlanningConditions = {
  latitude: number | null;
  /** YYYY-MM-DD dates whose forecast maximum is at or above HEAT_DAY_MIN_C; empty when the weather is not known. */
  hotDays: ReadonlySet<string>;
};

/**
 * The next care task of each kind for one plant, kept only when it is due within the
 * horizon (overdue ones included), each with its priority (`carePriority`). A plant resting in
 * winter gets no routine inspection in its rest (its watering schedule already skips it), and its
 * harvest comes after the days it grows (lib/dormancy.ts). Pure: the server makes these idempotently.
 */
export function planCareTasks(plant: PlantCareState, today: string, { latitude, hotDays }: PlanningConditions): PlannedTask[] {
  const horizon = addDays(today, SCHEDULE_HORIZON_DAYS);
  const season = { winterDormant: plant.winterDormant, latitude };
  const planned: PlannedTask[] = [];
  const plan = (taskType: TaskType, dueDate: string | null, title: string, estimatedMinutes: number) => {
    if (dueDate && dueDate <= horizon) {
      const priority = carePriority({ taskType, dueDate }, today, hotDays);
      planned.push({ userPlantId: plant.userPlantId, taskType, dueDate, title, priority, estimatedMinutes });
    }
  };

  plan("water", plant.nextWateringDate, plannedTitle("water", plant.name), 5);
  if (plant.harvestTimeDays) {
    plan("harvest", harvestDate({ plantedOn: plant.plantedOn, harvestTimeDays: plant.harvestTimeDays, ...season }), plannedTitle("harvest", plant.name), 20);
  }
  if (plant.category && FED_CATEGORIES.has(plant.category)) {
    const due = addDays(plant.lastFertilizedOn ?? plant.plantedOn, FERTILIZE_INTERVAL_DAYS);
    plan("fertilize", nextGrowingSeasonDate(due, latitude), plannedTitle("fertilize", plant.name), 10);
  }
  const inspectDue = addDays(plant.lastInspectedOn ?? plant.plantedOn, INSPECT_INTERVAL_DAYS);
  plan("inspect", routineCareDate(inspectDue, today, season), plannedTitle("inspect", plant.name), 5);
  return planned;
}

/** The kinds of task the care plan makes, each with its stored title around the plant's name. */
const PLANNED_TITLES = {
  water: ["Water ", ""],
  harvest: ["Harvest ", ""],
  fertilize: ["Fertilize ", ""],
  inspect: ["Inspect ", " for pests and disease"],
} as const satisfies Partial<Record<TaskType, readonly [string, string]>>;

export type PlannedTaskType = keyof typeof PLANNED_TITLES;

/** A planned task's title as the care plan stores it: English, the garden's record ("Water Big Red"). */
export function plannedTitle(taskType: PlannedTaskType, plantName: string): string {
  const [before, after] = PLANNED_TITLES[taskType];
  return `${before}${plantName}${after}`;
}

/**
 * The plant a planned task's stored title names, when the title is still the care plan's own
 * ("Water Big Red" → "Big Red"); null when the gardener has reworded it. A screen then says it in
 * the reader's language ("Big Red gießen", locales/<code>/server.json "PlannedTasks").
 */
export function plannedTitlePlant(task: { taskType: TaskType; title: string }): { taskType: PlannedTaskType; plant: string } | null {
  if (!(task.taskType in PLANNED_TITLES)) return null;
  const taskType = task.taskType as PlannedTaskType;
  const [before, after] = PLANNED_TITLES[taskType];
  const { title } = task;
  if (title.length <= before.length + after.length || !title.startsWith(before) || !title.endsWith(after)) return null;
  return { taskType, plant: title.slice(before.length, title.length - after.length) };
}

/** 'Today', 'Tomorrow', 'Yesterday', else a short date such as 'Mon, Nov 23'. */
export function formatDueDate(dueDate: string, today: string, locale?: string): string {
  const days = daysBetween(today, dueDate);
  if (Math.abs(days) <= 1) return startOfLine(formatRelativeDay(days, { locale }), { locale });
  return formatDay(dueDate, "weekday-day", { locale });
}

/**
 * Today's Tasks' count line, "2 due today · 1 overdue" ("Nothing due today · 1 overdue"): today's
 * count is the banner's water reminder and GET /api/tasks/today's.
 */
export function dueSummary({ dueToday, overdue }: { dueToday: number; overdue: number }): string {
  const today = dueToday === 0 ? "Nothing due today" : `${dueToday} due today`;
  return overdue === 0 ? today : `${today} · ${overdue} overdue`;
}

/** Who completed a task today: "Watered today by Sam" for a watering, "Done today by Sam" otherwise. */
export function doneTodayBy(task: { taskType: TaskType; completedBy: { name: string } | null }): string {
  const what = task.taskType === "water" ? "Watered today" : "Done today";
  return task.completedBy ? `${what} by ${task.completedBy.name}` : what;
}

// --- Repeating tasks --------------------------------------------------------

/** A gardener's own task may come round again every 1 to 365 days (docs/product.md#entities). */
export const REPEAT_EVERY_DAYS_MIN = 1;
export const REPEAT_EVERY_DAYS_MAX = 365;

/**
 * When a repeating task comes round again: `repeatEveryDays` after the day it was done (or
 * skipped) in the gardener's time zone, not after its due date, so a late one does not come back
 * overdue.
 */
export function nextRepeatDueDate(doneOn: string, repeatEveryDays: number): string {
  if (!Number.isInteger(repeatEveryDays) || repeatEveryDays < REPEAT_EVERY_DAYS_MIN || repeatEveryDays > REPEAT_EVERY_DAYS_MAX) {
    throw new RangeError(`A task repeats every ${REPEAT_EVERY_DAYS_MIN} to ${REPEAT_EVERY_DAYS_MAX} days, not ${repeatEveryDays}.`);
  }
  return addDays(doneOn, repeatEveryDays);
}

/** "Repeats every day", "Repeats every 3 days". */
export function formatRepeat(repeatEveryDays: number): string {
  return repeatEveryDays === 1 ? "Repeats every day" : `Repeats every ${repeatEveryDays} days`;
}
