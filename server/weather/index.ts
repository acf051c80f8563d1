import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Weather, WeatherResponse } from "@/lib/weather";
import { gardeningTips } from "@/lib/weather-tips";
import { getDb } from "@/server/db/client";
import { profiles } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";
import type { Gardener } from "@/server/profile";
import { fetchForecast, geocode } from "./open-meteo";

/** A forecast is reused for this long per location, so a busy dashboard doesn't hammer the source. */
export const WEATHER_CACHE_MS = 15 * 60 * 1000;

export const NO_LOCATION_MESSAGE = "Please set your location in settings";

type CacheEntry = { expiresAt: number; weather: Promise<Weather> };
const globalForWeather = globalThis as unknown as { weatherCache?: Map<string, CacheEntry> };
const cache = (globalForWeather.weatherCache ??= new Map<string, CacheEntry>());

/** Forgets every cached forecast (tests). */
export function clearWeatherCache(): void {
  cache.clear();
}

/** One source call per place per 15 minutes; requests arriving together share it. */
function cachedForecast(latitude: number, longitude: number, locationName: string, now: number): Promise<Weather> {
  const key = `${latitude.toFixed(2)},${longitude.toFixed(2)}`;
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.weather.then((weather) => ({ ...weather, location: locationName }));
  const weather = fetchForecast({ latitude, longitude }, locationName);
  cache.set(key, { expiresAt: now + WEATHER_CACHE_MS, weather });
  // A failure is not cached: the next request tries again.
  weather.catch(() => cache.delete(key));
  return weather;
}

/**
 * Where the gardener's location is. Saving a location geocodes it; when the source could not
 * answer then, it is geocoded here once and kept (which moves the care plan: the hemisphere
 * decides the growing season).
 */
async function coordinatesOf(gardener: Gardener): Promise<{ latitude: number; longitude: number }> {
  if (gardener.latitude !== null && gardener.longitude !== null) {
    return { latitude: gardener.latitude, longitude: gardener.longitude };
  }
  const place = await geocode(gardener.location!);
  if (!place) {
    throw new HttpError(404, `We could not find "${gardener.location}". Try a nearby town or city in Settings.`);
  }
  const db = await getDb();
  await db
    .update(profiles)
    .set({
      latitude: place.latitude,
      longitude: place.longitude,
      carePlanRevision: sql`${profiles.carePlanRevision} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(profiles.userId, gardener.userId));
  return place;
}

export async function weatherForGardener(gardener: Gardener, now = Date.now()): Promise<WeatherResponse> {
  if (!gardener.location) throw new HttpError(400, NO_LOCATION_MESSAGE);
  const { latitude, longitude } = await coordinatesOf(gardener);
  const weather = await cachedForecast(latitude, longitude, gardener.location, now);
  return { weather, tips: gardeningTips(weather, gardener.gardenType) };
}
