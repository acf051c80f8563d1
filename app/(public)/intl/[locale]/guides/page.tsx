import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { GuideIndex } from "@/components/guides/guide-index";
import { PublicPage } from "@/components/guides/public-page";
import { guidesCardAlt, SHARE_CARD_SIZE } from "@/components/guides/share-cards";
import { shareCardPath } from "@/lib/guide-paths";
import { GUIDES_PATH } from "@/lib/guides";
import { localizedPath } from "@/lib/i18n/locales";
import { pageLocale, translatedLocaleParams, type LocaleParams } from "@/lib/i18n/page-locale";
import { languageAlternates } from "@/lib/share-metadata";
import { SITE_NAME } from "@/lib/site";
import { guideWordsIn } from "@/server/garden/guide-words";
import { siteUrl } from "@/server/http/origin";

// The plant guides' index in German, Spanish and French, at /de/guides… (proxy.ts serves them
// from here), built ahead like the English one.
export const dynamicParams = false;
export const generateStaticParams = translatedLocaleParams;

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const words = await guideWordsIn(await pageLocale(props));
  const { t, locale } = words;
  const url = localizedPath(locale, GUIDES_PATH);
  return {
    title: t("indexTitle"),
    description: t("indexDescription"),
    alternates: { canonical: url, languages: languageAlternates(GUIDES_PATH) },
    openGraph: {
      type: "website",
      siteName: SITE_NAME,
      title: t("indexTitle"),
      description: t("indexDescription"),
      url,
      images: [{ url: shareCardPath(url), ...SHARE_CARD_SIZE, alt: guidesCardAlt(words) }],
    },
    twitter: { card: "summary_large_image" },
  };
}

export default async function TranslatedGuidesPage(props: LocaleParams) {
  const locale = await pageLocale(props);
  setRequestLocale(locale);
  return (
    <PublicPage locale={locale} path={GUIDES_PATH}>
      <GuideIndex origin={siteUrl()} words={await guideWordsIn(locale)} />
    </PublicPage>
  );
}
