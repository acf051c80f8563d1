import "server-only";
// Personal API tokens (issue 16): `Authorization: Bearer gat_...` on the REST API, for the
// gardener's own tools (Home Assistant, scripts). A token is 32 random bytes shown once; only its
// SHA-256 is kept, so a copy of the database signs nobody in.
import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { MAX_API_TOKENS, type ApiTokenJson, type CreatedApiTokenJson } from "@/lib/api-tokens";
import { signedInColumns, toLocalSession, type LocalSession } from "@/server/auth/local-session";
import { getDb, preparedStatement } from "@/server/db/client";
import { apiTokens, gardenMembers, gardens, profiles, users } from "@/server/db/schema";
import { activeGardenJoin } from "@/server/garden/gardens";
import { HttpError, notFound } from "@/server/http/errors";

/** Every token starts with it: recognisable in a config file, and by secret scanners. */
export const API_TOKEN_PREFIX = "gat_";
const TOKEN_BYTES = 32;
// The prefix, then 32 bytes as unpadded base64url (43 characters).
const TOKEN_FORMAT = /^gat_[A-Za-z0-9_-]{43}$/;

export const API_TOKEN_NOT_FOUND = "That API token";

/** A new token: the prefix and 32 random bytes, base64url. */
export function generateApiToken(): string {
  return API_TOKEN_PREFIX + randomBytes(TOKEN_BYTES).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether a bearer value is meant as one of these tokens (then it is never tried as a session). */
export function isApiTokenBearer(value: string): boolean {
  return value.startsWith(API_TOKEN_PREFIX);
}

/** Whether a value could be a token at all; anything else is refused without a query. */
export function hasApiTokenFormat(value: string): boolean {
  return TOKEN_FORMAT.test(value);
}

type ApiTokenRow = typeof apiTokens.$inferSelect;

function toApiTokenJson(row: Pick<ApiTokenRow, "id" | "name" | "createdAt" | "lastUsedAt">): ApiTokenJson {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

/** The gardener's tokens, newest first, without the tokens themselves. */
export async function listApiTokens(userId: string): Promise<ApiTokenJson[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: apiTokens.id, name: apiTokens.name, createdAt: apiTokens.createdAt, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toApiTokenJson);
}

/**
 * Makes a token (400 once the gardener holds MAX_API_TOKENS) and answers it, the one time it is
 * ever seen. The count and the insert run under a lock on the gardener's tokens, so requests at
 * once on any number of instances cannot pass the cap together.
 */
export async function createApiToken(userId: string, name: string): Promise<CreatedApiTokenJson> {
  const token = generateApiToken();
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-tokens:${userId}`}))`);
    const [held] = await tx.select({ value: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
    if ((held?.value ?? 0) >= MAX_API_TOKENS) {
      throw new HttpError(400, `You already have ${MAX_API_TOKENS} API tokens, the most you can have. Revoke one you no longer use, then make a new one.`);
    }
    const [row] = await tx.insert(apiTokens).values({ userId, name, tokenHash: hashApiToken(token) }).returning();
    return row!;
  });
  return { id: created.id, name: created.name, token, createdAt: created.createdAt.toISOString() };
}

/** Deletes one of the gardener's tokens: it stops working with the next request. Another's is a 404. */
export async function revokeApiToken(userId: string, tokenId: number): Promise<void> {
  const db = await getDb();
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  if (deleted.length === 0) throw notFound(API_TOKEN_NOT_FOUND);
}

/**
 * Signs a request in by its token: the token's user, their profile and open garden in one
 * prepared statement (as the session read), null when no token has that hash (revoked ones are
 * deleted, so they fail at once). The same statement notes when the token was last used, at most
 * once an hour: in between, the update in it matches no row and writes nothing.
 */
export async function readApiTokenSession(token: string): Promise<LocalSession | null> {
  if (!hasApiTokenFormat(token)) return null;
  const [row] = await apiTokenStatement(await getDb()).execute({ hash: hashApiToken(token) });
  if (!row) return null;
  return toLocalSession(row);
}

/** How stale `lastUsedAt` may grow before a request refreshes it. */
const LAST_USED_PRECISION = sql`interval '1 hour'`;

const apiTokenStatement = preparedStatement((db) => {
  const touched = db.$with("touched_api_token").as(
    db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiTokens.tokenHash, sql.placeholder("hash")),
          or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - ${LAST_USED_PRECISION}`)),
        ),
      )
      .returning({ id: apiTokens.id }),
  );
  return db
    .with(touched)
    .select(signedInColumns)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(profiles, eq(profiles.userId, apiTokens.userId))
    .leftJoin(gardens, activeGardenJoin.garden)
    .leftJoin(gardenMembers, activeGardenJoin.membership)
    .where(eq(apiTokens.tokenHash, sql.placeholder("hash")))
    .prepare("api_token_with_garden");
});
