"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { History, Loader2, RotateCcw, ScanSearch, Search, WifiOff } from "lucide-react";
import { toast } from "sonner";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/layout/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useCatalogue, useUserPlants } from "@/hooks/use-garden";
import { usePhotoPreview } from "@/hooks/use-photo-preview";
import { diagnosesKey, useAiStatus } from "@/hooks/use-diagnoses";
import { queryKeys } from "@/hooks/query-keys";
import { apiErrorMessage, apiRequest, apiUpload } from "@/lib/api-client";
import type { AiStatus } from "@/lib/chat-types";
import type { Diagnosis, IdentifyResponse } from "@/lib/diagnosis";
import { catalogueMatch, identificationCandidates } from "@/lib/diagnosis-display";
import { plantOptionLabel } from "@/lib/plant-display";
import { uploadWithProgress } from "@/lib/upload-with-progress";
import { AddIdentifiedPlantDialog, type AddPlantFields } from "./add-identified-plant-dialog";
import { DiagnosisHistory } from "./diagnosis-history";
import { DiagnosisResults, IdentificationResultCard } from "./diagnosis-results";
import { PhotoDropZone } from "./photo-drop-zone";

const NO_PLANT = "none";

type AddTarget = { name: string; catalogueId: number | null };

function failureText(error: unknown): string {
  return apiErrorMessage(error) ?? (error instanceof Error && !/^\d{3}:/.test(error.message) ? error.message : "Please try again.");
}

