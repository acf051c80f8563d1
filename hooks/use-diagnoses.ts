"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { DiagnoseResponse, DiagnosisHistory, IdentifyResponse } from "@/lib/diagnosis";
import { shrinkPhotoForUpload } from "@/lib/shrink-photo";
import { uploadWithProgress } from "@/lib/upload-with-progress";
import type { DiagnoseFields } from "@/lib/validations/diagnose";
import { queryKeys } from "./query-keys";
import { refetchDiagnoses } from "./refetch";
import { explainedFailureToast } from "./toasts";

/** docs/product.md#states: fetched only when shown, so only the mounted history card calls this. */
export function useDiagnosisHistory() {
  return useQuery<DiagnosisHistory>({ queryKey: queryKeys.diagnoses });
}

/** Upload progress of the photo, 0..1. */
type OnProgress = (fraction: number) => void;

/** POST /api/diagnose (multipart: image, userPlantId?, question?). */
export function useAnalyzePlant(onProgress: OnProgress) {
  const queryClient = useQueryClient();
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
      toast.success("Analysis complete!", { description: "Your plant has been analyzed successfully." });
      // The answer shows at once; the history and the plant lists catch up behind it.
      void refetchDiagnoses(queryClient);
    },
    onError: (error) => explainedFailureToast("Analysis failed", error),
  });
}

/** POST /api/identify-plant (multipart: image). */
export function useIdentifyPlant(onProgress: OnProgress) {
  return useMutation({
    mutationFn: async (image: File) => {
      const form = new FormData();
      form.set("image", await shrinkPhotoForUpload(image));
      onProgress(0);
      return uploadWithProgress<IdentifyResponse>("/api/identify-plant", form, onProgress);
    },
    onSuccess: (result) => {
      toast.success("Plant identified!", { description: `We found: ${result.identification.plant_name}` });
    },
    onError: (error) => explainedFailureToast("Identification failed", error),
  });
}
