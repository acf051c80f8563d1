// Imports larger than a request to the app may be (Vercel's functions take 4.5 MB) go from the
// browser straight to the photo store: POST /api/import/uploads answers where (server/export/direct-upload.ts).

/**
 * Where the browser sends one file: an S3 presigned PUT of exactly its size and type, or a
 * Vercel Blob client token for exactly its pathname and size (sent with @vercel/blob/client).
 */
export type DirectUpload =
  | { kind: "put"; url: string; headers: Record<string, string> }
  | { kind: "vercel-blob"; pathname: string; token: string };

/** POST /api/import/uploads → 201. */
export type ImportUploadResponse = { id: string; upload: DirectUpload };

/** The type the store is told (and signs): a zip and a garden.json alike are bytes there. */
export const IMPORT_UPLOAD_CONTENT_TYPE = "application/octet-stream";

/** Files above this go to the store where it takes them (under Vercel's 4.5 MB with room for the form around it). */
export const DIRECT_IMPORT_ABOVE_BYTES = 4 * 1024 * 1024;
