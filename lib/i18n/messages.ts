import type App from "@/locales/en/app.json";
import type Care from "@/locales/en/care.json";
import type Garden from "@/locales/en/garden.json";
import type Public from "@/locales/en/public.json";
import type Settings from "@/locales/en/settings.json";
import type { AppLocale } from "./locales";

/**
 * A language's messages come in files by part of the app (locales/<code>/<file>.json), each
 * holding one or more namespaces: public.json (the signed-out pages and the account forms),
 * app.json (the shell and the dashboard), garden.json (plants), care.json (weather and tasks),
 * settings.json (Settings).
 * Every language has every file and every key English has (lib/i18n/locales.test.ts).
 */
export const MESSAGE_FILES = ["public", "app", "garden", "care", "settings"] as const;
export type MessageFile = (typeof MESSAGE_FILES)[number];

export type Messages = typeof Public & typeof App & typeof Garden & typeof Care & typeof Settings;

/** The signed-in app's files: its screens' client components are given all of them (app/(app)/layout.tsx). */
export const SIGNED_IN_FILES: readonly MessageFile[] = ["app", "garden", "care", "settings"];

/** Loads some of a language's message files, merged: each file of each language is its own chunk, so a page carries only its own. */
export async function messagesFor(locale: AppLocale, files: readonly MessageFile[] = MESSAGE_FILES): Promise<Messages> {
  const parts = await Promise.all(files.map(async (file) => (await import(`@/locales/${locale}/${file}.json`)).default as object));
  return Object.assign({}, ...parts) as Messages;
}

/** Only the named parts of the messages, for a client component's provider: a page's script carries what its forms say, nothing else. */
export function pickMessages<K extends keyof Messages>(messages: Messages, namespaces: readonly K[]): Pick<Messages, K> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<Messages, K>;
}
