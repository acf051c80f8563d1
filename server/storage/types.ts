// What every place photos are kept offers (server/storage/: disk, Vercel Blob, S3).
import type { DirectUpload } from "@/lib/direct-upload";

export type { DirectUpload } from "@/lib/direct-upload";

export type StoredFile = { body: Uint8Array | ReadableStream<Uint8Array>; contentType: string; size?: number };

/** Where user files live. Keys are relative paths such as `users/<id>/plants/<uuid>.jpg`. */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Every key under a folder prefix such as `users/<id>/`, in one listing (a few calls at most). */
  list(prefix: string): Promise<string[]>;
  /** Removing a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Removes a folder such as `users/<id>/` and anything still in it (a deleted account's); a missing one is not an error. */
  removeFolder(prefix: string): Promise<void>;
  /**
   * Removes what writes started before `startedBefore` and never finished left behind (a process
   * killed half way through `put`). Returns how many it removed.
   */
  removeUnfinishedWrites(startedBefore: Date): Promise<number>;
  /**
   * Lets a browser write one file of `size` bytes at `key` for `validForSeconds`, without the
   * app's credentials. Absent on disk: there the app's own routes take the file.
   */
  authorizeUpload?(key: string, contentType: string, size: number, validForSeconds: number): Promise<DirectUpload>;
}
