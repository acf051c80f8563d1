// How the Garden Planner shows its windows: month columns and dates in words.
import { formatMonthDay, type FrostDates } from "./frost-dates";
import type { PlannerFrost, PlannerItem } from "./planner";

const dayMonth = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const monthName = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });
const monthShort = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });

const asDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "Jan 27 – Feb 10" (one day: "Jan 27"). */
export function formatWindow(window: Pick<PlannerItem, "start" | "end">): string {
  const from = dayMonth.format(asDate(window.start));
  return window.start === window.end ? from : `${from} – ${dayMonth.format(asDate(window.end))}`;
}

export type Month = { start: string; end: string; name: string; short: string };

/** `count` calendar months from the one `today` is in: first and last day, and names. */
export function monthsAhead(today: string, count: number): Month[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const first = new Date(Date.UTC(year, month + index, 1));
    const last = new Date(Date.UTC(year, month + index + 1, 0));
    return { start: first.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10), name: monthName.format(first), short: monthShort.format(first) };
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
}: {
  frost: PlannerFrost;
  history: (FrostDates & { fromYear: number; toYear: number }) | null;
  historyError: string | null;
  location: string | null;
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
  return `Set your garden's location in Settings to plan from its frost dates. ${seasonal}`;
}
