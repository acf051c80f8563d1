import "server-only";
import { z } from "zod";
import type { DailyMinimum } from "@/lib/frost-dates";
import type { WaterWeatherDay } from "@/lib/water-balance";
import type { PlaceSuggestion } from "@/lib/place";
import { compassDirection, conditionFromWeatherCode, type Weather } from "@/lib/weather";
import { env } from "@/server/env";
import { HttpError } from "@/server/http/errors";
import { describeError } from "@/server/log";

/** The source is given this long to answer before the card says the weather is unavailable. */
export const WEATHER_TIMEOUT_MS = 5000;

/** Base URLs from env; an API key switches the defaults to Open-Meteo's commercial hosts (server/env.ts). */
export function openMeteoEndpoints(): { forecastUrl: string; geocodingUrl: string; archiveUrl: string; apiKey: string | null } {
  const { forecastUrl, geocodingUrl, archiveUrl, apiKey } = env().openMeteo;
  return { forecastUrl, geocodingUrl, archiveUrl, apiKey: apiKey ?? null };
}

/** Ten years of daily history is a larger answer: the archive gets longer. */
const ARCHIVE_TIMEOUT_MS = 15_000;

async function getJson(url: URL, what: string, timeoutMs = WEATHER_TIMEOUT_MS): Promise<unknown> {
  const { apiKey } = openMeteoEndpoints();
  if (apiKey) url.searchParams.set("apikey", apiKey);
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), cache: "no-store" });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    console.error(`Open-Meteo ${what} request failed: ${describeError(error)}`);
    throw new HttpError(
      502,
      timedOut
        ? "The weather service took too long to answer. Please try again later."
        : "The weather service could not be reached. Please try again later.",
    );
  }
  if (!response.ok) {
    console.error(`Open-Meteo ${what} answered ${response.status}: ${await response.text().catch(() => "")}`);
    throw new HttpError(502, "The weather service is not working right now. Please try again later.");
  }
  try {
    return await response.json();
  } catch {
    throw new HttpError(502, "The weather service sent an answer we could not read. Please try again later.");
  }
}

const geocodingSchema = z.object({
  results: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        latitude: z.number(),
        longitude: z.number(),
        country: z.string().optional(),
        country_code: z.string().optional(),
        admin1: z.string().optional(),
      }),
    )
    .optional(),
});

type GeocodingResult = NonNullable<z.infer<typeof geocodingSchema>["results"]>[number];

/** A place the geocoder found: its id, name, region, country and coordinates. */
export type Place = PlaceSuggestion;

const toPlace = (result: GeocodingResult): Place => ({
  id: result.id,
  name: result.name,
  region: result.admin1?.trim() || null,
  country: result.country?.trim() || result.country_code?.trim() || null,
  latitude: result.latitude,
  longitude: result.longitude,
});

/**
 * The geocoder's places for a search: "Bristol, Eng" searches for Bristol and keeps the results
 * whose region or country match the rest (`matching`), or lists them all (`all`).
 */
async function searchGeocoder(location: string, count: number): Promise<{ all: GeocodingResult[]; matching: GeocodingResult[] }> {
  const [name = "", ...qualifiers] = location.split(",").map((part) => part.trim()).filter(Boolean);
  const url = new URL(openMeteoEndpoints().geocodingUrl);
  url.searchParams.set("name", name);
  url.searchParams.set("count", String(count));
  url.searchParams.set("language", "en");
  url.searchParams.set("format", "json");
  const parsed = geocodingSchema.safeParse(await getJson(url, "geocoding"));
  if (!parsed.success) {
    console.error("Open-Meteo geocoding had an unexpected shape", parsed.error.issues);
    throw new HttpError(502, "The weather service sent an answer we could not read. Please try again later.");
  }
  const all = parsed.data.results ?? [];
  const wanted = qualifiers.map((part) => part.toLowerCase());
  const matches = (result: GeocodingResult) =>
    wanted.every((part) => [result.admin1, result.country, result.country_code].some((field) => field?.toLowerCase().includes(part)));
  return { all, matching: all.filter(matches) };
}

