import path from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import english from "@/locales/en/server.json";
import { LOCALES } from "@/lib/i18n/locales";
import { writtenErrorMessages } from "@/tests/support/error-messages";
import { apiErrorOf, argumentNames, callerLocale, inLanguage } from "./error-language";

const written = writtenErrorMessages(path.resolve(import.meta.dirname, "../.."));
const englishWords = createTranslator({ locale: "en", messages: { ApiErrors: english.ApiErrors } });
/** A message as the code would write it, each argument given a value ("7"). */
const sample = (text: string) => text.replace(/\{\w+\}/g, "7");

describe("the API's error messages in the caller's language", () => {
  it("finds the messages the code writes (the scan itself works)", () => {
    expect(written.length).toBeGreaterThan(250);
    const texts = written.map((message) => message.text);
    expect(texts).toContain("That plant was not found.");
    expect(texts).toContain("Keep the name to {gardenNameMaxLength} characters.");
    expect(texts).toContain(english.ApiErrors.sessionOnlyAccount);
  });

  it("has every message the code writes in its table, arguments and all", async () => {
    const missing: string[] = [];
    for (const message of written) {
      const text = sample(message.text);
      const found = await apiErrorOf(text);
      // The entry found writes the same English again from the arguments it read.
      if (!found || englishWords(`ApiErrors.${found.key}` as never, found.values as never) !== text) missing.push(`${message.file}:${message.line} ${message.text}`);
    }
    expect(missing).toEqual([]);
  });

  it("has no entry the code no longer writes", async () => {
    const used = new Set<string>();
    for (const message of written) {
      const found = await apiErrorOf(sample(message.text));
      if (found) used.add(found.key);
    }
    expect(Object.keys(english.ApiErrors).filter((key) => !used.has(key))).toEqual([]);
  });

  it("writes a message again in each language, with its arguments", async () => {
    for (const locale of LOCALES) {
      const plain = await inLanguage("That plant was not found.", locale);
      const counted = await inLanguage("Keep the name to 60 characters.", locale);
      if (locale === "en") {
        expect(plain).toBe("That plant was not found.");
        continue;
      }
      expect(plain).not.toBe("That plant was not found.");
      expect(plain).not.toContain("ApiErrors");
      expect(counted).toContain("60");
      expect(counted).not.toContain("Keep the name");
    }
    expect(await inLanguage("That plant was not found.", "de")).toBe("Diese Pflanze wurde nicht gefunden.");
  });

  it("reads a message's arguments from its text, or from its parts once the build has compiled it", () => {
    expect(argumentNames("Keep the name to {max} characters.")).toEqual(["max"]);
    expect(argumentNames(["Keep the name to ", ["max"], " characters."])).toEqual(["max"]);
    expect(argumentNames("JSON '{' \"upload\": id '}'.")).toEqual([]);
    expect(argumentNames('JSON { "upload": id }.')).toEqual([]);
  });

  it("answers in English, and tries again next time, when a language's messages cannot be loaded", async () => {
    const words = await import("@/lib/i18n/words");
    const failing = vi.spyOn(words, "wordsIn").mockRejectedValueOnce(new Error("chunk missing"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await inLanguage("That plant was not found.", "fr")).toBe("That plant was not found.");
    expect(logged).toHaveBeenCalledOnce();
    failing.mockRestore();
    logged.mockRestore();
    expect(await inLanguage("That plant was not found.", "fr")).toBe("Cette plante est introuvable.");
  });

  it("leaves a message it does not know in English", async () => {
    expect(await inLanguage("Something nobody wrote.", "fr")).toBe("Something nobody wrote.");
  });

  it("takes the profile's language, a token's Accept-Language, or the signed-out browser's", () => {
    const asking = (language?: string) => new Request("http://localhost/api/plants", { headers: language ? { "accept-language": language } : {} });
    const german = { locale: "de" as const };
    expect(callerLocale(asking("fr-FR,fr;q=0.9"), german, "session")).toBe("de");
    expect(callerLocale(asking("fr-FR,fr;q=0.9"), german, "token")).toBe("fr");
    expect(callerLocale(asking(), german, "token")).toBe("de");
    expect(callerLocale(asking("es"))).toBe("es");
    expect(callerLocale(asking())).toBe("en");
  });
});
