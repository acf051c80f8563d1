// The languages the app speaks (docs/architecture.md#languages). Each has a folder of its own,
// locales/<code>/: its messages (every text of the app's screens, by key, in files by part of the
// app: lib/i18n/messages.ts) and catalogue.json (the catalogue's plant names and care texts). English is the app's own language: its texts are the
// product's, word for word, and its pages stay at their paths; every other language's public pages
// live under its code (/de, /de/login).
import { askedLocales } from "@/lib/format";

export const LOCALES = ["en", "de", "es", "fr"] as const;
export type AppLocale = (typeof LOCALES)[number];
export const DEFAULT_APP_LOCALE: AppLocale = "en";

/** Each language's name in itself, for the language links and the Settings select. */
export const LOCALE_NAMES: Readonly<Record<AppLocale, string>> = { en: "English", de: "Deutsch", es: "Español", fr: "Français" };

/**
 * How each language writes dates and numbers (lib/format.ts): English as in the United States
 * ("Jun 13", the product's own), the others as in their largest European country.
 */
export const FORMAT_LOCALES: Readonly<Record<AppLocale, string>> = { en: "en-US", de: "de-DE", es: "es-ES", fr: "fr-FR" };

/** The languages whose public pages have a path prefix (/de, /es, /fr). */
export const PREFIXED_LOCALES: readonly AppLocale[] = LOCALES.filter((locale) => locale !== DEFAULT_APP_LOCALE);

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The app's language for a browser's Accept-Language header: the first language it asks for that
 * the app speaks ("fr-CA,fr;q=0.9" is French; "pt-BR,de;q=0.5" is German), else English.
 */
export function localeForAcceptLanguage(acceptLanguage: string | null | undefined): AppLocale {
  for (const asked of askedLocales(acceptLanguage)) {
    const language = asked.split("-")[0]!.toLowerCase();
    if (isAppLocale(language)) return language;
  }
  return DEFAULT_APP_LOCALE;
}

/** A public page's path in a language: English at the path itself, the others under their code ("/de", "/de/login"). */
export function localizedPath(locale: AppLocale, path: string): string {
  if (locale === DEFAULT_APP_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/**
 * Where a translated public page is built: proxy.ts serves `/de/login` from `/intl/de/login` (a
 * `[locale]` segment at the root would also catch every unknown path of the app).
 */
export const TRANSLATED_PAGES_DIR = "/intl";

/** The language and the rest of a path under a language's code ("/de/login" → de, "/login"), or null. */
export function splitLocalePath(pathname: string): { locale: AppLocale; path: string } | null {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (!match || !isAppLocale(match[1]) || match[1] === DEFAULT_APP_LOCALE) return null;
  return { locale: match[1], path: match[2] ?? "/" };
}
