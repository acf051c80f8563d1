import "server-only";
import { createTranslator } from "next-intl";
import { escapeRegExp } from "@/lib/escape-reg-exp";
import { DEFAULT_APP_LOCALE, localeForAcceptLanguage, type AppLocale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { wordsIn } from "@/lib/i18n/words";

/**
 * The API's error messages in the caller's language. The code writes each message in English,
 * where it is thrown (the English is the message's identity, as a gettext msgid is); the
 * `ApiErrors` namespace of locales/<code>/server.json holds every one of them under a key, English
 * included, with its varying parts as arguments ("Keep the name to {max} characters."). An
 * answer's message is looked up by its English text and written again in the caller's language.
 * A message the table lacks stays English; a test reads the code's messages and fails on any the
 * table lacks (server/http/error-language.test.ts).
 */

type Pattern = { key: string; pattern: RegExp; names: string[] };
type Table = { exact: Map<string, string>; patterns: Pattern[] };

const ARGUMENT = /\{(\w+)\}/g;

/**
 * A message's arguments by name: from its ICU text ("{max}"), or, once the build has compiled the
 * messages (next.config.ts), from its parts (a string, or ["max"] for an argument).
 */
export function argumentNames(message: unknown): string[] {
  if (typeof message === "string") return [...message.matchAll(ARGUMENT)].map((match) => match[1] ?? "");
  if (Array.isArray(message)) return message.flatMap((part: unknown) => (Array.isArray(part) && typeof part[0] === "string" ? [part[0]] : []));
  return [];
}

let table: Promise<Table> | undefined;

/** The English messages as a lookup: whole texts by text, the rest as patterns, most literal text first. */
async function englishTable(): Promise<Table> {
  const raw = (await messagesFor("en", ["server"])).ApiErrors as Record<string, unknown>;
  const english = createTranslator({ locale: "en", messages: { ApiErrors: raw } });
  const exact = new Map<string, string>();
  const patterns: (Pattern & { literal: number })[] = [];
  for (const [key, message] of Object.entries(raw)) {
    const names = [...new Set(argumentNames(message))];
    if (names.length === 0) {
      exact.set(english(`ApiErrors.${key}` as never), key);
      continue;
    }
    // Written with a marker for each argument, the English splits into its literal parts.
    const markers = Object.fromEntries(names.map((name, index) => [name, `\u0000${index}\u0000`]));
    const written: string = english(`ApiErrors.${key}` as never, markers as never);
    const order: string[] = [];
    const source = written
      .split(/\u0000(\d+)\u0000/)
      .map((part, index) => {
        if (index % 2 === 0) return escapeRegExp(part);
        order.push(names[Number(part)] ?? "");
        return "([\\s\\S]+?)";
      })
      .join("");
    patterns.push({ key, pattern: new RegExp(`^${source}$`), names: order, literal: written.replace(/\u0000\d+\u0000/g, "").length });
  }
  patterns.sort((a, b) => b.literal - a.literal);
  return { exact, patterns };
}

function find({ exact, patterns }: Table, message: string): { key: string; values: Record<string, string> } | null {
  const key = exact.get(message);
  if (key) return { key, values: {} };
  for (const candidate of patterns) {
    const match = candidate.pattern.exec(message);
    if (match) return { key: candidate.key, values: Object.fromEntries(candidate.names.map((name, index) => [name, match[index + 1] ?? ""])) };
  }
  return null;
}

/** Which `ApiErrors` message an English text is, with its arguments; null when the table lacks it. */
export async function apiErrorOf(message: string): Promise<{ key: string; values: Record<string, string> } | null> {
  table ??= englishTable();
  return find(await table, message);
}

const asWritten = (message: string) => message;

/**
 * Writes English error messages in a language, at once (a stream's error callback can't wait):
 * unchanged when the table lacks one. An error answer never fails for its words: when the
 * messages cannot be loaded it is English, and the table is built again next time.
 */
export async function errorWordsFor(locale: AppLocale): Promise<(message: string) => string> {
  if (locale === DEFAULT_APP_LOCALE) return asWritten;
  try {
    table ??= englishTable();
    const [lookup, words] = await Promise.all([table, wordsIn(locale, "ApiErrors")]);
    return (message) => {
      const found = find(lookup, message);
      return found && words.has(found.key as never) ? words(found.key as never, found.values as never) : message;
    };
  } catch (error) {
    table = undefined;
    console.error("The API's error messages could not be loaded; answering in English.", error);
    return asWritten;
  }
}

/** An English error message in a language (unchanged when the table lacks it). */
export async function inLanguage(message: string, locale: AppLocale): Promise<string> {
  return (await errorWordsFor(locale))(message);
}

/**
 * The language an error is written in for a caller: a personal API token's `Accept-Language`
 * when it sends one (a script asks for its language), else the gardener's profile; signed out,
 * the browser's `Accept-Language`.
 */
export function callerLocale(request: Request, gardener?: { locale: AppLocale } | null, via?: "session" | "token"): AppLocale {
  const asked = request.headers.get("accept-language");
  if (gardener && !(via === "token" && asked)) return gardener.locale;
  return localeForAcceptLanguage(asked);
}
