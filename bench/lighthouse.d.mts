/** One Lighthouse performance run's figures (a null: Lighthouse gave no value). */
export type LighthouseFigures = {
  url: string;
  score: number;
  firstContentfulPaintMs: number | null;
  largestContentfulPaintMs: number | null;
  totalBlockingTimeMs: number | null;
  cumulativeLayoutShift: number | null;
  speedIndexMs: number | null;
  lighthouseVersion: string;
};

export type LighthouseMedian = Omit<LighthouseFigures, "score"> & {
  score: number | null;
  runs: Pick<LighthouseFigures, "score" | "largestContentfulPaintMs" | "totalBlockingTimeMs">[];
};

export function lighthouseRun(url: string): Promise<LighthouseFigures>;
/** The middle of `values`, nulls left out (of an even count, the lower middle one); null if none. */
export function median(values: (number | null)[]): number | null;
/** Each figure's median over the runs, and the runs. */
export function medianOfRuns(runs: LighthouseFigures[]): LighthouseMedian;
export function lighthouseMedian(url: string, runs: number): Promise<LighthouseMedian>;
