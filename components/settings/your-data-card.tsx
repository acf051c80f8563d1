"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { CheckCircle2, ClipboardList, Loader2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Label } from "@/components/ui/label";
import { useSwitchGarden } from "@/hooks/use-gardens";
import { useToasts } from "@/hooks/toasts";
import { useImportData } from "@/hooks/use-your-data";
import { importSummary } from "@/lib/import-summary";

const MEGABYTE = 1024 * 1024;

/** Settings → Your Data: download everything (GET /api/export), and import a download as new gardens (POST /api/import). */
export function YourDataCard({ maxImportMegabytes, directImports = false }: { maxImportMegabytes: number; directImports?: boolean }) {
  const t = useTranslations("DataSettings");
  const { describeFailure } = useToasts();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const importData = useImportData(setProgress, directImports);
  const switchGarden = useSwitchGarden();
  const result = importData.data;
  const uploading = importData.isPending && progress < 1;

  function choose(chosen: File | null) {
    importData.reset();
    setFile(chosen);
    setLocalError(chosen && chosen.size > maxImportMegabytes * MEGABYTE ? t("tooBig", { max: maxImportMegabytes }) : null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setLocalError(t("chooseFile"));
      return;
    }
    if (localError) return;
    setProgress(0);
    importData.mutate(file, {
      onSuccess: () => {
        setFile(null);
        if (inputRef.current) inputRef.current.value = "";
      },
    });
  }

  const error = localError ?? (importData.isError ? describeFailure(importData.error) : null);

  return (
    <Card role="region" aria-labelledby="your-data-heading">
      <CardHeader>
        <h2 id="your-data-heading" className="flex items-center gap-2 text-xl font-semibold">
          <ClipboardList className="size-5 text-primary" aria-hidden="true" /> {t("title")}
        </h2>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid justify-items-start gap-2">
          <Button asChild>
            {/* A plain link: the browser saves the file the server names (garden-export-<date>.zip). */}
            <a href="/api/export" download>
              {t("download")}
            </a>
          </Button>
          <p className="text-sm text-muted-foreground">{t("downloadHint")}</p>
        </div>

        <form onSubmit={onSubmit} className="grid gap-3 border-t pt-6" aria-labelledby="import-data-heading" noValidate>
          <h3 id="import-data-heading" className="font-semibold">
            {t("importTitle")}
          </h3>
          <p id={hintId} className="text-sm text-muted-foreground">
            {t("importHint", { max: maxImportMegabytes })}
          </p>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>{t("exportFile")}</Label>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept=".zip,.json,application/zip,application/json"
              aria-describedby={hintId}
              aria-invalid={localError ? true : undefined}
              disabled={importData.isPending}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
              className="block w-full rounded-md border border-input bg-background text-sm shadow-xs file:mr-3 file:border-0 file:border-r file:border-input file:bg-secondary file:px-3 file:py-2 file:text-sm file:font-medium file:text-secondary-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-50"
            />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="outline" disabled={importData.isPending}>
              {importData.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {importData.isPending ? (uploading ? t("uploading", { count: Math.round(progress * 100) }) : t("importing")) : t("import")}
            </Button>
            {importData.isPending ? (
              <progress value={progress} max={1} aria-label={t("uploadProgress")} className="h-2 w-40 overflow-hidden rounded-full accent-primary" />
            ) : null}
          </div>
          {error ? <ErrorAlert>{error}</ErrorAlert> : null}
          <div role="status" aria-live="polite">
            {result ? (
              <div className="grid gap-3 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
                <p className="flex items-start gap-2 font-medium">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {importSummary(result.imported, result.gardens.length > 1 ? `${result.gardens.length} new gardens` : result.gardenName)}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" disabled={switchGarden.isPending} onClick={() => switchGarden.mutate({ id: result.gardenId, name: result.gardenName })}>
                    {t("openGarden", { first: result.gardenName })}
                  </Button>
                  <Button size="sm" variant="outline" asChild>
                    <Link href="/gardens">{t("seeGardens")}</Link>
                  </Button>
                </div>
              </div>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
