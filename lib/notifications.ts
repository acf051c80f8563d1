// Reminders: the channels, the settings and the pure rules of when something is due.
// Shared by the server (the job, the API) and the Settings card.
import type { useTranslations } from "next-intl";

export const NOTIFICATION_CHANNELS = ["email", "push", "ntfy"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const DEFAULT_DIGEST_TIME = "07:00";

export type QuietHours = { start: string; end: string };

/** GET/PATCH /api/notifications's `settings`. */
export type NotificationSettings = {
  digestTime: string;
  quietHours: QuietHours | null;
  email: boolean;
  push: boolean;
  ntfyTopic: string | null;
  weatherAlerts: boolean;
};

/** What this server can send: only these are offered. */
export type OfferedChannels = {
  email: boolean;
  /** The VAPID public key the browser subscribes with. */
  push: { publicKey: string } | null;
  /** The ntfy server topics are published to. */
  ntfy: { server: string };
};

/**
 * GET /api/notifications. `address`: the gardener's email address, whether its owner has confirmed
 * it (email reminders go only to a confirmed one), and whether this server can email the link that
 * confirms it (email and a public URL).
 */
export type NotificationsResponse = {
  settings: NotificationSettings;
  channels: OfferedChannels;
  pushSubscriptions: number;
  address: { email: string; confirmed: boolean; canConfirm: boolean };
};

export type ChannelResult = { channel: NotificationChannel; ok: boolean; error?: string };

/** POST /api/notifications/test: how each chosen channel fared. */
export type TestReminderResults = { results: ChannelResult[] };

/** POST /api/notifications/push-subscriptions (201): the endpoint of the browser's subscription, saved. */
export type PushSubscriptionSaved = { endpoint: string };

/** POST /api/notifications/confirm-email (202): the address the confirmation link was emailed to. */
export type ConfirmationSent = { sentTo: string };

/** POST /api/notifications/confirm-email/{token}: the address now confirmed. */
export type AddressConfirmed = { confirmed: string };

/** POST /api/notifications/unsubscribe/{token}: email reminders are off. */
export type Unsubscribed = { unsubscribed: true };

/**
 * PATCH /api/notifications: the saved settings, whether the ntfy server answered from here (null:
 * no topic), and whether a link to confirm the address was just emailed (turning email on for an
 * address not confirmed yet).
 */
export type NotificationsSaved = NotificationsResponse & { ntfyReachable: boolean | null; confirmationSent: boolean };

/** The "ReminderDelivery" words (locales/<code>/display.json). */
export type ReminderDeliveryWords = ReturnType<typeof useTranslations<"ReminderDelivery">>;

/**
 * What saving reminders can honestly say, from what is known without sending anything: the
 * channels chosen that can deliver, and a sentence for each chosen one that can't (or, with none
 * chosen, why none is available here). Send Test tries each for real.
 */
export function reminderDelivery(
  { settings, channels, pushSubscriptions, ntfyReachable, address }: NotificationsSaved,
  browserCanPush: boolean,
  t: ReminderDeliveryWords,
): { deliverable: NotificationChannel[]; problems: string[] } {
  const deliverable: NotificationChannel[] = [];
  const problems: string[] = [];
  if (settings.email) {
    if (!channels.email) problems.push(t("emailNotSetUp"));
    else if (address.confirmed) deliverable.push("email");
    else if (address.canConfirm) problems.push(t("emailConfirmFirst", { email: address.email }));
    else problems.push(t("emailCannotConfirm", { email: address.email }));
  }
  if (settings.push) {
    if (channels.push && pushSubscriptions > 0) deliverable.push("push");
    else problems.push(t("pushNoDevice"));
  }
  if (settings.ntfyTopic) {
    if (ntfyReachable === false) problems.push(t("ntfyUnreachable", { server: channels.ntfy.server }));
    else deliverable.push("ntfy");
  }
  if (deliverable.length === 0 && problems.length === 0) {
    const canPushHere = channels.push !== null && browserCanPush;
    // The ways to choose one: ticking email (with SMTP), push on this device (where it can be), an ntfy topic (always).
    const choose = channels.email ? (canPushHere ? "noChannelAll" : "noChannelEmailNtfy") : canPushHere ? "noChannelPushNtfy" : "noChannelNtfy";
    problems.push(
      [t(choose), channels.email ? null : t("emailNotSetUp"), canPushHere ? null : t("pushNeedsHttps")].filter(Boolean).join(" "),
    );
  }
  return { deliverable, problems };
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  digestTime: DEFAULT_DIGEST_TIME,
  quietHours: null,
  email: false,
  push: false,
  ntfyTopic: null,
  weatherAlerts: true,
};

/** Minutes after midnight of an "HH:MM" time. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** Whether a moment (minutes after local midnight) falls in the quiet hours; a window may run past midnight. */
export function isQuiet(minutes: number, quietHours: QuietHours | null): boolean {
  if (!quietHours) return false;
  const start = minutesOf(quietHours.start);
  const end = minutesOf(quietHours.end);
  if (start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** Whether today's digest is due at this local moment: its time has come and it is not quiet. */
export function isDigestDue(settings: Pick<NotificationSettings, "digestTime" | "quietHours">, minutes: number): boolean {
  return minutes >= minutesOf(settings.digestTime) && !isQuiet(minutes, settings.quietHours);
}
