import { z } from "@/lib/zod";
import { MM_PER_INCH } from "@/lib/format";
import { MAX_RAIN_INCHES, MAX_RAIN_MM } from "@/lib/water-balance";
import { calendarDate } from "./common";

const rainDate = calendarDate("The date must be a real date (YYYY-MM-DD).");
const rainMm = z
  .number({ error: "Rain must be a number of millimetres." })
  .finite("Rain must be a number of millimetres.")
  .min(0, "Rain can't be less than 0 mm.")
  .max(MAX_RAIN_MM, `Rain must be at most ${MAX_RAIN_MM} mm.`);
const rainInches = z
  .number({ error: "Rain must be a number of inches." })
  .finite("Rain must be a number of inches.")
  .min(0, "Rain can't be less than 0 in.")
  .max(MAX_RAIN_INCHES, `Rain must be at most ${MAX_RAIN_INCHES} in.`);

/**
 * POST /api/gardens/{id}/rain: what the gardener's own gauge caught on a day, in millimetres
 * (`{ date, mm }`), or in inches when the request names its unit (`{ date, inches, unit: "in" }`).
 * Either way it is kept in millimetres.
 */
export const rainReadingSchema = z
  .object({
    date: rainDate,
    mm: rainMm.optional(),
    inches: rainInches.optional(),
    unit: z.enum(["mm", "in"], { message: 'The unit must be "mm" or "in".' }).optional(),
  })
  .strict()
  .superRefine((reading, context) => {
    const inInches = reading.unit === "in";
    const amount = inInches ? "inches" : "mm";
    const other = inInches ? "mm" : "inches";
    if (reading[other] !== undefined) context.addIssue({ code: "custom", path: [other], message: inInches ? 'Send the rain as inches with unit "in", or as mm alone.' : 'Send inches with unit "in".' });
    else if (reading[amount] === undefined) context.addIssue({ code: "custom", path: [amount], message: inInches ? "Rain must be a number of inches." : "Rain must be a number of millimetres." });
  })
  .transform(({ date, mm, inches, unit }) => ({ date, mm: unit === "in" ? Math.round(inches! * MM_PER_INCH * 10) / 10 : mm! }));
export type RainReadingInput = z.input<typeof rainReadingSchema>;
export type RainReading = z.output<typeof rainReadingSchema>;

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
