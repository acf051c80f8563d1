import "server-only";
import { DEFAULT_APP_LOCALE, type AppLocale } from "@/lib/i18n/locales";

/** A language's plant names and care texts (locales/<code>/catalogue.json, by slug); English is the catalogue's own. */
type Translated = Record<string, { commonName?: string; careDescription?: string }>;

/** The catalogue's words for one reader: a plant's name and care text in their language, the facts unchanged. */
export type CatalogueWords = {
  commonName: (plant: { slug: string; commonName: string }) => string;
  careDescription: (plant: { slug: string; careDescription: string }) => string;
};

const ENGLISH: CatalogueWords = { commonName: (plant) => plant.commonName, careDescription: (plant) => plant.careDescription };

/** The catalogue in a gardener's language: a plant the file does not name keeps its English. */
export async function catalogueWordsIn(locale: AppLocale = DEFAULT_APP_LOCALE): Promise<CatalogueWords> {
  if (locale === DEFAULT_APP_LOCALE) return ENGLISH;
  const translated = (await import(`@/locales/${locale}/catalogue.json`)).default as Translated;
  return {
    commonName: (plant) => translated[plant.slug]?.commonName ?? plant.commonName,
    careDescription: (plant) => translated[plant.slug]?.careDescription ?? plant.careDescription,
  };
}
