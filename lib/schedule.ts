// The Care Schedule (/schedule): four weeks of care tasks from today, by day, overdue ones first.
import { addDays } from "./dates";
import { formatDay } from "./format";
import type { TaskType } from "./tasks";

export const SCHEDULE_WEEKS = 4;
/** Today and the 27 days after it. The care plan plans this far ahead (SCHEDULE_HORIZON_DAYS). */
export const SCHEDULE_DAYS = SCHEDULE_WEEKS * 7;

/** The schedule's last day: today + 27. */
export function scheduleEnd(today: string): string {
  return addDays(today, SCHEDULE_DAYS - 1);
}

export type ScheduleDay<T> = { date: string; tasks: T[] };
/** Seven days from its first; a schedule's weeks start today, so its grid is exactly four rows. */
export type ScheduleWeek<T> = { start: string; end: string; days: ScheduleDay<T>[] };
export type Schedule<T> = { overdue: T[]; weeks: ScheduleWeek<T>[] };

/**
 * Puts tasks (already in their order) on their days: those due before today under overdue,
 * those after the schedule's end nowhere. Every day of the four weeks is there, tasks or not.
 */
export function arrangeSchedule<T extends { dueDate: string }>(tasks: readonly T[], today: string): Schedule<T> {
  const end = scheduleEnd(today);
  const byDay = new Map<string, T[]>();
  const overdue: T[] = [];
  for (const task of tasks) {
    if (task.dueDate < today) overdue.push(task);
    else if (task.dueDate <= end) {
      const day = byDay.get(task.dueDate);
      if (day) day.push(task);
      else byDay.set(task.dueDate, [task]);
    }
  }
  const weeks = Array.from({ length: SCHEDULE_WEEKS }, (_, week) => {
    const start = addDays(today, week * 7);
    const days = Array.from({ length: 7 }, (_, day) => {
      const date = addDays(start, day);
      return { date, tasks: byDay.get(date) ?? [] };
    });
    return { start, end: addDays(start, 6), days };
  });
  return { overdue, weeks };
}

/** Whether a schedule has anything to show. */
export function isScheduleEmpty(schedule: Schedule<unknown>): boolean {
  return schedule.overdue.length === 0 && schedule.weeks.every((week) => week.days.every((day) => day.tasks.length === 0));
}

/** A week's name: its first and last days, such as 'Nov 24 – Nov 30'. */
export function formatScheduleWeek(week: { start: string; end: string }, locale?: string): string {
  return `${formatDay(week.start, "day", { locale })} – ${formatDay(week.end, "day", { locale })}`;
}

/** The schedule's address showing one task type, one plant, both or everything. */
export function scheduleHref({ type, plant }: { type?: TaskType; plant?: number }): string {
  const query = new URLSearchParams();
  if (type) query.set("type", type);
  if (plant) query.set("plant", String(plant));
  const search = query.toString();
  return search ? `/schedule?${search}` : "/schedule";
}
