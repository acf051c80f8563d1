import "server-only";
// The "sent once" record: one row per gardener, channel and message, shared by every instance.
// A sender claims the row (insert, or take back a failed one whose retry time has come) in one
// statement, sends, then marks it sent or failed. Two instances racing for a message: the
// unique key lets exactly one claim it.
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { NotificationChannel } from "@/lib/notifications";
import { getDb } from "@/server/db/client";
import { notificationDeliveries } from "@/server/db/schema";

/** Attempts per message and channel before it is given up. */
export const MAX_ATTEMPTS = 5;
const MINUTE_MS = 60_000;
/** A claim still "sending" this long after it was made belongs to a sender that died: it may be taken again. */
const ABANDONED_CLAIM_MS = 15 * MINUTE_MS;

export type DeliveryKey = { userId: string; channel: NotificationChannel; messageKey: string };

/** Claims one message for sending; false when it was sent, is being sent, or waits for its retry. */
export async function claimDelivery(key: DeliveryKey, now: Date): Promise<boolean> {
  const db = await getDb();
  const abandonAt = new Date(now.getTime() + ABANDONED_CLAIM_MS);
  const claimed = await db
    .insert(notificationDeliveries)
    .values({ ...key, status: "sending", attempts: 1, retryAt: abandonAt, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationDeliveries.userId, notificationDeliveries.channel, notificationDeliveries.messageKey],
      set: { status: "sending", attempts: sql`${notificationDeliveries.attempts} + 1`, retryAt: abandonAt, updatedAt: now },
      setWhere: and(
        inArray(notificationDeliveries.status, ["failed", "sending"]),
        sql`${notificationDeliveries.retryAt} <= ${now.toISOString()}::timestamptz`,
        sql`${notificationDeliveries.attempts} < ${MAX_ATTEMPTS}`,
      ),
    })
    .returning({ id: notificationDeliveries.id });
  return claimed.length > 0;
}

export async function markDelivered(key: DeliveryKey, now: Date): Promise<void> {
  const db = await getDb();
  await db
    .update(notificationDeliveries)
    .set({ status: "sent", retryAt: null, lastError: null, updatedAt: now })
    .where(keyMatches(key));
}

/** Records a failure; the message is tried again after 5, 10, 20 then 40 minutes, up to MAX_ATTEMPTS. */
export async function markFailed(key: DeliveryKey, error: string, now: Date): Promise<void> {
  const db = await getDb();
  await db
    .update(notificationDeliveries)
    .set({
      status: "failed",
      lastError: error.slice(0, 500),
      retryAt: sql`${now.toISOString()}::timestamptz + (interval '5 minutes' * power(2, greatest(${notificationDeliveries.attempts} - 1, 0)))`,
      updatedAt: now,
    })
    .where(keyMatches(key));
}

/** Records that a message had nothing to say (a digest with no tasks), so it is not composed again. */
export async function markNothingToSend(keys: DeliveryKey[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  const db = await getDb();
  await db
    .insert(notificationDeliveries)
    .values(keys.map((key) => ({ ...key, status: "nothing" as const, createdAt: now, updatedAt: now })))
    .onConflictDoNothing();
}

/** Which of these messages are settled for good or for now (sent, nothing to send, being sent, waiting for a retry). */
export async function unsettledKeys(candidates: DeliveryKey[], now: Date): Promise<DeliveryKey[]> {
  if (candidates.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({
      userId: notificationDeliveries.userId,
      channel: notificationDeliveries.channel,
      messageKey: notificationDeliveries.messageKey,
      status: notificationDeliveries.status,
      attempts: notificationDeliveries.attempts,
      retryAt: notificationDeliveries.retryAt,
    })
    .from(notificationDeliveries)
    .where(
      and(
        inArray(notificationDeliveries.userId, [...new Set(candidates.map((key) => key.userId))]),
        inArray(notificationDeliveries.messageKey, [...new Set(candidates.map((key) => key.messageKey))]),
      ),
    );
  const settled = new Set(
    rows
      .filter((row) => row.status === "sent" || row.status === "nothing" || row.attempts >= MAX_ATTEMPTS || (row.retryAt !== null && row.retryAt > now))
      .map(keyString),
  );
  return candidates.filter((key) => !settled.has(keyString(key)));
}

const keyString = (key: { userId: string; channel: string; messageKey: string }) => `${key.userId}\u0000${key.channel}\u0000${key.messageKey}`;

function keyMatches(key: DeliveryKey) {
  return and(
    eq(notificationDeliveries.userId, key.userId),
    eq(notificationDeliveries.channel, key.channel),
    eq(notificationDeliveries.messageKey, key.messageKey),
  );
}

/** Records older than this are of no more use: every message they stand for is long past. */
const KEPT_MS = 30 * 24 * 60 * MINUTE_MS;

export async function forgetOldDeliveries(now: Date): Promise<void> {
  const db = await getDb();
  await db.delete(notificationDeliveries).where(lt(notificationDeliveries.createdAt, new Date(now.getTime() - KEPT_MS)));
}
