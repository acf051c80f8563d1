import fs from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import catalogue from "@/server/db/plant-catalogue.json";
import { AUTH_PROBLEM_VALUES } from "@/lib/auth-checks";
import { ENGLISH } from "@/lib/auth-messages";
import { NO_OPERATOR_CONTACT } from "@/lib/operator";
import { DEFAULT_APP_LOCALE, isAppLocale, localeForAcceptLanguage, LOCALES, localizedPath, splitLocalePath } from "./locales";
import { MESSAGE_FILES, messagesFor } from "./messages";

const LOCALES_DIR = path.join(process.cwd(), "locales");
const readJson = (locale: string, file: string) => JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, file), "utf8")) as Record<string, unknown>;

/** Every message's key, "Namespace.key". */
function keysOf(messages: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}${key}`] : keysOf(value as Record<string, unknown>, `${prefix}${key}.`)));
}

/** A message's arguments and tags, each with its kind ("count:plural", "link:tag"), read by the ICU parser. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) found.add(`${element.value}:${TYPE[element.type]}`);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        found.add(`${element.value}:${TYPE[element.type]}`);
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === TYPE.tag) {
        found.add(`${element.value}:tag`);
        walk(element.children);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** Values for every argument of a message: a number for a plural or number, a date for a date or time, a word otherwise, and each tag as a function. */
function valuesFor(message: string): Record<string, unknown> {
  return Object.fromEntries(
    argumentsOf(message).map((argument) => {
      const [name, kind] = argument.split(":") as [string, string];
      const value = kind === "plural" || kind === "number" ? 2 : kind === "date" || kind === "time" ? new Date(0) : kind === "tag" ? (words: unknown) => words : "x";
      return [name, value];
    }),
  );
}

/** The message at a key ("Namespace.key", or deeper). */
const messageAt = (messages: object, key: string) => key.split(".").reduce<unknown>((part, name) => (part as Record<string, unknown>)[name], messages) as string;

const english = Object.assign({}, ...MESSAGE_FILES.map((file) => readJson("en", `${file}.json`))) as Record<string, unknown>;
const englishKeys = keysOf(english);
describe("languages (locales/<code>/)", () => {
  it("has a folder for every language the app speaks, and a language for every folder", () => {
    const folders = fs.readdirSync(LOCALES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)("%s has every message file and every message English has, and no other", (locale) => {
    const files = fs.readdirSync(path.join(LOCALES_DIR, locale)).sort();
    const expected = [...MESSAGE_FILES.map((file) => `${file}.json`), ...(locale === DEFAULT_APP_LOCALE ? [] : ["catalogue.json"])].sort();
    expect(files).toEqual(expected);
    for (const file of MESSAGE_FILES) expect(keysOf(readJson(locale, `${file}.json`)), `${locale}/${file}.json`).toEqual(keysOf(readJson("en", `${file}.json`)));
  });

  it("keeps each namespace in one file", () => {
    const namespaces = MESSAGE_FILES.flatMap((file) => Object.keys(readJson("en", `${file}.json`)));
    expect(namespaces.length).toBe(new Set(namespaces).size);
  });

  it.each(LOCALES)("%s keeps every message's placeholders and tags, and each one formats", async (locale) => {
    const messages = await messagesFor(locale);
    const errors: string[] = [];
    const t = createTranslator({ locale, messages, onError: (error) => errors.push(error.message) });
    const changed: string[] = [];
    for (const key of englishKeys) {
      const [message, source] = [messageAt(messages, key), messageAt(english, key)];
      // The same arguments and tags by name (a language may need a plural where English has a plain number).
      const names = (text: string) => argumentsOf(text).map((argument) => argument.replace(/:(?!tag$).*$/, "")).join();
      if (names(message) !== names(source)) changed.push(`${key}: ${names(message)} (English: ${names(source)})`);
      else if (!t.rich(key as never, valuesFor(message) as never)) changed.push(`${key}: empty`);
    }
    expect(changed).toEqual([]);
    expect(errors).toEqual([]);
  });

  it.each(LOCALES)("%s names and describes every catalogue plant", (locale) => {
    if (locale === DEFAULT_APP_LOCALE) return; // English is the catalogue's own (server/db/plant-catalogue.json)
    const translated = readJson(locale, "catalogue.json") as Record<string, { commonName?: unknown; careDescription?: unknown }>;
    expect(Object.keys(translated)).toEqual(catalogue.map((entry) => entry.slug));
    for (const [slug, entry] of Object.entries(translated)) {
      expect(typeof entry.commonName === "string" && entry.commonName.length > 0, `${locale} ${slug}`).toBe(true);
      expect(typeof entry.careDescription === "string" && entry.careDescription.length > 0, `${locale} ${slug}`).toBe(true);
    }
  });

  it("keeps English as the product's own words: the account forms' problems read as lib/auth-messages.ts writes them", async () => {
    const t = createTranslator({ locale: "en", messages: await messagesFor("en") });
    for (const [problem, sentence] of Object.entries(ENGLISH)) {
      expect(t(`AuthErrors.${problem}` as never, AUTH_PROBLEM_VALUES as never), problem).toBe(sentence);
    }
    expect(t("Public.noOperatorContact")).toBe(NO_OPERATOR_CONTACT);
  });

  it.each(LOCALES)("%s: the Terms say what the footer says when an operator published no contact", async (locale) => {
    const t = createTranslator({ locale, messages: await messagesFor(locale, ["public", "terms"]) });
    expect(t("Terms.noContact")).toBe(t("Public.noOperatorContact"));
  });
});

describe("the gardener's language", () => {
  it("is the first language the browser asks for that the app speaks, else English", () => {
    expect(localeForAcceptLanguage("de-DE,de;q=0.9,en;q=0.8")).toBe("de");
    expect(localeForAcceptLanguage("fr-CA")).toBe("fr");
    expect(localeForAcceptLanguage("pt-BR,pt;q=0.9,es;q=0.5")).toBe("es");
    expect(localeForAcceptLanguage("en;q=0.5,de;q=0.9")).toBe("de");
    expect(localeForAcceptLanguage("ja")).toBe("en");
    expect(localeForAcceptLanguage("")).toBe("en");
    expect(localeForAcceptLanguage(null)).toBe("en");
    expect(localeForAcceptLanguage("*;q=1, x-klingon")).toBe("en");
  });

  it("puts each language but English under its code in a public page's path", () => {
    expect(localizedPath("en", "/")).toBe("/");
    expect(localizedPath("en", "/login")).toBe("/login");
    expect(localizedPath("de", "/")).toBe("/de");
    expect(localizedPath("fr", "/register")).toBe("/fr/register");
    expect(splitLocalePath("/de")).toEqual({ locale: "de", path: "/" });
    expect(splitLocalePath("/es/login")).toEqual({ locale: "es", path: "/login" });
    expect(splitLocalePath("/en/login")).toBeNull();
    expect(splitLocalePath("/deutsch")).toBeNull();
    expect(splitLocalePath("/it")).toBeNull();
    expect(isAppLocale("de")).toBe(true);
    expect(isAppLocale("DE")).toBe(false);
  });
});
