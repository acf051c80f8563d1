// Reading stored diagnoses for display (docs/product.md#entities allows a few shapes) and the limits of docs/product.md#constants.
import type { Diagnosis, IdentificationCandidate } from "./diagnosis";
import type { CataloguePlant } from "./garden-types";

export const MAX_CANDIDATES = 3;
export const MAX_EXTRA_COMMON_NAMES = 2;
export const ADVICE_PREVIEW_LENGTH = 200;

type LooseCandidate = Partial<IdentificationCandidate> & { plant_name?: string; description?: string };

function parseDetails(details: unknown): Record<string, unknown> {
  if (typeof details === "string") {
    try {
      return JSON.parse(details) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return (details ?? {}) as Record<string, unknown>;
}

/** Candidates from `plantIdentification` or `plantAnalysis.plantIdentification`, using `name` or `plant_name`. */
export function identificationCandidates(diagnosis: Pick<Diagnosis, "diagnosis">): IdentificationCandidate[] {
  const details = parseDetails(diagnosis.diagnosis);
  const analysis = parseDetails(details.plantAnalysis);
  const list = (details.plantIdentification ?? analysis.plantIdentification ?? []) as LooseCandidate[];
  return list
    .map((item) => ({
      name: item.name ?? item.plant_name ?? "",
      scientificName: item.scientificName ?? "",
      commonNames: item.commonNames ?? [],
      confidence: typeof item.confidence === "number" ? item.confidence : 0,
    }))
    .filter((item) => item.name)
    .slice(0, MAX_CANDIDATES);
}

/** docs/product.md#constants: confidence as a rounded percent. */
export function confidencePercent(confidence: number | string | null | undefined): string | null {
  const value = typeof confidence === "string" ? Number(confidence) : confidence;
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  return `${Math.round(value * 100)}%`;
}

/** Up to two other common names, leaving out the one shown as the title. */
export function alsoKnownAs(candidate: IdentificationCandidate): string[] {
  return candidate.commonNames.filter((name) => name.toLowerCase() !== candidate.name.toLowerCase()).slice(0, MAX_EXTRA_COMMON_NAMES);
}

export function historyEntryName(diagnosis: Pick<Diagnosis, "diagnosis">): string {
  return identificationCandidates(diagnosis)[0]?.name ?? "Unknown Plant";
}

export function advicePreview(advice: string): string {
  return advice.length > ADVICE_PREVIEW_LENGTH ? `${advice.slice(0, ADVICE_PREVIEW_LENGTH)}...` : advice;
}

const clean = (name: string) =>
  name
    .toLowerCase()
    .replace(/['"‘’“”]/g, "")
    .replace(/\s+/g, " ")
    .trim();
/** The species without variety, subspecies or cultivar: "solanum lycopersicum var. cerasiforme" → "solanum lycopersicum". */
const species = (name: string) => clean(name.replace(/\b(var|subsp|cv)\.?\s+\S+/gi, ""));

/**
 * The catalogue plant a candidate names: the exact scientific name first, then a common
 * name, then the same species.
 */
export function catalogueMatch(
  candidate: Pick<IdentificationCandidate, "name" | "scientificName" | "commonNames">,
  catalogue: CataloguePlant[],
): CataloguePlant | null {
  const scientific = clean(candidate.scientificName);
  const names = [candidate.name, ...candidate.commonNames].map(clean);
  return (
    catalogue.find((plant) => scientific && clean(plant.scientificName) === scientific) ??
    catalogue.find((plant) => names.includes(clean(plant.commonName))) ??
    catalogue.find((plant) => scientific && species(plant.scientificName) === species(candidate.scientificName)) ??
    null
  );
}
