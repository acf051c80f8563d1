import "server-only";
import { cache } from "react";
import { isApiTokenBearer, readApiTokenSession } from "@/server/account/api-tokens";
import { HttpError } from "@/server/http/errors";
import { clerkUserFromHeaders } from "./clerk";
import { bearerValue } from "./credentials";
import { getLocalAuth } from "./local";
import { readLocalSession, type LocalSession } from "./local-session";
import { authProviderName } from "./provider";
import { toCurrentUser, type CurrentUser } from "./types";

export type { CurrentUser } from "./types";

/**
 * How a request signed in: the gardener's session (the browser's cookie, or an API client's
 * session bearer token or Clerk token), or one of their personal API tokens (`gat_...`), which
 * may not manage tokens or delete the account.
 */
export type SignInMethod = "session" | "token";

/**
 * Who is signed in, with their profile row and open garden when the session read brought them
 * along (local accounts and API tokens: one statement for all), or `profile: undefined` when they
 * still have to be read.
 */
export type SignedIn = { user: CurrentUser; profile?: LocalSession["profile"]; garden?: LocalSession["garden"]; via: SignInMethod };

async function incomingHeaders(): Promise<Headers> {
  const { headers } = await import("next/headers");
  return new Headers(await headers());
}

async function localSignedIn(requestHeaders: Headers): Promise<SignedIn | null> {
  const session = await readLocalSession(requestHeaders);
  if (session !== undefined) return session && { ...session, via: "session" };
  // A bearer token, or a session to expire or extend: better-auth's own read does that.
  const auth = await getLocalAuth();
  const answer = await auth.api.getSession({ headers: requestHeaders });
  return answer ? { user: toCurrentUser(answer.user), via: "session" } : null;
}

/**
 * A personal API token is this app's own credential, so it works whichever provider signs
 * gardeners in; it is looked up on every request (a revoked one fails at once). Only route
 * handlers take one: pages and their server render are for the browser's session.
 */
async function signedInFrom(source: Headers, acceptApiTokens: boolean): Promise<SignedIn | null> {
  const bearer = bearerValue(source.get("authorization"));
  if (bearer !== undefined && isApiTokenBearer(bearer)) {
    const session = acceptApiTokens ? await readApiTokenSession(bearer) : null;
    return session && { ...session, via: "token" };
  }
  if (authProviderName() === "clerk") {
    const user = await clerkUserFromHeaders(source);
    return user ? { user, via: "session" } : null;
  }
  return localSignedIn(source);
}

// One session lookup per server render, however many components ask.
const currentRequestSignedIn = cache(async () => signedInFrom(await incomingHeaders(), false));

/**
 * The signed-in user (and perhaps their profile), whichever provider is configured, or null.
 * Route handlers pass their request's headers (a personal API token counts there); server
 * components call it without arguments.
 */
export function getSignedIn(requestHeaders?: Headers): Promise<SignedIn | null> {
  return requestHeaders ? signedInFrom(requestHeaders, true) : currentRequestSignedIn();
}

/** The signed-in user, or null. */
export async function getCurrentUser(requestHeaders?: Headers): Promise<CurrentUser | null> {
  return (await getSignedIn(requestHeaders))?.user ?? null;
}

/** Who is signed in, or a 401 HttpError. */
export async function requireSignedIn(requestHeaders?: Headers): Promise<SignedIn> {
  const signedIn = await getSignedIn(requestHeaders);
  if (!signedIn) throw new HttpError(401, "You need to sign in first.");
  return signedIn;
}

/** The signed-in user, or a 401 HttpError. */
export async function requireUser(requestHeaders?: Headers): Promise<CurrentUser> {
  return (await requireSignedIn(requestHeaders)).user;
}
