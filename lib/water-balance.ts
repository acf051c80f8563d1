// The daily water balance of one plant (docs/watering.md): when it comes due, and why.
//
// Outside, a plant is a bucket of soil water (FAO-56, "Crop evapotranspiration", Allen et al.
// 1998, ch. 8: the root-zone depletion). Each day it uses Kc × ET0 mm (the plant's coefficient,
// lib/water-use.ts, times the reference evapotranspiration of the place); rain refills it (showers
// under 2 mm wet only the surface and count for nothing; a pot catches half, a greenhouse or an
// indoor plant none); a watering fills it. It comes due when what it has used reaches the level
// its usual interval gives in the place's typical summer weather (the sunniest month's mean ET0),
// so in ordinary weather nothing changes; heat brings the watering forward, rain pushes it back,
// cooler seasons space it out. Indoor plants follow the season instead; a custom frequency is a
// fixed timetable. Pure: the care planner (server/care/care-plan.ts) runs it and keeps the result.
import { addDays, daysBetween, type GardenCalendar } from "./dates";
import { isDormant, routineCareDate, type RestingSeason } from "./dormancy";
import type { useTranslations } from "next-intl";
import { formatDay, formatRain, MM_PER_INCH, type FormatOptions } from "./format";
import type { GardenType } from "./garden-profile";
import { isGrowingSeason } from "./growing-season";

export const EXPOSURES = ["ground", "raised-bed", "container", "indoor", "greenhouse"] as const;
export type Exposure = (typeof EXPOSURES)[number];

/**
 * Where a new plant grows unless the gardener says otherwise: indoors in an indoor garden and for
 * house plants, under cover in a greenhouse garden, in a pot on a balcony and for succulents,
 * otherwise in the ground.
 */
export function defaultExposure(category: string | null | undefined, gardenType: GardenType | null | undefined): Exposure {
  if (gardenType === "indoor" || category === "houseplant") return "indoor";
  if (gardenType === "greenhouse") return "greenhouse";
  if (gardenType === "balcony" || category === "succulent") return "container";
  return "ground";
}

/**
 * How each place holds and catches water (docs/watering.md#where-it-grows). `reservoir`: the share
 * of a bed's soil water a plant there can draw on before it needs watering (raised beds drain
 * freely and are shallower; a pot holds little soil). `rainCatch`: the share of the rain that
 * reaches its roots (a pot's small surface under the plant's leaves catches about half; covered
 * plants none).
 */
export const EXPOSURE_WATER: Record<Exposure, { reservoir: number; rainCatch: number }> = {
  ground: { reservoir: 1, rainCatch: 1 },
  "raised-bed": { reservoir: 0.8, rainCatch: 1 },
  container: { reservoir: 0.5, rainCatch: 0.5 },
  greenhouse: { reservoir: 1, rainCatch: 0 },
  indoor: { reservoir: 1, rainCatch: 0 },
};

/** The most rain one gauge can read in a day: above the wettest day ever recorded (1,825 mm, Réunion, 1966). */
export const MAX_RAIN_MM = 2000;
/** The same in inches, for a gauge read in inches: rounded down to a tenth (78.7). */
export const MAX_RAIN_INCHES = Math.floor((MAX_RAIN_MM / MM_PER_INCH) * 10) / 10;
/** How far back a rain reading may go: the water balance's chart shows the last 30 days. */
export const RAIN_READING_DAYS = 30;
/** A watering task can be snoozed for these many days. */
export const SNOOZE_DAYS = [1, 2, 3] as const;

/** Rain under this (mm in a day) wets only the surface and evaporates again: it counts for nothing. */
export const MIN_EFFECTIVE_RAIN_MM = 2;
/** Indoors, outside the growing season, a plant is watered this many times less often (RHS: water house plants less in winter). */
export const INDOOR_REST_SLOWDOWN = 2;
/** A skip ("the soil is still moist") says the plant has used at most this share of its level. */
export const SKIP_LEVEL_SHARE = 0.5;
/** The learned factor on a plant's water use: each skip takes a tenth off, each early watering adds one, within these bounds. */
export const WATER_FACTOR_MIN = 0.6;
export const WATER_FACTOR_MAX = 1.5;
export const WATER_FACTOR_STEP = 0.1;
/** A week whose use runs this much over (or under) the typical day's is "the heat" (or "cool weather"). */
const PACE_MARGIN = 0.2;
/** How far ahead the balance looks for the next watering, and the Care Schedule's four weeks. */
export const WATER_LOOKAHEAD_DAYS = 90;
export const SCHEDULE_DAYS = 28;

