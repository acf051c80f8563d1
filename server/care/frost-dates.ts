import "server-only";
import { eq } from "drizzle-orm";
import { todayInTimeZone } from "@/lib/dates";
import { frostDatesFromHistory, frostHistoryYears, type FrostDates } from "@/lib/frost-dates";
import type { PlannerFrost } from "@/lib/planner";
import { getDb } from "@/server/db/client";
import { markCarePlansAt } from "@/server/care/care-plan-changes";
import { placeFrostDates } from "@/server/db/schema";
import type { Gardener } from "@/server/account/gardener";
import { monthlyNormals, type MonthlyNormals } from "@/lib/water-balance";
import { fetchDailyHistory, openMeteoEndpoints } from "@/server/weather/open-meteo";

/** A place's frost dates and the full years they come from, and the same years' monthly normals (the water balance's usual weather). */
export type PlaceFrost = FrostDates & { fromYear: number; toYear: number; normals: MonthlyNormals | null };

/** A place's key in the archive's kept results: by source too, as another archive is another history. */
export const archivePlaceKey = (latitude: number, longitude: number) => `${openMeteoEndpoints().archiveUrl}#${latitude.toFixed(2)},${longitude.toFixed(2)}`;
const placeKey = archivePlaceKey;

async function keptFrostDatesAt(place: string): Promise<PlaceFrost | null> {
  const db = await getDb();
  const [kept] = await db
    .select({ lastSpring: placeFrostDates.lastSpring, firstAutumn: placeFrostDates.firstAutumn, fromYear: placeFrostDates.fromYear, toYear: placeFrostDates.toYear, normals: placeFrostDates.normals })
    .from(placeFrostDates)
    .where(eq(placeFrostDates.place, place));
  return kept ?? null;
}

/** The garden's place's frost dates if they were worked out already: no call to the archive (Settings). */
export async function keptFrostDates(gardener: Pick<Gardener, "latitude" | "longitude">): Promise<PlaceFrost | null> {
  if (gardener.latitude === null || gardener.longitude === null) return null;
  return keptFrostDatesAt(placeKey(gardener.latitude, gardener.longitude));
}

// Requests in one process for one place share a single archive read.
const inFlight = new Map<string, Promise<PlaceFrost>>();

/**
 * The frost dates of the place at these coordinates, from the archive's last 10 full years:
 * computed once per place (and again when a new year has ended) and kept for every garden
 * there. Throws an HttpError (502) when the archive can't answer; nothing is kept then.
 */
export async function frostDatesAt(latitude: number, longitude: number, today: string): Promise<PlaceFrost> {
  const place = placeKey(latitude, longitude);
  const years = frostHistoryYears(today);
  const kept = await keptFrostDatesAt(place);
  // Kept before the normals were: read once more for them.
  if (kept && kept.toYear >= years.toYear && kept.normals) return kept;
  let shared = inFlight.get(place);
  if (!shared) {
    shared = computeFrostDates(place, { latitude, longitude }, years).finally(() => inFlight.delete(place));
    inFlight.set(place, shared);
  }
  return shared;
}

async function computeFrostDates(
  place: string,
  coordinates: { latitude: number; longitude: number },
  years: { fromYear: number; toYear: number },
): Promise<PlaceFrost> {
  const history = await fetchDailyHistory(coordinates, years.fromYear, years.toYear);
  const computed: PlaceFrost = { ...frostDatesFromHistory(history, coordinates.latitude), ...years, normals: monthlyNormals(history) };
  const db = await getDb();
  // Another instance may have computed the same: the same history gives the same dates.
  await db
    .insert(placeFrostDates)
    .values({ place, ...computed })
    .onConflictDoUpdate({ target: placeFrostDates.place, set: { ...computed, computedAt: new Date() } });
  // The water balance follows these normals: the gardens there plan again.
  await markCarePlansAt(coordinates, archivePlaceKey, db);
  return computed;
}

/** What the planner counts from: the garden's frost dates, where they came from, and the place's history. */
export type GardenFrost = {
  frost: PlannerFrost;
  /** The place's own dates (null: no coordinates yet, or the archive could not be read). */
  history: PlaceFrost | null;
  /** Why the history is missing when the garden has a place. */
  historyError: string | null;
};

/** The garden's frost dates: the ones the gardener typed win, date by date, over the place's history. */
export async function gardenFrostDates(gardener: Gardener, now = new Date()): Promise<GardenFrost> {
  let history: PlaceFrost | null = null;
  let historyError: string | null = null;
  if (gardener.latitude !== null && gardener.longitude !== null) {
    try {
      history = await frostDatesAt(gardener.latitude, gardener.longitude, todayInTimeZone(gardener.timeZone, now));
    } catch (error) {
      console.warn("Could not read the frost history of a garden's place", error);
      historyError = "The weather archive could not be reached, so your frost dates are not known yet. Please try again later.";
    }
  }
  const typed = gardener.lastSpringFrost !== null || gardener.firstAutumnFrost !== null;
  const frost: PlannerFrost = {
    lastSpring: gardener.lastSpringFrost ?? history?.lastSpring ?? null,
    firstAutumn: gardener.firstAutumnFrost ?? history?.firstAutumn ?? null,
    source: typed ? "manual" : history ? "history" : "none",
  };
  return { frost, history, historyError };
}
