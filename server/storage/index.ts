import "server-only";
import { createBlobStorage } from "./blob";
import { createDiskStorage } from "./disk";
import { createS3Storage } from "./s3";
import { env } from "@/server/env";
import { getDb } from "@/server/db/client";
import { canSeePhoto, FILE_NOT_FOUND } from "@/server/garden/ownership";
import { notFound } from "@/server/http/errors";
import { isValidStorageKey, storageKeyOwner } from "./keys";
import type { FileStorage, StoredFile } from "./types";

export type { FileStorage, StoredFile } from "./types";

const UPLOADS_PREFIX = "/uploads/";

/**
 * The storage key behind an `/uploads/...` request path, or a 404 when the path is not
 * a gardener's file (catalogue images are static files under public/uploads).
 */
export function uploadKeyFromPath(segments: string[]): string {
  const key = segments.join("/");
  if (!storageKeyOwner(key)) throw notFound(FILE_NOT_FOUND);
  return key;
}

/** A stored file the gardener may see (server/garden/ownership.ts); anyone else's is answered exactly like a missing one. */
export async function readVisibleUpload(key: string, userId: string): Promise<StoredFile> {
  if (!(await canSeePhoto(await getDb(), userId, key, uploadUrl(key)))) throw notFound(FILE_NOT_FOUND);
  const file = await getStorage().get(key);
  if (!file) throw notFound(FILE_NOT_FOUND);
  return file;
}

let storage: FileStorage | undefined;

/** Vercel Blob when `BLOB_READ_WRITE_TOKEN` is set, an S3-compatible store when `S3_BUCKET` is, otherwise the local disk. Chosen on first use. */
export function getStorage(): FileStorage {
  const { blobToken, s3, uploadsDir } = env().storage;
  storage ??= blobToken ? createBlobStorage() : s3 ? createS3Storage(s3) : createDiskStorage(uploadsDir);
  return storage;
}

/** The URL our own `/uploads/...` route serves a stored file at, whichever backend holds it. */
export function uploadUrl(key: string): string {
  return UPLOADS_PREFIX + key;
}

/** The storage key behind an `/uploads/...` URL (any `?query` or `#hash` ignored), or null if it is not one. */
export function keyFromUploadUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_PREFIX)) return null;
  const [key = ""] = url.slice(UPLOADS_PREFIX.length).split(/[?#]/, 1);
  return isValidStorageKey(key) ? key : null;
}
