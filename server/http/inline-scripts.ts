// The inline scripts of a page built ahead (lib/public-pages.ts), and the hashes its
// Content-Security-Policy lists for them (scripts/static-page-policy.ts). No `import "server-only"`:
// the build step runs it outside Next.
import { createHash } from "node:crypto";

// A <script> element without a src: its attributes and its text. HTML's script text is raw (no
// entities), so the text between the tags is exactly what the browser hashes.
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks (JSON-LD) are not run, so the policy does not need to allow them.
const DATA_BLOCK = /\stype=(["'])(?!text\/javascript|module)[^"']+\1/i;

/** The text of every inline script in the page that the browser would run, in page order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (!DATA_BLOCK.test(attributes)) scripts.push(text);
  }
  return scripts;
}

/** The base64 SHA-256 of each inline script the page runs, once each. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map((text) => createHash("sha256").update(text, "utf8").digest("base64")))];
}
