// What a page costs to load: its HTML, and the JavaScript files it names (<script src> and
// <link rel="preload"/"modulepreload"> of scripts), each gzipped at zlib's default level as the
// server compresses them. Inline scripts (React's flight data) are part of the HTML.
import { gzipSync } from "node:zlib";

const gzipBytes = (buffer) => gzipSync(buffer).length;

/**
 * The JavaScript URLs a page's HTML loads, in order, without repeats. A `noModule` script (Next's
 * polyfills for browsers without ES modules) is left out: the browsers the app supports skip it.
 */
export function scriptUrls(html) {
  const urls = [];
  for (const match of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(match[0])?.[1];
    if (src && !/\bnomodule\b/i.test(match[0])) urls.push(src);
  }
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    const isScript = /\brel="modulepreload"/.test(tag) || (/\brel="preload"/.test(tag) && /\bas="script"/.test(tag));
    if (href && isScript) urls.push(href);
  }
  return [...new Set(urls.map((url) => url.replaceAll("&amp;", "&")))];
}

/**
 * Loads `path` (with `cookie` when given) and every script it names; sizes in bytes.
 * `scripts` lists each file's own sizes, largest first.
 */
export async function pageWeight(origin, path, cookie) {
  const headers = cookie ? { cookie } : {};
  const response = await fetch(`${origin}${path}`, { headers });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const html = Buffer.from(await response.arrayBuffer());
  const scripts = await Promise.all(
    scriptUrls(html.toString("utf8")).map(async (url) => {
      const file = await fetch(new URL(url, origin));
      if (!file.ok) throw new Error(`GET ${url} (named by ${path}) answered ${file.status}`);
      const bytes = Buffer.from(await file.arrayBuffer());
      return { url, bytes: bytes.length, gzipBytes: gzipBytes(bytes) };
    }),
  );
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    path,
    signedIn: Boolean(cookie),
    htmlBytes: html.length,
    htmlGzipBytes: gzipBytes(html),
    jsFiles: scripts.length,
    jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    jsGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    scripts,
  };
}
