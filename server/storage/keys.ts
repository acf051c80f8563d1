import "server-only";

const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

/**
 * A storage key is a relative path of safe segments such as
 * `users/abc/plants/1f2e.jpg`: no `..`, no empty or hidden segments, no
 * backslashes, no leading slash, nothing that needs escaping in a URL.
 */
export function isValidStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || key.includes("..")) return false;
  return key.split("/").every((segment) => SAFE_SEGMENT.test(segment));
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

// A gardener's own files live under `users/<user id>/`: the one rule that builds and checks that.
export const USERS_FOLDER = "users/";
const USER_FOLDER = /^users\/([^/]+)\//;

export type PhotoFolder = "plants" | "diagnoses" | "journal";
/** A gardener's folders: their photos, and imports on their way in (server/export/direct-upload.ts). */
export type UserFileFolder = PhotoFolder | "imports";

/** The folder holding all of one gardener's files (`users/<id>/`). */
export function userFolder(userId: string): string {
  return `${USERS_FOLDER}${userId}/`;
}

/** The key of a new file of the gardener's, e.g. `users/<id>/plants/<name>.jpg`. */
export function userFileKey(userId: string, folder: UserFileFolder, fileName: string): string {
  const key = `${userFolder(userId)}${folder}/${fileName}`;
  assertValidStorageKey(key);
  return key;
}

/** Whose file a key is, or null when it is not a valid key in a gardener's folder. */
export function storageKeyOwner(key: string): string | null {
  if (!isValidStorageKey(key)) return null;
  return USER_FOLDER.exec(key)?.[1] ?? null;
}
