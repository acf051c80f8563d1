import os from "node:os";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { iconSpriteVersion } from "./lib/icon-names";
import { CATALOGUE_IMAGE_DIR } from "./lib/plant-display";
import { lanHosts } from "./scripts/lan-addresses.mjs";
import { API_CONTENT_SECURITY_POLICY, securityHeaders } from "./server/http/security-headers";

// What skips proxy.ts (the API, Next's build files) is never a search result in any deployment, so
// it says noindex always: these headers are fixed when the app is built, and a preview is known
// only at run time (proxy.ts marks a preview's pages and files).
const NOT_FOR_SEARCH = { "X-Robots-Tag": "noindex" };
/**
 * Where `npm run dev` may be opened besides localhost. Next serves its scripts and hot reload only
 * to pages at localhost and the hosts named here (hostnames; `**.lan` is any name ending in .lan):
 * a page opened anywhere else renders but never starts, so its forms do nothing. These are this
 * machine's own addresses and name, and the names of a home network (.lan, .local, .home.arpa,
 * .internal), which no public site can have. Production ignores it.
 */
function devOrigins(): string[] {
  return ["127.0.0.1", "[::1]", ...lanHosts(), os.hostname().toLowerCase(), "**.lan", "**.local", "**.home.arpa", "**.internal"];
}

const nextConfig: NextConfig = {
  // Native or WASM-backed packages stay outside the server bundle, and so do the big libraries
  // every route handler uses: Turbopack copies what it bundles into each route's chunk, and the
  // server keeps every chunk's source in memory (26 copies of 1.1 MB, half of it undici from
  // @vercel/blob); from node_modules they load once.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "sharp", "@vercel/blob", "better-auth", "@clerk/backend", "zod", "ai", "@ai-sdk/openai"],
  poweredByHeader: false,
  // When this build was made: the public pages' last change, as the sitemap tells search engines
  // (app/sitemap.ts). Inlined where it is read; not a setting.
  // The icon sprite's version (lib/icon-names.ts), so pages carry it and not the list of icons.
  env: { PUBLIC_PAGES_BUILT_AT: new Date().toISOString(), ICON_SPRITE_VERSION: iconSpriteVersion() },
  allowedDevOrigins: devOrigins(),
  experimental: {
    // The proxy buffers request bodies (10 MB by default). The API skips it (proxy.ts), so this only
    // bounds what is posted to a page.
    proxyClientMaxBodySize: "12mb",
    // Next loads every page and route handler as it starts, by default: all of them held in memory
    // from the first second, and the first page waits while they load. Loaded when first asked
    // for, a server holds only what has been asked of it: idle after its first page 207 → 185 MB
    // RSS (62 → 46 MB of heap), first page on an existing embedded database 1.1–1.3 → 0.85–0.9 s
    // (npm run bench; docs/architecture.md, "The embedded database's memory").
    preloadEntriesOnStart: false,
  },
  async headers() {
    return [
      {
        // Next's build files skip proxy.ts (which sets these on everything else, HSTS included).
        source: "/_next/static/:path*",
        headers: Object.entries({ ...securityHeaders({ https: false }), ...NOT_FOR_SEARCH }).map(([key, value]) => ({ key, value })),
      },
      {
        source: "/_next/image",
        headers: Object.entries(NOT_FOR_SEARCH).map(([key, value]) => ({ key, value })),
      },
      {
        // The API skips proxy.ts (see its matcher): JSON needs no nonce, and may load nothing.
        // HSTS is the pages' (a browser keeps it for the whole host); here https is not known yet.
        source: "/api/:path*",
        headers: Object.entries({ ...securityHeaders({ https: false }), "Content-Security-Policy": API_CONTENT_SECURITY_POLICY, ...NOT_FOR_SEARCH }).map(([key, value]) => ({ key, value })),
      },
      {
        // Catalogue illustrations are referenced with a cache-busting query string.
        source: `${CATALOGUE_IMAGE_DIR}/:file*`,
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
    ];
  },
};

// next-intl reads its per-request configuration (the language and its messages) from
// lib/i18n/request.ts. The messages (locales/<code>/*.json) are compiled as the app is built, so
// the browser gets no ICU message parser: the sign-in pages stay within their script budget.
export default createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { format: "json", path: "./locales", locales: "infer", precompile: true } },
})(nextConfig);
