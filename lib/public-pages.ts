// The public pages that are prerendered when the app is built (docs/architecture.md#public-pages):
// the landing page and the plant guides. They are the same for every visitor, so they are served
// as files (a CDN may keep them), under a Content-Security-Policy fixed at build time that lists
// the hashes of their inline scripts (scripts/static-page-policy.ts) instead of a per-request nonce.
import catalogue from "@/server/db/plant-catalogue.json";
import { escapeRegExp } from "./escape-reg-exp";
import { GUIDES_PATH, guidePath, SHARE_CARD_FILE } from "./guide-paths";
import { PREFIXED_LOCALES, TRANSLATED_PAGES_DIR, splitLocalePath, type AppLocale } from "./i18n/locales";

/** The landing page's own path: proxy.ts shows it at `/` (and every app path) to a visitor with no session. */
export const LANDING_PAGE = "/welcome";

/** How long a shared cache (a CDN) may keep a public page: it changes only with a new build. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=31536000, must-revalidate";

/** The public pages that are also in German, Spanish and French (/de, /de/login, /de/register, /de/forgot-password, /de/guides). */
export const TRANSLATED_PUBLIC_PAGES: readonly string[] = ["/", "/login", "/register", "/forgot-password", GUIDES_PATH];

/** A plant's guide (/guides/tomato: its route 404s for an unknown plant), and the share cards of the guides (/guides/share-card.png, /guides/tomato/share-card.png). */
const GUIDE_PAGE = /^\/guides\/[a-z0-9-]+$/;
const GUIDE_SHARE_CARD = new RegExp(`^/guides(?:/[a-z0-9-]+)?/${escapeRegExp(SHARE_CARD_FILE)}$`);

/** Whether a path is one of the translated pages, a plant's guide, or a guide's share card. */
function isTranslatedPage(path: string): boolean {
  return TRANSLATED_PUBLIC_PAGES.includes(path) || GUIDE_PAGE.test(path) || GUIDE_SHARE_CARD.test(path);
}

/** Where a translated page is built: `/de/login` is app/(marketing)/intl/[locale]/login ("/intl/de/login"). */
export function translatedPageRoute(locale: AppLocale, path: string): string {
  return `${TRANSLATED_PAGES_DIR}/${locale}${path === "/" ? "" : path}`;
}

/** The route that serves a path under a language's code ("/de/login" → "/intl/de/login"), or undefined when it has none. */
export function translatedRouteFor(pathname: string): string | undefined {
  const split = splitLocalePath(pathname);
  return split && isTranslatedPage(split.path) ? translatedPageRoute(split.locale, split.path) : undefined;
}

/** Every prerendered public page's path: the landing page, the guides' index and one guide per catalogue plant, each in every language. */
const GUIDE_PAGES = [GUIDES_PATH, ...catalogue.map((entry) => guidePath(entry.slug))];
export const PRERENDERED_PUBLIC_PAGES: ReadonlySet<string> = new Set([
  LANDING_PAGE,
  ...GUIDE_PAGES,
  ...PREFIXED_LOCALES.flatMap((locale) => ["/", ...GUIDE_PAGES].map((path) => translatedPageRoute(locale, path))),
]);
