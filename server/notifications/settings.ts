import "server-only";
import { randomBytes } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings, type NotificationsResponse, type NotificationsSaved, type OfferedChannels } from "@/lib/notifications";
import type { NotificationSettingsPatch } from "@/lib/validations/notifications";
import { getDb } from "@/server/db/client";
import { notificationSettings, pushSubscriptions, users } from "@/server/db/schema";
import { env } from "@/server/env";
import { HttpError } from "@/server/http/errors";
import { emailConfigured } from "./email";
import { ntfyServerReachable } from "./ntfy";
import { vapidKeys } from "./vapid";
import { addressConfirmationPossible, offerAddressConfirmation } from "./address-confirmation";

type SettingsRow = typeof notificationSettings.$inferSelect;

export function toNotificationSettings(row: SettingsRow | null | undefined): NotificationSettings {
  if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS };
  return {
    digestTime: row.digestTime,
    quietHours: row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
    email: row.email,
    push: row.push,
    ntfyTopic: row.ntfyTopic,
    weatherAlerts: row.weatherAlerts,
  };
}

/** The channels this server can send on. Push is always offered: its keys are generated when not configured. */
export async function offeredChannels(): Promise<OfferedChannels> {
  const { publicKey } = await vapidKeys();
  return { email: emailConfigured(), push: { publicKey }, ntfy: { server: env().notifications.ntfyUrl } };
}

export async function notificationsOf(userId: string): Promise<NotificationsResponse> {
  const db = await getDb();
  const [[row], [subscribed], [user], channels] = await Promise.all([
    db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
    db.select({ value: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
    db.select({ email: users.email, confirmed: users.emailVerified }).from(users).where(eq(users.id, userId)),
    offeredChannels(),
  ]);
  return {
    settings: toNotificationSettings(row),
    channels,
    pushSubscriptions: subscribed?.value ?? 0,
    address: { email: user?.email ?? "", confirmed: user?.confirmed ?? false, canConfirm: addressConfirmationPossible() },
  };
}

const newUnsubscribeToken = () => randomBytes(24).toString("base64url");

/**
 * Saves the changed settings (the first save makes the row); `linkOrigin` is where the gardener
 * saved them from. Turning email on for an address not confirmed yet keeps the choice and emails
 * the link that confirms it: reminders go to it from then on.
 */
export async function updateNotificationSettings(
  user: { id: string; email: string; name: string },
  patch: NotificationSettingsPatch,
  linkOrigin: string,
): Promise<NotificationsSaved> {
  const userId = user.id;
  if (patch.email === true && !emailConfigured()) {
    throw new HttpError(400, "Email is not set up on this server, so it can't send reminders by email.");
  }
  const changes: Partial<typeof notificationSettings.$inferInsert> = { linkOrigin, updatedAt: new Date() };
  if (patch.digestTime !== undefined) changes.digestTime = patch.digestTime;
  if (patch.quietHours !== undefined) {
    changes.quietStart = patch.quietHours?.start ?? null;
    changes.quietEnd = patch.quietHours?.end ?? null;
  }
  if (patch.email !== undefined) changes.email = patch.email;
  if (patch.push !== undefined) changes.push = patch.push;
  if (patch.ntfyTopic !== undefined) changes.ntfyTopic = patch.ntfyTopic;
  if (patch.weatherAlerts !== undefined) changes.weatherAlerts = patch.weatherAlerts;
  const db = await getDb();
  await db
    .insert(notificationSettings)
    .values({ userId, unsubscribeToken: newUnsubscribeToken(), ...changes })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: changes });
  const saved = await notificationsOf(userId);
  const confirmationSent = patch.email === true && !saved.address.confirmed && saved.address.canConfirm ? await offerAddressConfirmation(user) : false;
  // Said with the answer, so "saved" is not taken for "will arrive" (Send Test tries every channel).
  return { ...saved, ntfyReachable: saved.settings.ntfyTopic ? await ntfyServerReachable() : null, confirmationSent };
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The address whose email reminders an unsubscribe token stops, or null for an unknown token. */
export async function unsubscribeTarget(token: string): Promise<{ email: string; subscribed: boolean } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ email: users.email, subscribed: notificationSettings.email })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .where(eq(notificationSettings.unsubscribeToken, token));
  return row ?? null;
}

/** Turns email reminders off for the token's gardener (no sign-in: the token is the proof). */
export async function unsubscribeByToken(token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const db = await getDb();
  const updated = await db
    .update(notificationSettings)
    .set({ email: false, updatedAt: sql`now()` })
    .where(eq(notificationSettings.unsubscribeToken, token))
    .returning({ userId: notificationSettings.userId });
  return updated.length > 0;
}
