import { PLACE_STEP_PATH } from "./place";

/**
 * Where to go after signing in or up: `?next=` when it is one of the app's own invitation
 * pages (the one place that sends a visitor to sign in and back), else the dashboard. Anything
 * else (another site, `//host`, a script URL) is ignored, so the link cannot send anyone away.
 */
export function returnPath(next: string | string[] | undefined): string {
  const value = Array.isArray(next) ? next[0] : next;
  return value && /^\/invite\/[A-Za-z0-9_-]{1,64}$/.test(value) ? value : "/";
}

/** Where a new account lands: the place step, unless it came to accept an invitation (whose garden has its place). */
export function afterSignUpPath(next: string): string {
  return next === "/" ? PLACE_STEP_PATH : next;
}
