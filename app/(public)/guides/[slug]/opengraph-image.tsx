import { guideCardAlt, guideShareCard, SHARE_CARD_SIZE } from "@/components/guides/share-cards";
import { ENGLISH_GUIDE_WORDS, guideBySlug, guideEntries, guideFor } from "@/lib/guides";

// The share card of a plant's guide in English, drawn when the app is built
// (components/guides/share-cards.tsx; the other languages' are their guides' share-card.png).
export const alt = guideCardAlt(ENGLISH_GUIDE_WORDS);
export const size = SHARE_CARD_SIZE;
export const contentType = "image/png";
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return guideEntries().map((entry) => ({ slug: entry.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const entry = guideBySlug((await params).slug);
  if (!entry) return new Response(null, { status: 404 });
  return guideShareCard(guideFor(entry), ENGLISH_GUIDE_WORDS);
}
