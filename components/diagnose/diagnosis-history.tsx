"use client";

import { useTranslations } from "next-intl";
import { History, Plus } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ErrorAlert } from "@/components/ui/error-alert";
import { useDiagnosisHistory } from "@/hooks/use-diagnoses";
import type { Diagnosis } from "@/lib/diagnosis";
import { useFormat } from "@/hooks/use-format";
import { formatMoment } from "@/lib/format";
import { advicePreview, confidencePercent, historyEntryName, identificationCandidates } from "@/lib/diagnosis-display";

/** docs/product.md#screens 'Diagnosis History': fetched only while shown. */
export function DiagnosisHistory({ onAdd }: { onAdd: (entry: Diagnosis) => void }) {
  const t = useTranslations("Diagnose");
  const history = useDiagnosisHistory();
  const format = useFormat();
  return (
    <Card role="region" aria-labelledby="diagnosis-history-heading">
      <CardHeader>
        <h2 id="diagnosis-history-heading" className="flex items-center gap-2 text-lg font-semibold">
          <History className="size-5 text-primary" aria-hidden="true" /> {t("historyHeading")}
        </h2>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <p className="text-sm text-muted-foreground">{t("historyLoading")}</p>
        ) : history.isError ? (
          <ErrorAlert>{t("historyError")}</ErrorAlert>
        ) : history.data.diagnoses.length === 0 ? (
          <div className="grid gap-2 text-sm text-muted-foreground">
            <p>{t("historyEmpty")}</p>
            <details>
              <summary className="cursor-pointer">{t("rawData")}</summary>
              <pre className="mt-2 overflow-x-auto text-xs">{JSON.stringify(history.data, null, 2)}</pre>
            </details>
          </div>
        ) : (
          <ul className="grid gap-3">
            {history.data.diagnoses.map((entry) => {
              const name = historyEntryName(entry);
              const percent = confidencePercent(entry.confidence);
              return (
                <li key={entry.id} className="flex gap-3 rounded-lg border p-3">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a private photo served with the session cookie */}
                  <img src={entry.imageUrl} alt={t("photoOf", { plant: name })} loading="lazy" className="size-16 shrink-0 rounded-md object-cover" />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-semibold">{name}</p>
                    <p className="text-muted-foreground">
                      {formatMoment(entry.createdAt, "date-time", format)}
                      {percent ? ` · ${t("confidence", { percent })}` : ""}
                    </p>
                    <p className="mt-1 break-words">{advicePreview(entry.aiAdvice)}</p>
                    {identificationCandidates(entry).length > 0 ? (
                      <Button type="button" size="sm" variant="outline" className="mt-2" onClick={() => onAdd(entry)}>
                        <Plus aria-hidden="true" /> {t("addToGarden")}
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
