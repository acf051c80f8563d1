// The public pages that are prerendered when the app is built (docs/architecture.md#public-pages):
// the landing page and the plant guides. They are the same for every visitor, so they are served
// as files (a CDN may keep them), under a Content-Security-Policy fixed at build time that lists
// the hashes of their inline scripts (scripts/static-page-policy.ts) instead of a per-request nonce.
import catalogue from "@/server/db/plant-catalogue.json";
import { GUIDES_PATH, guidePath } from "./guide-paths";

/** The landing page's own path: proxy.ts shows it at `/` (and every app path) to a visitor with no session. */
export const LANDING_PAGE = "/welcome";

/** How long a shared cache (a CDN) may keep a public page: it changes only with a new build. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=31536000, must-revalidate";

/** Every prerendered public page's path: the landing page, the guides' index and one guide per catalogue plant. */
export const PRERENDERED_PUBLIC_PAGES: ReadonlySet<string> = new Set([LANDING_PAGE, GUIDES_PATH, ...catalogue.map((entry) => guidePath(entry.slug))]);
