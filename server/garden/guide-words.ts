import "server-only";
import { createTranslator } from "next-intl";
import { ENGLISH_GUIDE_WORDS, guideWords, type GuideWords } from "@/lib/guides";
import { DEFAULT_APP_LOCALE, type AppLocale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { catalogueWordsIn } from "./catalogue-words";

/** The plant guides' words in a language: its "Guides" messages and the catalogue's names and care texts in it. */
export async function guideWordsIn(locale: AppLocale): Promise<GuideWords> {
  if (locale === DEFAULT_APP_LOCALE) return ENGLISH_GUIDE_WORDS;
  const [messages, catalogue] = await Promise.all([messagesFor(locale, ["public"]), catalogueWordsIn(locale)]);
  return guideWords(locale, createTranslator({ locale, messages, namespace: "Guides" }), catalogue);
}
