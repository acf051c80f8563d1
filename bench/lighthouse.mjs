// A Lighthouse performance run (mobile: its default emulated phone, throttled CPU and network) of
// one page, in the machine's Chromium (Debian's: Lighthouse's own download cannot run offline).
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Lighthouse's performance score (0-100) and the metrics behind it, for `url`. */
export async function lighthouseRun(url) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      url,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
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

/**
 * `runs` Lighthouse runs of `url` one after another, and the median run by score (Lighthouse's own
 * advice: single runs vary by several points, most of it total blocking time on a shared machine).
 */
export async function lighthouseMedian(url, runs) {
  const all = [];
  for (let run = 0; run < runs; run += 1) all.push(await lighthouseRun(url));
  const sorted = [...all].sort((a, b) => a.score - b.score);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], runs: all.map(({ score, largestContentfulPaintMs, totalBlockingTimeMs }) => ({ score, largestContentfulPaintMs, totalBlockingTimeMs })) };
}
