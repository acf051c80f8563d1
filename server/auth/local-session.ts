import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb, preparedStatement } from "@/server/db/client";
import { gardenMembers, gardens, profiles, sessions, users } from "@/server/db/schema";
import { activeGardenJoin, toActiveGarden, type ActiveGarden } from "@/server/garden/gardens";
import { bearerValue, cookieValue } from "./credentials";
import { getLocalAuth, SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./local";
import { toCurrentUser, type CurrentUser } from "./types";

type ProfileRow = typeof profiles.$inferSelect;

/**
 * A signed-in request's user, profile row (none until the gardener first saves settings) and
 * open garden (null until their first garden is made, or once they no longer belong to it).
 */
export type LocalSession = { user: CurrentUser; profile: ProfileRow | null; garden: ActiveGarden | null };

/**
 * What a credential's read (a session, an API token) selects with it, joined through the user's
 * profile to the garden open in it (`activeGardenJoin`): the user, the profile, the garden and
 * their role there.
 */
export const signedInColumns = {
  user: { id: users.id, email: users.email, name: users.name },
  profile: profiles,
  garden: gardens,
  role: gardenMembers.role,
};

type SignedInRow = { user: Parameters<typeof toCurrentUser>[0]; profile: ProfileRow | null; garden: Parameters<typeof toActiveGarden>[0]; role: Parameters<typeof toActiveGarden>[1] };

/** The session of a row read with `signedInColumns`. */
export function toLocalSession(row: SignedInRow): LocalSession {
  return { user: toCurrentUser(row.user), profile: row.profile, garden: toActiveGarden(row.garden, row.role) };
}

/**
 * The everyday session read, on every request: the session cookie's signature is checked here
 * and the session, its user and their profile come back in one prepared statement, without
 * building better-auth's request context (a profile put that at 6 % of a read route's time).
 *
 * The token comes from the session cookie or, for API clients, a bearer token carrying the
 * cookie's signed value. `undefined` means "ask better-auth": any other bearer token, an expired
 * session (better-auth deletes it and clears the cookie) or one due for its daily extension
 * (better-auth extends it and sends the new cookie). The signed value is better-auth's format:
 * `token.base64(HMAC-SHA256(secret, token))`.
 */
export async function readLocalSession(headers: Headers): Promise<LocalSession | null | undefined> {
  // No credentials at all: signed out, without creating better-auth (which opens the database).
  if (!headers.has("authorization") && !headers.has("cookie")) return null;
  // better-auth's cookie name (with the __Secure- prefix on https) and secret; $context is created once.
  const { authCookies, secret } = await (await getLocalAuth()).$context;
  const bearer = bearerValue(headers.get("authorization"));
  let token: string | null;
  if (bearer === undefined) {
    token = signedToken(cookieValue(headers.get("cookie"), authCookies.sessionToken.name), secret);
    if (!token) return null;
  } else {
    token = signedToken(bearer, secret);
    if (!token) return undefined;
  }
  const [row] = await sessionStatement(await getDb()).execute({ token });
  if (!row) return null;
  const expiresAt = row.expiresAt.getTime();
  const now = Date.now();
  if (expiresAt <= now) return undefined;
  if (expiresAt - SESSION_EXPIRES_IN_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000 <= now) return undefined;
  return toLocalSession(row);
}

/** The token of a signed cookie value whose signature matches; null otherwise. */
export function signedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const encoded = value.slice(dot + 1);
  if (encoded.length !== 44 || !encoded.endsWith("=")) return null;
  const signature = Buffer.from(encoded, "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/** The session, its user, their profile and the garden they have open (if they still belong to it), by the session's token. */
const sessionStatement = preparedStatement((db) =>
  db
    .select({ expiresAt: sessions.expiresAt, ...signedInColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, sessions.userId))
    .leftJoin(gardens, activeGardenJoin.garden)
    .leftJoin(gardenMembers, activeGardenJoin.membership)
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("session_with_garden"),
);
