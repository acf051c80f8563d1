import { clerkMiddleware } from "@clerk/nextjs/server";
import { NextResponse, type NextFetchEvent, type NextMiddleware, type NextRequest } from "next/server";
import { authConfig, clerkFrontendApi } from "@/server/auth/provider";
import { encodePreviewNotice, PREVIEW_COOKIE } from "@/lib/deployment-preview";
import { env } from "@/server/env";
import { servedOverHttps } from "@/server/http/origin";
import { directUploadOrigins } from "@/server/storage/upload-origins";
import { LANDING_PAGE, PRERENDERED_PUBLIC_PAGES, translatedRouteFor } from "@/lib/public-pages";
import { localeForAcceptLanguage, localizedPath, TRANSLATED_PAGES_DIR } from "@/lib/i18n/locales";
import { addPlantPath } from "@/lib/return-path";
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy, newNonce, securityHeaders } from "@/server/http/security-headers";

let clerkHandler: NextMiddleware | undefined;

// Files that are fetched without a page around them: Clerk's handshake must not redirect them.
const OUTSIDE_CLERK = /^\/(?:_next\/|uploads\/|calendar\/|icons\/|favicon\.ico$|icon\.svg$|apple-icon\.png$|manifest\.webmanifest$|sw\.js$|offline\.html$|robots\.txt$|sitemap\.xml$|og-image\.jpg$)/;

// Paths that are not the app's pages: the API, files, the auth pages and the landing page itself.
const NOT_AN_APP_PAGE = /^\/(?:api|_next|uploads|calendar|login|register|forgot-password|reset-password|welcome|guides|invite|unsubscribe|confirm-email|confirm-sign-up|reminders)(?:\/|$)|\.[a-z0-9]+$/i;
// better-auth's session cookie, or Clerk's session and client cookies (a signed-out Clerk client has __client_uat=0).
const SESSION_COOKIE = /^(?:__Secure-)?better-auth\.session_token$|^__session|^__client_uat/;

/** A page request with no session (a stale session cookie still counts as one: the app layout handles it). */
function withoutSession(request: NextRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const config = authConfig();
  if (config.provider === "clerk" && !config.valid) return false; // the app layout explains the configuration error
  return !request.cookies.getAll().some((cookie) => SESSION_COOKIE.test(cookie.name) && cookie.value && cookie.value !== "0");
}

/**
 * A visitor with no session sees the landing page at every app path (docs/product.md#screens). Sending them to
 * its own route spares them the signed-in app's JavaScript and the server a session lookup.
 */
function landingFor(request: NextRequest): URL | undefined {
  if (NOT_AN_APP_PAGE.test(request.nextUrl.pathname) || !withoutSession(request)) return undefined;
  return new URL(LANDING_PAGE, request.url);
}

/** A public page in another language (/de, /de/login): served from where it is built (lib/public-pages.ts). */
function translatedPage(request: NextRequest): URL | undefined {
  const route = translatedRouteFor(request.nextUrl.pathname);
  if (!route) return undefined;
  const url = request.nextUrl.clone();
  url.pathname = route;
  return url;
}

/** Where a translated page is built is not an address of its own: `/intl/de/login` is `/de/login`. */
function translatedPageAddress(request: NextRequest): URL | undefined {
  const { pathname } = request.nextUrl;
  if (pathname !== TRANSLATED_PAGES_DIR && !pathname.startsWith(`${TRANSLATED_PAGES_DIR}/`)) return undefined;
  const url = request.nextUrl.clone();
  url.pathname = pathname.slice(TRANSLATED_PAGES_DIR.length) || "/";
  return url;
}

/**
 * A plant guide's "Add {plant} to my garden" opens `/plants?add={slug}` (lib/guides.ts). A visitor with
 * no session signs up first, on the sign-up page in their browser's language, and comes back to it
 * (lib/return-path.ts), with the plant chosen.
 */
function signUpToAdd(request: NextRequest): URL | undefined {
  const addPath = addPlantPath(request.nextUrl.pathname, request.nextUrl.searchParams.get("add"));
  if (!addPath || !withoutSession(request)) return undefined;
  const signUp = new URL(localizedPath(localeForAcceptLanguage(request.headers.get("accept-language")), "/register"), request.url);
  signUp.searchParams.set("next", addPath);
  return signUp;
}