export function DiagnoseView({ initialStatus }: { initialStatus: AiStatus }) {
  const queryClient = useQueryClient();
  const status = useAiStatus(initialStatus).data ?? initialStatus;
  const garden = useUserPlants();
  const catalogue = useCatalogue();
  const [photo, setPhoto] = useState<File | null>(null);
  const { preview, showPreview } = usePhotoPreview();
  const [userPlantId, setUserPlantId] = useState(NO_PLANT);
  const [question, setQuestion] = useState("");
  const [diagnosis, setDiagnosis] = useState<Diagnosis | null>(null);
  const [identification, setIdentification] = useState<IdentifyResponse | null>(null);
  const [historyVisible, setHistoryVisible] = useState(false);
  const [addTarget, setAddTarget] = useState<AddTarget | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  function choosePhoto(file: File | null) {
    showPreview(file);
    setPhoto(file);
  }

  function reset() {
    choosePhoto(null);
    setUserPlantId(NO_PLANT);
    setQuestion("");
    setDiagnosis(null);
    setIdentification(null);
  }

  const analyze = useMutation({
    mutationFn: async (image: File) => {
      const form = new FormData();
      form.set("image", image);
      if (userPlantId !== NO_PLANT) form.set("userPlantId", userPlantId);
      if (question.trim()) form.set("question", question.trim());
      setProgress(0);
      return uploadWithProgress<{ diagnosis: Diagnosis }>("/api/diagnose", form, setProgress);
    },
    onSuccess: async ({ diagnosis: result }) => {
      setDiagnosis(result);
      toast.success("Analysis complete!", { description: "Your plant has been analyzed successfully." });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: diagnosesKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.userPlantsWithWatering }),
        queryClient.invalidateQueries({ queryKey: queryKeys.userPlants }),
      ]);
    },
    onError: (error) => toast.error("Analysis failed", { description: failureText(error) }),
    onSettled: () => setProgress(null),
  });

  const identify = useMutation({
    mutationFn: async (image: File) => {
      const form = new FormData();
      form.set("image", image);
      setProgress(0);
      return uploadWithProgress<IdentifyResponse>("/api/identify-plant", form, setProgress);
    },
    onSuccess: (result) => {
      setIdentification(result);
      toast.success("Plant identified!", { description: `We found: ${result.identification.plant_name}` });
    },
    onError: (error) => toast.error("Identification failed", { description: failureText(error) }),
    onSettled: () => setProgress(null),
  });

  const addPlant = useMutation({
    mutationFn: async ({ target, fields }: { target: AddTarget; fields: AddPlantFields }) => {
      if (target.catalogueId) {
        await apiRequest("POST", "/api/user-plants/from-identification", { plantId: target.catalogueId, ...fields });
        return "catalogue" as const;
      }
      const form = new FormData();
      form.set("customCommonName", target.name);
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      if (photo) form.set("image", photo);
      await apiUpload("/api/user-plants/custom", form);
      return "custom" as const;
    },
    onSuccess: async (kind) => {
      setAddTarget(null);
      if (kind === "catalogue") {
        toast.success("Plant added successfully!", { description: "Your identified plant has been added to your garden." });
      } else {
        toast.success("Plant added!", { description: "The plant has been added to your garden." });
        // Spec §4: a custom add clears the identification, the image and the form.
        setIdentification(null);
        choosePhoto(null);
        setUserPlantId(NO_PLANT);
        setQuestion("");
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.userPlants }),
        queryClient.invalidateQueries({ queryKey: queryKeys.userPlantsWithWatering }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboardStats }),
      ]);
    },
    onError: (error) => toast.error("Failed to add plant", { description: failureText(error) }),
  });

  function requireImage(action: "analyze" | "identify"): File | null {
    if (!photo) toast.error("No image selected", { description: `Please select an image to ${action}.` });
    return photo;
  }

  function startAdd(name: string | undefined, catalogueId?: number | null) {
    if (!name) {
      toast.error("Plant data missing", { description: "No plant data available to add" });
      return;
    }
    setAddTarget({ name, catalogueId: catalogueId ?? null });
  }

  function addFromDiagnosis(result: Diagnosis, name?: string) {
    const candidates = identificationCandidates(result);
    const candidate = candidates.find((item) => item.name === name) ?? candidates[0];
    startAdd(candidate?.name, candidate ? (catalogueMatch(candidate, catalogue.data ?? [])?.id ?? null) : null);
  }

  const busy = analyze.isPending || identify.isPending;
  const uploading = progress !== null && progress < 1;

  return (
    <>
      <PageHeader
        title="Plant Diagnosis"
        subtitle="Upload a photo to identify plant issues and get expert advice"
        actions={
          <Button variant="outline" onClick={() => setHistoryVisible((visible) => !visible)} aria-expanded={historyVisible}>
            <History aria-hidden="true" /> {historyVisible ? "Hide History" : "View History"}
          </Button>
        }
      />
      {status.mode === "offline" ? (
        <p className="mb-4 flex items-start gap-2 rounded-lg border bg-card p-3 text-sm text-muted-foreground">
          <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Offline mode: no AI model is configured. Analysis measures the leaf colours in your photo; identification needs a model.
        </p>
      ) : (
        <p className="mb-4 text-sm text-muted-foreground">
          <Badge variant="secondary">Model: {status.visionModel}</Badge>
        </p>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card role="region" aria-labelledby="upload-heading">
          <CardHeader>
            <h2 id="upload-heading" className="text-lg font-semibold">
              Upload Plant Photo
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
                  {uploading ? `Uploading photo... ${Math.round(progress * 100)}%` : "Photo uploaded. Waiting for the answer..."}
                </p>
              </div>
            ) : null}
            <FormField id="diagnose-plant" label="Which plant is this? (Optional)">
              <Select value={userPlantId} onValueChange={setUserPlantId} disabled={busy}>
                <SelectTrigger id="diagnose-plant">
                  <SelectValue placeholder="Select from your plants" />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_PLANT}>Select from your plants</SelectItem>
                  {(garden.data ?? []).map((plant) => (
                    <SelectItem key={plant.id} value={String(plant.id)}>
                      {plantOptionLabel(plant)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
            <FormField id="diagnose-question" label="Specific question or concern? (Optional)">
              <Textarea
                id="diagnose-question"
                rows={3}
                maxLength={1000}
                value={question}
                disabled={busy}
                placeholder="e.g., Why are the leaves turning yellow? What are these spots?"
                onChange={(event) => setQuestion(event.target.value)}
              />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                disabled={!photo || busy}
                onClick={() => {
                  const image = requireImage("analyze");
                  if (image) analyze.mutate(image);
                }}
              >
                {analyze.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ScanSearch aria-hidden="true" />}
                {analyze.isPending ? "Analyzing..." : "Analyze Plant"}
              </Button>
              <Button
                type="button"
                variant="secondary"
                disabled={!photo || busy}
                onClick={() => {
                  const image = requireImage("identify");
                  if (image) identify.mutate(image);
                }}
              >
                {identify.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
                {identify.isPending ? "Identifying..." : "Identify Only"}
              </Button>
              <Button type="button" variant="outline" onClick={reset} disabled={busy}>
                <RotateCcw aria-hidden="true" /> Reset
              </Button>
            </div>
          </CardContent>
        </Card>

        <div className="grid content-start gap-4" aria-live="polite">
          {!diagnosis && !identification ? (
            <Card>
              <CardContent className="flex flex-col items-center gap-2 py-12 text-center text-muted-foreground">
                <ScanSearch className="size-10 text-primary" aria-hidden="true" />
                <p>Upload a photo to get started</p>
              </CardContent>
            </Card>
          ) : null}
          {identification ? (
            <IdentificationResultCard
              result={identification}
              onAdd={() => startAdd(identification.identification.plant_name, identification.plant?.id ?? null)}
            />
          ) : null}
          {diagnosis ? <DiagnosisResults diagnosis={diagnosis} onAdd={(name) => addFromDiagnosis(diagnosis, name)} /> : null}
        </div>
      </div>

      {historyVisible ? (
        <div className="mt-6">
          <DiagnosisHistory
            onAdd={(entry) => {
              setDiagnosis(entry);
              addFromDiagnosis(entry);
            }}
          />
        </div>
      ) : null}

      <AddIdentifiedPlantDialog
        plantName={addTarget?.name ?? ""}
        open={addTarget !== null}
        pending={addPlant.isPending}
        onOpenChange={(open) => {
          if (!open) setAddTarget(null);
        }}
        onAdd={(fields) => addTarget && addPlant.mutate({ target: addTarget, fields })}
      />
    </>
  );
}
