import { guidesShareCard } from "@/components/guides/share-cards";
import { isAppLocale, PREFIXED_LOCALES } from "@/lib/i18n/locales";
import { guideWordsIn } from "@/server/garden/guide-words";

// The share card of the guides' index in German, Spanish and French (/de/guides/share-card.png),
// drawn when the app is built.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { locale: string }[] {
  return PREFIXED_LOCALES.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isAppLocale(locale)) return new Response(null, { status: 404 });
  return guidesShareCard(await guideWordsIn(locale));
}
