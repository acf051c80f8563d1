import { guideShareCard } from "@/components/guides/share-cards";
import { guideBySlug, guideEntries, guideFor } from "@/lib/guides";
import { isAppLocale, PREFIXED_LOCALES } from "@/lib/i18n/locales";
import { guideWordsIn } from "@/server/garden/guide-words";

// The share card of a plant's guide in German, Spanish and French (/de/guides/tomato/share-card.png,
// served from here by proxy.ts), drawn when the app is built; its page names it with its alt text.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { locale: string; slug: string }[] {
  return PREFIXED_LOCALES.flatMap((locale) => guideEntries().map((entry) => ({ locale, slug: entry.slug })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  const entry = guideBySlug(slug);
  if (!entry || !isAppLocale(locale)) return new Response(null, { status: 404 });
  const words = await guideWordsIn(locale);
  return guideShareCard(guideFor(entry, words), words);
}
