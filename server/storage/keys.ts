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
