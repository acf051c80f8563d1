"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { DiagnoseResponse, DiagnosisHistory, IdentifyResponse } from "@/lib/diagnosis";
import { shrinkPhotoForUpload } from "@/lib/shrink-photo";
import { uploadWithProgress } from "@/lib/upload-with-progress";
import type { DiagnoseFields } from "@/lib/validations/diagnose";
import { queryKeys } from "./query-keys";
import { refetchDiagnoses } from "./refetch";
import { useToasts } from "./toasts";

/** docs/product.md#states: fetched only when shown, so only the mounted history card calls this. */
export function useDiagnosisHistory() {
  return useQuery<DiagnosisHistory>({ queryKey: queryKeys.diagnoses });
}

/** Upload progress of the photo, 0..1. */
type OnProgress = (fraction: number) => void;

/** POST /api/diagnose (multipart: image, userPlantId?, question?). */
export function useAnalyzePlant(onProgress: OnProgress) {
  const queryClient = useQueryClient();
  const { t, explainedFailure } = useToasts();
  return useMutation({
    mutationFn: async ({ image, userPlantId, question }: DiagnoseFields & { image: File }) => {
      const form = new FormData();
      form.set("image", await shrinkPhotoForUpload(image));
      if (userPlantId) form.set("userPlantId", String(userPlantId));
      if (question?.trim()) form.set("question", question.trim());
      onProgress(0);
      return uploadWithProgress<DiagnoseResponse>("/api/diagnose", form, onProgress);
    },
    onSuccess: () => {
      toast.success(t("analysisComplete"), { description: t("analysisCompleteText") });
      // The answer shows at once; the history and the plant lists catch up behind it.
      void refetchDiagnoses(queryClient);
    },
    onError: (error) => explainedFailure(t("analysisFailed"), error),
  });
}

/** POST /api/identify-plant (multipart: image). */
export function useIdentifyPlant(onProgress: OnProgress) {
  const { t, explainedFailure } = useToasts();
  return useMutation({
    mutationFn: async (image: File) => {
      const form = new FormData();
      form.set("image", await shrinkPhotoForUpload(image));
      onProgress(0);
      return uploadWithProgress<IdentifyResponse>("/api/identify-plant", form, onProgress);
    },
    onSuccess: (result) => {
      toast.success(t("plantIdentified"), { description: t("plantIdentifiedText", { plant: result.identification.plant_name }) });
    },
    onError: (error) => explainedFailure(t("identificationFailed"), error),
  });
}
