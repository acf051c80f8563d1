import "server-only";
// The gardener's signed-in sessions (local accounts): where they are signed in, and "sign out"
// for any one of them. Read and deleted through better-auth's adapter; a revoked session's next
// request finds no row (server/auth/local-session.ts), so it is signed out at once. Its token
// never leaves the server (better-auth's own /list-sessions, which answers with every session's
// token, is closed: server/auth/local.ts).
import type { SignedInSessionJson } from "@/lib/account-types";
import { describeDevice } from "@/lib/user-agent";
import { HttpError, notFound } from "@/server/http/errors";
import type { SignInMethod } from "./index";
import { bearerValue, cookieValue } from "./credentials";
import { getLocalAuth } from "./local";
import { signedToken } from "./local-session";
import { authProviderName } from "./provider";

export const SESSION_NOT_FOUND = "That session";

/**
 * Sessions are local accounts' (Clerk keeps its own, in its account page: 404 here), and only the
 * gardener's own session sees or signs out the others, never a personal API token (403).
 */
export function requireOwnSessions(via: SignInMethod): void {
  if (authProviderName() !== "local") throw new HttpError(404, "Sign-in sessions are managed by Clerk on this server: see your Clerk account page.");
  if (via === "token") throw new HttpError(403, "API tokens can't see or sign out sessions. Sign in to the app to do this.");
}

/** The session token the request carries (its cookie, or a session bearer token, signed or not), or null. */
async function requestSessionToken(headers: Headers): Promise<string | null> {
  const { authCookies, secret } = await (await getLocalAuth()).$context;
  const bearer = bearerValue(headers.get("authorization"));
  if (bearer === undefined) return signedToken(cookieValue(headers.get("cookie"), authCookies.sessionToken.name), secret);
  // better-auth's bearer plugin takes the cookie's signed value, or the bare token.
  return bearer.includes(".") ? signedToken(bearer, secret) : bearer;
}

/** The id of the local session the request signed in with (its cookie or session bearer token), or null (Clerk, an API token). */
export async function requestSessionId(headers: Headers): Promise<string | null> {
  if (authProviderName() !== "local") return null;
  const token = await requestSessionToken(headers);
  if (!token) return null;
  const { internalAdapter } = await (await getLocalAuth()).$context;
  return (await internalAdapter.findSession(token))?.session.id ?? null;
}

async function activeSessions(userId: string) {
  const { internalAdapter } = await (await getLocalAuth()).$context;
  const now = Date.now();
  return (await internalAdapter.listSessions(userId)).filter((session) => new Date(session.expiresAt).getTime() > now);
}

/** Every session the gardener is signed in with, this one first, then the most recently active. */
export async function listSignedInSessions(userId: string, headers: Headers): Promise<SignedInSessionJson[]> {
  const [sessions, currentToken] = await Promise.all([activeSessions(userId), requestSessionToken(headers)]);
  return sessions
    .map((session) => ({
      id: session.id,
      device: describeDevice(session.userAgent),
      ipAddress: session.ipAddress ?? null,
      createdAt: new Date(session.createdAt).toISOString(),
      lastActiveAt: new Date(session.updatedAt).toISOString(),
      current: session.token === currentToken,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt) || b.createdAt.localeCompare(a.createdAt));
}

/** Signs one of the gardener's sessions out; anyone else's, or one that is gone, is a 404. */
export async function revokeSignedInSession(userId: string, sessionId: string): Promise<void> {
  const session = (await activeSessions(userId)).find((candidate) => candidate.id === sessionId);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  const { internalAdapter } = await (await getLocalAuth()).$context;
  await internalAdapter.deleteSession(session.token);
}
