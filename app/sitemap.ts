import type { MetadataRoute } from "next";
import { GUIDES_PATH, guideEntries, guidePath } from "@/lib/guides";
import { pageOrigin } from "@/server/http/origin";
import { LOCALES, localizedPath } from "@/lib/i18n/locales";
import { languageAlternates } from "@/lib/share-metadata";

const absolute = (base: string, paths: Record<string, string>) => Object.fromEntries(Object.entries(paths).map(([language, path]) => [language, `${base}${path}`]));

// Rendered per request so APP_URL can be set at run time, and without it the address served at is used.
export const dynamic = "force-dynamic";

/**
 * The public pages, each in every language: the landing page, the plant guides' index and every guide. They change only
 * with a new build (they are prerendered: lib/public-pages.ts), so they were last modified when
 * this build was made (next.config.ts sets PUBLIC_PAGES_BUILT_AT as it builds).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = await pageOrigin();
  // Inlined by the build (next.config.ts `env`), not read from the environment at run time.
  const lastModified = process.env.PUBLIC_PAGES_BUILT_AT;
  return [
    // The landing page in every language, each naming the others (hreflang).
    ...LOCALES.map((locale) => ({ url: `${base}${localizedPath(locale, "/")}`, lastModified, changeFrequency: "weekly" as const, priority: 1, alternates: { languages: absolute(base, languageAlternates("/")) } })),
    // The guides' index and every guide, in every language, each naming the others.
    ...LOCALES.map((locale) => ({ url: `${base}${localizedPath(locale, GUIDES_PATH)}`, lastModified, changeFrequency: "monthly" as const, priority: 0.9, alternates: { languages: absolute(base, languageAlternates(GUIDES_PATH)) } })),
    ...guideEntries().flatMap((entry) =>
      LOCALES.map((locale) => ({
        url: `${base}${localizedPath(locale, guidePath(entry.slug))}`,
        lastModified,
        changeFrequency: "monthly" as const,
        priority: 0.8,
        alternates: { languages: absolute(base, languageAlternates(guidePath(entry.slug))) },
      })),
    ),
  ];
}
