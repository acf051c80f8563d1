import { z } from "@/lib/zod";
import { CLIMATE_ZONE_VALUES } from "@/lib/climate-zones";
import { EXPERIENCE_LEVELS, GARDEN_TYPES } from "@/lib/garden-profile";
import { MONTH_DAY_PATTERN, isMonthDay } from "@/lib/frost-dates";
import { PLACE_QUERY_MAX, PLACE_QUERY_MIN } from "@/lib/place";
import { isTimeZone } from "@/lib/dates";
import { UNITS } from "@/lib/format";
import { LOCALES } from "@/lib/i18n/locales";
import { idSchema, withoutControlCharacters } from "./common";

/** A frost date as "MM-DD" (any year's: February 29 is not a frost date). */
function frostDateSchema(what: string) {
  return z.string().regex(MONTH_DAY_PATTERN, `Enter the ${what} as MM-DD.`).refine(isMonthDay, `That ${what} is not a date.`);
}

/**
 * PATCH /api/user: any of the profile fields (the place is the open garden's), or another garden
 * to open; unknown keys are refused. Coordinates are not
 * taken from the client: the server geocodes the location itself (a chosen suggestion's id only
 * picks among the places the geocoder answers).
 */
export const updateProfileSchema = z
  .object({
    location: z
      .string()
      .trim()
      .min(1, "Location can't be empty.")
      .max(200, "Location is too long.")
      .refine(...withoutControlCharacters("Location")),
    /** The geocoder's id of the suggestion the gardener chose (GET /api/places): that place, not the first of the name. */
    placeId: idSchema("Choose a place from the suggestions."),
    climateZone: z.enum(CLIMATE_ZONE_VALUES, { message: "Choose a climate zone from 1a to 11b." }),
    gardenType: z.enum(GARDEN_TYPES, { message: "Choose a garden type." }),
    experienceLevel: z.enum(EXPERIENCE_LEVELS, { message: "Choose an experience level." }),
    lastSpringFrost: frostDateSchema("last spring frost").nullable(),
    firstAutumnFrost: frostDateSchema("first autumn frost").nullable(),
    timezone: z.string().refine(isTimeZone, "Unknown time zone."),
    units: z.enum(UNITS, { message: "Choose metric or imperial units." }),
    locale: z.enum(LOCALES, { message: "Choose English, German, Spanish or French." }),
    /** Opens another of the gardener's gardens. */
    activeGardenId: idSchema("Choose one of your gardens."),
  })
  .partial()
  .strict()
  .refine((input) => input.placeId === undefined || input.location !== undefined, { message: "Send the place's location with its id.", path: ["placeId"] });

export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** GET /api/places?q=: what the gardener has typed so far. */
export const placeQuerySchema = z.object({
  q: z
    .string({ error: "Type at least two letters of your town or city." })
    .trim()
    .min(PLACE_QUERY_MIN, "Type at least two letters of your town or city.")
    .max(PLACE_QUERY_MAX, "That is too long for a place name.")
    .refine(...withoutControlCharacters("A place name")),
});
