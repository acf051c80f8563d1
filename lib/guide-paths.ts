// Where the public plant guides live (app/(public)/guides), apart from their content (lib/guides.ts,
// which holds the whole catalogue): the app's own screens link to a guide without loading it.

/** The guides' index. */
export const GUIDES_PATH = "/guides";

/** A plant's guide: /guides/{slug}. */
export function guidePath(slug: string): string {
  return `${GUIDES_PATH}/${slug}`;
}
