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
  const translator = made.get(key) ?? remembering(createTranslator({ locale, messages: await messagesFor(locale, [FILE_OF[namespace]]), namespace }));
  made.set(key, translator);
  return translator as ReturnType<typeof createTranslator<Messages, N>>;
}

/** How many sayings each translator keeps: a garden's reasons and titles, many times over. */
const REMEMBERED_SAYINGS = 2000;

type Translate = ((key: string, values?: Record<string, unknown>, ...formats: unknown[]) => string) & Record<"rich" | "markup" | "raw" | "has", unknown>;

/**
 * A translator that keeps what it has said. next-intl finds a message's compiled form by
 * serialising every call's formats, about 5 µs, and a garden read says a few words for each plant
 * (its watering reason); saying the same words again is then a lookup. Only words from plain
 * values (text and numbers) and no formats of the call's own are kept, at most REMEMBERED_SAYINGS
 * of them (then it starts afresh).
 */
function remembering(translator: unknown): Translate {
  const translate = translator as Translate;
  const said = new Map<string, string>();
  const remembered = (key: string, values?: Record<string, unknown>, ...formats: unknown[]) => {
    if (formats.length > 0 || (values && !Object.values(values).every((value) => typeof value === "string" || typeof value === "number"))) {
      return translate(key, values, ...formats);
    }
    const saying = values ? `${key}\u0000${JSON.stringify(values)}` : key;
    let words = said.get(saying);
    if (words === undefined) {
      words = translate(key, values);
      if (said.size >= REMEMBERED_SAYINGS) said.clear();
      said.set(saying, words);
    }
    return words;
  };
  return Object.assign(remembered, { rich: translate.rich, markup: translate.markup, raw: translate.raw, has: translate.has });
}
