import { z } from "@/lib/zod";
import { CLIMATE_ZONE_VALUES } from "@/lib/climate-zones";
import { EXPERIENCE_LEVELS, GARDEN_TYPES } from "@/lib/garden-profile";
import { withoutControlCharacters } from "./common";

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * PATCH /api/user: any of the profile fields; unknown keys are refused. Coordinates are not
 * taken from the client: the server geocodes the location itself.
 */
export const updateProfileSchema = z
  .object({
    location: z
      .string()
      .trim()
      .min(1, "Location can't be empty.")
      .max(200, "Location is too long.")
      .refine(...withoutControlCharacters("Location")),
    climateZone: z.enum(CLIMATE_ZONE_VALUES, { message: "Choose a climate zone from 1a to 11b." }),
    gardenType: z.enum(GARDEN_TYPES, { message: "Choose a garden type." }),
    experienceLevel: z.enum(EXPERIENCE_LEVELS, { message: "Choose an experience level." }),
    timezone: z.string().refine(isTimeZone, "Unknown time zone."),
  })
  .partial()
  .strict();

export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
