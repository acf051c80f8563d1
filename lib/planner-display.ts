// How the Garden Planner shows its windows: month columns and dates in words.
import type { FrostDates } from "./frost-dates";
import type { LocationStatus } from "./place";
import { formatDay, formatDayRange, formatMonthDay, type FormatOptions } from "./format";
import { seasonalFrostDates, type PlannerFrost, type PlannerItem } from "./planner";

/** "Jan 27 – Feb 10" (one day: "Jan 27"). */
export function formatWindow(window: Pick<PlannerItem, "start" | "end">, options: FormatOptions = {}): string {
  return formatDayRange(window.start, window.end, options);
}

export type Month = { start: string; end: string; name: string; short: string };

/** `count` calendar months from the one `today` is in: first and last day, and names. */
export function monthsAhead(today: string, count: number, options: FormatOptions = {}): Month[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const start = new Date(Date.UTC(year, month + index, 1)).toISOString().slice(0, 10);
    const end = new Date(Date.UTC(year, month + index + 1, 0)).toISOString().slice(0, 10);
    return { start, end, name: formatDay(start, "month", options), short: formatDay(start, "month-short", options) };
  });
}

/** The windows open at some point in a month. */
export function itemsInMonth(items: PlannerItem[], month: Pick<Month, "start" | "end">): PlannerItem[] {
  return items.filter((item) => item.start <= month.end && item.end >= month.start);
}

/** Where the planner's dates come from, in a sentence (the Planner page and Settings). */
export function frostSummary({
  frost,
  history,
  historyError,
  location,
  locationStatus = location ? "found" : "none",
}: {
  frost: PlannerFrost;
  history: (FrostDates & { fromYear: number; toYear: number }) | null;
  historyError: string | null;
  location: string | null;
  /** Whether the location was found, when there is no history to say it. */
  locationStatus?: LocationStatus;
}): string {
  const place = location ?? "your garden";
  const seasonal = "Until then the planner follows the seasons.";
  let historyWords: string | null = null;
  if (history) {
    const years = `the last ${history.toYear - history.fromYear + 1} years (${history.fromYear}–${history.toYear})`;
    const spring = history.lastSpring ? `the last spring frost came around ${formatMonthDay(history.lastSpring)}` : "there was no spring frost in most years";
    const autumn = history.firstAutumn ? `the first autumn frost around ${formatMonthDay(history.firstAutumn)}` : "no autumn frost in most years";
    historyWords =
      history.lastSpring || history.firstAutumn
        ? `Over ${years} at ${place}, ${spring} and ${autumn}.`
        : `${place} had no frost in most of ${years}: the planner follows the seasons instead.`;
  }
  if (frost.source === "manual") return `You typed these dates in Settings.${historyWords ? ` ${historyWords}` : ""}`;
  if (historyWords) return historyWords;
  if (historyError) return `${historyError} ${seasonal}`;
  return `${unknownFrostReason(locationStatus, location)} ${seasonal}`;
}

/** Why a garden's frost dates are not known, in a sentence. */
function unknownFrostReason(status: LocationStatus, location: string | null): string {
  switch (status) {
    case "not-found":
      return `We could not find "${location}", so your garden's frost dates are not known.`;
    case "not-looked-up":
      return `"${location}" is not looked up yet (the weather service could not be reached), so your garden's frost dates are not known.`;
    case "found":
      return "Your garden's frost dates are not known yet.";
    case "none":
      return "Your garden has no place yet, so its frost dates are not known.";
  }
}

/**
 * When the planner counts from assumed dates (no typed dates and no history of the place), what
 * it assumed, to say on the page; null when its dates are the garden's own.
 */
export function assumedFrostDates(frost: PlannerFrost, latitude: number | null): string | null {
  if (frost.source !== "none") return null;
  const { lastSpring, firstAutumn } = seasonalFrostDates(latitude);
  const hemisphere = latitude !== null && latitude < 0 ? "south" : "north";
  return `These dates assume a last spring frost on ${formatMonthDay(lastSpring)} and a first autumn frost on ${formatMonthDay(firstAutumn)}, the usual growing season ${hemisphere} of the equator, not your garden's own.`;
}
