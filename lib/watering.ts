// Watering rules shared by the server (schedule, status) and the browser (labels).
import type { useTranslations } from "next-intl";
import { addDays, daysBetween, type GardenCalendar } from "./dates";
import { routineCareDate, type RestingSeason } from "./dormancy";

export const WATERING_FREQUENCIES = [
  "daily",
  "every-2-days",
  "twice-weekly",
  "weekly",
  "bi-weekly",
  "monthly",
  "as-needed",
] as const;

export type WateringFrequency = (typeof WATERING_FREQUENCIES)[number];

/** docs/product.md#constants: custom frequency to days; as-needed has no schedule. */
export const FREQUENCY_DAYS: Record<WateringFrequency, number | null> = {
  daily: 1,
  "every-2-days": 2,
  "twice-weekly": 4,
  weekly: 7,
  "bi-weekly": 14,
  monthly: 30,
  "as-needed": null,
};

export const FREQUENCY_LABELS: Record<WateringFrequency, string> = {
  daily: "Daily",
  "every-2-days": "Every 2 days",
  "twice-weekly": "Twice a week",
  weekly: "Weekly",
  "bi-weekly": "Every 2 weeks",
  monthly: "Monthly",
  "as-needed": "As needed",
};

/**
 * A frequency as a choice in a list: its name, with the days it means when the name does not
 * already say them ("Weekly (every 7 days)", but "Every 2 days" and "Daily" alone).
 */
export function frequencyChoiceLabel(frequency: WateringFrequency): string {
  const label = FREQUENCY_LABELS[frequency];
  const days = FREQUENCY_DAYS[frequency];
  if (days === null || days === 1 || label === `Every ${days} days`) return label;
  return `${label} (every ${days} days)`;
}

export const DEFAULT_WATER_FREQUENCY_DAYS = 7;

/** The user's own frequency wins, then the catalogue's, then 7 days; null means "as needed". */
export function wateringIntervalDays(
  customFrequency: WateringFrequency | null | undefined,
  catalogueDays: number | null | undefined,
): number | null {
  if (customFrequency) return FREQUENCY_DAYS[customFrequency];
  return catalogueDays && catalogueDays > 0 ? catalogueDays : DEFAULT_WATER_FREQUENCY_DAYS;
}

export type WateringSchedule = {
  /** YYYY-MM-DD in the gardener's time zone; null when watered as needed. */
  nextWateringDate: string | null;
  /** Whole days since the last watering in the gardener's time zone; null if never watered. */
  daysSinceWatering: number | null;
  /** Days until the next watering (0 or less: due now); null when watered as needed. */
  daysUntilWatering: number | null;
};

/**
 * Next watering = last watering (or the planted date) + interval, all as calendar dates in the
 * gardener's zone. A winter-dormant plant gets no routine watering in its rest (lib/dormancy.ts):
 * a watering that would fall due then (or is still due when the rest begins) waits for the first
 * day of the growing season.
 */
export function wateringSchedule(input: {
  intervalDays: number | null;
  lastWateredAt: Date | null;
  /** YYYY-MM-DD in the gardener's time zone. */
  plantedOn: string;
  calendar: GardenCalendar;
  season: RestingSeason;
}): WateringSchedule {
  const { today } = input.calendar;
  const lastDay = input.lastWateredAt ? input.calendar.dayOf(input.lastWateredAt) : null;
  const daysSinceWatering = lastDay ? daysBetween(lastDay, today) : null;
  if (input.intervalDays === null) return { nextWateringDate: null, daysSinceWatering, daysUntilWatering: null };
  const startDay = lastDay ?? input.plantedOn;
  const nextWateringDate = routineCareDate(addDays(startDay, input.intervalDays), today, input.season);
  return { nextWateringDate, daysSinceWatering, daysUntilWatering: daysBetween(today, nextWateringDate) };
}

/** The "Watering" words (locales/<code>/display.json): a screen's useTranslations("Watering"), the server's lib/english-words.ts. */
export type WateringWords = ReturnType<typeof useTranslations<"Watering">>;

/** docs/product.md#constants: 'Water now' at 0 or fewer days, 'In 1 day', 'In N days', 'As needed' with no frequency. */
export function formatNextWatering(daysUntilWatering: number | null, t: WateringWords): string {
  if (daysUntilWatering === null) return t("asNeeded");
  if (daysUntilWatering <= 0) return t("waterNow");
  return t("inDays", { count: daysUntilWatering });
}

export function formatLastWatered(daysSinceWatering: number | null, t: WateringWords): string {
  if (daysSinceWatering === null) return t("notYet");
  if (daysSinceWatering <= 0) return t("today");
  return daysSinceWatering === 1 ? t("yesterday") : t("daysAgo", { count: daysSinceWatering });
}

/** Who gave the last watering, in a shared garden: "Watered today by Sam"; null when nobody is known. */
export function formatWateredBy(daysSinceWatering: number | null, wateredBy: { name: string } | null | undefined, t: WateringWords): string | null {
  if (daysSinceWatering === null || !wateredBy) return null;
  const name = wateredBy.name;
  if (daysSinceWatering <= 0) return t("wateredTodayBy", { name });
  return daysSinceWatering === 1 ? t("wateredYesterdayBy", { name }) : t("wateredDaysAgoBy", { count: daysSinceWatering, name });
}

/** The 'water every' tile: the interval in days, or 'As needed'. */
export function formatWaterEvery(intervalDays: number | null, t: WateringWords): string {
  if (intervalDays === null) return t("asNeeded");
  return t("everyDays", { count: intervalDays });
}
