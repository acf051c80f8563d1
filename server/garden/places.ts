import "server-only";
// The place step's suggestions (GET /api/places?q=): the geocoder's places for what a gardener
// has typed so far, through the server so the weather source and its key stay here.
import type { PlaceSuggestion } from "@/lib/place";
import { takeRateLimit } from "@/server/rate-limit";
import { rateLimitBucket } from "@/server/rate-limit-buckets.mjs";
import { suggestPlaces } from "@/server/weather/open-meteo";

/**
 * Suggestions come a few per place typed (the browser waits for a pause in the typing), so a
 * gardener gets plenty; the limit is only there so one account can't use the geocoder as its own.
 * Shared by every instance, like the other limits (server/rate-limit.ts).
 */
export const PLACE_SEARCHES_PER_MINUTE = 60;
export const PLACE_SEARCHES_PER_DAY = 600;
const PLACE_SEARCH_LIMITS = [
  { windowMs: 60 * 1000, max: PLACE_SEARCHES_PER_MINUTE, message: "That's a lot of place searches in a minute. Please wait a moment and try again." },
  { windowMs: 24 * 60 * 60 * 1000, max: PLACE_SEARCHES_PER_DAY, message: "You've searched for places many times today. Please try again tomorrow." },
];

export async function placeSuggestions(userId: string, query: string): Promise<PlaceSuggestion[]> {
  await takeRateLimit(rateLimitBucket("place-search", userId), PLACE_SEARCH_LIMITS);
  return suggestPlaces(query);
}
