// Photos are scaled down in the browser before they are uploaded: a phone's 12 MP photo is 5 to
// 8 MB, more than a Vercel Function takes in one request (4.5 MB) and more than a slow connection
// should carry, while the server keeps no more than PHOTO_MAX_EDGE pixels of it anyway
// (server/garden/photos.ts, which still checks, re-encodes and strips every upload). See README, Deploying.

/** The longest side of a photo the app keeps, in pixels: the browser sends no more, the server stores no more. */
export const PHOTO_MAX_EDGE = 2048;
/** A photo this small at this size or less goes up as it is: scaling it would gain nothing. */
const SMALL_ENOUGH_BYTES = 1024 * 1024;
const JPEG_QUALITY = 0.85;

/** The size to scale a width × height photo to: its longest side at most `maxEdge`, the same shape, never enlarged. */
export function scaledToFit(width: number, height: number, maxEdge = PHOTO_MAX_EDGE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxEdge) return { width, height };
  const scale = maxEdge / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The photo to upload: scaled to fit PHOTO_MAX_EDGE and re-encoded as JPEG, turned upright as its
 * EXIF orientation says (the pixels are drawn upright, so no orientation tag is needed). A photo
 * that is already small and within the size, or one the browser cannot decode (HEIC outside
 * Safari), goes as it is, and the server decides.
 */
export async function shrinkPhotoForUpload(photo: File, maxEdge = PHOTO_MAX_EDGE): Promise<File> {
  if (!photo.type.startsWith("image/") || typeof createImageBitmap !== "function") return photo;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo, { imageOrientation: "from-image" });
  } catch {
    return photo;
  }
  try {
    const { width, height } = scaledToFit(bitmap.width, bitmap.height, maxEdge);
    if (width === bitmap.width && height === bitmap.height && photo.size <= SMALL_ENOUGH_BYTES) return photo;
    const jpeg = await encodeJpeg(bitmap, width, height);
    if (!jpeg || (jpeg.size >= photo.size && width === bitmap.width)) return photo;
    return new File([jpeg], `${photo.name.replace(/\.[^./\\]*$/, "") || "photo"}.jpg`, { type: "image/jpeg", lastModified: photo.lastModified });
  } finally {
    bitmap.close();
  }
}

/** The longest sides tried, in turn, when several photos go in one request and are too heavy together. */
const SMALLER_EDGES = [1600, 1280, 1024] as const;

/**
 * Several photos for one request (a journal entry's): each as `shrinkPhotoForUpload` makes it,
 * then all smaller again while together they weigh more than `budgetBytes`, so the request stays
 * under what the host takes (Vercel's 4.5 MB; `DIRECT_IMPORT_ABOVE_BYTES` in lib/direct-upload.ts leaves room for the form around it).
 */
export async function shrinkPhotosForUpload(photos: readonly File[], budgetBytes: number): Promise<File[]> {
  let shrunk = await Promise.all(photos.map((photo) => shrinkPhotoForUpload(photo)));
  for (const edge of SMALLER_EDGES) {
    if (totalBytes(shrunk) <= budgetBytes) break;
    shrunk = await Promise.all(photos.map((photo) => shrinkPhotoForUpload(photo, edge)));
  }
  return shrunk;
}

const totalBytes = (files: readonly File[]) => files.reduce((sum, file) => sum + file.size, 0);

/** Draws the bitmap at width × height on white (a transparent PNG's background) and encodes it as JPEG. */
async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas === "function") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return null;
    draw(context, bitmap, width, height);
    return canvas.convertToBlob({ type: "image/jpeg", quality: JPEG_QUALITY });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  draw(context, bitmap, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
}

function draw(context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D, bitmap: ImageBitmap, width: number, height: number): void {
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
}
