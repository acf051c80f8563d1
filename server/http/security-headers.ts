// The headers every response carries: the Content-Security-Policy (with a fresh nonce per
// request, which Next reads from the request's own policy header and puts on its scripts),
// framing, sniffing, referrer and feature policies, and HSTS when the public URL is https.
// No `import "server-only"`: proxy.ts builds them.
// A relative path: next.config.ts loads this module too, without the `@/` alias.
import { BIGDATACLOUD_URL, NOMINATIM_URL } from "../../lib/reverse-geocode";

/** The response header and the request header Next reads the nonce from. */
export const CONTENT_SECURITY_POLICY = "Content-Security-Policy";

/** The API answers JSON, which needs nothing loaded and may be framed nowhere. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Personal API answers are never stored by a browser or a shared cache. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";

/** 128 random bits, base64: unguessable and new for every request. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

type PolicyOptions = {
  /** A page rendered per request: its scripts carry this nonce. */
  nonce?: string;
  /**
   * A page prerendered at build time (lib/public-pages.ts): the SHA-256 hashes (base64) of its
   * inline scripts, which run with the app's own script files and nothing else.
   */
  scriptHashes?: string[];
  /** The Clerk instance's Frontend API host when Clerk signs gardeners in (its script, API and images). */
  clerkFrontendApi?: string;
  /** `next dev`: React's dev build needs eval. */
  development?: boolean;
  /** The public URL is https: fetch nothing over http. */
  https?: boolean;
  /** Where the browser may send an import straight to the photo store (server/storage/upload-origins.ts). */
  uploadOrigins?: string[];
};

/**
 * Scripts run only with this request's nonce (and what they load: 'strict-dynamic'), or, on a page
 * built ahead, only the app's own files and the inline scripts whose hashes are listed.
 * Styles allow inline style attributes, which React renders (a nonce cannot cover those).
 * Photos are previewed from blob: URLs and catalogue images are our own files.
 */
export function contentSecurityPolicy({ nonce, scriptHashes = [], clerkFrontendApi, development = false, https = false, uploadOrigins = [] }: PolicyOptions): string {
  const clerk = clerkFrontendApi ? `https://${clerkFrontendApi}` : undefined;
  const scripts = nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : scriptHashes.map((hash) => `'sha256-${hash}'`);
  const directives: Record<string, (string | false | undefined)[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scripts, development && "'unsafe-eval'", clerk],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", clerk && "https://img.clerk.com"],
    "font-src": ["'self'", "data:"],
    // Settings names the town of a detected position from the browser (spec: BigDataCloud, then Nominatim).
    "connect-src": ["'self'", new URL(BIGDATACLOUD_URL).origin, new URL(NOMINATIM_URL).origin, clerk, clerk && "https://clerk-telemetry.com", ...uploadOrigins],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    // Clerk's bot protection shows a Cloudflare challenge in a frame.
    "frame-src": clerk ? ["https://challenges.cloudflare.com"] : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => [name, ...sources.filter(Boolean)].join(" "));
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/**
 * Everything the browser may use: the camera (plant photos) and location (the garden's place), for
 * this site only; the other powerful features for no one. Only features Chromium knows: it warns
 * in the console of every page for one it does not (it did for `bluetooth`).
 */
const PERMISSIONS_POLICY = [
  "camera=(self)",
  "geolocation=(self)",
  "microphone=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "midi=()",
  "display-capture=()",
  "accelerometer=()",
  "gyroscope=()",
  "magnetometer=()",
  "browsing-topics=()",
].join(", ");

/** The fixed security headers, for every response. */
export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    ...(https ? { "Strict-Transport-Security": "max-age=31536000" } : {}),
  };
}
