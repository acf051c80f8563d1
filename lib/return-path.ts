import { PLACE_STEP_PATH } from "./place";

// A catalogue plant's slug (server/db/plant-catalogue.json): lower-case words joined by hyphens.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// My Garden's path with `add` as its only parameter; addPlantPath checks the value.
const ADD_PLANT = /^\/plants\?add=([^&#]*)$/;

/**
 * My Garden with the Add Plant dialog open on one catalogue plant (a plant guide's "Add {plant} to
 * my garden"): `/plants?add={slug}`, or undefined when the path is not that. `add=1` (the
 * dashboard's "Find New Plants") opens the dialog on no plant, and is not a slug here.
 */
export function addPlantPath(pathname: string, add: string | null | undefined): string | undefined {
  if (pathname !== "/plants" || !add || !SLUG.test(add) || /^\d+$/.test(add) || add.length > 64) return undefined;
  return `/plants?add=${add}`;
}

/**
 * Where to go after signing in or up: `?next=` when it is one of the app's own invitation pages,
 * or My Garden adding a plant from its guide (the places that send a visitor to sign in and
 * back), else the dashboard. Anything else (another site, `//host`, a script URL) is ignored, so
 * the link cannot send anyone away.
 */
export function returnPath(next: string | string[] | undefined): string {
  const value = Array.isArray(next) ? next[0] : next;
  if (!value) return "/";
  if (/^\/invite\/[A-Za-z0-9_-]{1,64}$/.test(value)) return value;
  const adding = ADD_PLANT.exec(value);
  return (adding && addPlantPath("/plants", adding[1])) || "/";
}

/**
 * Where a new account lands: the place step, unless it came to accept an invitation (whose garden
 * has its place) or to add a plant from its guide (the dashboard asks for the place later).
 */
export function afterSignUpPath(next: string): string {
  return next === "/" ? PLACE_STEP_PATH : next;
}
