import { describe, expect, it } from "vitest";
import { median, medianOfRuns } from "./lighthouse.mjs";

const run = (score: number, largestContentfulPaintMs: number, totalBlockingTimeMs: number) => ({
  url: "http://127.0.0.1:3000/",
  score,
  firstContentfulPaintMs: 780,
  largestContentfulPaintMs,
  totalBlockingTimeMs,
  cumulativeLayoutShift: 0,
  speedIndexMs: 780,
  lighthouseVersion: "12.0.0",
});

describe("the Lighthouse figures of several runs", () => {
  it("takes each figure's own median, not the median-scored run's", () => {
    // Sorted by score the middle run is the 2,716 ms one; the median LCP is 1,969 ms.
    const figures = medianOfRuns([run(99, 1969, 56), run(98, 2451, 40), run(99, 2716, 60), run(99, 1773, 70), run(97, 1900, 90)]);
    expect(figures.score).toBe(99);
    expect(figures.largestContentfulPaintMs).toBe(1969);
    expect(figures.totalBlockingTimeMs).toBe(60);
    expect(figures.cumulativeLayoutShift).toBe(0);
    expect(figures.runs).toHaveLength(5);
  });

  it("takes the median of each category's score, and lists every audit that cost one points", () => {
    const figures = medianOfRuns([
      { ...run(99, 1969, 56), seo: 100, accessibility: 100, bestPractices: 96, failedAudits: ["best-practices: errors-in-console"] },
      { ...run(98, 2451, 40), seo: 92, accessibility: 100, bestPractices: 100, failedAudits: ["seo: canonical"] },
      { ...run(99, 2716, 60), seo: 100, accessibility: 100, bestPractices: 100, failedAudits: [] },
    ]);
    expect([figures.seo, figures.accessibility, figures.bestPractices]).toEqual([100, 100, 100]);
    expect(figures.failedAudits).toEqual(["best-practices: errors-in-console", "seo: canonical"]);
  });

  it("leaves out missing figures, and takes the lower middle of an even count", () => {
    expect(median([3, null, 1, 2, 4])).toBe(2);
    expect(median([null, null])).toBeNull();
  });
});
