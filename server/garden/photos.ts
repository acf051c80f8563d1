import "server-only";
import { randomUUID } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import sharp from "sharp";
import { detectImageType, type ImageType } from "@/lib/image-type";
import { PHOTO_MAX_EDGE } from "@/lib/shrink-photo";
import { getDb, type DbExecutor } from "@/server/db/client";
import { pendingUploads } from "@/server/db/schema";
import { MULTIPART_OVERHEAD_BYTES, refuseDeclaredLength } from "@/server/http/body";
import { asFormData, asFormDataWithRepeats, readMultipart } from "@/server/http/multipart";
import { HttpError } from "@/server/http/errors";
import { getStorage, uploadUrl } from "@/server/storage";
import { userFileKey, type PhotoFolder } from "@/server/storage/keys";

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const PHOTO_FORM_MAX_BYTES = MAX_PHOTO_BYTES + MULTIPART_OVERHEAD_BYTES;
// Far beyond any phone camera; a small file that claims more is a decompression bomb.
const MAX_PHOTO_PIXELS = 50_000_000;
const JPEG_QUALITY = 85;

export type StoredPhoto = { key: string; url: string; width: number; height: number };

const photoTooLarge = () => new HttpError(413, "Photos must be 10 MB or smaller.");
const notAPhoto = () => new HttpError(415, "Please upload a JPEG, PNG, WebP or HEIC photo.");

/** Refuses an oversized upload from its Content-Length, before the body is read. */
export function assertUploadSize(request: Request): void {
  refuseDeclaredLength(request, PHOTO_FORM_MAX_BYTES, photoTooLarge);
}

/**
 * Reads a photo form (multipart) as it streams in: at most the photo's 10 MB (one file, two at
 * most) and the form around it (oversized is a 413, before any byte is read when its length is
 * declared); not multipart is a 400.
 */
export async function readPhotoForm(request: Request): Promise<FormData> {
  return asFormData(await readMultipart(request, { totalBytes: PHOTO_FORM_MAX_BYTES, fileBytes: MAX_PHOTO_BYTES, files: 2, tooLarge: photoTooLarge }));
}

/** A form of several photos (a journal entry's) holds at most this much in all, each photo at most 10 MB. */
const PHOTOS_FORM_MAX_BYTES = 25 * 1024 * 1024;
const photosTooLarge = () => new HttpError(413, `Photos must be 10 MB or smaller, and ${PHOTOS_FORM_MAX_BYTES / 1024 / 1024} MB together.`);

/**
 * Reads a form of up to `files` photos as it streams in (the journal's): each photo at most 10 MB,
 * all of it at most 25 MB (a 413); more files, or not multipart, is a 400. A field sent more than
 * once keeps each value (`getAll`).
 */
export async function readPhotosForm(request: Request, files: number): Promise<FormData> {
  return asFormDataWithRepeats(
    await readMultipart(request, { totalBytes: PHOTOS_FORM_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, fileBytes: MAX_PHOTO_BYTES, files, tooLarge: photosTooLarge }),
  );
}

/** The photos in a multipart form field sent once per photo (empty files are skipped). */
export function photosFromForm(form: FormData, field: string): File[] {
  return form.getAll(field).flatMap((value) => {
    if (typeof value === "string") throw new HttpError(400, `The "${field}" field must be a file.`);
    return value.size === 0 ? [] : [value];
  });
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
      .resize(PHOTO_MAX_EDGE, PHOTO_MAX_EDGE, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw unreadablePhoto(error, type);
  }
}

export type PreparedPhoto = { data: Uint8Array; width: number; height: number };

/**
 * The pixels a photo decodes to, read from its header without decoding it: what decoding it will
 * cost. Not a photo is a 415 as in preparePhoto.
 */
export async function photoPixels(bytes: Uint8Array): Promise<number> {
  const type = detectImageType(bytes);
  if (!type) throw notAPhoto();
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS }).metadata();
    if (!width || !height) throw new Error("no size");
    return width * height;
  } catch (error) {
    throw unreadablePhoto(error, type);
  }
}

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

/*
 * No stored photo outlives its row, and no row points at a removed photo. At every moment a
 * gardener's photo is either used by a row or marked pending (a row in pending_uploads), and the
 * mark changes hands only inside the transaction that writes the row:
 *   store:   mark pending → put the file → [transaction: unmark (`keepPhoto`) + insert the row]
 *   delete:  [transaction: delete the row + mark pending (`releasePhoto`)] → remove the file
 * Whatever fails or is killed between those steps leaves a pending mark, and the sweep removes
 * the file once the mark is an hour old. A mark in the database rather than a temporary file name
 * renamed to its final one: Vercel Blob cannot rename (only copy, then delete the original), and a
 * rename after the commit can itself be killed, leaving a row that points at nothing until a
 * sweep repairs it. The mark commits with the row, so there is no such window.
 */

