import { guidesCardAlt, guidesShareCard, SHARE_CARD_SIZE } from "@/components/guides/share-cards";
import { ENGLISH_GUIDE_WORDS } from "@/lib/guides";

// The share card of /guides in English, drawn when the app is built (components/guides/share-cards.tsx).
export const alt = guidesCardAlt(ENGLISH_GUIDE_WORDS);
export const size = SHARE_CARD_SIZE;
export const contentType = "image/png";

export default function Image() {
  return guidesShareCard(ENGLISH_GUIDE_WORDS);
}
