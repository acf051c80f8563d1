import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SITE_NAME } from "@/lib/site";
import { LOCALES, localizedPath, type AppLocale } from "@/lib/i18n/locales";

/** Open Graph's name for each language's audience. */
const OPEN_GRAPH_LOCALES: Readonly<Record<AppLocale, string>> = { en: "en_US", de: "de_DE", es: "es_ES", fr: "fr_FR" };

/**
 * A page's address in every language, for `<link rel="alternate" hreflang>` and the sitemap: the
 * English path is also the default for any other language (x-default).
 */
export function languageAlternates(path: string): Record<string, string> {
  return { ...Object.fromEntries(LOCALES.map((locale) => [locale, localizedPath(locale, path)])), "x-default": path };
}

/**
 * How a public page that exists in every language looks in search results and when a link to it is
 * shared (Open Graph, X): its address in this language (canonical) and in the others (hreflang).
 * `titleKey` names its own title in the "Meta" messages; without one it is the site's.
 */
export async function shareMetadata(path: string, locale: AppLocale, titleKey?: "signInTitle" | "signUpTitle"): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Meta" });
  const siteTitle = t("siteTitle", { site: SITE_NAME });
  const description = t("description");
  const url = localizedPath(locale, path);
  return {
    title: titleKey ? t(titleKey) : { absolute: siteTitle },
    description,
    openGraph: {
      type: "website",
      siteName: SITE_NAME,
      title: siteTitle,
      description,
      url,
      locale: OPEN_GRAPH_LOCALES[locale],
      images: [{ url: "/og-image.jpg", width: 1200, height: 630, alt: t("shareImageAlt") }],
    },
    twitter: { card: "summary_large_image" },
    alternates: { canonical: url, languages: languageAlternates(path) },
  };
}
