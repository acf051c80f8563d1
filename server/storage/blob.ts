import "server-only";
import { BlobNotFoundError, del, get, head, list, put } from "@vercel/blob";
import { generateClientTokenFromReadWriteToken } from "@vercel/blob/client";
import type { FileStorage, StoredFile } from "./types";
import { assertValidStorageKey } from "./keys";

/**
 * Files in a Vercel Blob store; the SDK reads `BLOB_READ_WRITE_TOKEN` itself.
 * Blobs are private (the store must be created with private access), so the
 * only way to a photo is our own `/uploads/...` route, which checks its owner.
 */
export function createBlobStorage(): FileStorage {
  return {
    async put(key, bytes, contentType) {
      assertValidStorageKey(key);
      await put(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        access: "private",
        addRandomSuffix: false,
        allowOverwrite: true,
        contentType,
      });
    },

    async get(key): Promise<StoredFile | null> {
      assertValidStorageKey(key);
      const result = await get(key, { access: "private" });
      if (!result || result.statusCode !== 200) return null;
      return { body: result.stream, contentType: result.blob.contentType, size: result.blob.size };
    },

    async exists(key) {
      assertValidStorageKey(key);
      try {
        await head(key);
        return true;
      } catch (error) {
        if (error instanceof BlobNotFoundError) return false;
        throw error;
      }
    },

    async list(prefix) {
      const keys: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await list({ prefix, cursor, limit: 1000 });
        keys.push(...page.blobs.map((blob) => blob.pathname));
        cursor = page.hasMore ? page.cursor : undefined;
      } while (cursor);
      return keys;
    },

    async remove(key) {
      assertValidStorageKey(key);
      await del(key);
    },

    // Blob has no folders: the files under the prefix are all there is.
    async removeFolder(prefix) {
      const keys = await this.list(prefix);
      for (let start = 0; start < keys.length; start += 1000) await del(keys.slice(start, start + 1000));
    },

    // A blob upload is all or nothing: a killed one leaves no partial file.
    async removeUnfinishedWrites() {
      return 0;
    },

    // A client token for this one pathname, size and type, signed with the store's token (no
    // request is made); the browser uploads with @vercel/blob/client's put (private access).
    async authorizeUpload(key, contentType, size, validForSeconds) {
      assertValidStorageKey(key);
      const token = await generateClientTokenFromReadWriteToken({
        pathname: key,
        maximumSizeInBytes: size,
        allowedContentTypes: [contentType],
        validUntil: Date.now() + validForSeconds * 1000,
        addRandomSuffix: false,
        allowOverwrite: false,
      });
      return { kind: "vercel-blob", pathname: key, token };
    },
  };
}
