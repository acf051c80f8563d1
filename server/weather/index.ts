import "server-only";
import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import { placeName } from "@/lib/place";
import type { Weather, WeatherResponse } from "@/lib/weather";
import { gardeningTips, HEAT_DAY_MIN_C } from "@/lib/weather-tips";
import { getDb, type DbExecutor } from "@/server/db/client";
import { gardens, weatherForecasts } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";
import { formatOptionsOf, type Gardener } from "@/server/account/gardener";
import { wordsIn } from "@/lib/i18n/words";
import { fetchForecast, geocode, openMeteoEndpoints } from "./open-meteo";
import { todayInTimeZone } from "@/lib/dates";
import { inBackground } from "@/server/background";
import { markCarePlansAt } from "@/server/care/care-plan-changes";
import { frostDatesAt } from "@/server/care/frost-dates";

/** A forecast is reused for this long per location, so a busy dashboard doesn't hammer the source. */
export const WEATHER_CACHE_MS = 15 * 60 * 1000;

export const NO_LOCATION_MESSAGE = "Please set your location in settings";

/** How long one instance may take to refresh a place before another may try (the source gets 5 s). */
const REFRESH_LEASE_MS = 10_000;
const WAIT_STEP_MS = 150;

// Requests in one process for one place share a single look-up of the shared cache.
const inFlight = new Map<string, Promise<Weather>>();

/** Forgets every cached forecast, in this process and the database (tests). */
export async function clearWeatherCache(): Promise<void> {
  inFlight.clear();
  const db = await getDb();
  await db.delete(weatherForecasts);
}

/** A place's key in the shared cache: by source too, as a forecast from another Open-Meteo host is another forecast. */
export function forecastKey(latitude: number, longitude: number): string {
  return `${openMeteoEndpoints().forecastUrl}#${latitude.toFixed(2)},${longitude.toFixed(2)}`;
}

/**
 * The hot days ahead (forecast maximum at or above HEAT_DAY_MIN_C) in the last forecast kept for a
 * place, however old, without asking the source: the care plan ranks watering on them first. Empty
 * when no forecast was ever read there.
 */
export async function storedHotDays(place: { latitude: number; longitude: number }, executor?: DbExecutor): Promise<Set<string>> {
  const db = executor ?? (await getDb());
  const [stored] = await db
    .select({ forecast: weatherForecasts.forecast })
    .from(weatherForecasts)
    .where(eq(weatherForecasts.place, forecastKey(place.latitude, place.longitude)));
  return new Set((stored?.forecast?.daily ?? []).filter((day) => day.maxTemperature >= HEAT_DAY_MIN_C).map((day) => day.date));
}

/**
 * One source call per place per 15 minutes across every instance: the forecast is kept in the
 * database, and when it is stale one instance takes a short lease to refresh it while the
 * others wait for its result. A failure is not cached: the next request tries again.
 */
async function cachedForecast(latitude: number, longitude: number, locationName: string, now: number): Promise<Weather> {
  const place = forecastKey(latitude, longitude);
  let shared = inFlight.get(place);
  if (!shared) {
    shared = sharedForecast(place, { latitude, longitude }, now).finally(() => inFlight.delete(place));
    inFlight.set(place, shared);
  }
  return { ...(await shared), location: locationName };
}