/**
 * Passes the request on with a fresh Content-Security-Policy, which Next reads for its scripts' nonce.
 * A prerendered public page (lib/public-pages.ts) is served as built, with the policy made for it
 * then (its inline scripts' hashes: scripts/static-page-policy.ts): a nonce would make it render
 * per request. `next dev` renders every page per request, so it keeps the nonce there.
 */
function underPolicy(request: NextRequest, clerkFrontendApiHost?: string): NextResponse {
  const signUp = signUpToAdd(request);
  if (signUp) return NextResponse.redirect(signUp);
  const builtAt = translatedPageAddress(request);
  if (builtAt) return NextResponse.redirect(builtAt, 308);
  const landing = translatedPage(request) ?? landingFor(request);
  if (!env().development && PRERENDERED_PUBLIC_PAGES.has(landing ? landing.pathname : request.nextUrl.pathname)) {
    return landing ? NextResponse.rewrite(landing) : NextResponse.next();
  }
  const policy = contentSecurityPolicy({
    nonce: newNonce(),
    clerkFrontendApi: clerkFrontendApiHost,
    development: env().development,
    https: servedOverHttps(),
    uploadOrigins: directUploadOrigins(),
  });
  const headers = new Headers(request.headers);
  headers.set(CONTENT_SECURITY_POLICY, policy);
  const response = landing ? NextResponse.rewrite(landing, { request: { headers } }) : NextResponse.next({ request: { headers } });
  response.headers.set(CONTENT_SECURITY_POLICY, policy);
  return response;
}

/**
 * Every response gets the security headers. With Clerk configured, its middleware also
 * keeps the short-lived session cookie fresh (handshake) as pages load (the API skips the proxy). With
 * local accounts nothing else happens here: every page and route checks the session itself.
 */
export async function proxy(request: NextRequest, event: NextFetchEvent) {
  const config = authConfig();
  let response: Response;
  if (config.provider === "clerk" && config.valid && !OUTSIDE_CLERK.test(request.nextUrl.pathname)) {
    const frontendApi = clerkFrontendApi(config.publishableKey);
    clerkHandler ??= clerkMiddleware((_auth, clerkRequest) => underPolicy(clerkRequest, frontendApi), {
      publishableKey: config.publishableKey,
      secretKey: config.secretKey,
      jwtKey: config.jwtKey,
    });
    response = (await clerkHandler(request, event)) ?? underPolicy(request, frontendApi);
  } else {
    response = underPolicy(request);
  }
  for (const [name, value] of Object.entries(securityHeaders({ https: servedOverHttps() }))) response.headers.set(name, value);
  markPreview(request, response);
  return response;
}

/**
 * A preview deployment (read at run time: a promoted build is production at once) is never
 * indexed, and its pages show the preview banner, which reads this cookie (lib/deployment-preview.ts).
 */
function markPreview(request: NextRequest, response: Response): void {
  const preview = env().preview;
  const sent = request.cookies.get(PREVIEW_COOKIE)?.value;
  if (!preview) {
    if (sent !== undefined) response.headers.append("Set-Cookie", `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
    return;
  }
  response.headers.set("X-Robots-Tag", "noindex");
  const notice = encodePreviewNotice(preview);
  if (sent !== notice) response.headers.append("Set-Cookie", `${PREVIEW_COOKIE}=${encodeURIComponent(notice)}; Path=/; SameSite=Lax${servedOverHttps() ? "; Secure" : ""}`);
}

export const config = {
  // Pages and files, not Next's own build files (no data, and a new name with each build) nor the
  // API. API answers are JSON for the app's own scripts and API clients: their security headers,
  // with a policy that allows nothing, are static and come from next.config.ts, and every route
  // checks its caller itself (Clerk's tokens too: server/auth/clerk.ts). Skipping the proxy spares
  // each API request Next's pass through it, and its copy of every request body (cut off at
  // proxyClientMaxBodySize, too small for an import): the no-SQL floor went from 850 to 1470
  // req/s on this 2-core machine, with-watering and today's tasks about a fifth faster.
  matcher: ["/((?!_next/static|_next/image|api/).*)"],
};
