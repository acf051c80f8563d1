import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { GuideArticle } from "@/components/guides/guide-article";
import { PublicPage } from "@/components/guides/public-page";
import { guideCardAlt, SHARE_CARD_SIZE } from "@/components/guides/share-cards";
import { shareCardPath } from "@/lib/guide-paths";
import { guideBySlug, guideEntries, guideFor, guidePath } from "@/lib/guides";
import { isAppLocale, PREFIXED_LOCALES } from "@/lib/i18n/locales";
import { languageAlternates } from "@/lib/share-metadata";
import { SITE_NAME } from "@/lib/site";
import { guideWordsIn } from "@/server/garden/guide-words";
import { siteUrl } from "@/server/http/origin";

type Props = { params: Promise<{ locale: string; slug: string }> };

// Each plant's guide in German, Spanish and French, at /de/guides/tomato… (proxy.ts serves them
// from here), built ahead like the English ones; any other language or slug is a 404.
export const dynamicParams = false;

export function generateStaticParams(): { locale: string; slug: string }[] {
  return PREFIXED_LOCALES.flatMap((locale) => guideEntries().map((entry) => ({ locale, slug: entry.slug })));
}

async function guideOf({ params }: Props) {
  const { locale, slug } = await params;
  const entry = guideBySlug(slug);
  if (!entry || !isAppLocale(locale)) notFound();
  const words = await guideWordsIn(locale);
  return { guide: guideFor(entry, words), words };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { guide, words } = await guideOf(props);
  return {
    title: guide.title,
    description: guide.summary,
    alternates: { canonical: guide.path, languages: languageAlternates(guidePath(guide.slug)) },
    openGraph: {
      type: "article",
      siteName: SITE_NAME,
      title: guide.title,
      description: guide.summary,
      url: guide.path,
      images: [{ url: shareCardPath(guide.path), ...SHARE_CARD_SIZE, alt: guideCardAlt(words) }],
    },
    twitter: { card: "summary_large_image" },
  };
}

export default async function TranslatedGuidePage(props: Props) {
  const { guide } = await guideOf(props);
  setRequestLocale(guide.locale);
  return (
    <PublicPage locale={guide.locale} path={guidePath(guide.slug)}>
      <GuideArticle guide={guide} origin={siteUrl()} />
    </PublicPage>
  );
}
