import { z } from "@/lib/zod";
import { calendarDate } from "./common";

/** The most rain one gauge can read in a day: above the wettest day ever recorded (1,825 mm, Réunion, 1966). */
export const MAX_RAIN_MM = 2000;
/** How far back a rain reading may go: the water balance's chart shows the last 30 days. */
export const RAIN_READING_DAYS = 30;

/** POST /api/gardens/{id}/rain: what the gardener's own gauge caught on a day. */
export const rainReadingSchema = z
  .object({
    date: calendarDate("The date must be a real date (YYYY-MM-DD)."),
    mm: z
      .number({ error: "Rain must be a number of millimetres." })
      .finite("Rain must be a number of millimetres.")
      .min(0, "Rain can't be less than 0 mm.")
      .max(MAX_RAIN_MM, `Rain must be at most ${MAX_RAIN_MM} mm.`),
  })
  .strict();
export type RainReadingInput = z.infer<typeof rainReadingSchema>;

/** POST /api/tasks/{id}/snooze. */
export const SNOOZE_DAYS = [1, 2, 3] as const;
export const snoozeSchema = z
  .object({
    days: z
      .number({ error: "Snooze for 1, 2 or 3 days." })
      .int("Snooze for 1, 2 or 3 days.")
      .min(1, "Snooze for 1, 2 or 3 days.")
      .max(3, "Snooze for 1, 2 or 3 days."),
  })
  .strict();
