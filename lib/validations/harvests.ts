import { z } from "@/lib/zod";
import { HARVEST_UNITS } from "@/lib/harvest-log";
import { calendarDate, idSchema, withoutControlCharacters } from "./common";
import { formatNumber } from "@/lib/format";

/** The most one harvest can weigh or count: anything above is a typo. */
export const MAX_HARVEST_QUANTITY = 100_000;

/** POST /api/harvests. `harvestedOn` defaults to today; a date after today is refused by the server (it knows the gardener's today). */
export const createHarvestSchema = z
  .object({
    userPlantId: idSchema("Choose one of your plants."),
    quantity: z
      .number({ error: "Quantity must be a number." })
      .positive("Quantity must be more than 0.")
      .max(MAX_HARVEST_QUANTITY, `Quantity must be at most ${formatNumber(MAX_HARVEST_QUANTITY)}.`),
    unit: z.enum(HARVEST_UNITS, { error: "Unit must be g, kg, oz, lb or count." }),
    harvestedOn: calendarDate("The harvest date must be a real date (YYYY-MM-DD).").optional(),
    notes: z
      .string({ error: "Notes must be text." })
      .trim()
      .max(500, "Notes must be at most 500 characters.")
      .refine(...withoutControlCharacters("Notes"))
      .nullable()
      .optional(),
  })
  .strict();
export type CreateHarvestInput = z.infer<typeof createHarvestSchema>;

/** GET /api/harvests?year=YYYY: the year, or this year when left out. */
export const harvestYearSchema = z.coerce
  .number({ error: "year must be a year, like 2026." })
  .int("year must be a year, like 2026.")
  .min(1900, "year must be a year, like 2026.")
  .max(2999, "year must be a year, like 2026.");

/** GET /api/harvests?userPlantId=N: one of the garden's plants (another garden's has none to show). */
export const harvestPlantSchema = idSchema("userPlantId must be a plant's id.");
