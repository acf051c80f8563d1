import "server-only";
import { cache } from "react";
import { HttpError } from "@/server/http/errors";
import { clerkUserFromHeaders } from "./clerk";
import { getLocalAuth } from "./local";
import { readLocalSession, type LocalSession } from "./local-session";
import { authProviderName } from "./provider";
import { toCurrentUser, type CurrentUser } from "./types";

export type { CurrentUser } from "./types";

/**
 * Who is signed in, with their profile row and open garden when the session read brought them
 * along (local accounts: one statement for all), or `profile: undefined` when they still have to be read.
 */
export type SignedIn = { user: CurrentUser; profile?: LocalSession["profile"]; garden?: LocalSession["garden"] };

async function incomingHeaders(): Promise<Headers> {
  const { headers } = await import("next/headers");
  return new Headers(await headers());
}

async function localSignedIn(requestHeaders: Headers): Promise<SignedIn | null> {
  const session = await readLocalSession(requestHeaders);
  if (session !== undefined) return session;
  // A bearer token, or a session to expire or extend: better-auth's own read does that.
  const auth = await getLocalAuth();
  const answer = await auth.api.getSession({ headers: requestHeaders });
  return answer ? { user: toCurrentUser(answer.user) } : null;
}

async function signedInFrom(source: Headers): Promise<SignedIn | null> {
  if (authProviderName() === "clerk") {
    const user = await clerkUserFromHeaders(source);
    return user ? { user } : null;
  }
  return localSignedIn(source);
}

// One session lookup per server render, however many components ask.
const currentRequestSignedIn = cache(async () => signedInFrom(await incomingHeaders()));

/**
 * The signed-in user (and perhaps their profile), whichever provider is configured, or null.
 * Route handlers pass their request's headers; server components call it without arguments.
 */
export function getSignedIn(requestHeaders?: Headers): Promise<SignedIn | null> {
  return requestHeaders ? signedInFrom(requestHeaders) : currentRequestSignedIn();
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
