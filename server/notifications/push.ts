import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { pushSubscriptions } from "@/server/db/schema";
import { env } from "@/server/env";
import { vapidKeys, vapidSubject } from "./vapid";

/** What the service worker (public/sw.js) shows: a notification, with a "Watered" action for a water task. */
export type PushPayload = {
  title: string;
  body: string;
  /** Opened when the notification is tapped. */
  url: string;
  /** Replaces an earlier notification with the same tag instead of stacking. */
  tag: string;
  /** A water task the "Watered" action completes (in its garden). */
  waterTask?: { id: number; gardenId: number };
};

export type BrowserSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * A push service must be https on a public name: the server posts to whatever endpoint a browser
 * gives it, so an address on the server's own network (loopback, private, link-local) is refused.
 * PUSH_ALLOW_LOOPBACK also lets http://127.0.0.1 through, for tests.
 */
export function isAllowedPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const loopbackAllowed = env().notifications.pushAllowLoopback && url.hostname === "127.0.0.1";
  if (url.protocol === "http:") return loopbackAllowed;
  return url.protocol === "https:" && (loopbackAllowed || !isInternalHost(url.hostname));
}

const INTERNAL_IPV4 = [/^0\./, /^10\./, /^127\./, /^169\.254\./, /^172\.(1[6-9]|2\d|3[01])\./, /^192\.168\./, /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./];

/** A name or address literal on the server's own network. (A public name that resolves to one is not caught here.) */
function isInternalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".internal") || host.endsWith(".local")) return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return INTERNAL_IPV4.some((range) => range.test(host));
  // Any IPv6 literal: push services are reached by name.
  return host.startsWith("[");
}

/** Keeps a browser's subscription for the gardener (a browser that signs in as someone else moves to them). */
export async function savePushSubscription(userId: string, subscription: BrowserSubscription): Promise<void> {
  const db = await getDb();
  const row = { userId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: row.p256dh, auth: row.auth } });
}

/** Forgets one of the gardener's subscriptions; another gardener's endpoint is left alone. */
export async function deletePushSubscription(userId: string, endpoint: string): Promise<boolean> {
  const db = await getDb();
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

export async function pushSubscriptionsOf(userIds: string[]) {
  if (userIds.length === 0) return [];
  const db = await getDb();
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}

type StoredSubscription = Awaited<ReturnType<typeof pushSubscriptionsOf>>[number];

const GONE = new Set([404, 410]);
const TIMEOUT_MS = 10_000;

type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/**
 * Encrypts each payload for the browser (RFC 8291) and signs the request (VAPID) with web-push,
 * then posts it: web-push's own sender speaks https only, and tests' push services are http on 127.0.0.1.
 */
async function pushTo(subscription: StoredSubscription, payloads: PushPayload[], vapidDetails: VapidDetails): Promise<"delivered" | "gone" | { error: string }> {
  const target = { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } };
  // Loaded on the first push: a server that never pushes never holds it in memory.
  const { default: webpush } = await import("web-push");
  for (const payload of payloads) {
    const details = webpush.generateRequestDetails(target, JSON.stringify(payload), { vapidDetails, TTL: TIME_TO_LIVE_SECONDS, urgency: "normal" });
    let response: Response;
    try {
      response = await fetch(details.endpoint, {
        method: "POST",
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        redirect: "error",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      return { error: "the push service could not be reached" };
    }
    await response.body?.cancel();
    if (GONE.has(response.status)) return "gone";
    if (!response.ok) return { error: `the push service answered ${response.status}` };
  }
  return "delivered";
}
/** A reminder kept by the push service this long at most: a digest is stale after a day. */
const TIME_TO_LIVE_SECONDS = 12 * 60 * 60;

/**
 * Sends the payloads to each of the gardener's browsers. A subscription the push service no
 * longer knows (404, 410) is removed; the send succeeds when at least one browser took every payload.
 */
export async function sendPush(subscriptions: StoredSubscription[], payloads: PushPayload[]): Promise<void> {
  if (subscriptions.length === 0) throw new Error("No browser is subscribed to push notifications.");
  const keys = await vapidKeys();
  const vapidDetails = { subject: vapidSubject(), publicKey: keys.publicKey, privateKey: keys.privateKey };
  const failures: string[] = [];
  let delivered = 0;
  for (const subscription of subscriptions) {
    const outcome = await pushTo(subscription, payloads, vapidDetails);
    if (outcome === "delivered") {
      delivered += 1;
    } else if (outcome === "gone") {
      const db = await getDb();
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      failures.push("a browser had unsubscribed and was removed");
    } else {
      failures.push(outcome.error);
    }
  }
  if (delivered === 0) throw new Error(`Push failed: ${failures.join("; ")}.`);
}