export type WateringMode = "weather" | "interval";

/** One day of a place's weather for the balance (mm); null where the source had no figure. */
export type WaterWeatherDay = { date: string; et0Mm: number | null; rainMm: number | null };

/** A place's usual weather, month by month (January first): the mean daily ET0 and rain, mm. */
export type MonthlyNormals = { et0Mm: number[]; rainMm: number[] };

/** Why the balance is not followed, when a plant outside waits on its usual interval. */
export type NoWeatherWhy = "no-location" | "no-place" | "no-weather" | "no-normals";

/** Why a watering falls where it does: stored with the plan, put into words on reading (`formatWateringReason`). */
export type WateringReason =
  | { kind: "as-needed" }
  | { kind: "fixed"; intervalDays: number }
  | { kind: "indoor"; intervalDays: number; resting: boolean }
  | { kind: "no-weather"; why: NoWeatherWhy; intervalDays: number }
  | { kind: "resting"; until: string }
  | { kind: "snoozed"; until: string }
  | { kind: "due"; usedMm: number; since: string; rainMm: number; hot: boolean }
  | { kind: "rain-ahead"; until: string; rainMm: number; rainOn: string }
  | { kind: "rained"; until: string; rainMm: number; rainOn: string }
  | { kind: "rain-keeps"; days: number }
  | { kind: "pace"; until: string; pace: "usual" | "faster" | "slower"; usedMm: number; since: string };

/** A watering the Care Schedule expects: from the forecast, or an estimate from the place's normals. */
export type ExpectedWatering = { date: string; estimate: boolean };

/** One of a plant's expected waterings after its next (which is a task already), as the Care Schedule lists them. */
export type ExpectedWateringItem = ExpectedWatering & { userPlantId: number; name: string };

/** What the planner keeps for a plant (user_plants.water_plan), until the weather or its care changes. */
export type WaterPlan = {
  mode: WateringMode;
  /** The last watering (or planting) the plan counts from: a plan from before a newer watering is stale. */
  from: string;
  /** The interval it follows: the gardener's own, else the catalogue's (what it needs in typical summer weather outside). */
  usualIntervalDays: number | null;
  nextDue: string | null;
  reason: WateringReason;
  /** The level at which it comes due, mm (weather mode). */
  capacityMm: number | null;
  /** What it has used today, net of rain, mm (weather mode). */
  deficitMm: number | null;
  /** Every watering expected in the Care Schedule's four weeks. */
  expected: ExpectedWatering[];
};

/** One day of the chart: what the plant used, the rain that reached it, a watering, and where it stood. */
export type BalanceDay = {
  date: string;
  et0Mm: number | null;
  useMm: number;
  rainMm: number;
  /** Watered that day (its `wateredMm` is what the watering put back: 0 when it was already full). */
  watered: boolean;
  wateredMm: number;
  deficitMm: number;
  /** From the forecast (today on), not measured. */
  forecast: boolean;
  /** No figure for this day: the place's normal for its month stands in. */
  estimate: boolean;
};

export type PlantWaterInput = {
  exposure: Exposure;
  /** The gardener's own frequency in days; null to follow the catalogue's. */
  customIntervalDays: number | null;
  /** The gardener chose "as needed": no schedule. */
  asNeeded: boolean;
  /** The catalogue's interval (else 7 days: lib/watering.ts). */
  usualIntervalDays: number;
  /** Kc (lib/water-use.ts); 1 for a plant the catalogue does not know. */
  coefficient: number;
  /** Learned from skips and early waterings; 1 to start. */
  factor: number;
  plantedOn: string;
  /** Every watering day kept (any order); the plan counts from the latest. */
  wateredOn: readonly string[];
  /** The last skip ("still moist"), if after the last watering it counts. */
  checkedOn: string | null;
  snoozedUntil: string | null;
  season: RestingSeason;
};

