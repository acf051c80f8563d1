import "server-only";
import { createClerkClient, verifyToken } from "@clerk/backend";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { env } from "@/server/env";
import { HttpError } from "@/server/http/errors";
import { bearerValue, cookieValue } from "./credentials";
import { toCurrentUser, type CurrentUser } from "./types";
import { startFirstGarden } from "@/server/garden/gardens";

const SESSION_COOKIE = "__session";

function sessionToken(requestHeaders: Headers): string | undefined {
  return bearerValue(requestHeaders.get("authorization")) ?? cookieValue(requestHeaders.get("cookie"), SESSION_COOKIE);
}

type ClerkProfile = { email: string; name: string; firstName: string | null };

function profileFromClaims(claims: Record<string, unknown>): ClerkProfile | null {
  const email = typeof claims.email === "string" ? claims.email : null;
  if (!email) return null;
  const firstName = typeof claims.first_name === "string" ? claims.first_name : null;
  const fullName = typeof claims.name === "string" ? claims.name : null;
  return { email, name: fullName ?? firstName ?? "", firstName };
}

async function profileFromClerkApi(userId: string): Promise<ClerkProfile | null> {
  const { secretKey } = env().clerk;
  if (!secretKey) return null;
  const clerk = createClerkClient({ secretKey });
  const user = await clerk.users.getUser(userId);
  const email = user.primaryEmailAddress?.emailAddress ?? user.emailAddresses[0]?.emailAddress;
  if (!email) return null;
  return { email, name: user.fullName ?? user.firstName ?? "", firstName: user.firstName };
}

/**
 * Verifies the Clerk session token (Authorization: Bearer or the __session
 * cookie). With CLERK_JWT_KEY this needs no network. The user's row is made on
 * first sight, from the token's email/name claims or else from Clerk's API.
 */
export async function clerkUserFromHeaders(requestHeaders: Headers): Promise<CurrentUser | null> {
  const token = sessionToken(requestHeaders);
  if (!token) return null;
  let claims: Record<string, unknown>;
  try {
    claims = (await verifyToken(token, {
      jwtKey: env().clerk.jwtKey,
      secretKey: env().clerk.secretKey,
    })) as Record<string, unknown>;
  } catch {
    return null;
  }
  const userId = typeof claims.sub === "string" ? claims.sub : null;
  if (!userId) return null;

  const db = await getDb();
  const [existing] = await db.select().from(users).where(eq(users.id, userId));
  if (existing) return toCurrentUser(existing);
  const profile = profileFromClaims(claims) ?? (await profileFromClerkApi(userId).catch(() => null));
  if (!profile) return null;
  const [created] = await db
    .insert(users)
    .values({ id: userId, email: profile.email, name: profile.name, emailVerified: true })
    .onConflictDoNothing()
    .returning();
  if (created) {
    await startFirstGarden(created.id, created.name);
    return toCurrentUser(created);
  }
  // Nothing was made: a request racing this one made the user, or the email is another account's.
  const [raced] = await db.select().from(users).where(eq(users.id, userId));
  if (raced) return toCurrentUser(raced);
  throw new HttpError(
    409,
    `An account with ${profile.email} already exists on this server, so this sign-in can't be linked to it automatically. Ask the administrator to link or remove the old account.`,
  );
}
