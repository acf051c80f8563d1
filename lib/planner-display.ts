// How the Garden Planner shows its windows: month columns and dates in words.
import type { useTranslations } from "next-intl";
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

/** The "Planner" words (locales/<code>/plans.json): a screen's useTranslations("Planner") or getTranslations("Planner"). */
export type PlannerWords = ReturnType<typeof useTranslations<"Planner">>;

/** Where the planner's dates come from, in a sentence (the Planner page and Settings), in the gardener's words. */
export function frostSummary(
  {
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
  },
  t: PlannerWords,
  options: FormatOptions = {},
): string {
  let historyWords: string | null = null;
  if (history) {
    const years = { years: history.toYear - history.fromYear + 1, fromYear: history.fromYear, toYear: history.toYear };
    historyWords =
      history.lastSpring || history.firstAutumn
        ? t("frostHistory", {
            ...years,
            where: location ? t("atPlace", { place: location }) : t("atYourGarden"),
            spring: history.lastSpring ? formatMonthDay(history.lastSpring, options) : "none",
            autumn: history.firstAutumn ? formatMonthDay(history.firstAutumn, options) : "none",
          })
        : t("frostNoneInHistory", { ...years, place: location ?? t("yourGarden") });
  }
  if (frost.source === "manual") return historyWords ? `${t("frostTyped")} ${historyWords}` : t("frostTyped");
  if (historyWords) return historyWords;
  if (historyError) return `${historyError} ${t("frostSeasonal")}`;
  return `${unknownFrostReason(locationStatus, location, t)} ${t("frostSeasonal")}`;
}

/** Why a garden's frost dates are not known, in a sentence. */
function unknownFrostReason(status: LocationStatus, location: string | null, t: PlannerWords): string {
  switch (status) {
    case "not-found":
      return t("frostPlaceNotFound", { location: location ?? "" });
    case "not-looked-up":
      return t("frostNotLookedUp", { location: location ?? "" });
    case "found":
      return t("frostNotKnownYet");
    case "none":
      return t("frostNoPlace");
  }
}

/**
 * When the planner counts from assumed dates (no typed dates and no history of the place), what
 * it assumed, to say on the page; null when its dates are the garden's own.
 */
export function assumedFrostDates(frost: PlannerFrost, latitude: number | null, t: PlannerWords, options: FormatOptions = {}): string | null {
  if (frost.source !== "none") return null;
  const { lastSpring, firstAutumn } = seasonalFrostDates(latitude);
  const hemisphere = latitude !== null && latitude < 0 ? "south" : "north";
  return t("frostAssumed", { spring: formatMonthDay(lastSpring, options), autumn: formatMonthDay(firstAutumn, options), hemisphere });
}
