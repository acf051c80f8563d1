import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FileStorage, StoredFile } from "./types";
import { assertValidStorageKey, isValidStorageKey } from "./keys";

const CONTENT_TYPES_BY_EXTENSION: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
};

// The disk keeps no metadata, so the type comes back from the key's extension.
function contentTypeFor(key: string): string {
  return CONTENT_TYPES_BY_EXTENSION[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}

function isMissingFileError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}

/**
 * Where a write goes until it is complete: one folder under the root, so a write the process
 * never finished (kill -9) is found in one listing, and renaming out of it stays on one disk.
 * Its name starts with a dot, so it is never a storage key and never served.
 */
const UNFINISHED_WRITES_FOLDER = ".unfinished-writes";

/** Files under a directory on the local disk (default `.data/uploads`). */
export function createDiskStorage(rootDir: string): FileStorage {
  const root = path.resolve(/*turbopackIgnore: true*/ rootDir);
  const unfinishedWrites = path.join(root, UNFINISHED_WRITES_FOLDER);

  function filePath(key: string): string {
    assertValidStorageKey(key);
    const resolved = path.resolve(root, ...key.split("/"));
    // Belt and braces: valid keys can't escape the root, but never touch anything outside it.
    if (!resolved.startsWith(root + path.sep)) throw new Error(`Storage key escapes the uploads directory: ${key}`);
    return resolved;
  }

  return {
    async put(key, bytes) {
      const target = filePath(key);
      await Promise.all([mkdir(path.dirname(target), { recursive: true }), mkdir(unfinishedWrites, { recursive: true })]);
      // Readers never see a half-written file: write it aside, then rename it into place.
      const temporary = path.join(unfinishedWrites, `${randomUUID()}.tmp`);
      try {
        await writeFile(temporary, bytes, { flag: "wx" });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key): Promise<StoredFile | null> {
      let handle;
      try {
        handle = await open(filePath(key), "r");
      } catch (error) {
        if (isMissingFileError(error)) return null;
        throw error;
      }
      try {
        const info = await handle.stat();
        if (!info.isFile()) return null;
        const body = new Uint8Array(await handle.readFile());
        return { body, contentType: contentTypeFor(key), size: body.byteLength };
      } finally {
        await handle.close();
      }
    },

    async exists(key) {
      try {
        return (await stat(filePath(key))).isFile();
      } catch (error) {
        if (isMissingFileError(error)) return false;
        throw error;
      }
    },

    async list(prefix) {
      const folder = path.join(root, ...prefix.split("/").filter(Boolean));
      if (!folder.startsWith(root + path.sep)) return [];
      let entries;
      try {
        entries = await readdir(folder, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissingFileError(error)) return [];
        throw error;
      }
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
        .filter(isValidStorageKey);
    },

    async remove(key) {
      await rm(filePath(key), { force: true });
    },

    async removeFolder(prefix) {
      const folder = filePath(prefix.replace(/\/+$/, ""));
      await rm(folder, { recursive: true, force: true });
    },

    async removeUnfinishedWrites(startedBefore) {
      let names;
      try {
        names = await readdir(unfinishedWrites);
      } catch (error) {
        if (isMissingFileError(error)) return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(unfinishedWrites, name);
        // A write takes moments and touches its file as it goes: one last touched before the cutoff was abandoned.
        const modified = await stat(file).then(
          (info) => info.mtime,
          (error: unknown) => {
            if (isMissingFileError(error)) return null; // finished (renamed into place) meanwhile
            throw error;
          },
        );
        if (modified && modified < startedBefore) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
