import "server-only";
// How long ago the gardener behind a request last signed in, for what needs a fresh sign-in
// (deleting an account that has no password to confirm with).
import { verifyToken } from "@clerk/backend";
import { env } from "@/server/env";
import { bearerValue, cookieValue } from "./credentials";
import { getLocalAuth } from "./local";
import { authProviderName } from "./provider";

/**
 * Minutes since the request's session signed in, or null when that is unknown. Local accounts:
 * the session's creation. Clerk: the first-factor verification age its session tokens carry
 * (the `fva` claim, in minutes; -1 or absent when unknown).
 */
export async function minutesSinceSignIn(headers: Headers): Promise<number | null> {
  if (authProviderName() === "clerk") {
    const token = bearerValue(headers.get("authorization")) ?? cookieValue(headers.get("cookie"), "__session");
    if (!token) return null;
    const claims = (await verifyToken(token, { jwtKey: env().clerk.jwtKey, secretKey: env().clerk.secretKey }).catch(() => null)) as { fva?: unknown } | null;
    const firstFactorAge = Array.isArray(claims?.fva) ? claims.fva[0] : undefined;
    return typeof firstFactorAge === "number" && firstFactorAge >= 0 ? firstFactorAge : null;
  }
  const auth = await getLocalAuth();
  const answer = await auth.api.getSession({ headers, query: { disableRefresh: true, disableCookieCache: true } });
  if (!answer) return null;
  return Math.max(0, (Date.now() - new Date(answer.session.createdAt).getTime()) / 60_000);
}
