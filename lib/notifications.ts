// Reminders: the channels, the settings and the pure rules of when something is due.
// Shared by the server (the job, the API) and the Settings card.

export const NOTIFICATION_CHANNELS = ["email", "push", "ntfy"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const CHANNEL_LABELS: Record<NotificationChannel, string> = { email: "Email", push: "Push", ntfy: "ntfy" };

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

export type NotificationsResponse = { settings: NotificationSettings; channels: OfferedChannels; pushSubscriptions: number };

export type ChannelResult = { channel: NotificationChannel; ok: boolean; error?: string };

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