/** The place's weather as the balance reads it, or why there is none. */
export type PlaceWater =
  | { known: true; days: readonly WaterWeatherDay[]; normals: MonthlyNormals; firstForecastDay: string; gauge: ReadonlyMap<string, number> }
  | { known: false; why: NoWeatherWhy };

const round1 = (mm: number) => Math.round(mm * 10) / 10;

/**
 * A watering well before the plan's date teaches the plant's factor up: at least half its usual
 * interval early (and 2 days), where the weather decides.
 */
export function isEarlyWatering(plan: Pick<WaterPlan, "mode" | "nextDue" | "usualIntervalDays">, today: string): boolean {
  if (plan.mode !== "weather" || plan.nextDue === null || plan.usualIntervalDays === null) return false;
  return daysBetween(today, plan.nextDue) >= Math.max(2, Math.ceil(plan.usualIntervalDays / 2));
}

/** A learned factor after one more skip (down) or early watering (up), kept in bounds. */
export function learnFactor(factor: number, direction: "less" | "more"): number {
  const next = factor * (direction === "less" ? 1 - WATER_FACTOR_STEP : 1 + WATER_FACTOR_STEP);
  return Math.round(Math.min(WATER_FACTOR_MAX, Math.max(WATER_FACTOR_MIN, next)) * 1000) / 1000;
}

/**
 * A place's usual weather from its daily history (the archive's last 10 full years): each month's
 * mean daily ET0 and rain. Null when a month has no figures at all.
 */
export function monthlyNormals(history: readonly { date: string; et0Mm: number | null; rainMm: number | null }[]): MonthlyNormals | null {
  const sums = Array.from({ length: 12 }, () => ({ et0: 0, et0Days: 0, rain: 0, rainDays: 0 }));
  for (const day of history) {
    const month = sums[monthOf(day.date)];
    if (!month) continue;
    if (day.et0Mm !== null) {
      month.et0 += day.et0Mm;
      month.et0Days += 1;
    }
    if (day.rainMm !== null) {
      month.rain += day.rainMm;
      month.rainDays += 1;
    }
  }
  if (sums.some((month) => month.et0Days === 0 || month.rainDays === 0)) return null;
  return {
    et0Mm: sums.map((month) => Math.round((month.et0 / month.et0Days) * 100) / 100),
    rainMm: sums.map((month) => Math.round((month.rain / month.rainDays) * 100) / 100),
  };
}

/** The place's typical summer day: the mean ET0 of its sunniest month. */
export function summerEt0(normals: MonthlyNormals): number {
  return Math.max(...normals.et0Mm);
}

const monthOf = (date: string) => Number(date.slice(5, 7)) - 1;

/** Each day's weather by date, with the gardener's gauge replacing the source's rain, and gaps filled from the normals. */
function weatherReader(place: Extract<PlaceWater, { known: true }>) {
  const byDate = new Map(place.days.map((day) => [day.date, day]));
  return (date: string, catchShare: number) => {
    const day = byDate.get(date);
    const gauge = place.gauge.get(date);
    // The gardener's gauge measured the day: not a forecast, even today.
    const forecast = date >= place.firstForecastDay && gauge === undefined;
    const measuredEt0 = day?.et0Mm ?? null;
    const measuredRain = gauge ?? day?.rainMm ?? null;
    const estimate = measuredEt0 === null;
    const et0 = measuredEt0 ?? place.normals.et0Mm[monthOf(date)] ?? 0;
    // A day's rain counts from MIN_EFFECTIVE_RAIN_MM; the normals are a mean, so they count as they are.
    const rain = measuredRain !== null ? (measuredRain >= MIN_EFFECTIVE_RAIN_MM ? measuredRain : 0) : estimate ? (place.normals.rainMm[monthOf(date)] ?? 0) : 0;
    return { et0, rainMm: rain * catchShare, et0Mm: measuredEt0, forecast, estimate };
  };
}

/** The latest of some dates (YYYY-MM-DD), or null. */
function latest(dates: readonly (string | null | undefined)[]): string | null {
  let last: string | null = null;
  for (const date of dates) if (date && (last === null || date > last)) last = date;
  return last;
}

