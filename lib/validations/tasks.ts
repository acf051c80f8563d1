import { z } from "@/lib/zod";
import { REPEAT_EVERY_DAYS_MAX, REPEAT_EVERY_DAYS_MIN, TASK_PRIORITIES, TASK_TYPES } from "@/lib/tasks";
import { calendarDate, idSchema, withoutControlCharacters } from "./common";

const title = z
  .string({ error: "Please enter a title." })
  .trim()
  .min(1, "Please enter a title.")
  .max(200, "The title must be at most 200 characters.")
  .refine(...withoutControlCharacters("The title"));
const dueDate = calendarDate("The due date must be a real date (YYYY-MM-DD).");
const priority = z.enum(TASK_PRIORITIES, { error: "Priority must be high, medium or low." });
const taskType = z.enum(TASK_TYPES, { error: "Task type must be water, fertilize, prune, harvest, inspect, sow or transplant." });
const estimatedMinutes = z
  .number({ error: "Estimated time must be a whole number of minutes." })
  .int("Estimated time must be a whole number of minutes.")
  .positive("Estimated time must be at least 1 minute.")
  .max(24 * 60, "Estimated time must be at most 24 hours.");
const userPlantId = idSchema("Choose one of your plants.").nullable();
/** A member of the garden, or null: left to anyone. */
const assignedTo = z
  .string({ error: "Choose a member of this garden." })
  .regex(/^[A-Za-z0-9_-]{1,128}$/, "Choose a member of this garden.")
  .nullable();
/** How often a gardener's own task comes round again, in days; null: it does not repeat. */
const repeatEveryDays = z
  .number({ error: `Repeat every must be a whole number of days from ${REPEAT_EVERY_DAYS_MIN} to ${REPEAT_EVERY_DAYS_MAX}, or null for a task that does not repeat.` })
  .int("Repeat every must be a whole number of days.")
  .min(REPEAT_EVERY_DAYS_MIN, `Repeat every must be at least ${REPEAT_EVERY_DAYS_MIN} day.`)
  .max(REPEAT_EVERY_DAYS_MAX, `Repeat every must be at most ${REPEAT_EVERY_DAYS_MAX} days.`)
  .nullable();

/** POST /api/tasks. */
export const createTaskSchema = z
  .object({
    title,
    dueDate,
    taskType,
    priority: priority.default("medium"),
    estimatedMinutes: estimatedMinutes.default(10),
    userPlantId: userPlantId.optional(),
    assignedTo: assignedTo.optional(),
    repeatEveryDays: repeatEveryDays.optional(),
  })
  .strict();
export type CreateTaskInput = z.infer<typeof createTaskSchema>;

/** PATCH /api/tasks/{id}: any of these (`repeatEveryDays: null` stops a task repeating). */
export const updateTaskSchema = z
  .object({ title, dueDate, taskType, priority, estimatedMinutes, userPlantId, assignedTo, repeatEveryDays, completed: z.boolean() })
  .partial()
  .strict();
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>;
