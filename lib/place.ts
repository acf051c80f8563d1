// The garden's place as the gardener sees it: what the geocoder found for the location they
// typed, and whether it found anything. Shared by the server (profile, weather, planner) and the
// browser (the place step, Settings, the weather card).
import type { useTranslations } from "next-intl";

/** The place step: where sign-up leads, and where the dashboard asks a gardener with no place to go. */
export const PLACE_STEP_PATH = "/setup/place";

/** A place the geocoder knows: its name, first-level region (state, county, nation) and country. */
export type FoundPlace = { name: string; region: string | null; country: string | null };

/** A suggestion while typing a place (GET /api/places): the geocoder's id picks it again on saving. */
export type PlaceSuggestion = FoundPlace & { id: number; latitude: number; longitude: number };

/** GET /api/places?q=. */
export type PlaceSuggestions = { places: PlaceSuggestion[] };

/**
 * - `none`: no location saved.
 * - `found`: the location has coordinates (and, since places are kept, the place found).
 * - `not-found`: the geocoder answered that it knows no such place.
 * - `not-looked-up`: the weather source could not be asked when it was saved; it is asked again
 *   when the weather is next read.
 */
export type LocationStatus = "none" | "found" | "not-found" | "not-looked-up";

export function locationStatus(garden: { location: string | null; latitude: number | null; locationNotFound: boolean }): LocationStatus {
  if (!garden.location) return "none";
  if (garden.latitude !== null) return "found";
  return garden.locationNotFound ? "not-found" : "not-looked-up";
}

/** Whether there is a place to ask the weather for (one not looked up yet is looked up by the ask). */
export function canAskWeather(status: LocationStatus): boolean {
  return status === "found" || status === "not-looked-up";
}

/** "Bristol, England, United Kingdom": each part once (a city-state's region is often its own name). */
export function placeLabel(place: FoundPlace): string {
  const parts: string[] = [];
  for (const part of [place.name, place.region, place.country]) {
    if (part && !parts.some((kept) => kept.toLowerCase() === part.toLowerCase())) parts.push(part);
  }
  return parts.join(", ");
}

/** What to call the garden's place: the place found, else the location as typed. */
export function placeName(garden: { location: string | null; place: FoundPlace | null }): string | null {
  return garden.place ? placeLabel(garden.place) : garden.location;
}

/** The shortest search the geocoder answers (one letter finds nothing) and the longest a location may be. */
export const PLACE_QUERY_MIN = 2;
export const PLACE_QUERY_MAX = 200;

/** The "PlaceNotices" words (locales/<code>/display.json). */
export type PlaceNoticeWords = ReturnType<typeof useTranslations<"PlaceNotices">>;

/** What saving a location says: the product's (docs/product.md) 'Settings saved' only when the place was found. */
export function locationSavedNotice(
  saved: { location: string | null; locationStatus: LocationStatus },
  t: PlaceNoticeWords,
): {
  tone: "success" | "warning";
  title: string;
  description: string;
} {
  const place = saved.location ?? "";
  if (saved.locationStatus === "not-found") return { tone: "warning", title: t("notFound"), description: t("notFoundText", { place }) };
  if (saved.locationStatus === "not-looked-up") return { tone: "warning", title: t("notLookedUp"), description: t("notLookedUpText", { place }) };
  return { tone: "success", title: t("saved"), description: t("savedText") };
}