/**
 * The plan for one plant today: its mode, next watering and reason, and the waterings expected in
 * the Care Schedule's four weeks.
 */
export function planWatering(plant: PlantWaterInput, place: PlaceWater, today: string): WaterPlan {
  const from = latest([plant.plantedOn, ...plant.wateredOn]) ?? plant.plantedOn;
  const checkedOn = plant.checkedOn && plant.checkedOn > from ? plant.checkedOn : null;
  if (plant.asNeeded) return { mode: "interval", from, usualIntervalDays: null, nextDue: null, reason: { kind: "as-needed" }, capacityMm: null, deficitMm: null, expected: [] };
  if (plant.customIntervalDays !== null) {
    return timetable(plant, from, checkedOn, today, plant.customIntervalDays, { kind: "fixed", intervalDays: plant.customIntervalDays });
  }
  if (plant.exposure === "indoor") return indoorPlan(plant, from, checkedOn, today);
  if (!place.known) {
    return timetable(plant, from, checkedOn, today, plant.usualIntervalDays, { kind: "no-weather", why: place.why, intervalDays: plant.usualIntervalDays });
  }
  return weatherPlan(plant, place, from, checkedOn, today);
}

/** Holds a due date to the snooze, the rest of a winter-dormant plant, and the day after a skip. */
function held(due: string, plant: PlantWaterInput, checkedOn: string | null, today: string, reason: WateringReason): { due: string; reason: WateringReason } {
  let date = due;
  let why = reason;
  const afterSkip = checkedOn ? addDays(checkedOn, 1) : null;
  if (afterSkip && date < afterSkip) date = afterSkip;
  if (plant.snoozedUntil && date < plant.snoozedUntil) {
    date = plant.snoozedUntil;
    why = { kind: "snoozed", until: date };
  }
  const rested = routineCareDate(date, today, plant.season);
  if (rested !== date) return { due: rested, reason: { kind: "resting", until: rested } };
  return { due: date, reason: why };
}

/** Every `interval` days from the last watering (a skip restarts the count): a custom frequency, or no weather to follow. */
function timetable(plant: PlantWaterInput, from: string, checkedOn: string | null, today: string, interval: number, reason: WateringReason): WaterPlan {
  const { due, reason: why } = held(addDays(checkedOn ?? from, interval), plant, checkedOn, today, reason);
  const expected: ExpectedWatering[] = [];
  for (let date = due; daysBetween(today, date) < SCHEDULE_DAYS; date = addDays(date, interval)) {
    if (!isDormant(date, plant.season)) expected.push({ date: date < today ? today : date, estimate: false });
  }
  return { mode: "interval", from, usualIntervalDays: interval, nextDue: due, reason: why, capacityMm: null, deficitMm: null, expected: dedupe(expected) };
}

const dedupe = (dates: ExpectedWatering[]) => dates.filter((item, index) => index === 0 || item.date !== dates[index - 1]!.date);

/**
 * Indoors: the usual interval while the plant grows, INDOOR_REST_SLOWDOWN times as long outside the
 * growing season (by hemisphere). Counted as a share of the interval used per day, so a watering
 * late in autumn comes due part-way between the two.
 */
function indoorPlan(plant: PlantWaterInput, from: string, checkedOn: string | null, today: string): WaterPlan {
  const interval = plant.usualIntervalDays;
  const latitude = plant.season.latitude;
  const nextAfter = (start: string, startShare: number) => {
    let used = startShare;
    for (let day = 1; day <= WATER_LOOKAHEAD_DAYS * 2; day += 1) {
      const date = addDays(start, day);
      used += isGrowingSeason(date, latitude) ? 1 / interval : 1 / (interval * INDOOR_REST_SLOWDOWN);
      if (used >= 1 - 1e-9) return date;
    }
    return addDays(start, WATER_LOOKAHEAD_DAYS * 2);
  };
  const resting = !isGrowingSeason(today, latitude);
  const reason: WateringReason = { kind: "indoor", intervalDays: resting ? interval * INDOOR_REST_SLOWDOWN : interval, resting };
  const first = checkedOn ? nextAfter(checkedOn, 1 - SKIP_LEVEL_SHARE) : nextAfter(from, 0);
  const { due, reason: why } = held(first, plant, checkedOn, today, reason);
  const expected: ExpectedWatering[] = [];
  for (let date = due; daysBetween(today, date) < SCHEDULE_DAYS; date = nextAfter(date, 0)) {
    expected.push({ date: date < today ? today : date, estimate: false });
  }
  return { mode: "interval", from, usualIntervalDays: interval, nextDue: due, reason: why, capacityMm: null, deficitMm: null, expected: dedupe(expected) };
}

