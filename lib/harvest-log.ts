// The harvest log's units and sums, shared by the API and the Harvests page.
import { DEFAULT_UNITS, formatNumber, GRAMS_PER_OUNCE, GRAMS_PER_POUND, type FormatOptions, type Units } from "./format";

export const HARVEST_UNITS = ["g", "kg", "oz", "lb", "count"] as const;
export type HarvestUnit = (typeof HARVEST_UNITS)[number];

/** Grams per unit of weight (the avoirdupois ounce and pound); `count` is not a weight. */
const GRAMS_PER_UNIT: Record<Exclude<HarvestUnit, "count">, number> = { g: 1, kg: 1000, oz: GRAMS_PER_OUNCE, lb: GRAMS_PER_POUND };

/** A harvest's weight in grams; null for one counted in pieces. */
export function harvestGrams(quantity: number, unit: HarvestUnit): number | null {
  return unit === "count" ? null : quantity * GRAMS_PER_UNIT[unit];
}

/** POST /api/harvests's answer, and each of GET's `harvests`. */
export type Harvest = {
  id: number;
  userPlantId: number;
  quantity: number;
  unit: HarvestUnit;
  /** YYYY-MM-DD in the gardener's time zone. */
  harvestedOn: string;
  notes: string | null;
  harvestedBy: { id: string; name: string } | null;
};

/**
 * The unit a new harvest of a plant starts in: the one its latest harvest was logged in (a plant's
 * harvests are counted the same way), else grams (ounces for imperial units). Kilograms made a punnet of strawberries typed as
 * 350 into 350 kg; grams are the unit a few pods or a punnet weigh in.
 */
export function suggestedHarvestUnit(userPlantId: number, harvestsNewestFirst: Pick<Harvest, "userPlantId" | "unit">[], units: Units = DEFAULT_UNITS): HarvestUnit {
  return harvestsNewestFirst.find((harvest) => harvest.userPlantId === userPlantId)?.unit ?? (units === "imperial" ? "oz" : "g");
}

/** GET /api/harvests's `totals`: one per plant harvested that year. */
export type HarvestTotal = { userPlantId: number; plantName: string; weightGrams: number; count: number };

/** GET /api/harvests?year=&userPlantId=: the year's harvests (of the garden, or one plant), latest first, and each plant's totals. */
export type HarvestYear = { harvests: Harvest[]; totals: HarvestTotal[] };

/** Each plant's weight (in grams, rounded to the gram) and pieces, in the order the plants were first listed. */
export function harvestTotals(harvests: Pick<Harvest, "userPlantId" | "quantity" | "unit">[], plantNames: Map<number, string>): HarvestTotal[] {
  const totals = new Map<number, HarvestTotal>();
  for (const harvest of harvests) {
    const total = totals.get(harvest.userPlantId) ?? { userPlantId: harvest.userPlantId, plantName: plantNames.get(harvest.userPlantId) ?? "", weightGrams: 0, count: 0 };
    const grams = harvestGrams(harvest.quantity, harvest.unit);
    if (grams === null) total.count += harvest.quantity;
    else total.weightGrams += grams;
    totals.set(harvest.userPlantId, total);
  }
  return [...totals.values()].map((total) => ({ ...total, weightGrams: Math.round(total.weightGrams) }));
}

/** A harvest as the gardener logged it: "1.2 kg", "8 oz", "12 picked". */
/** The "Harvests" words (locales/<code>/plans.json): a screen's useTranslations("Harvests") or getTranslations("Harvests"). */
type HarvestsWords = (key: "amount", values: { unit: HarvestUnit; amount: string; count: number }) => string;

/** A harvest's amount in the gardener's words and number format: "3 picked", "1.2 kg", "3 Stück", "1,2 kg". */
export function harvestAmount(quantity: number, unit: HarvestUnit, t: HarvestsWords, options: FormatOptions): string {
  return t("amount", { unit, amount: formatNumber(quantity, {}, options), count: quantity });
}

/** A harvest's amount in English (the assistant's words): "3 picked", "1.2 kg". */
export function formatQuantity(quantity: number, unit: HarvestUnit): string {
  const amount = formatNumber(quantity);
  return unit === "count" ? `${amount} picked` : `${amount} ${unit}`;
}

/** Weeks of a year for the chart: week 1 starts on 1 January, week 53 holds its last day or two. */
export const WEEKS_IN_CHART = 53;

/** The weight harvested in each week of `year`, in grams (counted harvests are not weights). */
export function weeklyHarvestGrams(harvests: Pick<Harvest, "quantity" | "unit" | "harvestedOn">[], year: number): number[] {
  const weeks = Array.from({ length: WEEKS_IN_CHART }, () => 0);
  const start = Date.UTC(year, 0, 1);
  for (const harvest of harvests) {
    const grams = harvestGrams(harvest.quantity, harvest.unit);
    if (grams === null || !harvest.harvestedOn.startsWith(`${year}-`)) continue;
    const day = Math.round((Date.parse(`${harvest.harvestedOn}T00:00:00Z`) - start) / 86_400_000);
    weeks[Math.min(WEEKS_IN_CHART - 1, Math.floor(day / 7))]! += grams;
  }
  return weeks;
}
