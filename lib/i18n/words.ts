import "server-only";
import { createTranslator } from "next-intl";
import type { AppLocale } from "./locales";
import { messagesFor, type MessageFile, type Messages } from "./messages";

/**
 * What the server writes in a gardener's language outside a page: watering reasons, weather tips,
 * reminders, API errors, the offline assistant (locales/<code>/server.json) and the words lib/
 * shares with the screens (display.json, the weather's in care.json). A background job has no
 * request to read a language from, so it names one; each translator is made once per language
 * and namespace.
 */
const made = new Map<string, unknown>();

/** The namespaces the server writes with outside a page, and the file each is in. */
const FILE_OF = {
  WateringReasons: "server",
  WeatherTips: "server",
  Reminders: "server",
  PlannedTasks: "server",
  ApiErrors: "server",
  OfflineAssistant: "server",
  Watering: "display",
  PlantFacts: "display",
  Weather: "care",
  Tasks: "care",
  CalendarFeed: "server",
  AssistantTools: "server",
  OfflineDiagnosis: "server",
  OfflineProposals: "server",
  Harvests: "plans",
} as const satisfies Partial<Record<keyof Messages, MessageFile>>;

/** A namespace's translator in a language (`(await wordsIn("de", "Reminders"))("greeting")`). */
export async function wordsIn<N extends keyof typeof FILE_OF>(locale: AppLocale, namespace: N) {
  const key = `${locale}:${namespace}`;
  const translator = made.get(key) ?? createTranslator({ locale, messages: await messagesFor(locale, [FILE_OF[namespace]]), namespace });
  made.set(key, translator);
  return translator as ReturnType<typeof createTranslator<Messages, N>>;
}