/** The level at which a plant outside comes due: what its usual interval uses in typical summer weather, in the soil its place gives it. */
export function capacityMm(plant: Pick<PlantWaterInput, "coefficient" | "usualIntervalDays" | "exposure">, normals: MonthlyNormals): number {
  return plant.coefficient * summerEt0(normals) * plant.usualIntervalDays * EXPOSURE_WATER[plant.exposure].reservoir;
}

/** Walks the bucket day by day from the last watering: see the top of this file. */
function weatherPlan(plant: PlantWaterInput, place: Extract<PlaceWater, { known: true }>, from: string, checkedOn: string | null, today: string): WaterPlan {
  const capacity = capacityMm(plant, place.normals);
  const typicalEt0 = summerEt0(place.normals);
  const weatherOn = weatherReader(place);
  const catchShare = EXPOSURE_WATER[plant.exposure].rainCatch;
  const dailyUse = (et0: number) => plant.coefficient * plant.factor * et0;
  const tomorrow = addDays(today, 1);

  /** The next day from `start` (full, or at `startDeficit`) on which the plant comes due, with what happened on the way. */
  const walk = (start: string, startDeficit: number, skipOn: string | null) => {
    let deficit = startDeficit;
    let waitUntil = "";
    let rainAhead: { mm: number; on: string } | null = null;
    let deficitToday = startDeficit;
    const past = { used: 0, et0: 0, days: 0, rain: 0, wettest: { mm: 0, on: "" } };
    let found: { due: string; estimate: boolean } | null = null;
    for (let day = 1; day <= WATER_LOOKAHEAD_DAYS + daysBetween(start, today); day += 1) {
      const date = addDays(start, day);
      // Due before today: the days up to today still count for what it has used by now.
      if (found && date > today) break;
      const weather = weatherOn(date, catchShare);
      const use = dailyUse(weather.et0);
      deficit = Math.max(0, deficit + use - weather.rainMm);
      if (date === skipOn) deficit = Math.min(deficit, SKIP_LEVEL_SHARE * capacity);
      if (date <= today) {
        deficitToday = deficit;
        past.used += use;
        past.et0 += weather.et0;
        past.days += 1;
        past.rain += weather.rainMm;
        if (weather.rainMm > past.wettest.mm) past.wettest = { mm: weather.rainMm, on: date };
      }
      if (found || deficit < capacity - 1e-9 || date <= waitUntil) continue;
      // Before rain, wait: due today or tomorrow, and the next 48 hours' forecast covers what it has used.
      if (date <= tomorrow) {
        const first = date < today ? today : date;
        const second = addDays(first, 1);
        const rain = [first, second].map((d) => ({ on: d, ...weatherOn(d, catchShare) }));
        // Rain still to fall: forecast (not measured), after the day it came due.
        const coming = rain.filter((r) => r.forecast && r.on > date).map((r) => ({ on: r.on, mm: r.rainMm }));
        const total = coming.reduce((sum, r) => sum + r.mm, 0);
        if (total > 0 && total >= deficit) {
          waitUntil = second;
          const wettest = coming.reduce((a, b) => (b.mm > a.mm ? b : a));
          rainAhead = { mm: total, on: wettest.on };
          continue;
        }
      }
      found = { due: date, estimate: weather.estimate };
      if (date >= today) break;
    }
    return { due: found?.due ?? null, deficitToday, past, rainAhead, estimate: found?.estimate ?? true };
  };

  const first = walk(from, 0, checkedOn);
  const since = from;
  const usual = addDays(from, plant.usualIntervalDays);
  let reason: WateringReason;
  if (first.due === null) {
    reason = { kind: "rain-keeps", days: WATER_LOOKAHEAD_DAYS };
  } else if (first.due <= today) {
    const hot = first.past.days > 0 && first.past.et0 / first.past.days >= typicalEt0 * (1 + PACE_MARGIN);
    reason = { kind: "due", usedMm: round1(first.past.used), since, rainMm: round1(first.past.rain), hot };
  } else if (first.rainAhead) {
    reason = { kind: "rain-ahead", until: first.due, rainMm: round1(first.rainAhead.mm), rainOn: first.rainAhead.on };
  } else if (first.due > usual && first.past.wettest.mm >= MIN_EFFECTIVE_RAIN_MM) {
    reason = { kind: "rained", until: first.due, rainMm: round1(first.past.wettest.mm), rainOn: first.past.wettest.on };
  } else {
    const pace = first.due < usual ? "faster" : first.due > usual ? "slower" : "usual";
    reason = { kind: "pace", until: first.due, pace, usedMm: round1(first.past.used), since };
  }
  // Rain keeps it watered as far ahead as the balance looks: no watering, unless it rests (then the season's start, as any resting plant).
  const { due, reason: why } =
    first.due !== null
      ? held(first.due, plant, checkedOn, today, reason)
      : isDormant(today, plant.season)
        ? held(today, plant, checkedOn, today, reason)
        : { due: null, reason };

  // The Care Schedule: watered on each due day, when does it come due again?
  const expected: ExpectedWatering[] = [];
  let next = due;
  let estimate = first.estimate;
  while (next !== null && daysBetween(today, next) < SCHEDULE_DAYS) {
    expected.push({ date: next < today ? today : next, estimate });
    const after = walk(next < today ? today : next, 0, null);
    next = after.due;
    estimate = after.estimate;
  }
  return {
    mode: "weather",
    from,
    usualIntervalDays: plant.usualIntervalDays,
    nextDue: due,
    reason: why,
    capacityMm: round1(capacity),
    deficitMm: round1(first.deficitToday),
    expected: dedupe(expected),
  };
}

