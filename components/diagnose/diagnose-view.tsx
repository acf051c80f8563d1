"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { History, Loader2, RotateCcw, ScanSearch, Search, WifiOff } from "@/components/ui/icons";
import { FormField } from "@/components/ui/form-field";
import { OwnPlantSelect } from "@/components/garden/own-plant-select";
import { usePlantStatusLabel } from "@/components/garden/plant-status-badge";
import { PageHeader } from "@/components/layout/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Textarea } from "@/components/ui/textarea";
import { useAddCataloguePlant, useAddCustomPlant, useCatalogue, useUserPlants } from "@/hooks/use-plants";
import { useAnalyzePlant, useIdentifyPlant } from "@/hooks/use-diagnoses";
import { usePhotoPreview } from "@/hooks/use-photo-preview";
import { usePlantNames } from "@/hooks/use-plant-names";
import type { AiStatus } from "@/lib/chat-types";
import type { Diagnosis, DiagnosisStatusChange, IdentifyResponse } from "@/lib/diagnosis";
import { catalogueMatch, identificationCandidates } from "@/lib/diagnosis-display";
import { AddIdentifiedPlantDialog, type AddPlantFields } from "./add-identified-plant-dialog";
import { DiagnosisHistory } from "./diagnosis-history";
import { DiagnosisResults, IdentificationResultCard } from "./diagnosis-results";
import { PhotoDropZone } from "./photo-drop-zone";

/** The plant to add: a catalogue plant when the identification matched one, else a custom plant with the photo. */
type AddTarget = { name: string; catalogueId: number | null };

