"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { DIRECT_IMPORT_ABOVE_BYTES, IMPORT_UPLOAD_CONTENT_TYPE, type ImportUploadResponse } from "@/lib/direct-upload";
import type { ImportResult } from "@/lib/export-schema";
import { sendWithProgress, uploadWithProgress } from "@/lib/upload-with-progress";
import { queryKeys } from "./query-keys";

/**
 * Imports a file that Download my data saved (POST /api/import), reporting the upload's progress
 * (0..1). With `direct` (the server's store takes uploads from the browser), a file over
 * DIRECT_IMPORT_ABOVE_BYTES goes to the store first and is imported from there, past the
 * platform's request limit.
 */
export function useImportData(onProgress: (fraction: number) => void, direct = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      if (direct && file.size > DIRECT_IMPORT_ABOVE_BYTES) return importThroughStore(file, onProgress);
      const form = new FormData();
      form.append("file", file);
      return uploadWithProgress<ImportResult>("/api/import", form, onProgress);
    },
    // The new gardens are in the switcher's list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.gardens }),
  });
}

async function importThroughStore(file: File, onProgress: (fraction: number) => void): Promise<ImportResult> {
  const { id, upload } = await apiJson<ImportUploadResponse>("POST", "/api/import/uploads", { size: file.size });
  if (upload.kind === "put") {
    await sendWithProgress<void>({ method: "PUT", url: upload.url, body: file, sameOrigin: false, headers: upload.headers }, onProgress);
  } else {
    // Vercel Blob's own client, loaded only for this.
    const { put } = await import("@vercel/blob/client");
    await put(upload.pathname, file, {
      access: "private",
      token: upload.token,
      contentType: IMPORT_UPLOAD_CONTENT_TYPE,
      multipart: true,
      onUploadProgress: ({ percentage }) => onProgress(percentage / 100),
    });
  }
  onProgress(1);
  return apiJson<ImportResult>("POST", "/api/import", { upload: id });
}
