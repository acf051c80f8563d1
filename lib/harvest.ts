import { daysBetween } from "./dates";
import { harvestDate, type RestingSeason } from "./dormancy";

/**
 * Days until the first harvest (0 or less: ready); null when the plant has no harvest time.
 * A winter-dormant plant's rest does not count (lib/dormancy.ts).
 */
export function daysUntilHarvest(
  input: {
    harvestTimeDays: number | null | undefined;
    /** YYYY-MM-DD in the gardener's time zone. */
    plantedOn: string;
    /** Today, YYYY-MM-DD in the gardener's time zone. */
    today: string;
  } & RestingSeason,
): number | null {
  const { harvestTimeDays, plantedOn, today } = input;
  if (!harvestTimeDays) return null;
  return daysBetween(today, harvestDate({ plantedOn, harvestTimeDays, winterDormant: input.winterDormant, latitude: input.latitude }));
}

/**
 * docs/product.md#constants: 'Ongoing' with no harvest time, 'Ready now' at 0 or fewer days, N days up to 7,
 * '1-2 weeks' up to 14, '2-4 weeks' up to 30, otherwise a number of weeks.
 */
export function formatHarvest(daysUntil: number | null): string {
  if (daysUntil === null) return "Ongoing";
  if (daysUntil <= 0) return "Ready now";
  if (daysUntil <= 7) return daysUntil === 1 ? "1 day" : `${daysUntil} days`;
  if (daysUntil <= 14) return "1-2 weeks";
  if (daysUntil <= 30) return "2-4 weeks";
  return `${Math.round(daysUntil / 7)} weeks`;
}

/** docs/product.md#constants: plant age is shown in whole weeks since planting. */
export function plantAgeInWeeks(plantedDate: Date, now: Date = new Date()): number {
  const weeks = Math.floor((now.getTime() - plantedDate.getTime()) / (7 * 24 * 60 * 60 * 1000));
  return Math.max(0, weeks);
}

/**
 * The plant's age beside its planted date: "planted today" on the day, "planted this week" for
 * its first week ("0 weeks old" said nothing true), then whole weeks as docs/product.md#constants has it.
 */
export function formatPlantAge(plantedDate: Date, now: Date = new Date()): string {
  const weeks = plantAgeInWeeks(plantedDate, now);
  if (weeks === 0) {
    const sameDay =
      plantedDate.getFullYear() === now.getFullYear() && plantedDate.getMonth() === now.getMonth() && plantedDate.getDate() === now.getDate();
    if (sameDay) return "planted today";
    return plantedDate > now ? "not planted yet" : "planted this week";
  }
  return weeks === 1 ? "1 week old" : `${weeks} weeks old`;
}
