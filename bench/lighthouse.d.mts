/** One Lighthouse run's figures (a null: Lighthouse gave no value); scores are 0-100. */
export type LighthouseFigures = {
  url: string;
  /** Performance. */
  score: number;
  seo?: number;
  accessibility?: number;
  bestPractices?: number;
  /** The SEO, accessibility and best-practices audits that failed ("seo: document-title"). */
  failedAudits?: string[];
  firstContentfulPaintMs: number | null;
  largestContentfulPaintMs: number | null;
  totalBlockingTimeMs: number | null;
  cumulativeLayoutShift: number | null;
  speedIndexMs: number | null;
  lighthouseVersion: string;
};

export type LighthouseMedian = Omit<LighthouseFigures, "score" | "seo" | "accessibility" | "bestPractices" | "failedAudits"> & {
  score: number | null;
  seo: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  failedAudits: string[];
  runs: Pick<LighthouseFigures, "score" | "largestContentfulPaintMs" | "totalBlockingTimeMs">[];
};

export function lighthouseRun(url: string): Promise<LighthouseFigures>;
/** The middle of `values`, nulls left out (of an even count, the lower middle one); null if none. */
export function median(values: (number | null)[]): number | null;
/** Each figure's median over the runs, and the runs. */
export function medianOfRuns(runs: LighthouseFigures[]): LighthouseMedian;
export function lighthouseMedian(url: string, runs: number): Promise<LighthouseMedian>;
