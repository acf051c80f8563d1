import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import englishPlans from "@/locales/en/plans.json";
import germanPlans from "@/locales/de/plans.json";
import { assumedFrostDates, frostSummary } from "./planner-display";

const english = createTranslator({ locale: "en", messages: englishPlans, namespace: "Planner" });
const german = createTranslator({ locale: "de", messages: germanPlans, namespace: "Planner" });

const NONE = { lastSpring: null, firstAutumn: null, source: "none" as const };

describe("where the planner's dates come from", () => {
  it("says what it assumed when the garden has no dates of its own", () => {
    expect(assumedFrostDates(NONE, null, english)).toBe(
      "These dates assume a last spring frost on Mar 1 and a first autumn frost on Nov 15, the usual growing season north of the equator, not your garden's own.",
    );
    expect(assumedFrostDates(NONE, -41.29, english)).toContain("a last spring frost on Sep 1 and a first autumn frost on May 15, the usual growing season south of the equator");
    expect(assumedFrostDates({ lastSpring: "03-24", firstAutumn: "11-12", source: "history" }, 51.45, english)).toBeNull();
    expect(assumedFrostDates({ lastSpring: "04-20", firstAutumn: null, source: "manual" }, null, english)).toBeNull();
  });

  it("does not send a gardener whose location is set to set it", () => {
    const history = null;
    expect(frostSummary({ frost: NONE, history, historyError: null, location: null, locationStatus: "none" }, english)).toBe(
      "Your garden has no place yet, so its frost dates are not known. Until then the planner follows the seasons.",
    );
    expect(frostSummary({ frost: NONE, history, historyError: null, location: "Atlantis", locationStatus: "not-found" }, english)).toBe(
      'We could not find "Atlantis", so your garden\'s frost dates are not known. Until then the planner follows the seasons.',
    );
    expect(frostSummary({ frost: NONE, history, historyError: null, location: "Leeds", locationStatus: "not-looked-up" }, english)).toContain('"Leeds" is not looked up yet');
  });

  it("says where the dates come from in the gardener's language and date format", () => {
    const history = { lastSpring: "04-12", firstAutumn: "10-20", fromYear: 2016, toYear: 2025 };
    const frost = { ...history, source: "history" as const };
    expect(frostSummary({ frost, history, historyError: null, location: "Leeds" }, english)).toBe(
      "Over the last 10 years (2016–2025) at Leeds, the last spring frost came around Apr 12 and the first autumn frost around Oct 20.",
    );
    expect(frostSummary({ frost, history, historyError: null, location: "Köln" }, german, { locale: "de-DE" })).toBe(
      "In den letzten 10 Jahren (2016–2025) kam in Köln der letzte Frühjahrsfrost um den 12. Apr. und um den 20. Okt. der erste Herbstfrost.",
    );
    expect(assumedFrostDates(NONE, null, german, { locale: "de-DE" })).toContain("nördlich des Äquators");
  });
});
