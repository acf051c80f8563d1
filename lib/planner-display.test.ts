import { describe, expect, it } from "vitest";
import { assumedFrostDates, frostSummary } from "./planner-display";

const NONE = { lastSpring: null, firstAutumn: null, source: "none" as const };

describe("where the planner's dates come from", () => {
  it("says what it assumed when the garden has no dates of its own", () => {
    expect(assumedFrostDates(NONE, null)).toBe(
      "These dates assume a last spring frost on Mar 1 and a first autumn frost on Nov 15, the usual growing season north of the equator, not your garden's own.",
    );
    expect(assumedFrostDates(NONE, -41.29)).toContain("a last spring frost on Sep 1 and a first autumn frost on May 15, the usual growing season south of the equator");
    expect(assumedFrostDates({ lastSpring: "03-24", firstAutumn: "11-12", source: "history" }, 51.45)).toBeNull();
    expect(assumedFrostDates({ lastSpring: "04-20", firstAutumn: null, source: "manual" }, null)).toBeNull();
  });

  it("does not send a gardener whose location is set to set it", () => {
    const history = null;
    expect(frostSummary({ frost: NONE, history, historyError: null, location: null, locationStatus: "none" })).toBe(
      "Your garden has no place yet, so its frost dates are not known. Until then the planner follows the seasons.",
    );
    expect(frostSummary({ frost: NONE, history, historyError: null, location: "Atlantis", locationStatus: "not-found" })).toBe(
      'We could not find "Atlantis", so your garden\'s frost dates are not known. Until then the planner follows the seasons.',
    );
    expect(frostSummary({ frost: NONE, history, historyError: null, location: "Leeds", locationStatus: "not-looked-up" })).toContain('"Leeds" is not looked up yet');
  });
});
