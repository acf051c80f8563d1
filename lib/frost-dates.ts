// Frost dates: the median date of the last spring frost and of the first autumn frost at a place,
// from its daily minimum temperatures over the last full years. Dates are "MM-DD".

/** A night at or below this (°C, 2 m above ground) counts as a frost. */
export const FROST_THRESHOLD_C = 0;
/** How many full years of history the dates come from. */
export const FROST_HISTORY_YEARS = 10;

export const MONTH_DAY_PATTERN = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export type FrostDates = { lastSpring: string | null; firstAutumn: string | null };

/** A day of the record: its date (YYYY-MM-DD) and minimum temperature (null where the archive has none). */
export type DailyMinimum = { date: string; min: number | null };

/** The full years to read: the `FROST_HISTORY_YEARS` before today's year. */
export function frostHistoryYears(today: string): { fromYear: number; toYear: number } {
  const toYear = Number(today.slice(0, 4)) - 1;
  return { fromYear: toYear - FROST_HISTORY_YEARS + 1, toYear };
}

// Days are counted in a year without February 29 (2001), so a leap year's dates line up with the others.
const REFERENCE_YEAR = 2001;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The day of the year (0-based, in a 365-day year) of a "MM-DD"; February 29 counts as February 28. */
function dayOfYear(monthDay: string): number {
  const month = Number(monthDay.slice(0, 2));
  const day = month === 2 ? Math.min(Number(monthDay.slice(3, 5)), 28) : Number(monthDay.slice(3, 5));
  return (Date.UTC(REFERENCE_YEAR, month - 1, day) - Date.UTC(REFERENCE_YEAR, 0, 1)) / DAY_MS;
}

function monthDayOf(dayIndex: number): string {
  return new Date(Date.UTC(REFERENCE_YEAR, 0, 1) + dayIndex * DAY_MS).toISOString().slice(5, 10);
}

/** Whether a "MM-DD" is a day of every year (February 29 is not). */
export function isMonthDay(value: string): boolean {
  if (!MONTH_DAY_PATTERN.test(value)) return false;
  return monthDayOf(dayOfYear(value)) === value;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** A year counts when the archive has at least this share of its nights in the half that is looked at. */
const MIN_COVERAGE = 0.9;

/**
 * The median last spring frost and first autumn frost of a record of daily minimums.
 *
 * In the northern hemisphere a year's last spring frost is its last frost from January to July,
 * its first autumn frost the first from August to December; in the southern hemisphere spring is
 * July to December and autumn January to June. A date is the median over the years that had such
 * a frost, and null when most years (with enough data) had none: a frost-free place.
 */
export function frostDatesFromHistory(days: DailyMinimum[], latitude: number): FrostDates {
  const southern = latitude < 0;
  type Half = { nights: number; frostDays: number[] };
  const springs = new Map<number, Half>();
  const autumns = new Map<number, Half>();
  for (const { date, min } of days) {
    if (min === null) continue;
    const year = Number(date.slice(0, 4));
    const month = Number(date.slice(5, 7));
    const inSpring = southern ? month >= 7 : month <= 7;
    const halves = inSpring ? springs : autumns;
    const half = halves.get(year) ?? { nights: 0, frostDays: [] };
    half.nights += 1;
    if (min <= FROST_THRESHOLD_C) half.frostDays.push(dayOfYear(date.slice(5, 10)));
    halves.set(year, half);
  }
  // January–July is 212 nights, August–December 153; January–June 181, July–December 184.
  const springLength = southern ? 184 : 212;
  const autumnLength = southern ? 181 : 153;
  const typical = (halves: Map<number, Half>, length: number, pick: (frostDays: number[]) => number): string | null => {
    const counted = [...halves.values()].filter((half) => half.nights >= length * MIN_COVERAGE);
    const frostYears = counted.filter((half) => half.frostDays.length > 0).map((half) => pick(half.frostDays));
    return frostYears.length * 2 > counted.length ? monthDayOf(median(frostYears)) : null;
  };
  return {
    lastSpring: typical(springs, springLength, (frostDays) => Math.max(...frostDays)),
    firstAutumn: typical(autumns, autumnLength, (frostDays) => Math.min(...frostDays)),
  };
}