async function sharedForecast(place: string, coordinates: { latitude: number; longitude: number }, now: number): Promise<Weather> {
  const db = await getDb();
  const deadline = Date.now() + REFRESH_LEASE_MS;
  for (;;) {
    const [cached] = await db.select().from(weatherForecasts).where(eq(weatherForecasts.place, place));
    if (cached?.forecast && cached.fetchedAt && cached.fetchedAt.getTime() > now - WEATHER_CACHE_MS) return cached.forecast;
    const leaseStart = new Date();
    // The lease is taken only while the forecast is still stale: another instance may have
    // finished its refresh (and let go of its lease) since the read above.
    const [lease] = await db
      .insert(weatherForecasts)
      .values({ place, refreshingUntil: new Date(leaseStart.getTime() + REFRESH_LEASE_MS) })
      .onConflictDoUpdate({
        target: weatherForecasts.place,
        set: { refreshingUntil: new Date(leaseStart.getTime() + REFRESH_LEASE_MS) },
        setWhere: and(
          or(isNull(weatherForecasts.refreshingUntil), lt(weatherForecasts.refreshingUntil, leaseStart)),
          or(isNull(weatherForecasts.fetchedAt), lte(weatherForecasts.fetchedAt, new Date(now - WEATHER_CACHE_MS))),
        ),
      })
      .returning({ place: weatherForecasts.place });
    if (lease || Date.now() > deadline) return refreshForecast(place, coordinates);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

async function refreshForecast(place: string, coordinates: { latitude: number; longitude: number }): Promise<Weather> {
  const db = await getDb();
  try {
    const { weather, water } = await fetchForecast(coordinates, "");
    const [before] = await db.select({ water: weatherForecasts.water }).from(weatherForecasts).where(eq(weatherForecasts.place, place));
    await db
      .update(weatherForecasts)
      .set({ forecast: weather, water, fetchedAt: new Date(), refreshingUntil: null })
      .where(eq(weatherForecasts.place, place));
    // New figures for the water balance: every garden there plans its watering again.
    if (JSON.stringify(before?.water ?? null) !== JSON.stringify(water)) await markCarePlansAt(coordinates, forecastKey, db);
    inBackground("Reading the place's usual weather", () => frostDatesAt(coordinates.latitude, coordinates.longitude, todayInTimeZone("UTC")));
    return weather;
  } catch (error) {
    await db.update(weatherForecasts).set({ refreshingUntil: null }).where(eq(weatherForecasts.place, place));
    throw error;
  }
}

/** Why there is no weather for a location the geocoder does not know. */
export function locationNotFoundMessage(location: string): string {
  return `We could not find "${location}". Try a nearby town or city in Settings.`;
}

/**
 * Where the gardener's location is. Saving a location geocodes it; when the source could not
 * answer then, it is geocoded here once and kept (which moves the care plan: the hemisphere
 * decides the growing season). A location the geocoder said it does not know is not asked again.
 */
async function coordinatesOf(gardener: Gardener): Promise<{ latitude: number; longitude: number }> {
  if (gardener.latitude !== null && gardener.longitude !== null) {
    return { latitude: gardener.latitude, longitude: gardener.longitude };
  }
  const location = gardener.location!;
  if (gardener.locationNotFound) throw new HttpError(404, locationNotFoundMessage(location));
  const place = await geocode(location);
  const db = await getDb();
  if (!place) {
    await db.update(gardens).set({ locationNotFound: true, updatedAt: new Date() }).where(and(eq(gardens.id, gardener.gardenId), eq(gardens.location, location)));
    throw new HttpError(404, locationNotFoundMessage(location));
  }
  await db
    .update(gardens)
    .set({
      latitude: place.latitude,
      longitude: place.longitude,
      placeName: place.name,
      placeRegion: place.region,
      placeCountry: place.country,
      locationNotFound: false,
      carePlanRevision: sql`${gardens.carePlanRevision} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(gardens.id, gardener.gardenId), eq(gardens.location, location)));
  return place;
}

/** The forecast for a garden's saved coordinates, from the shared cache (the reminders' weather alerts). */
export function forecastForPlace(place: { latitude: number; longitude: number; location: string }, now = Date.now()): Promise<Weather> {
  return cachedForecast(place.latitude, place.longitude, place.location, now);
}

export async function weatherForGardener(gardener: Gardener, now = Date.now()): Promise<WeatherResponse> {
  if (!gardener.location) throw new HttpError(400, NO_LOCATION_MESSAGE);
  const { latitude, longitude } = await coordinatesOf(gardener);
  const weather = await cachedForecast(latitude, longitude, placeName(gardener) ?? gardener.location, now);
  return { weather, tips: gardeningTips(weather, gardener.gardenType, await wordsIn(gardener.locale, "WeatherTips"), formatOptionsOf(gardener)) };
}
