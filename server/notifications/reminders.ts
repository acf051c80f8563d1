import "server-only";
// The reminders job: one function that sends whatever is due (the morning digests, the weather
// alerts), however often and on however many instances it runs. The cron route and the
// in-process timer both call it.
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, or } from "drizzle-orm";
import { clockInTimeZone } from "@/lib/dates";
import { isDigestDue, isQuiet, type ChannelResult, type NotificationChannel, type NotificationSettings } from "@/lib/notifications";
import { plantsAtRisk, weatherAlerts, type WeatherAlert } from "@/lib/weather-tips";
import { DEFAULT_UNITS, type Units } from "@/lib/format";
import { DEFAULT_APP_LOCALE, FORMAT_LOCALES, type AppLocale } from "@/lib/i18n/locales";
import { wordsIn } from "@/lib/i18n/words";
import { plantDisplayName } from "@/lib/plant-display";
import { toCurrentUser, type CurrentUser } from "@/server/auth/types";
import { getDb } from "@/server/db/client";
import { gardenMembers, gardens, notificationSettings, plants, profiles, userPlants, users } from "@/server/db/schema";
import { env } from "@/server/env";
import { HttpError } from "@/server/http/errors";
import { siteUrl } from "@/server/http/origin";
import { logError } from "@/server/log";
import { takeRateLimit } from "@/server/rate-limit";
import { rateLimitBucket } from "@/server/rate-limit-buckets.mjs";
import { openTasksInEveryGarden } from "@/server/care/tasks";
import { rainWaitsInEveryGarden } from "@/server/care/water-plan";
import { forecastForPlace } from "@/server/weather";
import { claimDelivery, forgetOldDeliveries, markDelivered, markFailed, markNothingToSend, unsettledKeys, type DeliveryKey } from "./deliveries";
import { emailConfigured, sendEmail } from "./email";
import { releaseLease, takeLease } from "./job-lease";
import { composeDigest, composeTestMessage, composeWeatherAlert, reminderVoice, toEmail, toNtfy, type ReminderMessage } from "./messages";
import { publishToNtfy } from "./ntfy";
import { pushSubscriptionsOf, sendPush } from "./push";
import { notificationsOf, toNotificationSettings } from "./settings";

const LEASE_NAME = "reminders";
/** Longer than any run: a send that hangs is cut off by its own timeout well before. */
const LEASE_MS = 5 * 60_000;

type Subscriptions = Awaited<ReturnType<typeof pushSubscriptionsOf>>;

/** A gardener who has chosen at least one channel the server can send on. */
export type Recipient = {
  user: CurrentUser;
  timeZone: string;
  /** The units the gardener reads (lib/format.ts): messages say °F and inches to those who chose imperial. */
  units: Units;
  /** The gardener's language: their messages are written in it. */
  locale: AppLocale;
  settings: NotificationSettings;
  unsubscribeToken: string;
  origin: string;
  channels: NotificationChannel[];
  subscriptions: Subscriptions;
};

export type ReminderRun = { sent: number; failed: number };

/**
 * Sends every reminder that is due at `now`. Only one instance runs it at a time (a lease in
 * the database); each message is claimed before it is sent, so none goes twice.
 */
export async function sendDueReminders(now = new Date()): Promise<ReminderRun> {
  const holder = randomUUID();
  if (!(await takeLease(LEASE_NAME, holder, now, new Date(now.getTime() + LEASE_MS)))) return { sent: 0, failed: 0 };
  try {
    const recipients = await loadRecipients();
    const run: ReminderRun = { sent: 0, failed: 0 };
    await sendDigests(recipients, now, run);
    await sendWeatherAlerts(recipients, now, run);
    await forgetOldDeliveries(now);
    return run;
  } finally {
    await releaseLease(LEASE_NAME, holder).catch((error: unknown) => logError("Could not release the reminders lease", error));
  }
}

/** The origin links in messages use: the configured public URL, else where the gardener saved their settings. */
function linkOrigin(saved: string | null): string {
  return env().publicUrl ?? saved ?? siteUrl();
}

