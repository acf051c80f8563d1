import "server-only";
import { cache } from "react";
import { HttpError } from "@/server/http/errors";
import { clerkUserFromHeaders } from "./clerk";
import { getLocalAuth } from "./local";
import { authProviderName } from "./provider";
import { toCurrentUser, type CurrentUser } from "./types";

export type { CurrentUser } from "./types";

async function incomingHeaders(): Promise<Headers> {
  const { headers } = await import("next/headers");
  return new Headers(await headers());
}

async function localUserFromHeaders(requestHeaders: Headers): Promise<CurrentUser | null> {
  const auth = await getLocalAuth();
  const session = await auth.api.getSession({ headers: requestHeaders });
  if (!session) return null;
  return toCurrentUser(session.user);
}

/**
 * The signed-in user, whichever provider is configured, or null. Route handlers
 * pass their request's headers; server components call it without arguments.
 */
export async function getCurrentUser(requestHeaders?: Headers): Promise<CurrentUser | null> {
  return requestHeaders ? userFromHeaders(requestHeaders) : currentRequestUser();
}

function userFromHeaders(source: Headers): Promise<CurrentUser | null> {
  return authProviderName() === "clerk" ? clerkUserFromHeaders(source) : localUserFromHeaders(source);
}

// One session lookup per server render, however many components ask.
const currentRequestUser = cache(async () => userFromHeaders(await incomingHeaders()));

/** The signed-in user, or a 401 HttpError. */
export async function requireUser(requestHeaders?: Headers): Promise<CurrentUser> {
  const user = await getCurrentUser(requestHeaders);
  if (!user) throw new HttpError(401, "You need to sign in first.");
  return user;
}
