"use client";

import { useTranslations } from "next-intl";
import { Leaf, Plus, Sparkles } from "@/components/ui/icons";
import { MarkdownMessage } from "@/components/chat/markdown-message";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { Diagnosis, IdentifyResponse } from "@/lib/diagnosis";
import { alsoKnownAs, confidencePercent, identificationCandidates } from "@/lib/diagnosis-display";

function CardHeading({ icon: Icon, children }: { icon: typeof Leaf; children: React.ReactNode }) {
  return (
    <h2 className="flex items-center gap-2 text-lg font-semibold">
      <Icon className="size-5 text-primary" aria-hidden="true" /> {children}
    </h2>
  );
}

/** 'Plant Identification' (up to 3 candidates) and 'AI Plant Advice' for an analysis. */
export function DiagnosisResults({
  diagnosis,
  statusNote,
  onAdd,
}: {
  diagnosis: Diagnosis;
  /** What the diagnosis changed in My Garden, if anything. */
  statusNote?: string | null;
  onAdd: (plantName: string) => void;
}) {
  const t = useTranslations("Diagnose");
  const candidates = identificationCandidates(diagnosis);
  const top = candidates[0];
  const problems = diagnosis.diagnosis.plantAnalysis?.health?.problems ?? [];
  return (
    <div className="grid gap-4">
      {diagnosis.source === "offline" ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t("offlineEstimate")}
        </p>
      ) : null}
      {statusNote ? (
        <p role="status" className="rounded-lg border bg-card p-3 text-sm font-medium">
          {statusNote}
        </p>
      ) : null}
      <Card role="region" aria-label={t("identificationHeading")}>
        <CardHeader>
          <CardHeading icon={Leaf}>{t("identificationHeading")}</CardHeading>
        </CardHeader>
        <CardContent className="grid gap-3">
          {candidates.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("notIdentified")}</p>
          ) : (
            <ol className="grid gap-3">
              {candidates.map((candidate) => {
                const others = alsoKnownAs(candidate);
                return (
                  <li key={`${candidate.name}-${candidate.scientificName}`} className="flex items-start justify-between gap-3 rounded-lg border p-3">
                    <div className="min-w-0">
                      <p className="font-semibold">{candidate.name}</p>
                      {candidate.scientificName ? <p className="text-sm text-muted-foreground italic">{candidate.scientificName}</p> : null}
                      {others.length ? <p className="text-sm text-muted-foreground">{t("alsoKnownAs", { names: others.join(", ") })}</p> : null}
                    </div>
                    <Badge variant="secondary">{confidencePercent(candidate.confidence)}</Badge>
                  </li>
                );
              })}
            </ol>
          )}
          {top ? (
            <Button type="button" onClick={() => onAdd(top.name)}>
              <Plus aria-hidden="true" /> {t("addPlantToGarden", { plant: top.name })}
            </Button>
          ) : null}
        </CardContent>
      </Card>
      <Card role="region" aria-label={t("adviceHeading")}>
        <CardHeader>
          <CardHeading icon={Sparkles}>{t("adviceHeading")}</CardHeading>
        </CardHeader>
        <CardContent className="grid gap-3">
          {problems.length ? (
            <ul className="grid gap-2">
              {problems.map((problem) => (
                <li key={problem.name} className="rounded-lg bg-accent/50 p-3 text-sm">
                  <p className="font-semibold">
                    {problem.name} <span className="font-normal text-muted-foreground">{t("likelihood", { percent: confidencePercent(problem.likelihood) ?? "" })}</span>
                  </p>
                  {problem.cause ? <p className="mt-1">{problem.cause}</p> : null}
                  {problem.treatment ? <p className="mt-1">{problem.treatment}</p> : null}
                </li>
              ))}
            </ul>
          ) : null}
          {diagnosis.aiAdvice ? (
            <MarkdownMessage text={diagnosis.aiAdvice} />
          ) : (
            <pre className="overflow-x-auto text-xs">{JSON.stringify(diagnosis.diagnosis, null, 2)}</pre>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** The identification-only result: name, confidence badge, description and 'Care Tips:'. */
export function IdentificationResultCard({ result, onAdd }: { result: IdentifyResponse; onAdd: () => void }) {
  const t = useTranslations("Diagnose");
  const { identification } = result;
  return (
    <Card role="region" aria-label={t("identificationHeading")}>
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div>
          <CardHeading icon={Leaf}>{identification.plant_name}</CardHeading>
          <p className="text-sm text-muted-foreground italic">{identification.scientific_name}</p>
        </div>
        <Badge>{t("confident", { percent: confidencePercent(identification.confidence) ?? "" })}</Badge>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>{identification.description}</p>
        <div>
          <p className="font-semibold">{t("careTips")}</p>
          <p>{identification.care_tips}</p>
        </div>
        {result.plant ? (
          <p className="text-muted-foreground">{t("inCatalogue", { name: result.plant.commonName })}</p>
        ) : (
          <p className="text-muted-foreground">{t("notInCatalogue")}</p>
        )}
        {result.canAddToGarden ? (
          <Button type="button" onClick={onAdd}>
            <Plus aria-hidden="true" /> {t("addPlantToGarden", { plant: identification.plant_name })}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
