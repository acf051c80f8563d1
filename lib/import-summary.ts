import type { ImportCounts } from "./export-schema";

const NOUNS: [keyof ImportCounts, string, string][] = [
  ["plants", "plant", "plants"],
  ["waterings", "watering", "waterings"],
  ["tasks", "task", "tasks"],
  ["harvests", "harvest", "harvests"],
  ["diagnoses", "diagnosis", "diagnoses"],
  ["journalEntries", "journal entry", "journal entries"],
  ["photos", "photo", "photos"],
];

/**
 * "Imported 2 plants, 3 waterings, 1 task and 1 photo into Sam's Garden (imported)": kinds with none
 * are left out, and so are status changes (a plant's history, not something the gardener made).
 */
export function importSummary(counts: ImportCounts, gardenName: string): string {
  const parts = NOUNS.filter(([key]) => counts[key] > 0).map(([key, one, many]) => `${counts[key]} ${counts[key] === 1 ? one : many}`);
  const listed = parts.length === 0 ? "an empty garden" : parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  return `Imported ${listed} into ${gardenName}.`;
}
