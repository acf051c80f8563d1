import { clerkMiddleware } from "@clerk/nextjs/server";
import { NextResponse, type NextFetchEvent, type NextMiddleware, type NextRequest } from "next/server";
import { authConfig } from "@/server/auth/provider";

let clerkHandler: NextMiddleware | undefined;

/**
 * With Clerk configured, its middleware keeps the short-lived session cookie
 * fresh (handshake). With local accounts nothing happens here: every page and
 * route checks the session itself.
 */
export function proxy(request: NextRequest, event: NextFetchEvent) {
  const config = authConfig();
  if (config.provider !== "clerk" || !config.valid) return NextResponse.next();
  clerkHandler ??= clerkMiddleware({
    publishableKey: config.publishableKey,
    secretKey: config.secretKey,
    jwtKey: config.jwtKey,
  });
  return clerkHandler(request, event);
}

export const config = {
  matcher: ["/((?!_next|uploads|calendar/|favicon.ico|robots.txt|sitemap.xml|og-image.jpg).*)"],
};