/**
 * Finds a place by name. "Bristol, England" searches for Bristol and prefers the result whose
 * region or country matches the rest; `placeId` (a suggestion the gardener chose) wins over both.
 */
export async function geocode(location: string, placeId?: number): Promise<Place | null> {
  const { all, matching } = await searchGeocoder(location, 10);
  const best = all.find((result) => result.id === placeId) ?? matching[0] ?? all[0];
  return best ? toPlace(best) : null;
}

/** Up to `count` places for what a gardener has typed so far (the place step's suggestions). */
export async function suggestPlaces(query: string, count = 8): Promise<Place[]> {
  const { matching } = await searchGeocoder(query, count);
  return matching.map(toPlace);
}

const numberOrNull = z.number().nullable();
const forecastSchema = z.object({
  current: z.object({
    temperature_2m: z.number(),
    relative_humidity_2m: z.number(),
    weather_code: z.number(),
    wind_speed_10m: z.number(),
    wind_direction_10m: z.number(),
    uv_index: numberOrNull.optional(),
  }),
  daily: z.object({
    time: z.array(z.string()),
    weather_code: z.array(z.number()),
    temperature_2m_max: z.array(z.number()),
    temperature_2m_min: z.array(z.number()),
    precipitation_sum: z.array(numberOrNull),
    precipitation_probability_max: z.array(numberOrNull).optional(),
    uv_index_max: z.array(numberOrNull).optional(),
    wind_speed_10m_max: z.array(numberOrNull).optional(),
    et0_fao_evapotranspiration: z.array(numberOrNull).optional(),
  }),
});

/** The weather card's days: today and the next 6. */
const CARD_DAYS = 7;
/** The water balance's days: the last 30 (its chart's month) and the 16 the forecast reaches. */
export const PAST_WATER_DAYS = 30;
const FORECAST_WATER_DAYS = 16;

/** What one forecast call gives: the weather card's forecast, and the water balance's days (lib/water-balance.ts). */
export type ForecastAnswer = { weather: Weather; water: { firstForecastDay: string; days: WaterWeatherDay[] } };

/**
 * Current conditions and a 7-day daily forecast (°C, %, m/s, mm) for the weather card, and in the
 * same call each day's reference evapotranspiration (FAO-56 Penman-Monteith ET0) and rain from 30
 * days back to 16 ahead for the water balance.
 */
