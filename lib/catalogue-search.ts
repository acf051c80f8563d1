// Finding a plant in the catalogue as the gardener types (the Add New Plant dialog's picker).
import type { CataloguePlant } from "./garden-types";
import type { PlantFactsWords } from "./harvest";
import type { SunlightLevel } from "./plant-catalogue";

type Searchable = Pick<CataloguePlant, "commonName" | "scientificName">;

/** Text as the search compares it: no accents, no case, words separated by single spaces. */
export function searchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, " ")
    .trim();
}

/**
 * How well a plant matches the typed text (lower is better), or null when it does not: its common
 * name starting with the text, then a word of it starting with it, then the text anywhere in it,
 * then in the scientific name; last, every typed word somewhere in either name ("cherry tom",
 * "tomato lycopersicum").
 */
function matchRank(plant: Searchable, query: string): number | null {
  const common = searchText(plant.commonName);
  const scientific = searchText(plant.scientificName);
  if (common.startsWith(query)) return 0;
  if (` ${common}`.includes(` ${query}`)) return 1;
  if (common.includes(query)) return 2;
  if (` ${scientific}`.includes(` ${query}`)) return 3;
  if (scientific.includes(query)) return 4;
  const both = `${common} ${scientific}`;
  return query.split(" ").every((word) => both.includes(word)) ? 5 : null;
}

/** The plants that match what was typed, best first (in catalogue order within a rank); all for no text. */
export function searchCatalogue<Plant extends Searchable>(plants: readonly Plant[], typed: string): Plant[] {
  const query = searchText(typed);
  if (!query) return [...plants];
  return plants
    .map((plant, index) => ({ plant, index, rank: matchRank(plant, query) }))
    .filter((entry): entry is { plant: Plant; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.plant);
}

/** Each sunlight level's "PlantFacts" message. */
const SUNLIGHT_KEYS = {
  full_sun: "sunlightFullSun",
  partial_sun: "sunlightPartialSun",
  partial_shade: "sunlightPartialShade",
  shade: "sunlightShade",
} as const satisfies Record<SunlightLevel, string>;

/** A sunlight level's name ("Full sun", "Vollsonnig"). */
export function sunlightName(sunlight: SunlightLevel, t: PlantFactsWords): string {
  return t(SUNLIGHT_KEYS[sunlight]);
}

/** Days to the first harvest, in years from a year on (the catalogue counts fruit trees' years in days). */
function harvestWait(days: number, t: PlantFactsWords): string {
  if (days < 365) return t("harvestInDays", { count: days });
  return t("harvestInYears", { count: Math.round(days / 365) });
}

/**
 * A catalogue plant's key care facts, all from the catalogue itself: watering interval, days to
 * the first harvest (only for plants that have one), sunlight and frost tenderness.
 */
export function catalogueCareFacts(
  plant: Pick<CataloguePlant, "waterFrequency" | "harvestTime" | "sunlight" | "frostTender">,
  t: PlantFactsWords,
): string[] {
  const facts = [t("waterEvery", { count: plant.waterFrequency })];
  if (plant.harvestTime) facts.push(harvestWait(plant.harvestTime, t));
  facts.push(sunlightName(plant.sunlight, t));
  if (plant.frostTender) facts.push(t("frostTender"));
  return facts;
}
