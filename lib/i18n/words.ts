import "server-only";
import { createTranslator } from "next-intl";
import type { AppLocale } from "./locales";
import { messagesFor, type Messages } from "./messages";

/**
 * What the server writes in a gardener's language outside a page: watering reasons, weather tips,
 * reminders, API errors (locales/<code>/server.json) and the display words lib/ shares with the screens
 * (display.json). A background job has no request to read a language from, so it names one;
 * each translator is made once per language and namespace.
 */
const made = new Map<string, unknown>();

/** A namespace's translator in a language (`(await wordsIn("de", "Reminders"))("greeting")`). */
export async function wordsIn<N extends "WateringReasons" | "WeatherTips" | "Reminders" | "PlannedTasks" | "ApiErrors">(locale: AppLocale, namespace: N) {
  const key = `${locale}:${namespace}`;
  const translator = made.get(key) ?? createTranslator({ locale, messages: await messagesFor(locale, ["server"]), namespace });
  made.set(key, translator);
  return translator as ReturnType<typeof createTranslator<Messages, N>>;
}
