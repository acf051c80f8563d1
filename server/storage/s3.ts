import "server-only";
import type { S3Client } from "@aws-sdk/client-s3";
import type { FileStorage, StoredFile } from "./types";
import { assertValidStorageKey } from "./keys";

export type S3Settings = {
  bucket: string;
  region: string;
  /** Unset: AWS itself. Set (MinIO, R2, B2, a store on the network): path-style addressing. */
  endpoint?: string;
  /** Unset: the SDK's own chain (AWS_* variables, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

// S3 answers a missing key with NoSuchKey (GET) or a bare 404 NotFound (HEAD).
function isMissing(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
}

/**
 * Files in any S3-compatible store (AWS S3, Cloudflare R2, MinIO, Backblaze B2), under the same
 * keys as on disk. The bucket stays private: the only way to a photo is our own `/uploads/...`
 * route, which checks who may see it. The SDK is loaded on first use, so an install on disk or
 * Blob never loads it.
 */
export function createS3Storage(settings: S3Settings): FileStorage {
  let client: Promise<{ s3: S3Client; sdk: typeof import("@aws-sdk/client-s3") }> | undefined;
  const connect = () =>
    (client ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.endpoint !== undefined,
        credentials: settings.credentials,
        // Checksums only where S3 requires one: most S3-compatible stores do not know the SDK's
        // newer default checksum headers and refuse or mangle such uploads.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    })));
  const Bucket = settings.bucket;

  async function list(prefix: string): Promise<string[]> {
    const { s3, sdk } = await connect();
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await s3.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  return {
    async put(key, bytes, contentType) {
      assertValidStorageKey(key);
      const { s3, sdk } = await connect();
      await s3.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
    },

    async get(key): Promise<StoredFile | null> {
      assertValidStorageKey(key);
      const { s3, sdk } = await connect();
      try {
        const object = await s3.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return { body: object.Body.transformToWebStream(), contentType: object.ContentType ?? "application/octet-stream", size: object.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      assertValidStorageKey(key);
      const { s3, sdk } = await connect();
      try {
        await s3.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    list,

    // Deleting a key that is not there succeeds in S3.
    async remove(key) {
      assertValidStorageKey(key);
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },

    // S3 has no folders: the objects under the prefix are all there is (1,000 per request at most).
    async removeFolder(prefix) {
      const keys = await list(prefix);
      const { s3, sdk } = await connect();
      for (let start = 0; start < keys.length; start += 1000) {
        const Objects = keys.slice(start, start + 1000).map((Key) => ({ Key }));
        const result = await s3.send(new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        if (result.Errors?.length) throw new Error(`Could not remove ${result.Errors.length} file(s) under ${prefix}: ${result.Errors[0]?.Message ?? result.Errors[0]?.Code}`);
      }
    },

    // An S3 upload is all or nothing: a killed one leaves no partial object.
    async removeUnfinishedWrites() {
      return 0;
    },

    // A presigned PUT that signs the length and type: the store refuses any other size or type.
    // The browser's PUT is cross-origin: the bucket needs a CORS rule for the app's origin (README).
    async authorizeUpload(key, contentType, size, validForSeconds) {
      assertValidStorageKey(key);
      const [{ s3, sdk }, { getSignedUrl }] = await Promise.all([connect(), import("@aws-sdk/s3-request-presigner")]);
      const command = new sdk.PutObjectCommand({ Bucket, Key: key, ContentType: contentType, ContentLength: size });
      const url = await getSignedUrl(s3, command, { expiresIn: validForSeconds, signableHeaders: new Set(["content-type", "content-length"]) });
      return { kind: "put", url, headers: { "content-type": contentType } };
    },
  };
}
