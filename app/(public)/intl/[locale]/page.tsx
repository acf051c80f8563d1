import type { Metadata } from "next";
import { LandingPage } from "@/components/marketing/landing-page";
import { pageLocale, translatedLocaleParams, type LocaleParams } from "@/lib/i18n/page-locale";
import { shareMetadata } from "@/lib/share-metadata";

// The landing page in German, Spanish and French, at /de, /es and /fr (proxy.ts serves them from
// here), built ahead like the English one.
export const dynamicParams = false;
export const generateStaticParams = translatedLocaleParams;

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return shareMetadata("/", await pageLocale(props));
}

export default async function TranslatedWelcomePage(props: LocaleParams) {
  return <LandingPage locale={await pageLocale(props)} />;
}
