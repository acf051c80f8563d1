import "server-only";
import type { LeafColours, PlantProblem } from "@/lib/diagnosis";
import { formatList, formatPercent, type FormatOptions } from "@/lib/format";
import { DEFAULT_APP_LOCALE } from "@/lib/i18n/locales";
import { wordsIn } from "@/lib/i18n/words";
import { formatOptionsOf, type Gardener } from "@/server/account/gardener";

/** Above these shares of the leaf, yellowing or browning is reported as a likely problem. */
export const YELLOWING_PROBLEM_SHARE = 0.15;
export const BROWNING_PROBLEM_SHARE = 0.1;
/** Below this share of the photo, too little leaf was seen to judge. */
export const MIN_LEAF_COVERAGE = 0.05;

/** The words an estimate is written in ("OfflineDiagnosis" in locales/<code>/server.json) and the format of its numbers. */
export type DiagnosisWords = { t: Awaited<ReturnType<typeof wordsIn<"OfflineDiagnosis">>>; format: FormatOptions };

/** The words of an estimate in a gardener's language. */
export async function diagnosisWordsIn(gardener: Pick<Gardener, "timeZone"> & Partial<Pick<Gardener, "units" | "locale">>): Promise<DiagnosisWords> {
  return { t: await wordsIn(gardener.locale ?? DEFAULT_APP_LOCALE, "OfflineDiagnosis"), format: formatOptionsOf(gardener) };
}

export type OfflineEstimate = { status: "healthy" | "problems"; problems: PlantProblem[]; advice: string; confidence: number };

/**
 * An honest estimate from leaf colours alone, with its limits stated, in the gardener's words.
 * `plantName` is the kind of the gardener's plant the photo was linked to, if any: the estimate
 * never changes that plant's status (server/assistant/diagnoses.ts), and says so when it finds a
 * problem.
 */
export function offlineEstimate(colours: LeafColours, plantName: string | null, { t, format }: DiagnosisWords): OfflineEstimate {
  const percent = (share: number) => formatPercent(share, format);
  const subject = { named: plantName ? "yes" : "no", plant: plantName ?? "" };
  const limits = t("limits");
  if (colours.leafCoverage < MIN_LEAF_COVERAGE) {
    return { status: "healthy", problems: [], advice: `${t("tooLittleLeaf", subject)}\n\n${limits}`, confidence: 0 };
  }
  const problems: PlantProblem[] = [];
  const shown: string[] = [];
  if (colours.yellowing >= YELLOWING_PROBLEM_SHARE) {
    shown.push(t("yellowingShown"));
    problems.push({
      name: t("yellowing"),
      likelihood: Math.min(1, colours.yellowing * 2),
      symptoms: [t("yellowingSymptom", { share: percent(colours.yellowing) })],
      cause: t("yellowingCause"),
      treatment: t("yellowingTreatment"),
    });
  }
  if (colours.browning >= BROWNING_PROBLEM_SHARE) {
    shown.push(t("browningShown"));
    problems.push({
      name: t("browning"),
      likelihood: Math.min(1, colours.browning * 2),
      symptoms: [t("browningSymptom", { share: percent(colours.browning) })],
      cause: t("browningCause"),
      treatment: t("browningTreatment"),
    });
  }
  const measured = t("measured", { green: percent(colours.green), yellowing: percent(colours.yellowing), browning: percent(colours.browning) });
  const verdict = problems.length
    ? [t("shows", { ...subject, problems: formatList(shown, "and", format) }), ...problems.map((problem) => problem.treatment)].join(" ")
    : t("healthy", subject);
  const statusKept = plantName && problems.length ? `\n\n${t("statusKept", { plant: plantName })}` : "";
  return {
    status: problems.length ? "problems" : "healthy",
    problems,
    advice: `${verdict}${statusKept}\n\n${measured}\n\n${limits}`,
    // How much of the photo could be read as leaf, capped: colour alone is never certain.
    confidence: Math.min(0.6, Math.round(colours.leafCoverage * 1000) / 1000),
  };
}