/**
 * Prepares a photo (see `preparePhoto`) and stores it in the gardener's own folder as
 * `<folder>/<uuid>.jpg`, pending until the transaction that saves its row calls `keepPhoto`.
 * A request that fails afterwards calls `discardPhoto`.
 */
export async function storeUserPhoto(userId: string, photo: Blob | PreparedPhoto, folder: PhotoFolder): Promise<StoredPhoto> {
  const prepared = photo instanceof Blob ? await preparePhoto(photo) : photo;
  const key = userFileKey(userId, folder, `${randomUUID()}.jpg`);
  const db = await getDb();
  await db.insert(pendingUploads).values({ key });
  try {
    await getStorage().put(key, prepared.data, "image/jpeg");
  } catch (error) {
    // A failed put may still have stored the file (Vercel Blob timing out on its answer).
    await discardPhoto({ key });
    throw error;
  }
  return { key, url: uploadUrl(key), width: prepared.width, height: prepared.height };
}

/**
 * In the transaction that saves the photo's row: the photo is no longer pending. Refused when
 * the sweep took it already (a request that ran for over an hour), so the row is not saved.
 */
export async function keepPhoto(tx: DbExecutor, photo: Pick<StoredPhoto, "key">): Promise<void> {
  const kept = await tx.delete(pendingUploads).where(eq(pendingUploads.key, photo.key)).returning({ key: pendingUploads.key });
  if (kept.length === 0) throw new HttpError(408, "That took too long, so the photo was not kept. Please try again.");
}

/** In the transaction that deletes the photo's row: the photo is pending again; `discardPhoto` it after the commit. */
export async function releasePhoto(tx: DbExecutor, photo: Pick<StoredPhoto, "key">): Promise<void> {
  await tx.insert(pendingUploads).values({ key: photo.key }).onConflictDoNothing();
}

/** Removes a pending photo and then its mark; a failure is logged and left to the sweep. */
export async function discardPhoto(photo: Pick<StoredPhoto, "key">): Promise<void> {
  try {
    await getStorage().remove(photo.key);
    const db = await getDb();
    await db.delete(pendingUploads).where(eq(pendingUploads.key, photo.key));
  } catch (error) {
    console.warn("Could not remove a photo no row uses; the sweep will:", photo.key, error);
  }
}

/** A request takes minutes at most (a slow vision model); a photo pending for longer was abandoned. */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * Removes the photos of requests that failed or were killed before saving their row (or after
 * deleting it), and what killed writes left in storage. Returns how many files it removed.
 */
export async function sweepAbandonedPhotos(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const db = await getDb();
  const abandoned = await db.select({ key: pendingUploads.key }).from(pendingUploads).where(lt(pendingUploads.createdAt, cutoff));
  let removed = 0;
  for (const { key } of abandoned) {
    // The mark is taken and the file removed in one transaction: a late `keepPhoto` waits for it
    // and then finds no mark, another server's sweep skips it, and a failed removal keeps the mark.
    removed += await db
      .transaction(async (tx) => {
        const [claimed] = await tx.delete(pendingUploads).where(eq(pendingUploads.key, key)).returning({ key: pendingUploads.key });
        if (!claimed) return 0;
        await getStorage().remove(key);
        return 1;
      })
      .catch((error: unknown) => {
        console.warn("Could not remove an abandoned photo; the next sweep will try again:", key, error);
        return 0;
      });
  }
  return removed + (await getStorage().removeUnfinishedWrites(cutoff));
}

// The first sweep waits a little: opening the database at once would slow the first pages (the
// signed-out ones need no database; opening the embedded one takes the server's thread for a second).
const FIRST_SWEEP_AFTER_MS = 60 * 1000;

/** A minute after start-up and then every hour: sweeps abandoned photos, logging (never throwing) a failure. */
export function startSweepingAbandonedPhotos(): void {
  const sweep = () =>
    sweepAbandonedPhotos()
      .then((removed) => {
        if (removed > 0) console.info(`Removed ${removed} photo(s) of requests that never saved them.`);
      })
      .catch((error: unknown) => console.warn("Could not sweep abandoned photos; will try again in an hour:", error));
  setTimeout(() => {
    void sweep();
    setInterval(sweep, ABANDONED_AFTER_MS).unref();
  }, FIRST_SWEEP_AFTER_MS).unref();
}
