import { NextResponse } from "next/server";
import { z } from "@/lib/zod";
import type { ImportResult } from "@/lib/export-schema";
import { importFromUploadSchema } from "@/lib/validations/export";
import { discardUploadedImport, readUploadedImport } from "@/server/export/direct-upload";
import { importGardenerData, importLimitBytes, startImport } from "@/server/export/import";
import { readImportUpload } from "@/server/export/upload";
import { HttpError } from "@/server/http/errors";
import { parseJsonBody, withUser } from "@/server/http/handler";

const NOT_AN_IMPORT_FORM = 'Send the file as multipart/form-data, in a field named "file"; a file sent to the store first (POST /api/import/uploads) is imported with JSON { "upload": id }.';

/**
 * Multipart: file (the zip or garden.json that GET /api/export saved); or JSON `{ upload }`: a
 * file the browser sent straight to the store (POST /api/import/uploads), removed once read.
 * Each garden in it becomes a new garden of the gardener's; one at a time per gardener, 20 an
 * hour, both taken before the body is read. This path skips proxy.ts (its body copy would cut a
 * large file short); next.config.ts gives it the security headers instead.
 */
export const POST = withUser(async ({ request, gardener }) => {
  const finish = await startImport(gardener.userId);
  try {
    if (request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
      // JSON is only ever { upload } (garden.json itself goes as a file in the form).
      const { upload: id } = await parseJsonBody(request, importFromUploadSchema).catch((error: unknown) => {
        throw error instanceof z.ZodError || (error instanceof HttpError && error.status === 400) ? new HttpError(400, NOT_AN_IMPORT_FORM) : error;
      });
      try {
        return NextResponse.json<ImportResult>(await importGardenerData(gardener, await readUploadedImport(gardener.userId, id)));
      } finally {
        await discardUploadedImport(gardener.userId, id);
      }
    }
    const upload = await readImportUpload(request, importLimitBytes());
    return NextResponse.json<ImportResult>(await importGardenerData(gardener, upload));
  } finally {
    await finish();
  }
});