/**
 * The chart: each day from `fromDate` to `toDate`, walked from the first watering of the window
 * (or full at its start), with every watering refilling the bucket. Weather mode only.
 */
export function balanceDays(plant: PlantWaterInput, place: Extract<PlaceWater, { known: true }>, fromDate: string, toDate: string): BalanceDay[] {
  const capacity = capacityMm(plant, place.normals);
  const weatherOn = weatherReader(place);
  const catchShare = EXPOSURE_WATER[plant.exposure].rainCatch;
  const watered = new Set(plant.wateredOn);
  const days: BalanceDay[] = [];
  let deficit = 0;
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) {
    const weather = weatherOn(date, catchShare);
    const useMm = plant.coefficient * plant.factor * weather.et0;
    deficit = Math.max(0, deficit + useMm - weather.rainMm);
    if (date === plant.checkedOn) deficit = Math.min(deficit, SKIP_LEVEL_SHARE * capacity);
    const wateredMm = watered.has(date) ? deficit : 0;
    // Watered, or planted (watered in): full at the end of the day.
    if (watered.has(date) || date === plant.plantedOn) deficit = 0;
    days.push({
      date,
      et0Mm: weather.et0Mm === null ? null : round1(weather.et0Mm),
      useMm: round1(useMm),
      rainMm: round1(weather.rainMm),
      watered: watered.has(date),
      wateredMm: round1(wateredMm),
      deficitMm: round1(deficit),
      forecast: weather.forecast,
      estimate: weather.estimate,
    });
  }
  return days;
}

/** The day a watering at an instant counts on: the gardener's calendar day (a watering at 23:30 is that evening's). */
export function wateringDays(instants: readonly Date[], calendar: GardenCalendar): string[] {
  return instants.map((instant) => calendar.dayOf(instant));
}

// --- Words -------------------------------------------------------------------

/** The days next to today that have a word of their own (in English, the word itself). */
export type NearDay = "today" | "tomorrow" | "yesterday";

/**
 * A date in words, from today: "today", "tomorrow", "yesterday", a weekday within the week either
 * side, else "Dec 7". A screen gives its words (`say`, its "NearDays" messages) and its `format`;
 * without them it is English (the server's reasons).
 */
