import { clerkMiddleware } from "@clerk/nextjs/server";
import { NextResponse, type NextFetchEvent, type NextMiddleware, type NextRequest } from "next/server";
import { authConfig, clerkFrontendApi } from "@/server/auth/provider";
import { env } from "@/server/env";
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy, newNonce, securityHeaders } from "@/server/http/security-headers";

let clerkHandler: NextMiddleware | undefined;

// Files that are fetched without a page around them: Clerk's handshake must not redirect them.
const OUTSIDE_CLERK = /^\/(?:_next\/|uploads\/|calendar\/|favicon\.ico$|robots\.txt$|sitemap\.xml$|og-image\.jpg$)/;

const usesHttps = () => env().publicUrl?.startsWith("https://") ?? false;

/** Passes the request on with a fresh Content-Security-Policy, which Next reads for its scripts' nonce. */
function underPolicy(request: NextRequest, clerkFrontendApiHost?: string): NextResponse {
  const policy = contentSecurityPolicy({
    nonce: newNonce(),
    clerkFrontendApi: clerkFrontendApiHost,
    development: env().development,
    https: usesHttps(),
  });
  const headers = new Headers(request.headers);
  headers.set(CONTENT_SECURITY_POLICY, policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(CONTENT_SECURITY_POLICY, policy);
  return response;
}

/**
 * Every response gets the security headers. With Clerk configured, its middleware also
 * keeps the short-lived session cookie fresh (handshake) on pages and API routes. With
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
  for (const [name, value] of Object.entries(securityHeaders({ https: usesHttps() }))) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything but Next's own build files, which carry no data and change name with each build.
  matcher: ["/((?!_next/static|_next/image).*)"],
};
