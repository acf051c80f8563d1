import type { ExperienceLevel, GardenType } from "./garden-profile";
import type { FoundPlace, LocationStatus } from "./place";
import type { Units } from "./format";
import type { AppLocale } from "./i18n/locales";
import type { PlanId } from "./plans";

/** The gardener's profile: `user` in GET and PATCH /api/user's answer. */
export type UserProfile = {
  id: string;
  email: string;
  name: string;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The place the geocoder found for `location` (null: none, not found, or found before places were kept). */
  place: FoundPlace | null;
  /** Whether the location was found: see lib/place.ts. */
  locationStatus: LocationStatus;
  climateZone: string | null;
  gardenType: GardenType | null;
  /** Frost dates typed in Settings ("MM-DD"); null: the place's history decides. */
  lastSpringFrost: string | null;
  firstAutumnFrost: string | null;
  experienceLevel: ExperienceLevel | null;
  timezone: string;
  /** What the app shows: "metric" (°C, mm, km/h, kg, cm) or "imperial" (°F, in, mph, lb, in); values in the API stay metric. */
  units: Units;
  /** The language the app speaks: "en", "de", "es" or "fr". */
  locale: AppLocale;
  plan: PlanId;
};

/** GET and PATCH /api/user: the gardener's profile (after the change, for PATCH). */
export type ProfileResponse = { user: UserProfile };
