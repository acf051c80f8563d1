import { NextResponse } from "next/server";
import type { ImportUploadResponse } from "@/lib/direct-upload";
import { importUploadRequestSchema } from "@/lib/validations/export";
import { authorizeImportUpload } from "@/server/export/direct-upload";
import { parseJsonBody, withUser } from "@/server/http/handler";

/**
 * `{ size }` → 201 `{ id, upload }`: where the browser sends an import too large for a request
 * to the app (an S3 presigned PUT, or a Vercel Blob client token), valid 15 minutes; then
 * POST /api/import `{ upload: id }`. 400 on disk storage (the app's own route takes any import
 * there), 413 over the import limit, 429 after 20 an hour.
 */
export const POST = withUser(async ({ request, gardener }) => {
  const { size } = await parseJsonBody(request, importUploadRequestSchema);
  return NextResponse.json<ImportUploadResponse>(await authorizeImportUpload(gardener.userId, size), { status: 201 });
});