export async function loadRecipients(userIds?: string[]): Promise<Recipient[]> {
  const db = await getDb();
  const anyChannel = or(emailConfigured() ? eq(notificationSettings.email, true) : undefined, eq(notificationSettings.push, true), isNotNull(notificationSettings.ntfyTopic));
  const rows = await db
    .select({ settings: notificationSettings, user: { id: users.id, email: users.email, name: users.name }, emailConfirmed: users.emailVerified, timeZone: profiles.timezone, units: profiles.units, locale: profiles.locale })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .leftJoin(profiles, eq(profiles.userId, notificationSettings.userId))
    .where(userIds ? and(anyChannel, inArray(notificationSettings.userId, userIds)) : anyChannel);
  const subscriptions = await pushSubscriptionsOf(rows.filter((row) => row.settings.push).map((row) => row.user.id));
  return rows
    .map((row) => {
      const settings = toNotificationSettings(row.settings);
      const own = subscriptions.filter((subscription) => subscription.userId === row.user.id);
      const channels: NotificationChannel[] = [];
      // Only to an address its owner confirmed (server/notifications/address-confirmation.ts).
      if (settings.email && emailConfigured() && row.emailConfirmed) channels.push("email");
      if (settings.push && own.length > 0) channels.push("push");
      if (settings.ntfyTopic) channels.push("ntfy");
      return {
        user: toCurrentUser(row.user),
        timeZone: row.timeZone ?? "UTC",
        units: row.units ?? DEFAULT_UNITS,
        locale: row.locale ?? DEFAULT_APP_LOCALE,
        settings,
        unsubscribeToken: row.settings.unsubscribeToken,
        origin: linkOrigin(row.settings.linkOrigin),
        channels,
        subscriptions: own,
      };
    })
    .filter((recipient) => recipient.channels.length > 0);
}

async function sendDigests(recipients: Recipient[], now: Date, run: ReminderRun): Promise<void> {
  const due = recipients.flatMap((recipient) => {
    const clock = clockInTimeZone(recipient.timeZone, now);
    return isDigestDue(recipient.settings, clock.minutes) ? [{ recipient, today: clock.date }] : [];
  });
  const candidates = due.flatMap(({ recipient, today }) => keysFor(recipient, `digest:${today}`));
  const pending = await unsettledKeys(candidates, now);
  for (const { recipient, today } of due) {
    const keys = pending.filter((key) => key.userId === recipient.user.id);
    if (keys.length === 0) continue;
    try {
      const tasks = (await openTasksInEveryGarden(recipient.user, now)).filter(
        (task) => task.dueDate <= today && (task.assignedTo === null || task.assignedTo.id === recipient.user.id),
      );
      // Plans are current now: the plants the rain waters instead, so the digest can say why they are not on it.
      const rainWaits = await rainWaitsInEveryGarden(recipient.user.id, today, recipient);
      const message = composeDigest({ firstName: recipient.user.firstName, today, tasks, rainWaits, origin: recipient.origin, voice: await reminderVoice(recipient.locale) });
      if (message) await deliver(recipient, message, keys, now, run);
      else await markNothingToSend(keys, now);
    } catch (error) {
      // One gardener's failure (their data, a database hiccup) never holds up the others.
      logError("Could not compose a morning digest", error);
    }
  }
}

async function sendWeatherAlerts(recipients: Recipient[], now: Date, run: ReminderRun): Promise<void> {
  const listening = recipients.filter((recipient) => recipient.settings.weatherAlerts && !isQuiet(clockInTimeZone(recipient.timeZone, now).minutes, recipient.settings.quietHours));
  if (listening.length === 0) return;
  const db = await getDb();
  const memberships = await db
    .select({ garden: gardens, userId: gardenMembers.userId })
    .from(gardenMembers)
    .innerJoin(gardens, eq(gardens.id, gardenMembers.gardenId))
    .where(and(inArray(gardenMembers.userId, listening.map((recipient) => recipient.user.id)), isNotNull(gardens.latitude), isNotNull(gardens.longitude)));
  const byGarden = new Map<number, { garden: (typeof memberships)[number]["garden"]; members: Recipient[] }>();
  for (const { garden, userId } of memberships) {
    const entry = byGarden.get(garden.id) ?? { garden, members: [] };
    entry.members.push(listening.find((recipient) => recipient.user.id === userId)!);
    byGarden.set(garden.id, entry);
  }
  for (const { garden, members } of byGarden.values()) {
    try {
      const forecast = await forecastForPlace({ latitude: garden.latitude!, longitude: garden.longitude!, location: garden.location ?? "" }, now.getTime());
      const alerts = weatherAlerts(forecast, garden.gardenType, await wordsIn(DEFAULT_APP_LOCALE, "WeatherTips"));
      if (alerts.length === 0) continue;
      // The same alerts, worded in each member's language and units (the kinds and days do not depend on them).
      const worded = new Map<string, WeatherAlert[]>();
      const alertsFor = async ({ locale, units }: Recipient) => {
        const key = `${locale}:${units}`;
        return worded.get(key) ?? worded.set(key, weatherAlerts(forecast, garden.gardenType, await wordsIn(locale, "WeatherTips"), { locale: FORMAT_LOCALES[locale], units })).get(key)!;
      };
      const grown = await gardenPlants(garden.id);
      for (const [index, alert] of alerts.entries()) {
        const named = plantsAtRisk(alert, grown);
        if (named.length === 0) continue;
        const messageKey = `${alert.kind}:${garden.id}:${alert.date}`;
        const pending = await unsettledKeys(members.flatMap((member) => keysFor(member, messageKey)), now);
        for (const member of members) {
          const keys = pending.filter((key) => key.userId === member.user.id);
          if (keys.length === 0) continue;
          const message = composeWeatherAlert({ gardenId: garden.id, gardenName: garden.name, alert: (await alertsFor(member))[index]!, plants: named, origin: member.origin, voice: await reminderVoice(member.locale) });
          await deliver(member, message, keys, now, run);
        }
      }
    } catch (error) {
      logError(`Could not check the weather alerts of garden ${garden.id}`, error);
    }
  }
}

