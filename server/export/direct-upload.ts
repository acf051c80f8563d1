import "server-only";
// An import larger than a platform's request-body limit (Vercel's functions take 4.5 MB) goes
// from the browser straight to the photo store (S3 or Vercel Blob), which the server authorises
// for that one file, and is imported from there: POST /api/import/uploads, then POST /api/import
// with { upload }. On disk storage the app's own route takes every import.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { pendingUploads } from "@/server/db/schema";
import { readStreamBytes } from "@/server/http/body";
import { HttpError } from "@/server/http/errors";
import { takeRateLimit } from "@/server/rate-limit";
import { rateLimitBucket } from "@/server/rate-limit-buckets.mjs";
import { IMPORT_UPLOAD_CONTENT_TYPE, type ImportUploadResponse } from "@/lib/direct-upload";
import { getStorage } from "@/server/storage";
import { userFileKey } from "@/server/storage/keys";
import { importLimitBytes } from "./import";
import { importTooLarge, type UploadedFile } from "./upload";

/** How long the browser has to start its upload. */
const UPLOAD_VALID_SECONDS = 15 * 60;
const UPLOADS_PER_HOUR = { windowMs: 60 * 60 * 1000, max: 20, message: "You can upload 20 imports an hour. Please try again later." };
const GONE = "That upload is not here (it may have expired). Choose the file and import it again.";

/** Whether this server's store takes imports straight from the browser. */
export function directImportsOffered(): boolean {
  return getStorage().authorizeUpload !== undefined;
}

const uploadKey = (userId: string, id: string) => userFileKey(userId, "imports", id);

/**
 * Authorises the browser to put one file of `size` bytes in the gardener's imports folder. It is
 * marked pending, so the photo sweep removes it if it is never imported.
 */
export async function authorizeImportUpload(userId: string, size: number): Promise<ImportUploadResponse> {
  const storage = getStorage();
  if (!storage.authorizeUpload) throw new HttpError(400, "This server takes imports in the request itself: send the file to POST /api/import.");
  if (size > importLimitBytes()) throw importTooLarge(importLimitBytes());
  await takeRateLimit(rateLimitBucket("import-upload", userId), [UPLOADS_PER_HOUR]);
  const id = randomUUID();
  const key = uploadKey(userId, id);
  await (await getDb()).insert(pendingUploads).values({ key });
  return { id, upload: await storage.authorizeUpload(key, IMPORT_UPLOAD_CONTENT_TYPE, size, UPLOAD_VALID_SECONDS) };
}

/** The uploaded file, read from the store (at most the import limit); a 404 when it is not the gardener's or not there. */
export async function readUploadedImport(userId: string, id: string): Promise<UploadedFile> {
  const file = await getStorage().get(uploadKey(userId, id));
  if (!file) throw new HttpError(404, GONE);
  const limit = importLimitBytes();
  if (file.body instanceof Uint8Array) {
    if (file.body.byteLength > limit) throw importTooLarge(limit);
    return { bytes: file.body, fileName: id };
  }
  return { bytes: await readStreamBytes(file.body, file.size ?? 0, limit, () => importTooLarge(limit)), fileName: id };
}

/** Removes the uploaded file and its pending mark, once imported or refused; a failure is left to the sweep. */
export async function discardUploadedImport(userId: string, id: string): Promise<void> {
  const key = uploadKey(userId, id);
  try {
    await getStorage().remove(key);
    await (await getDb()).delete(pendingUploads).where(eq(pendingUploads.key, key));
  } catch (error) {
    console.warn("Could not remove an imported upload; the sweep will:", key, error);
  }
}
