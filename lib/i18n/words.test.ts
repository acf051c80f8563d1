import { createTranslator } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { messagesFor } from "./messages";
import { wordsIn } from "./words";

// Counts the calls that reach next-intl's own translators (the words are the real ones).
const calls = vi.hoisted(() => ({ count: 0 }));
vi.mock("next-intl", async (actual) => {
  const real = await actual<typeof import("next-intl")>();
  const counted = ((options: Parameters<typeof real.createTranslator>[0]) => {
    const translate = real.createTranslator(options);
    return Object.assign((...args: Parameters<typeof translate>) => {
      calls.count += 1;
      return translate(...args);
    }, translate);
  }) as typeof real.createTranslator;
  return { ...real, createTranslator: counted };
});

describe("the server's words", () => {
  it("says the same words again without asking next-intl again", async () => {
    const reasons = await wordsIn("de", "WateringReasons");
    calls.count = 0;
    const said = new Set<string>();
    for (let plant = 0; plant < 25; plant += 1) said.add(reasons("every", { days: 3 }));
    expect(calls.count).toBe(1);
    expect(said.size).toBe(1);
    expect(reasons("every", { days: 1 })).not.toBe(reasons("every", { days: 3 }));
    expect(calls.count).toBe(2);
    // A call with formats of its own is passed on as it is, every time.
    reasons("every", { days: 3 }, { number: {} });
    reasons("every", { days: 3 }, { number: {} });
    expect(calls.count).toBe(4);
  });

  it("says what next-intl says, in each language, the first time and again", async () => {
    for (const locale of ["en", "de", "es", "fr"] as const) {
      const reasons = await wordsIn(locale, "WateringReasons");
      const plain = createTranslator({ locale, messages: await messagesFor(locale, ["server"]), namespace: "WateringReasons" });
      for (const round of [1, 2]) {
        for (const days of [1, 2, 7, 14]) expect(reasons("every", { days }), `${locale}, round ${round}`).toBe(plain("every", { days }));
        expect(reasons("fixed", { every: "x" })).toBe(plain("fixed", { every: "x" }));
      }
    }
  });
});
