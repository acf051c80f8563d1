/** The JavaScript URLs a page's HTML loads, in order, without repeats (noModule scripts left out). */
export function scriptUrls(html: string): string[];

export type PageWeight = {
  path: string;
  signedIn: boolean;
  htmlBytes: number;
  htmlGzipBytes: number;
  jsFiles: number;
  jsBytes: number;
  jsGzipBytes: number;
  scripts: { url: string; bytes: number; gzipBytes: number }[];
};

/** Loads `path` (with `cookie` when given) and every script it names; sizes in bytes. */
export function pageWeight(origin: string, path: string, cookie?: string): Promise<PageWeight>;
