import "server-only";
import { randomUUID } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import sharp from "sharp";
import { detectImageType, type ImageType } from "@/lib/image-type";
import { containsNul, CONTROL_CHARACTERS_MESSAGE } from "@/lib/validations/common";
import { getDb, type DbExecutor } from "@/server/db/client";
import { pendingUploads } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";
import { getStorage, uploadUrl } from "@/server/storage";
import { userFileKey, type PhotoFolder } from "@/server/storage/keys";

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
// Room for the multipart boundaries and the small text fields sent beside the photo.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
// Far beyond any phone camera; a small file that claims more is a decompression bomb.
const MAX_PHOTO_PIXELS = 50_000_000;
const MAX_STORED_EDGE = 2048;
const JPEG_QUALITY = 85;

export type StoredPhoto = { key: string; url: string; width: number; height: number };

const photoTooLarge = () => new HttpError(413, "Photos must be 10 MB or smaller.");
const notAPhoto = () => new HttpError(415, "Please upload a JPEG, PNG, WebP or HEIC photo.");

/** Refuses an oversized upload from its Content-Length, before the body is read. */
export function assertUploadSize(request: Request): void {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_PHOTO_BYTES + MULTIPART_OVERHEAD_BYTES) throw photoTooLarge();
}

/** Reads a photo form (multipart): oversized is a 413 before any byte is read; not multipart is a 400. */
export async function readPhotoForm(request: Request): Promise<FormData> {
  assertUploadSize(request);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new HttpError(400, "Send the form as multipart/form-data.");
  }
  for (const [name, value] of form) {
    if (containsNul(name) || containsNul(value)) throw new HttpError(400, CONTROL_CHARACTERS_MESSAGE);
  }
  return form;
}

/** The photo in a multipart form field; null when none was chosen. */
export function photoFromForm(form: FormData, field = "image"): File | null {
  const value = form.get(field);
  if (value === null) return null;
  if (typeof value === "string") throw new HttpError(400, `The "${field}" field must be a file.`);
  return value.size === 0 ? null : value;
}

function unreadablePhoto(error: unknown, type: ImageType): HttpError {
  const message = error instanceof Error ? error.message : "";
  if (message.includes("pixel limit")) {
    return new HttpError(413, "That photo has too many pixels. Please upload one of at most 50 megapixels.");
  }
  if (type === "heic") {
    // Prebuilt sharp ships libheif without an HEVC decoder, so most iPhone photos can't be read.
    return new HttpError(
      415,
      "This server can't read HEIC photos. Please upload a JPEG or PNG instead (on an iPhone, choose Settings › Camera › Formats › Most Compatible).",
    );
  }
  return new HttpError(415, "That photo could not be read; the file may be damaged. Please try another JPEG, PNG or WebP photo.");
}

/**
 * Decodes and re-encodes as a baseline sRGB JPEG, upright and at most 2048 px
 * on its long edge. sharp keeps no metadata unless asked, so EXIF (with GPS),
 * XMP and ICC profiles are dropped here.
 */
async function reencodeAsJpeg(bytes: Uint8Array, type: ImageType) {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" })
      .rotate()
      .resize(MAX_STORED_EDGE, MAX_STORED_EDGE, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw unreadablePhoto(error, type);
  }
}

export type PreparedPhoto = { data: Uint8Array; width: number; height: number };

/**
 * Checks that an upload really is a photo (by its bytes, not its name) and re-encodes it
 * as an upright sRGB JPEG with no metadata.
 */
export async function preparePhoto(photo: Blob): Promise<PreparedPhoto> {
  if (photo.size > MAX_PHOTO_BYTES) throw photoTooLarge();
  const bytes = new Uint8Array(await photo.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) throw notAPhoto();
  const { data, info } = await reencodeAsJpeg(bytes, type);
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

/**
 * Prepares a photo (see `preparePhoto`) and stores it in the gardener's own folder as
 * `<folder>/<uuid>.jpg`, marked pending: it becomes the gardener's for good only when the
 * transaction that saves its row calls `keepPhoto`. A request that fails calls `discardPhoto`;
 * one that is killed leaves the mark, and `sweepAbandonedPhotos` removes the file later. (A mark
 * in the database, not a temporary file name, because Vercel Blob cannot rename a file.)
 */
export async function storeUserPhoto(userId: string, photo: Blob | PreparedPhoto, folder: PhotoFolder): Promise<StoredPhoto> {
  const prepared = photo instanceof Blob ? await preparePhoto(photo) : photo;
  const key = userFileKey(userId, folder, `${randomUUID()}.jpg`);
  const db = await getDb();
  await db.insert(pendingUploads).values({ key });
  try {
    await getStorage().put(key, prepared.data, "image/jpeg");
  } catch (error) {
    await db.delete(pendingUploads).where(eq(pendingUploads.key, key)).catch(() => undefined);
    throw error;
  }
  return { key, url: uploadUrl(key), width: prepared.width, height: prepared.height };
}

/** In the transaction that saves the photo's row: the photo is no longer pending. */
export async function keepPhoto(tx: DbExecutor, photo: StoredPhoto): Promise<void> {
  await tx.delete(pendingUploads).where(eq(pendingUploads.key, photo.key));
}

/** After a failed request: removes the photo and its mark (a failure here is left to the sweep). */
export async function discardPhoto(photo: StoredPhoto): Promise<void> {
  try {
    await getStorage().remove(photo.key);
    const db = await getDb();
    await db.delete(pendingUploads).where(eq(pendingUploads.key, photo.key));
  } catch (error) {
    console.warn("Could not remove the photo of a failed request; the sweep will:", photo.key, error);
  }
}

/** A request takes minutes at most (a slow vision model); a photo pending for longer was abandoned. */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** Removes the photos of requests that failed or were killed before saving their row. Returns how many. */
export async function sweepAbandonedPhotos(now = new Date()): Promise<number> {
  const db = await getDb();
  const abandoned = await db
    .select({ key: pendingUploads.key })
    .from(pendingUploads)
    .where(lt(pendingUploads.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)));
  for (const { key } of abandoned) {
    await getStorage().remove(key);
    await db.delete(pendingUploads).where(eq(pendingUploads.key, key));
  }
  return abandoned.length;
}

/** At start-up and then every hour: sweeps abandoned photos, logging (never throwing) a failure. */
export function startSweepingAbandonedPhotos(): void {
  const sweep = () =>
    sweepAbandonedPhotos()
      .then((removed) => {
        if (removed > 0) console.info(`Removed ${removed} photo(s) of requests that never saved them.`);
      })
      .catch((error: unknown) => console.warn("Could not sweep abandoned photos; will try again in an hour:", error));
  void sweep();
  setInterval(sweep, ABANDONED_AFTER_MS).unref();
}
