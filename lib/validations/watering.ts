import { z } from "@/lib/zod";
import { MAX_RAIN_MM } from "@/lib/water-balance";
import { calendarDate } from "./common";

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

/** POST /api/tasks/{id}/snooze: 1 to 3 days (`SNOOZE_DAYS`). */
export const snoozeSchema = z
  .object({
    days: z
      .number({ error: "Snooze for 1, 2 or 3 days." })
      .int("Snooze for 1, 2 or 3 days.")
      .min(1, "Snooze for 1, 2 or 3 days.")
      .max(3, "Snooze for 1, 2 or 3 days."),
  })
  .strict();