async function gardenPlants(gardenId: number) {
  const db = await getDb();
  const rows = await db
    .select({ customName: userPlants.customName, customCommonName: userPlants.customCommonName, plant: { commonName: plants.commonName, category: plants.category, frostTender: plants.frostTender } })
    .from(userPlants)
    .leftJoin(plants, eq(plants.id, userPlants.plantId))
    .where(eq(userPlants.gardenId, gardenId))
    // In the order they were planted in the app, the same every time (PostgreSQL promises no order without one).
    .orderBy(asc(userPlants.createdAt), asc(userPlants.id));
  return rows.map((row) => ({
    name: plantDisplayName({ customName: row.customName, customCommonName: row.customCommonName, plant: row.plant }),
    category: row.plant?.category ?? null,
    frostTender: row.plant?.frostTender ?? false,
  }));
}

function keysFor(recipient: Recipient, messageKey: string): DeliveryKey[] {
  return recipient.channels.map((channel) => ({ userId: recipient.user.id, channel, messageKey }));
}

/** Sends one message on each pending channel; a failed channel is retried later and never holds up the others. */
async function deliver(recipient: Recipient, message: ReminderMessage, keys: DeliveryKey[], now: Date, run: ReminderRun): Promise<void> {
  for (const key of keys) {
    if (!(await claimDelivery(key, now))) continue;
    try {
      await sendOn(key.channel, recipient, message);
      await markDelivered(key, now);
      run.sent += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`A ${key.channel} reminder to ${recipient.user.id} failed and will be retried: ${reason}`);
      await markFailed(key, reason, now);
      run.failed += 1;
    }
  }
}

/** Sends one message on one channel; throws what went wrong. */
export async function sendOn(channel: NotificationChannel, recipient: Recipient, message: ReminderMessage): Promise<void> {
  switch (channel) {
    case "email":
      return sendEmail(
        toEmail(message, recipient.user.email, {
          settings: `${recipient.origin}/settings/reminders`,
          unsubscribe: `${recipient.origin}/unsubscribe/${recipient.unsubscribeToken}`,
          oneClickUnsubscribe: `${recipient.origin}/api/notifications/unsubscribe/${recipient.unsubscribeToken}`,
        }),
      );
    case "push":
      return sendPush(recipient.subscriptions, message.push);
    case "ntfy":
      return publishToNtfy(recipient.settings.ntfyTopic!, toNtfy(message));
  }
}

/** Test sends per gardener: enough to try each channel a few times, not to flood an inbox. */
const TEST_LIMITS = [{ windowMs: 10 * 60_000, max: 5, message: "You have sent 5 tests in 10 minutes. Please wait a few minutes before the next." }];

/** "Send test": one message on every channel the gardener has turned on, each with its outcome. */
export async function sendTestReminder(userId: string, now = new Date()): Promise<ChannelResult[]> {
  const [recipient] = await loadRecipients([userId]);
  if (!recipient) {
    const { settings, address } = await notificationsOf(userId);
    if (settings.email && !address.confirmed) throw new HttpError(400, `Confirm ${address.email} first (open the link we emailed to it), or turn on push or ntfy, then send a test.`);
    throw new HttpError(400, "Turn on email, push or ntfy first, then send a test.");
  }
  await takeRateLimit(rateLimitBucket("notification-test", userId), TEST_LIMITS, now);
  const message = composeTestMessage(recipient.origin, now, await reminderVoice(recipient.locale));
  const results: ChannelResult[] = [];
  for (const channel of recipient.channels) {
    try {
      await sendOn(channel, recipient, message);
      results.push({ channel, ok: true });
    } catch (error) {
      results.push({ channel, ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return results;
}
