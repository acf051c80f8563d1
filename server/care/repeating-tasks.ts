import "server-only";
import { and, eq, isNull, ne } from "drizzle-orm";
import { todayInTimeZone } from "@/lib/dates";
import { nextRepeatDueDate } from "@/lib/tasks";
import type { DbExecutor } from "@/server/db/client";
import { tasks } from "@/server/db/schema";

// Repeating tasks (docs/product.md#entities): a gardener's own task with `repeatEveryDays` comes
// round again when it is done or skipped. Deleting it, or setting `repeatEveryDays` to null, ends
// the series; undoing a completion leaves the next one in place.

/** What an UPDATE that completes or skips tasks returns, for `makeNextOccurrences`. */
export const repeatingTaskColumns = {
  id: tasks.id,
  gardenId: tasks.gardenId,
  userPlantId: tasks.userPlantId,
  title: tasks.title,
  taskType: tasks.taskType,
  priority: tasks.priority,
  estimatedMinutes: tasks.estimatedMinutes,
  assignedTo: tasks.assignedTo,
  origin: tasks.origin,
  repeatEveryDays: tasks.repeatEveryDays,
};

type DoneTask = { [Column in keyof typeof repeatingTaskColumns]: (typeof tasks.$inferSelect)[Column] };

/**
 * Inside the transaction that just completed or skipped `done`: makes the next occurrence of each
 * that repeats, due `repeatEveryDays` after today in the gardener's zone (lib/tasks.ts
 * `nextRepeatDueDate`), a copy of it otherwise. The callers pass only the rows their UPDATE
 * flipped from open (`WHERE completed = false ... RETURNING`), so a task completed twice, by a
 * double click or two racing requests, comes here once. Done, undone and done again on the same
 * day, the series already has its next occurrence, and no second one is made.
 */
export async function makeNextOccurrences(tx: DbExecutor, done: readonly DoneTask[], timeZone: string, now: Date): Promise<void> {
  const doneOn = todayInTimeZone(timeZone, now);
  // One statement at a time: a transaction is one connection.
  for (const task of done) {
    if (task.repeatEveryDays === null || task.origin !== "user") continue;
    const next = {
      gardenId: task.gardenId,
      userPlantId: task.userPlantId,
      title: task.title,
      taskType: task.taskType,
      priority: task.priority,
      estimatedMinutes: task.estimatedMinutes,
      assignedTo: task.assignedTo,
      repeatEveryDays: task.repeatEveryDays,
      origin: "user" as const,
      dueDate: nextRepeatDueDate(doneOn, task.repeatEveryDays),
    };
    const [already] = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(
        and(
          eq(tasks.gardenId, next.gardenId),
          next.userPlantId === null ? isNull(tasks.userPlantId) : eq(tasks.userPlantId, next.userPlantId),
          eq(tasks.title, next.title),
          eq(tasks.taskType, next.taskType),
          eq(tasks.origin, "user"),
          eq(tasks.repeatEveryDays, next.repeatEveryDays),
          eq(tasks.dueDate, next.dueDate),
          // Another task, still to do: the one just done may itself fall on that day (a daily task done the day before).
          ne(tasks.id, task.id),
          eq(tasks.completed, false),
          isNull(tasks.skippedAt),
        ),
      )
      .limit(1);
    if (!already) await tx.insert(tasks).values(next);
  }
}
