import { z } from "@/lib/zod";
import { SETTABLE_PLANT_STATUSES } from "@/lib/plant-status";
import { WATERING_FREQUENCIES } from "@/lib/watering";
import { EXPOSURES } from "@/lib/water-balance";
import { SELECT_PLANT_MESSAGE } from "@/lib/garden-types";
import { calendarDate, idSchema, withoutControlCharacters } from "./common";

/** An optional free-text field: trimmed, empty becomes null. */
function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(...withoutControlCharacters(label))
    .nullish()
    .transform((value) => (value ? value : null));
}

const plantId = idSchema(SELECT_PLANT_MESSAGE);

const personalFields = {
  customName: optionalText("Custom name", 100),
  location: optionalText("Location", 200),
  notes: optionalText("Notes", 2000),
};

const wateringFrequency = z.enum(WATERING_FREQUENCIES, { error: "Choose a watering frequency from the list." });

/** Where it grows: left out, it follows the plant's category and the garden's type (lib/water-balance.ts `defaultExposure`). */
const exposure = z.enum(EXPOSURES, { error: "Choose where the plant grows: ground, raised-bed, container, indoor or greenhouse." });

/** POST /api/user-plants and /api/user-plants/from-identification. */
export const addUserPlantSchema = z.object({
  plantId: z.preprocess((value) => (value === null || value === "" ? undefined : value), plantId),
  ...personalFields,
  exposure: exposure.optional(),
});
export type AddUserPlantInput = z.infer<typeof addUserPlantSchema>;

/** POST /api/user-plants/custom (multipart fields). */
export const addCustomPlantSchema = z.object({
  customCommonName: z
    .string({ error: "Please enter the plant's name" })
    .trim()
    .min(1, "Please enter the plant's name")
    .max(100, "The plant's name must be at most 100 characters.")
    .refine(...withoutControlCharacters("The plant's name")),
  ...personalFields,
  customWateringFrequency: z.preprocess((value) => (value === "" ? null : value), wateringFrequency.nullish()),
  exposure: z.preprocess((value) => (value === "" ? undefined : value), exposure.optional()),
});

/** PATCH /api/user-plants/{id}: any of these; unknown keys are refused. */
export const updateUserPlantSchema = z
  .object({
    ...personalFields,
    customCommonName: optionalText("Plant name", 100),
    customWateringFrequency: wateringFrequency.nullable(),
    status: z.enum(SETTABLE_PLANT_STATUSES, { error: "Status must be healthy, blooming or sick." }),
    plantedDate: calendarDate("Planted date must be a real date (YYYY-MM-DD)."),
    exposure,
  })
  .partial()
  .strict();
export type UpdateUserPlantInput = z.infer<typeof updateUserPlantSchema>;

/** POST /api/watering/record. */
export const recordWateringSchema = z.object({
  userPlantId: idSchema("Choose which plant you watered."),
});
