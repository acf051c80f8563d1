import { notFound } from "next/navigation";
import { isAppLocale, PREFIXED_LOCALES, type AppLocale } from "./locales";

/** A translated public page's params (app/(public)/intl/[locale], app/(marketing)/intl/[locale]). */
export type LocaleParams = { params: Promise<{ locale: string }> };

/** Every language with a path of its own, for a translated page's generateStaticParams. */
export function translatedLocaleParams(): { locale: string }[] {
  return PREFIXED_LOCALES.map((locale) => ({ locale }));
}

/** The language of a translated page's path; any other code is a 404. */
export async function pageLocale({ params }: LocaleParams): Promise<AppLocale> {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  return locale;
}