export function dayInWords(
  date: string,
  today: string,
  { say = (day) => day, format = {} }: { say?: (day: NearDay) => string; format?: FormatOptions } = {},
): string {
  const days = daysBetween(today, date);
  if (days === 0) return say("today");
  if (days === 1) return say("tomorrow");
  if (days === -1) return say("yesterday");
  if (Math.abs(days) < 7) return formatDay(date, "weekday", format);
  return formatDay(date, "day", format);
}

/** The "WateringReasons" words (locales/<code>/server.json): the server's, in the gardener's language (lib/i18n/words.ts). */
export type WateringReasonWords = ReturnType<typeof useTranslations<"WateringReasons">>;

/** A day next to today by its own word ("today", "tomorrow", "yesterday"), else "other": a message picks its words for each. */
function nearDay(date: string, today: string): NearDay | "other" {
  const days = daysBetween(today, date);
  return days === 0 ? "today" : days === 1 ? "tomorrow" : days === -1 ? "yesterday" : "other";
}

/** A day up to which a plant can wait: today if it has passed. */
const untilDay = (date: string, today: string) => (date <= today ? "today" : nearDay(date, today));

const NO_WEATHER_WHY: Record<NoWeatherWhy, string> = { "no-location": "noLocation", "no-place": "noPlace", "no-weather": "noWeather", "no-normals": "noNormals" };

/**
 * A watering decision in plain words, with its numbers: "Water today: the heat used 11 mm since
 * Tuesday and no rain fell", "Can wait until Friday: 14 mm of rain on Monday", in `words`'
 * language and `format`'s units and dates.
 */
export function formatWateringReason(reason: WateringReason, today: string, words: WateringReasonWords, format: FormatOptions = {}): string {
  const mm = (value: number) => formatRain(value, { digits: 0 }, format);
  const day = (date: string) => dayInWords(date, today, { format });
  const every = (days: number) => words("every", { days });
  switch (reason.kind) {
    case "as-needed":
      return words("asNeeded");
    case "fixed":
      return words("fixed", { every: every(reason.intervalDays) });
    case "indoor":
      return words(reason.resting ? "indoorResting" : "indoor", { every: every(reason.intervalDays) });
    case "no-weather":
      return words("noWeather", { why: NO_WEATHER_WHY[reason.why], every: every(reason.intervalDays) });
    case "resting":
      return words("resting", { date: formatDay(reason.until, "day", format) });
    case "snoozed":
      return words("snoozed", { until: day(reason.until), untilNear: nearDay(reason.until, today) });
    case "due":
      return words("due", {
        hot: reason.hot ? "yes" : "no",
        used: mm(reason.usedMm),
        since: day(reason.since),
        sinceNear: nearDay(reason.since, today),
        rain: reason.rainMm < 1 ? "none" : mm(reason.rainMm),
      });
    case "rain-ahead":
    case "rained":
      return words(reason.kind === "rained" ? "rained" : "rainAhead", {
        until: day(reason.until),
        untilNear: untilDay(reason.until, today),
        rain: mm(reason.rainMm),
        on: day(reason.rainOn),
        onNear: nearDay(reason.rainOn, today),
      });
    case "rain-keeps":
      return words("rainKeeps", { days: reason.days });
    case "pace": {
      const key = reason.pace === "usual" ? "paceUsual" : reason.pace === "faster" ? "paceFaster" : "paceSlower";
      return words(key, { until: day(reason.until), untilNear: nearDay(reason.until, today), used: mm(reason.usedMm), since: day(reason.since), sinceNear: nearDay(reason.since, today) });
    }
  }
}

/** The chart's days: the last 30 and the coming week. */
export const CHART_PAST_DAYS = 30;
export const CHART_AHEAD_DAYS = 7;

/** GET /api/user-plants/{id}/water-balance: the plant's plan, its learned factor, and the chart's days (weather mode). */
export type WaterBalance = {
  mode: WateringMode;
  exposure: Exposure;
  usualIntervalDays: number | null;
  capacityMm: number | null;
  deficitMm: number | null;
  nextDue: string | null;
  reason: string;
  waterFactor: number;
  expected: ExpectedWatering[];
  days: BalanceDay[];
};

/** POST /api/gardens/{id}/rain's answer: the day and what the gardener's gauge caught, mm. */
export type RainReading = { date: string; mm: number };
