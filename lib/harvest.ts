import type { useTranslations } from "next-intl";
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

/** The "PlantFacts" words (locales/<code>/display.json): a screen's useTranslations("PlantFacts"), the server's lib/english-words.ts. */
export type PlantFactsWords = ReturnType<typeof useTranslations<"PlantFacts">>;

/**
 * docs/product.md#constants: 'Ongoing' with no harvest time, 'Ready now' at 0 or fewer days, N days up to 7,
 * '1-2 weeks' up to 14, '2-4 weeks' up to 30, otherwise a number of weeks.
 */
export function formatHarvest(daysUntil: number | null, t: PlantFactsWords): string {
  if (daysUntil === null) return t("harvestOngoing");
  if (daysUntil <= 0) return t("harvestReady");
  if (daysUntil <= 7) return t("harvestDays", { count: daysUntil });
  if (daysUntil <= 14) return t("harvestOneToTwoWeeks");
  if (daysUntil <= 30) return t("harvestTwoToFourWeeks");
  return t("harvestWeeks", { count: Math.round(daysUntil / 7) });
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
export function formatPlantAge(plantedDate: Date, t: PlantFactsWords, now: Date = new Date()): string {
  const weeks = plantAgeInWeeks(plantedDate, now);
  if (weeks === 0) {
    const sameDay =
      plantedDate.getFullYear() === now.getFullYear() && plantedDate.getMonth() === now.getMonth() && plantedDate.getDate() === now.getDate();
    if (sameDay) return t("plantedToday");
    return plantedDate > now ? t("notPlantedYet") : t("plantedThisWeek");
  }
  return t("weeksOld", { count: weeks });
}