export function DiagnoseView({ status }: { status: AiStatus }) {
  const t = useTranslations("Diagnose");
  const statusLabel = usePlantStatusLabel();
  const names = usePlantNames();
  const catalogue = useCatalogue();
  const ownPlants = useUserPlants();
  const identifyReasonId = useId();
  const canIdentify = status.mode === "model";
  const [photo, setPhoto] = useState<File | null>(null);
  const { preview, showPreview } = usePhotoPreview();
  const [userPlantId, setUserPlantId] = useState<number | null>(null);
  const [question, setQuestion] = useState("");
  const [diagnosis, setDiagnosis] = useState<Diagnosis | null>(null);
  const [statusChange, setStatusChange] = useState<DiagnosisStatusChange | null>(null);
  const [identification, setIdentification] = useState<IdentifyResponse | null>(null);
  const [historyVisible, setHistoryVisible] = useState(false);
  const [addTarget, setAddTarget] = useState<AddTarget | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const analyze = useAnalyzePlant(setProgress);
  const identify = useIdentifyPlant(setProgress);
  const addCataloguePlant = useAddCataloguePlant("identification");
  const addCustomPlant = useAddCustomPlant("identification");

  function choosePhoto(file: File | null) {
    showPreview(file);
    setPhoto(file);
  }

  function reset() {
    choosePhoto(null);
    setUserPlantId(null);
    setQuestion("");
    setDiagnosis(null);
    setStatusChange(null);
    setIdentification(null);
  }

  function startAnalysis(image: File) {
    analyze.mutate(
      { image, userPlantId: userPlantId ?? undefined, question },
      {
        onSuccess: (result) => {
          setDiagnosis(result.diagnosis);
          setStatusChange(result.statusChange);
        },
        onSettled: () => setProgress(null),
      },
    );
  }

  function startIdentification(image: File) {
    identify.mutate(image, { onSuccess: setIdentification, onSettled: () => setProgress(null) });
  }

  function addPlant(target: AddTarget, fields: AddPlantFields) {
    const added = { onSuccess: () => setAddTarget(null) };
    if (target.catalogueId) {
      addCataloguePlant.mutate({ plantId: target.catalogueId, ...fields }, added);
      return;
    }
    const form = new FormData();
    form.set("customCommonName", target.name);
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
    if (photo) form.set("image", photo);
    addCustomPlant.mutate(form, {
      onSuccess: () => {
        setAddTarget(null);
        // docs/product.md#states: a custom add clears the identification, the image and the form.
        setIdentification(null);
        choosePhoto(null);
        setUserPlantId(null);
        setQuestion("");
      },
    });
  }

  /** Adds the named candidate (else the first) of an analysis; the buttons exist only when there is one. */
  function addFromDiagnosis(result: Diagnosis, name?: string) {
    const candidates = identificationCandidates(result);
    const candidate = candidates.find((item) => item.name === name) ?? candidates[0];
    if (candidate) setAddTarget({ name: candidate.name, catalogueId: catalogueMatch(candidate, catalogue.data ?? [])?.id ?? null });
  }

  const busy = analyze.isPending || identify.isPending;
  const changedPlant = statusChange ? ownPlants.data?.find((plant) => plant.id === statusChange.userPlantId) : undefined;
  // A diagnosis that changed a plant's status says so (only a model's does: server/assistant/diagnoses.ts).
  const statusNote = statusChange
    ? t("statusNote", { plant: changedPlant ? names.optionLabel(changedPlant) : t("yourPlant"), status: statusLabel(statusChange.status) })
    : null;
  const uploading = progress !== null && progress < 1;

  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        actions={
          <Button variant="outline" onClick={() => setHistoryVisible((visible) => !visible)} aria-expanded={historyVisible}>
            <History aria-hidden="true" /> {historyVisible ? t("hideHistory") : t("viewHistory")}
          </Button>
        }
      />
      {status.mode === "offline" ? (
        <p className="mb-4 flex items-start gap-2 rounded-lg border bg-card p-3 text-sm text-muted-foreground">
          <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t("offlineMode")}
        </p>
      ) : (
        <p className="mb-4 text-sm text-muted-foreground">
          <Badge variant="secondary">{t("model", { model: status.visionModel ?? "" })}</Badge>
        </p>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card role="region" aria-labelledby="upload-heading">
          <CardHeader>
            <h2 id="upload-heading" className="text-lg font-semibold">
              {t("uploadHeading")}
            </h2>
          </CardHeader>
          <CardContent className="grid gap-4">
            <PhotoDropZone preview={preview} onSelect={choosePhoto} onRemove={() => choosePhoto(null)} disabled={busy} />
            {progress !== null ? (
              <div className="grid gap-1" aria-live="polite">
                <div className="h-2 overflow-hidden rounded-full bg-muted">
                  <div className="h-full bg-primary transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
                </div>
                <p className="text-xs text-muted-foreground">
                  {uploading ? t("uploading", { percent: Math.round(progress * 100) }) : t("uploaded")}
                </p>
              </div>
            ) : null}
            <OwnPlantSelect
              id="diagnose-plant"
              label={t("whichPlant")}
              noneLabel={t("selectOwnPlant")}
              value={userPlantId}
              onChange={setUserPlantId}
              disabled={busy}
            />
            <FormField id="diagnose-question" label={t("question")}>
              <Textarea
                id="diagnose-question"
                rows={3}
                maxLength={1000}
                value={question}
                disabled={busy}
                placeholder={t("questionPlaceholder")}
                onChange={(event) => setQuestion(event.target.value)}
              />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                disabled={!photo || busy}
                onClick={() => photo && startAnalysis(photo)}
              >
                {analyze.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ScanSearch aria-hidden="true" />}
                {analyze.isPending ? t("analyzing") : t("analyze")}
              </Button>
              <Button
                type="button"
                variant="secondary"
                disabled={!photo || busy || !canIdentify}
                aria-describedby={canIdentify ? undefined : identifyReasonId}
                onClick={() => photo && startIdentification(photo)}
              >
                {identify.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
                {identify.isPending ? t("identifying") : t("identify")}
              </Button>
              <Button type="button" variant="outline" onClick={reset} disabled={busy}>
                <RotateCcw aria-hidden="true" /> {t("reset")}
              </Button>
            </div>
            {canIdentify ? null : (
              <p id={identifyReasonId} className="text-sm text-muted-foreground">
                {t("noModelForIdentification")}
              </p>
            )}
          </CardContent>
        </Card>

        <div className="grid content-start gap-4" aria-live="polite">
          {!diagnosis && !identification ? (
            <Card>
              <CardContent className="flex flex-col items-center gap-2 py-12 text-center text-muted-foreground">
                <ScanSearch className="size-10 text-primary" aria-hidden="true" />
                <p>{t("emptyResult")}</p>
              </CardContent>
            </Card>
          ) : null}
          {identification ? (
            <IdentificationResultCard
              result={identification}
              onAdd={() => setAddTarget({ name: identification.identification.plant_name, catalogueId: identification.plant?.id ?? null })}
            />
          ) : null}
          {diagnosis ? (
            <DiagnosisResults diagnosis={diagnosis} statusNote={statusNote} onAdd={(name) => addFromDiagnosis(diagnosis, name)} />
          ) : null}
        </div>
      </div>

      {historyVisible ? (
        <div className="mt-6">
          <DiagnosisHistory
            onAdd={(entry) => {
              setDiagnosis(entry);
              setStatusChange(null);
              addFromDiagnosis(entry);
            }}
          />
        </div>
      ) : null}

      <AddIdentifiedPlantDialog
        plantName={addTarget?.name ?? ""}
        open={addTarget !== null}
        pending={addCataloguePlant.isPending || addCustomPlant.isPending}
        onOpenChange={(open) => {
          if (!open) setAddTarget(null);
        }}
        onAdd={(fields) => addTarget && addPlant(addTarget, fields)}
      />
    </>
  );
}
