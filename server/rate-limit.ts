import "server-only";
// Limits that hold across every server instance and survive restarts: each counted event is a
// row, and taking one happens under a transaction-scoped advisory lock on its bucket, so any
// number of concurrent requests on any number of instances let exactly `max` through.
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import { getDb, type DbExecutor } from "@/server/db/client";
import { rateLimitEvents } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";

export type Limit = { windowMs: number; max: number; message: string };

const DAY_MS = 24 * 60 * 60 * 1000;

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
export async function takeRateLimit(bucket: string, limits: Limit[], now = new Date()): Promise<void> {
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
export async function recentEvents(bucket: string, windowMs: number, now = new Date()): Promise<number> {
  return eventsSince(await getDb(), bucket, new Date(now.getTime() - windowMs));
}

/** Records an event without limiting it (e.g. a failed sign-in, counted by `recentEvents`); a day later it is gone. */
export async function recordEvent(bucket: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.insert(rateLimitEvents).values({ bucket, at: now });
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, bucket), lt(rateLimitEvents.at, new Date(now.getTime() - DAY_MS))));
}
