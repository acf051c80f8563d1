import "server-only";
// Limits that hold across every server instance and survive restarts: each counted event is a
// row, and taking one happens under a transaction-scoped advisory lock on its bucket, so any
// number of concurrent requests on any number of instances let exactly `max` through.
import { createHash } from "node:crypto";
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import { getDb, type DbExecutor } from "@/server/db/client";
import { rateLimitEvents } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";

export type Limit = { windowMs: number; max: number; message: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Longer bucket names (a made-up email or address in them) are kept as their SHA-256: an index row has room for about 2.7 KB. */
const BUCKET_MAX_LENGTH = 200;

/** The bucket as stored: itself, or when long its kind (before the first ':') and the SHA-256 of the whole. */
function bucketKey(bucket: string): string {
  if (bucket.length <= BUCKET_MAX_LENGTH) return bucket;
  const kind = bucket.slice(0, Math.min(bucket.indexOf(":") + 1 || 0, 64));
  return `${kind}sha256:${createHash("sha256").update(bucket).digest("hex")}`;
}

async function lockBucket(tx: DbExecutor, bucket: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket}))`);
}

async function eventsSince(tx: DbExecutor, bucket: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), gt(rateLimitEvents.at, since)));
  return row?.value ?? 0;
}

/** Counts one event in the bucket, or refuses it with a 429 (and Retry-After) when a limit is reached. */
export async function takeRateLimit(name: string, limits: Limit[], now = new Date()): Promise<void> {
  const bucket = bucketKey(name);
  const db = await getDb();
  const longest = Math.max(...limits.map((limit) => limit.windowMs));
  await db.transaction(async (tx) => {
    await lockBucket(tx, bucket);
    for (const limit of limits) {
      if ((await eventsSince(tx, bucket, new Date(now.getTime() - limit.windowMs))) >= limit.max) {
        throw new HttpError(429, limit.message, undefined, { "Retry-After": String(Math.ceil(limit.windowMs / 1000)) });
      }
    }
    await tx.insert(rateLimitEvents).values({ bucket, at: now });
    // Events older than every window count for nothing any more.
    await tx.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, bucket), lt(rateLimitEvents.at, new Date(now.getTime() - longest))));
  });
}

/** How many events the bucket had in the window (e.g. failed sign-ins in the last 15 minutes). */
export async function recentEvents(name: string, windowMs: number, now = new Date()): Promise<number> {
  return eventsSince(await getDb(), bucketKey(name), new Date(now.getTime() - windowMs));
}

/** Records an event without limiting it (e.g. a failed sign-in, counted by `recentEvents`); a day later it is gone. */
export async function recordEvent(name: string, now = new Date()): Promise<void> {
  const bucket = bucketKey(name);
  const db = await getDb();
  await db.insert(rateLimitEvents).values({ bucket, at: now });
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, bucket), lt(rateLimitEvents.at, new Date(now.getTime() - DAY_MS))));
}