export async function fetchForecast(place: { latitude: number; longitude: number }, locationName: string): Promise<ForecastAnswer> {
  const url = new URL(openMeteoEndpoints().forecastUrl);
  url.searchParams.set("latitude", String(place.latitude));
  url.searchParams.set("longitude", String(place.longitude));
  url.searchParams.set(
    "current",
    "temperature_2m,relative_humidity_2m,weather_code,wind_speed_10m,wind_direction_10m,uv_index",
  );
  url.searchParams.set(
    "daily",
    "weather_code,temperature_2m_max,temperature_2m_min,precipitation_sum,precipitation_probability_max,uv_index_max,wind_speed_10m_max,et0_fao_evapotranspiration",
  );
  url.searchParams.set("wind_speed_unit", "ms");
  url.searchParams.set("timezone", "auto");
  url.searchParams.set("past_days", String(PAST_WATER_DAYS));
  url.searchParams.set("forecast_days", String(FORECAST_WATER_DAYS));
  const parsed = forecastSchema.safeParse(await getJson(url, "forecast"));
  if (!parsed.success) {
    console.error("Open-Meteo forecast had an unexpected shape", parsed.error.issues);
    throw new HttpError(502, "The weather service sent an answer we could not read. Please try again later.");
  }
  const { current, daily } = parsed.data;
  // The days start PAST_WATER_DAYS before today (in the place's zone), when the source has that many.
  const todayIndex = Math.max(0, daily.time.length - FORECAST_WATER_DAYS);
  const cardDays = daily.time.map((date, index) => ({ date, index })).slice(todayIndex, todayIndex + CARD_DAYS);
  const water = {
    firstForecastDay: daily.time[todayIndex] ?? "",
    days: daily.time.map((date, index) => ({
      date,
      et0Mm: daily.et0_fao_evapotranspiration?.[index] ?? null,
      rainMm: daily.precipitation_sum[index] ?? null,
    })),
  };
  const weather: Weather = {
    location: locationName,
    temperature: current.temperature_2m,
    condition: conditionFromWeatherCode(current.weather_code),
    weatherCode: current.weather_code,
    humidity: current.relative_humidity_2m,
    uvIndex: current.uv_index ?? daily.uv_index_max?.[0] ?? 0,
    windSpeed: current.wind_speed_10m,
    windDirection: compassDirection(current.wind_direction_10m),
    windDirectionDegrees: current.wind_direction_10m,
    daily: cardDays.map(({ date, index }) => ({
      date,
      weatherCode: daily.weather_code[index] ?? 0,
      condition: conditionFromWeatherCode(daily.weather_code[index] ?? -1),
      maxTemperature: daily.temperature_2m_max[index] ?? 0,
      minTemperature: daily.temperature_2m_min[index] ?? 0,
      precipitationSum: daily.precipitation_sum[index] ?? 0,
      precipitationProbability: daily.precipitation_probability_max?.[index] ?? null,
      uvIndexMax: daily.uv_index_max?.[index] ?? null,
      windSpeedMax: daily.wind_speed_10m_max?.[index] ?? null,
    })),
    fetchedAt: new Date().toISOString(),
  };
  return { weather, water };
}

const archiveSchema = z.object({
  daily: z
    .object({
      time: z.array(z.string()),
      temperature_2m_min: z.array(numberOrNull),
      et0_fao_evapotranspiration: z.array(numberOrNull),
      precipitation_sum: z.array(numberOrNull),
    })
    .refine(
      (daily) => [daily.temperature_2m_min, daily.et0_fao_evapotranspiration, daily.precipitation_sum].every((values) => values.length === daily.time.length),
      "time and the daily values differ in length",
    ),
});

/** A day of a place's history: its minimum temperature (°C), reference evapotranspiration and rain (mm). */
export type HistoryDay = DailyMinimum & { et0Mm: number | null; rainMm: number | null };

/** Each day's history at a place (the frost dates' minimums, the water balance's normals) from the first of January of one year to the last of December of another. */
export async function fetchDailyHistory(place: { latitude: number; longitude: number }, fromYear: number, toYear: number): Promise<HistoryDay[]> {
  const url = new URL(openMeteoEndpoints().archiveUrl);
  url.searchParams.set("latitude", String(place.latitude));
  url.searchParams.set("longitude", String(place.longitude));
  url.searchParams.set("start_date", `${fromYear}-01-01`);
  url.searchParams.set("end_date", `${toYear}-12-31`);
  url.searchParams.set("daily", "temperature_2m_min,et0_fao_evapotranspiration,precipitation_sum");
  url.searchParams.set("timezone", "auto");
  const parsed = archiveSchema.safeParse(await getJson(url, "archive", ARCHIVE_TIMEOUT_MS));
  if (!parsed.success) {
    console.error("Open-Meteo archive had an unexpected shape", parsed.error.issues);
    throw new HttpError(502, "The weather service sent an answer we could not read. Please try again later.");
  }
  const { time, temperature_2m_min: minimums, et0_fao_evapotranspiration: et0, precipitation_sum: rain } = parsed.data.daily;
  return time.map((date, index) => ({ date, min: minimums[index] ?? null, et0Mm: et0[index] ?? null, rainMm: rain[index] ?? null }));
}
