"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportResult } from "@/lib/export-schema";
import { uploadWithProgress } from "@/lib/upload-with-progress";
import { queryKeys } from "./query-keys";

/** Imports a file that Download my data saved (POST /api/import), reporting the upload's progress (0..1). */
export function useImportData(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return uploadWithProgress<ImportResult>("/api/import", form, onProgress);
    },
    // The new gardens are in the switcher's list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.gardens }),
  });
}
