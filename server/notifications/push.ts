import "server-only";
import http from "node:http";
import https from "node:https";
import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { pushSubscriptions } from "@/server/db/schema";
import { env } from "@/server/env";
import { HttpError } from "@/server/http/errors";
import { publicOnlyLookup } from "./public-address";
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

/** Names that only mean something on the server's own network. */
const INTERNAL_NAME = /(^|\.)(localhost|localdomain|internal|local|lan|home\.arpa)$/;

/**
 * A name or address literal that is not a push service's public name: any address literal (push
 * services are reached by name; the URL parser has already turned `0x7f000001` and `2130706433`
 * into 127.0.0.1), a single label (`push`, a name from /etc/hosts), a name with a trailing dot
 * (`localhost.`) and the names of local networks. (A public name that resolves to an internal
 * address is not caught here.)
 */
function isInternalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host.startsWith("[") || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return true;
  if (host.endsWith(".") || !host.includes(".")) return true;
  return INTERNAL_NAME.test(host);
}

/** Browsers a gardener may have subscribed at once: a new one replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/**
 * Keeps a browser's subscription for the gardener. The same browser (its endpoint with its keys)
 * that signs in as someone else moves to them; an endpoint alone, with other keys, is someone
 * else's subscription and is refused (409), so knowing an endpoint does not take it over. Only
 * the gardener's MAX_PUSH_SUBSCRIPTIONS newest are kept. The subscription goes with the session
 * that made it (signing out removes it: the schema's cascade).
 */
export async function savePushSubscription(userId: string, subscription: BrowserSubscription, sessionId: string | null): Promise<void> {
  const db = await getDb();
  const row = { userId, sessionId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, createdAt: new Date() };
  const saved = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, sessionId, createdAt: row.createdAt },
      setWhere: and(eq(pushSubscriptions.p256dh, row.p256dh), eq(pushSubscriptions.auth, row.auth)),
    })
    .returning({ id: pushSubscriptions.id });
  if (saved.length === 0) throw new HttpError(409, "Another browser's subscription has this endpoint. Subscribe again from this browser.");
  const kept = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_PUSH_SUBSCRIPTIONS);
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
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
async function pushTo(subscription: StoredSubscription, payloads: PushPayload[], vapidDetails: VapidDetails, signal: AbortSignal): Promise<"delivered" | "gone" | { error: string }> {
  // Kept before today's rules (an address literal, a single-label name): removed as gone.
  if (!isAllowedPushEndpoint(subscription.endpoint)) return "gone";
  const target = { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } };
  // Loaded on the first push: a server that never pushes never holds it in memory.
  const { default: webpush } = await import("web-push");
  for (const payload of payloads) {
    const details = webpush.generateRequestDetails(target, JSON.stringify(payload), { vapidDetails, TTL: TIME_TO_LIVE_SECONDS, urgency: "normal" });
    let status: number;
    try {
      status = await postToPublicAddress(details.endpoint, details.headers as Record<string, string>, details.body ? new Uint8Array(details.body) : null, signal);
    } catch {
      return { error: "the push service could not be reached" };
    }
    if (GONE.has(status)) return "gone";
    if (status < 200 || status >= 300) return { error: `the push service answered ${status}` };
  }
  return "delivered";
}
/**
 * Posts to a push service, its name resolved when connecting and every address it resolves to
 * checked public (server/notifications/public-address.ts; PUSH_ALLOW_LOOPBACK also lets tests'
 * 127.0.0.1 through), the connection pinned to the address checked. Redirects are not followed.
 */
function postToPublicAddress(endpoint: string, headers: Record<string, string>, body: Uint8Array | null, signal: AbortSignal): Promise<number> {
  const url = new URL(endpoint);
  const loopbackAllowed = env().notifications.pushAllowLoopback;
  const lookup = publicOnlyLookup((address) => loopbackAllowed && address === "127.0.0.1");
  const send = url.protocol === "https:" ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(url, { method: "POST", headers, lookup, signal }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body ?? undefined);
  });
}

/** A reminder kept by the push service this long at most: a digest is stale after a day. */
const TIME_TO_LIVE_SECONDS = 12 * 60 * 60;

/**
 * Sends the payloads to each of the gardener's browsers, all at once within TIMEOUT_MS. A
 * subscription the push service no longer knows (404, 410) is removed; the send succeeds when at
 * least one browser took every payload.
 */
export async function sendPush(subscriptions: StoredSubscription[], payloads: PushPayload[]): Promise<void> {
  if (subscriptions.length === 0) throw new Error("No browser is subscribed to push notifications.");
  const keys = await vapidKeys();
  const vapidDetails = { subject: vapidSubject(), publicKey: keys.publicKey, privateKey: keys.privateKey };
  const failures: string[] = [];
  let delivered = 0;
  // Every browser at once, under one deadline: silent push services hold a send up TIMEOUT_MS in all, not each.
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  const outcomes = await Promise.all(subscriptions.map((subscription) => pushTo(subscription, payloads, vapidDetails, signal)));
  for (const [index, outcome] of outcomes.entries()) {
    const subscription = subscriptions[index]!;
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
