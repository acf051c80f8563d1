import { env } from "@/server/env";

/**
 * Where a browser sends files straight to the store (imports past the platform's request limit,
 * lib/direct-upload.ts), for the Content-Security-Policy's connect-src: Vercel Blob's API, an S3
 * endpoint's origin, or the bucket's own AWS host. None on disk.
 */
export function directUploadOrigins(): string[] {
  const { blobToken, s3 } = env().storage;
  if (blobToken) return ["https://vercel.com"];
  if (!s3) return [];
  return [s3.endpoint ? new URL(s3.endpoint).origin : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`];
}
