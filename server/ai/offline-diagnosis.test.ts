import { beforeAll, describe, expect, it } from "vitest";
import { diagnosisWordsIn, offlineEstimate as estimateIn, type DiagnosisWords } from "./offline-diagnosis";

const colours = (green: number, yellowing: number, browning: number, leafCoverage = 0.5) => ({ green, yellowing, browning, leafCoverage });

let english: DiagnosisWords;
let german: DiagnosisWords;
beforeAll(async () => {
  english = await diagnosisWordsIn({ timeZone: "UTC", units: "metric" });
  german = await diagnosisWordsIn({ timeZone: "Europe/Berlin", units: "metric", locale: "de" });
});
const offlineEstimate = (measured: ReturnType<typeof colours>, plantName: string | null) => estimateIn(measured, plantName, english);

describe("offline estimate from leaf colours", () => {
  it("calls a mostly green leaf healthy, and states its limits", () => {
    const estimate = offlineEstimate(colours(0.9, 0.14, 0.09), "Basil");
    expect(estimate.status).toBe("healthy");
    expect(estimate.advice).toMatch(/^The leaves of your Basil look mostly healthy and green\./);
    expect(estimate.advice).toContain("Leaf colours: 90% healthy green, 14% yellowing, 9% browning.");
    expect(estimate.advice).toContain("This is an offline estimate from the colours in the photo only");
    expect(estimate.advice).toContain("This server has no AI model connected; the person who runs it can connect one for a full diagnosis.");
    expect(estimate.advice).not.toMatch(/settings|status/i);
  });

  it("says that a linked plant's status was left as it was when it finds a problem", () => {
    const linked = offlineEstimate(colours(0.7, 0, 0.3), "Tomato");
    expect(linked.status).toBe("problems");
    expect(linked.advice).toContain(
      "The status of your Tomato in My Garden was left as it was: an estimate from colours alone is not sure enough to change it.",
    );
    expect(offlineEstimate(colours(0.7, 0, 0.3), null).advice).not.toContain("My Garden");
  });

  it("reports yellowing from 15% and browning from 10% of the leaf", () => {
    expect(offlineEstimate(colours(0.85, 0.15, 0), null).problems.map((problem) => problem.name)).toEqual(["Yellowing leaves"]);
    expect(offlineEstimate(colours(0.9, 0, 0.1), null).problems.map((problem) => problem.name)).toEqual(["Browning leaves"]);
    const both = offlineEstimate(colours(0.5, 0.3, 0.2), null);
    expect(both.status).toBe("problems");
    expect(both.advice).toMatch(/^This plant shows yellowing leaves and browning leaves\./);
    expect(both.problems[0]!.likelihood).toBeCloseTo(0.6);
  });

  it("refuses to judge a photo with too little leaf in it", () => {
    const estimate = offlineEstimate(colours(1, 0, 0, 0.04), null);
    expect(estimate).toMatchObject({ status: "healthy", problems: [], confidence: 0 });
    expect(estimate.advice).toMatch(/^I could not find enough leaf in this photo/);
  });

  it("caps its confidence: colour alone is never certain", () => {
    expect(offlineEstimate(colours(1, 0, 0, 0.95), null).confidence).toBe(0.6);
    expect(offlineEstimate(colours(1, 0, 0, 0.3), null).confidence).toBe(0.3);
  });
});

describe("offline estimate in the gardener's language", () => {
  it("writes the whole estimate in German, with German percentages", () => {
    const estimate = estimateIn(colours(0.5, 0.3, 0.2), "Tomate", german);
    expect(estimate.advice).toContain("Tomate");
    expect(estimate.advice.replace(/\s/g, " ")).toContain("50 %");
    for (const english of ["leaves", "healthy", "This is an offline estimate", "My Garden", "yellow"]) expect(estimate.advice).not.toContain(english);
    expect(estimate.problems.map((problem) => problem.name).join(" ")).not.toMatch(/leaves/i);
    expect(estimateIn(colours(1, 0, 0, 0.01), null, german).advice).not.toMatch(/leaf|photo/i);
  });
});
