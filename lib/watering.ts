// Watering rules shared by the server (schedule, status) and the browser (labels).
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

/** docs/product.md#constants: 'Water now' at 0 or fewer days, 'In 1 day', 'In N days', 'As needed' with no frequency. */
export function formatNextWatering(daysUntilWatering: number | null): string {
  if (daysUntilWatering === null) return "As needed";
  if (daysUntilWatering <= 0) return "Water now";
  return daysUntilWatering === 1 ? "In 1 day" : `In ${daysUntilWatering} days`;
}

export function formatLastWatered(daysSinceWatering: number | null): string {
  if (daysSinceWatering === null) return "Not yet";
  if (daysSinceWatering <= 0) return "Today";
  return daysSinceWatering === 1 ? "Yesterday" : `${daysSinceWatering} days ago`;
}

/** Who gave the last watering, in a shared garden: "Watered today by Sam"; null when nobody is known. */
export function formatWateredBy(daysSinceWatering: number | null, wateredBy: { name: string } | null | undefined): string | null {
  if (daysSinceWatering === null || !wateredBy) return null;
  const when = daysSinceWatering <= 0 ? "today" : daysSinceWatering === 1 ? "yesterday" : `${daysSinceWatering} days ago`;
  return `Watered ${when} by ${wateredBy.name}`;
}

/** The 'water every' tile: the interval in days, or 'As needed'. */
export function formatWaterEvery(intervalDays: number | null): string {
  if (intervalDays === null) return "As needed";
  return intervalDays === 1 ? "1 day" : `${intervalDays} days`;
}
