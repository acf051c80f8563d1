import type App from "@/locales/en/app.json";
import type Assistant from "@/locales/en/assistant.json";
import type Care from "@/locales/en/care.json";
import type Display from "@/locales/en/display.json";
import type Garden from "@/locales/en/garden.json";
import type Journal from "@/locales/en/journal.json";
import type Plans from "@/locales/en/plans.json";
import type Public from "@/locales/en/public.json";
import type Server from "@/locales/en/server.json";
import type Settings from "@/locales/en/settings.json";
import type Terms from "@/locales/en/terms.json";
import type { AppLocale } from "./locales";

/**
 * A language's messages come in files by part of the app (locales/<code>/<file>.json), each
 * holding one or more namespaces: public.json (the signed-out pages and the account forms),
 * app.json (the shell and the dashboard), garden.json (plants), care.json (weather and tasks),
 * settings.json (Settings), plans.json (the Care Schedule, the planner, harvests), journal.json
 * (the journal, gardens and their members, the place step), assistant.json (chat and diagnosis),
 * display.json (the words lib/ and hooks/ write: watering, ages, toasts), server.json (what the
 * server writes in the gardener's language: watering reasons, weather tips, reminders; lib/i18n/words.ts),
 * terms.json (the footer's Terms & Conditions, loaded when the dialog opens).
 * Every language has every file and every key English has (lib/i18n/locales.test.ts).
 */
export const MESSAGE_FILES = ["public", "app", "garden", "care", "settings", "plans", "journal", "assistant", "display", "server", "terms"] as const;
export type MessageFile = (typeof MESSAGE_FILES)[number];

export type Messages = typeof Public &
  typeof App &
  typeof Garden &
  typeof Care &
  typeof Settings &
  typeof Plans &
  typeof Journal &
  typeof Assistant &
  typeof Display &
  typeof Server &
  typeof Terms;

/** Loads some of a language's message files, merged: each file of each language is its own chunk, so a page carries only its own. */
export async function messagesFor(locale: AppLocale, files: readonly MessageFile[] = MESSAGE_FILES): Promise<Messages> {
  const parts = await Promise.all(files.map(async (file) => (await import(`@/locales/${locale}/${file}.json`)).default as object));
  return Object.assign({}, ...parts) as Messages;
}

/** Only the named parts of the messages, for a client component's provider (components/page-messages.tsx): a page carries what its components say, nothing else. */
export function pickMessages<K extends keyof Messages>(messages: Messages, namespaces: readonly K[]): Pick<Messages, K> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<Messages, K>;
}
