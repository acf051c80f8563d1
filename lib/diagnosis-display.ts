// Reading stored diagnoses for display (spec §3 allows a few shapes) and the §9 limits.
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

/** Spec §9: confidence as a rounded percent. */
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

const normalise = (name: string) => name.toLowerCase().replace(/\s+/g, " ").trim();

/** The catalogue plant a candidate names: scientific name first, then common names. */
export function catalogueMatch(candidate: IdentificationCandidate, catalogue: CataloguePlant[]): CataloguePlant | null {
  const scientific = normalise(candidate.scientificName);
  const names = [candidate.name, ...candidate.commonNames].map(normalise);
  return (
    catalogue.find((plant) => scientific && normalise(plant.scientificName) === scientific) ??
    catalogue.find((plant) => names.includes(normalise(plant.commonName))) ??
    null
  );
}
