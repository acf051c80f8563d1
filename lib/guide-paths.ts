// Where the public plant guides live (app/(public)/guides), apart from their content (lib/guides.ts,
// which holds the whole catalogue): the app's own screens link to a guide without loading it.

/** The guides' index. */
export const GUIDES_PATH = "/guides";

/** A plant's guide: /guides/{slug}. */
export function guidePath(slug: string): string {
  return `${GUIDES_PATH}/${slug}`;
}

/**
 * A translated guide page's share card, beside it: /de/guides/tomato/share-card.png (the English
 * pages' are Next's opengraph-image files).
 */
export const SHARE_CARD_FILE = "share-card.png";
export const shareCardPath = (pagePath: string) => `${pagePath}/${SHARE_CARD_FILE}`;
