// The rules that map rows to `garden.json` and back (issue 16): pure, so they are unit-tested
// on their own (rules.test.ts). README § "Your data" states them for gardeners.
import type { ExportedPerson, ExportedPlant } from "@/lib/export-schema";
import { CATALOGUE_IMAGE_PATTERN, EXPORT_PHOTOS_FOLDER } from "@/lib/export-schema";
import { asOneLine } from "@/lib/validations/common";
import { GARDEN_NAME_MAX_LENGTH } from "@/lib/validations/gardens";

export type ExportFormat = "zip" | "json";

/** `garden-export-2026-04-01.zip`: the day in the gardener's time zone. */
export function exportFileName(today: string, format: ExportFormat): string {
  return `garden-export-${today}.${format}`;
}

/** Who did something, for the record: their name, and whether it was the exporting gardener. */
export function exportedPerson(userId: string | null, name: string | null, exporterId: string): ExportedPerson {
  if (!userId) return null;
  return { name: name ?? "", self: userId === exporterId };
}

/**
 * Accounts do not travel between installs: what the exporting gardener did becomes the importing
 * gardener's, and what anyone else did becomes nobody's (as when an account is deleted).
 */
export function importedPerson(person: ExportedPerson, importerId: string): string | null {
  return person?.self ? importerId : null;
}

/**
 * Where a stored photo goes in the zip: `photos/<folder>/<file>` from its storage key
 * (`users/<id>/plants/<uuid>.jpg` → `photos/plants/<uuid>.jpg`; no account id), unique in the zip.
 */
export function zipPhotoPath(key: string, taken: ReadonlySet<string>): string {
  const segments = key.split("/");
  const fileName = segments.at(-1) ?? "photo.jpg";
  const folder = segments.length >= 2 ? segments.at(-2) : undefined;
  const base = `${EXPORT_PHOTOS_FOLDER}${folder ? `${folder}/` : ""}`;
  if (!taken.has(base + fileName)) return base + fileName;
  const dot = fileName.lastIndexOf(".");
  const [stem, extension] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ""];
  for (let copy = 2; ; copy += 1) {
    const candidate = `${base}${stem}-${copy}${extension}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The catalogue illustration an image URL shows, or null for a stored photo, an outside URL or none. */
export function catalogueImageOf(imageUrl: string | null): string | null {
  if (!imageUrl) return null;
  const path = imageUrl.split(/[?#]/, 1)[0]!;
  return CATALOGUE_IMAGE_PATTERN.test(path) && !path.includes("..") ? path : null;
}

/**
 * The image an imported plant shows: its own photo as stored on this install; else the catalogue
 * illustration it showed (the app's own files, never another gardener's photo); else, for a plant
 * whose photo was not imported (`garden.json` alone), `fallback` (its catalogue entry's image or
 * the plain plant image); else none.
 */
export function importedPlantImage(plant: Pick<ExportedPlant, "image" | "photo">, storedPhotoUrl: string | null, fallback: string): string | null {
  return storedPhotoUrl ?? catalogueImageOf(plant.image) ?? (plant.photo ? fallback : null);
}

export type CatalogueMatch = { plantId: number | null; isCustomPlant: boolean; customCommonName: string | null };
/** This install's catalogue entry for a slug. */
export type CatalogueEntry = { id: number; imagePath: string; category: string };

/**
 * A plant's catalogue entry on this install, by slug. A slug this install's catalogue lacks
 * (another version of the app) imports as a custom plant named as the catalogue called it, so
 * nothing the gardener kept is lost.
 */
export function catalogueMatch(plant: Pick<ExportedPlant, "catalogue" | "isCustomPlant" | "customCommonName">, catalogue: ReadonlyMap<string, CatalogueEntry>): CatalogueMatch {
  if (!plant.catalogue) return { plantId: null, isCustomPlant: plant.isCustomPlant, customCommonName: plant.customCommonName };
  const entry = catalogue.get(plant.catalogue.slug);
  if (entry) return { plantId: entry.id, isCustomPlant: plant.isCustomPlant, customCommonName: plant.customCommonName };
  return { plantId: null, isCustomPlant: true, customCommonName: plant.customCommonName ?? plant.catalogue.commonName.slice(0, 100) };
}

/**
 * The new garden's name: the imported garden's, or, when the gardener already has a garden of
 * that name, "<name> (imported)", "<name> (imported 2)", ... within the 60-character limit.
 */
export function importedGardenName(name: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((existing) => existing.trim().toLowerCase()));
  const trimmed = asOneLine(name).trim() || "Imported garden";
  if (!used.has(trimmed.toLowerCase())) return trimmed.slice(0, GARDEN_NAME_MAX_LENGTH);
  for (let copy = 1; ; copy += 1) {
    const suffix = copy === 1 ? " (imported)" : ` (imported ${copy})`;
    const candidate = `${trimmed.slice(0, GARDEN_NAME_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
