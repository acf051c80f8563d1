import { NextResponse } from "next/server";
import { importGardenerData, importLimitBytes, startImport } from "@/server/export/import";
import { readImportUpload } from "@/server/export/upload";
import { withUser } from "@/server/http/handler";

/**
 * Multipart: file (the zip or garden.json that GET /api/export saved). Each garden in it becomes
 * a new garden of the gardener's; one at a time per gardener, 20 an hour, both taken before the
 * body is read. This path skips proxy.ts (its body copy would cut a large file
 * short); next.config.ts gives it the security headers instead.
 */
export const POST = withUser(async ({ request, gardener }) => {
  const finish = await startImport(gardener.userId);
  try {
    const upload = await readImportUpload(request, importLimitBytes());
    return NextResponse.json(await importGardenerData(gardener, upload));
  } finally {
    await finish();
  }
});
