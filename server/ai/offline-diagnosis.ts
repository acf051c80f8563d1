import "server-only";
import { noModelOnThisServer } from "@/lib/chat-types";
import type { LeafColours, PlantProblem } from "@/lib/diagnosis";

/** Above these shares of the leaf, yellowing or browning is reported as a likely problem. */
export const YELLOWING_PROBLEM_SHARE = 0.15;
export const BROWNING_PROBLEM_SHARE = 0.1;
/** Below this share of the photo, too little leaf was seen to judge. */
export const MIN_LEAF_COVERAGE = 0.05;

const percent = (share: number) => `${Math.round(share * 100)}%`;

export type OfflineEstimate = { status: "healthy" | "problems"; problems: PlantProblem[]; advice: string; confidence: number };

/**
 * An honest estimate from leaf colours alone, with its limits stated. `plantName` is the kind of
 * the gardener's plant the photo was linked to, if any: the estimate never changes that plant's
 * status (server/assistant/diagnoses.ts), and says so when it finds a problem.
 */
export function offlineEstimate(colours: LeafColours, plantName: string | null): OfflineEstimate {
  const subject = plantName ? `your ${plantName}` : "this plant";
  const limits = `This is an offline estimate from the colours in the photo only: it cannot recognise pests, diseases or the plant itself. ${noModelOnThisServer("for a full diagnosis")}`;
  if (colours.leafCoverage < MIN_LEAF_COVERAGE) {
    return {
      status: "healthy",
      problems: [],
      advice: `I could not find enough leaf in this photo to judge ${subject}. Try a closer, well-lit photo of the leaves.\n\n${limits}`,
      confidence: 0,
    };
  }
  const problems: PlantProblem[] = [];
  if (colours.yellowing >= YELLOWING_PROBLEM_SHARE) {
    problems.push({
      name: "Yellowing leaves",
      likelihood: Math.min(1, colours.yellowing * 2),
      symptoms: [`${percent(colours.yellowing)} of the leaf area is yellow`],
      cause: "Most often too much water or poor drainage, a lack of nitrogen, or old leaves dying back naturally.",
      treatment:
        "Let the top of the soil dry before watering again, check the pot drains, and feed with a balanced fertiliser if the plant has not been fed for a while.",
    });
  }
  if (colours.browning >= BROWNING_PROBLEM_SHARE) {
    problems.push({
      name: "Browning leaves",
      likelihood: Math.min(1, colours.browning * 2),
      symptoms: [`${percent(colours.browning)} of the leaf area is brown`],
      cause: "Often dry soil, sun or frost scorch, or a fungal leaf spot.",
      treatment:
        "Water deeply and regularly, move it out of harsh midday sun or cold, and remove badly spotted leaves so a disease cannot spread.",
    });
  }
  const measured = `Leaf colours: ${percent(colours.green)} healthy green, ${percent(colours.yellowing)} yellowing, ${percent(colours.browning)} browning.`;
  const verdict = problems.length
    ? `${subject.charAt(0).toUpperCase()}${subject.slice(1)} shows ${problems.map((problem) => problem.name.toLowerCase()).join(" and ")}. ${problems.map((problem) => problem.treatment).join(" ")}`
    : `The leaves of ${subject} look mostly healthy and green.`;
  const statusKept =
    plantName && problems.length
      ? `\n\nThe status of ${subject} in My Garden was left as it was: an estimate from colours alone is not sure enough to change it. Set it to Monitor yourself if you agree.`
      : "";
  return {
    status: problems.length ? "problems" : "healthy",
    problems,
    advice: `${verdict}${statusKept}\n\n${measured}\n\n${limits}`,
    // How much of the photo could be read as leaf, capped: colour alone is never certain.
    confidence: Math.min(0.6, Math.round(colours.leafCoverage * 1000) / 1000),
  };
}
