#!/usr/bin/env -S npx tsx
// After `next build`: the Content-Security-Policy of each prerendered public page (the landing
// page and the plant guides, lib/public-pages.ts), fixed now that its HTML is. A page built ahead
// has no per-request nonce, so its policy lists the SHA-256 hash of each inline script it holds
// (Next's bootstrap and its data) and allows no other inline script; script files come from the
// app's own origin only. The policy goes where the server takes the page's headers from: the
// page's .meta file (`next start`) and the prerender manifest's initialHeaders (Vercel's build).
// proxy.ts leaves these pages' policy alone. With them the page gets Cache-Control for a CDN.
// Fails the build when a public page was not prerendered: it would be served without a policy.
//   npx tsx scripts/static-page-policy.ts [distDir]     (npm run build runs it; default .next)
import fs from "node:fs";
import path from "node:path";
import { LANDING_PAGE, PRERENDERED_PUBLIC_PAGES, PUBLIC_PAGE_CACHE_CONTROL } from "../lib/public-pages";
import { env } from "../server/env";
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from "../server/http/security-headers";
import { inlineScriptHashes } from "../server/http/inline-scripts";

type PageMeta = { headers?: Record<string, string>; routeCache?: { key: string } };
type PrerenderManifest = { routes: Record<string, { dataRoute?: string | null; initialHeaders?: Record<string, string> }> };

const distDir = path.resolve(process.argv[2] ?? ".next");
const manifestPath = path.join(distDir, "prerender-manifest.json");
const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as PrerenderManifest;
const missing = [...PRERENDERED_PUBLIC_PAGES].filter((route) => !manifest.routes[route]?.dataRoute);
if (missing.length > 0) {
  console.error(`These public pages were not prerendered, so they would be served without their policy: ${missing.join(", ")}`);
  process.exit(1);
}

// A step of the build: what a running server must have (a database on Vercel) is not needed here.
process.env.NEXT_PHASE ??= "phase-production-build";
const https = env().publicUrl?.startsWith("https://") ?? false;
const started = Date.now();
let pages = 0;
for (const route of PRERENDERED_PUBLIC_PAGES) {
  const entry = manifest.routes[route]!;
  const file = path.join(distDir, "server", "app", `${route}.html`);
  const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(fs.readFileSync(file, "utf8")), https });
  const headers: Record<string, string> = { [CONTENT_SECURITY_POLICY.toLowerCase()]: policy, "cache-control": PUBLIC_PAGE_CACHE_CONTROL };
  // The landing page is also `/` without a session, which is the dashboard with one: a shared
  // cache keeps it for requests without cookies only (Next adds its own Vary besides).
  if (route === LANDING_PAGE) headers.vary = "Cookie";
  const metaFile = path.join(distDir, "server", "app", `${route}.meta`);
  const meta = JSON.parse(fs.readFileSync(metaFile, "utf8")) as PageMeta;
  // Next 16.4 serves a page from its route cache's copy when there is one (meta.routeCache.key).
  const copies = [metaFile, ...(meta.routeCache ? [path.join(distDir, "server", `${meta.routeCache.key}.meta`)] : [])];
  for (const copy of copies.filter((copy) => fs.existsSync(copy))) {
    const kept = JSON.parse(fs.readFileSync(copy, "utf8")) as PageMeta;
    kept.headers = { ...kept.headers, ...headers };
    fs.writeFileSync(copy, JSON.stringify(kept));
  }
  entry.initialHeaders = { ...entry.initialHeaders, ...headers };
  pages += 1;
}
fs.writeFileSync(manifestPath, JSON.stringify(manifest));
console.log(`Public pages' Content-Security-Policy: ${pages} pages (${Date.now() - started} ms)`);
