// A Lighthouse run (mobile: its default emulated phone, throttled CPU and network) of one page, in
// the machine's Chromium (Debian's: Lighthouse's own download cannot run offline): performance,
// and the SEO, accessibility and best-practices scores the public pages are held to.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Lighthouse's performance score (0-100) and the metrics behind it, and its other category scores, for `url`. */
export async function lighthouseRun(url) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance", "seo", "accessibility", "best-practices"], output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    const category = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    // What cost a category points, for the report.
    const failed = Object.values(lhr.categories)
      .filter((entry) => entry.id !== "performance")
      .flatMap((entry) => entry.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${entry.id}: ${ref.id}`));
    return {
      url,
      score: category("performance"),
      seo: category("seo"),
      accessibility: category("accessibility"),
      bestPractices: category("best-practices"),
      failedAudits: failed,
      firstContentfulPaintMs: metric("first-contentful-paint"),
      largestContentfulPaintMs: metric("largest-contentful-paint"),
      totalBlockingTimeMs: metric("total-blocking-time"),
      cumulativeLayoutShift: metric("cumulative-layout-shift"),
      speedIndexMs: metric("speed-index"),
      lighthouseVersion: lhr.lighthouseVersion,
    };
  } finally {
    await chrome.kill();
  }
}

/** The middle of `values`, nulls left out (of an even count, the lower of the two middle ones); null if none. */
export function median(values) {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
}

const FIGURES = ["score", "seo", "accessibility", "bestPractices", "firstContentfulPaintMs", "largestContentfulPaintMs", "totalBlockingTimeMs", "cumulativeLayoutShift", "speedIndexMs"];

/**
 * Each figure's median over the runs, and the runs. Each its own: the run with the median score
 * need not have the median LCP (score 99 came with LCP from 1,770 to 2,720 ms on this machine).
 */
export function medianOfRuns(runs) {
  return {
    url: runs[0].url,
    ...Object.fromEntries(FIGURES.map((figure) => [figure, median(runs.map((run) => run[figure]))])),
    lighthouseVersion: runs[0].lighthouseVersion,
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits ?? []))],
    runs: runs.map(({ score, largestContentfulPaintMs, totalBlockingTimeMs }) => ({ score, largestContentfulPaintMs, totalBlockingTimeMs })),
  };
}

/**
 * `runs` Lighthouse runs of `url` one after another, and the median of each figure (Lighthouse's
 * own advice: single runs vary by several points, most of it total blocking time on a shared machine).
 */
export async function lighthouseMedian(url, runs) {
  const all = [];
  for (let run = 0; run < runs; run += 1) all.push(await lighthouseRun(url));
  return medianOfRuns(all);
}
