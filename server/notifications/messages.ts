import "server-only";
// What the reminders say, composed once and rendered for each channel: an email (plain text
// and HTML), an ntfy message, and the push notifications the service worker shows.
import { createHmac, timingSafeEqual } from "node:crypto";
import { formatDay } from "@/lib/format";
import { FORMAT_LOCALES, type AppLocale } from "@/lib/i18n/locales";
import { wordsIn } from "@/lib/i18n/words";
import { SITE_NAME } from "@/lib/site";
import { authSecret } from "@/server/auth/secret";
import type { WeatherAlert } from "@/lib/weather-tips";
import type { GardenTask } from "@/server/care/tasks";
import type { RainWait } from "@/server/care/water-plan";
import { escapeHtml, type Email } from "./email";
import type { NtfyMessage } from "./ntfy";
import type { PushPayload } from "./push";

type Line = { text: string; url: string };
type Section = { heading: string; lines: Line[] };

export type ReminderMessage = {
  /** Sent once per gardener and channel under this key: "digest:2026-11-23", "frost:12:2026-11-24". */
  key: string;
  /** The gardener's language, which the message is written in (their profile's), and its email's links. */
  locale: AppLocale;
  links: { open: string; settings: string; stop: string };
  subject: string;
  intro: string;
  sections: Section[];
  /** What the message as a whole opens. */
  url: string;
  push: PushPayload[];
  /** ntfy's emoji tags. */
  tags: string[];
};

/** Push notifications per digest: one per task up to this many, the rest summed up in the last. */
const PUSH_TASKS_SHOWN = 4;

/**
 * The key a reminder link carries for its garden: an HMAC with the auth secret, so that only links
 * the app made switch the open garden (another site's link to /reminders/open would otherwise
 * switch a signed-in member's).
 */
export function gardenLinkKey(gardenId: number): string {
  return createHmac("sha256", authSecret()).update(`reminder-garden:${gardenId}`).digest("base64url");
}

/** Whether a link's key is the one the app made for the garden. */
export function gardenLinkKeyValid(gardenId: number, key: string | null): boolean {
  if (!key) return false;
  const expected = Buffer.from(gardenLinkKey(gardenId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Opens a garden (switching to it) at one of its plants, or at its tasks. */
export function gardenLink(origin: string, gardenId: number, userPlantId?: number | null): string {
  const params = new URLSearchParams({ garden: String(gardenId), key: gardenLinkKey(gardenId) });
  if (userPlantId) params.set("plant", String(userPlantId));
  return `${origin}/reminders/open?${params}`;
}

/** The words of a gardener's reminders, in their language (locales/<code>/server.json, "Reminders"). */
export type ReminderVoice = { locale: AppLocale; t: Awaited<ReturnType<typeof wordsIn<"Reminders">>> };

export async function reminderVoice(locale: AppLocale): Promise<ReminderVoice> {
  return { locale, t: await wordsIn(locale, "Reminders") };
}

/** What every message of a voice carries: its language and its email's links. */
const spoken = ({ locale, t }: ReminderVoice) => ({ locale, links: { open: t("open", { site: SITE_NAME }), settings: t("settings"), stop: t("stop") } });

const formatDueDate = (isoDate: string, locale: AppLocale) => formatDay(isoDate, "weekday-day", { locale: FORMAT_LOCALES[locale] });

/**
 * The morning digest: the open tasks due today or overdue, by garden, each watering with its
 * reason; and the plants the rain waters instead today, with why (docs/watering.md). Null when
 * there is neither.
 */
export function composeDigest(input: { firstName: string | null; today: string; tasks: GardenTask[]; rainWaits?: RainWait[]; origin: string; voice: ReminderVoice }): ReminderMessage | null {
  const { today, tasks, origin, voice } = input;
  const { locale, t } = voice;
  /** A line and, when there is one, its watering reason after it. */
  const withReason = (line: string, reason: string | null | undefined) => (reason ? t("withReason", { line, reason }) : line);
  const rainWaits = input.rainWaits ?? [];
  if (tasks.length === 0 && rainWaits.length === 0) return null;
  const byGarden = new Map<number, { name: string; lines: Line[] }>();
  const linesOf = (gardenId: number, name: string) => {
    const garden = byGarden.get(gardenId) ?? { name, lines: [] };
    byGarden.set(gardenId, garden);
    return garden.lines;
  };
  const describe = (task: GardenTask) => {
    const title = task.dueDate < today ? t("overdueSince", { task: task.title, date: formatDueDate(task.dueDate, locale) }) : task.title;
    return withReason(title, task.wateringReason);
  };
  for (const task of tasks) linesOf(task.gardenId, task.gardenName).push({ text: describe(task), url: gardenLink(origin, task.gardenId, task.userPlantId) });
  for (const wait of rainWaits) {
    linesOf(wait.gardenId, wait.gardenName).push({ text: t("noNeedToWater", { plant: wait.name, reason: wait.reason }), url: gardenLink(origin, wait.gardenId, wait.userPlantId) });
  }
  const sections = [...byGarden.values()].map((garden) => ({ heading: garden.name, lines: garden.lines }));
  const overdue = tasks.filter((task) => task.dueDate < today).length;
  const shown = tasks.length > PUSH_TASKS_SHOWN + 1 ? tasks.slice(0, PUSH_TASKS_SHOWN) : tasks;
  const rainOnly = tasks.length === 0;
  const push: PushPayload[] = shown.map((task) => ({
    title: task.title,
    body: withReason(t("pushDue", { garden: task.gardenName, overdue: task.dueDate < today ? "yes" : "no", date: formatDueDate(task.dueDate, locale) }), task.wateringReason),
    url: gardenLink(origin, task.gardenId, task.userPlantId),
    tag: `task-${task.id}`,
    ...(task.taskType === "water" && task.userPlantId ? { waterTask: { id: task.id, gardenId: task.gardenId } } : {}),
  }));
  if (rainOnly) {
    const named = rainWaits.slice(0, PUSH_TASKS_SHOWN).map((wait) => wait.name);
    push.push({ title: t("rainPushTitle"), body: t("rainPushBody", { plants: named.join(", "), more: rainWaits.length - named.length }), url: `${origin}/`, tag: `digest-${today}` });
  }
  if (shown.length < tasks.length) {
    push.push({ title: t("moreTasksTitle", { count: tasks.length - shown.length }), body: t("moreTasksBody"), url: `${origin}/`, tag: `digest-${today}` });
  }
  return {
    key: `digest:${today}`,
    ...spoken(voice),
    subject: rainOnly ? t("subjectRain") : t("subject", { count: tasks.length, overdue }),
    intro: `${input.firstName ? t("greetingNamed", { name: input.firstName }) : t("greeting")} ${t(rainOnly ? "introRain" : "introTasks")}`,
    sections,
    url: `${origin}/`,
    push,
    tags: ["seedling"],
  };
}

/** A frost or heat alert for one garden, naming its plants at risk. */
export function composeWeatherAlert(input: { gardenId: number; gardenName: string; alert: WeatherAlert; plants: string[]; origin: string; voice: ReminderVoice }): ReminderMessage {
  const { gardenId, gardenName, alert, plants, origin, voice } = input;
  const { t } = voice;
  const url = gardenLink(origin, gardenId);
  const atRisk = t("atRisk", { plants: plants.join(", ") });
  const subject = t("alertSubject", { alert: alert.title, garden: gardenName });
  return {
    key: `${alert.kind}:${gardenId}:${alert.date}`,
    ...spoken(voice),
    subject,
    intro: `${alert.reason} ${alert.advice}`,
    sections: [{ heading: gardenName, lines: [{ text: atRisk, url }] }],
    url,
    push: [{ title: subject, body: `${alert.reason} ${atRisk}`, url, tag: `${alert.kind}-${gardenId}-${alert.date}` }],
    tags: [alert.kind === "frost" ? "snowflake" : "sunny"],
  };
}

/** What "Send test" sends: proof the channel works, and where reminders will lead. */
export function composeTestMessage(origin: string, now: Date, voice: ReminderVoice): ReminderMessage {
  const { t } = voice;
  const subject = t("testSubject", { site: SITE_NAME });
  return {
    key: `test:${now.toISOString()}`,
    ...spoken(voice),
    subject,
    intro: t("testBody"),
    sections: [],
    url: `${origin}/settings/reminders`,
    push: [{ title: subject, body: t("testBody"), url: `${origin}/settings/reminders`, tag: "test" }],
    tags: ["seedling"],
  };
}

/** The message as an email with a plain-text and an HTML part, and a one-click unsubscribe (RFC 8058). */
export function toEmail(message: ReminderMessage, to: string, links: { settings: string; unsubscribe: string; oneClickUnsubscribe: string }): Email {
  const textSections = message.sections.map((section) => [section.heading, ...section.lines.map((line) => `- ${line.text}\n  ${line.url}`)].join("\n"));
  const text = [
    message.intro,
    ...textSections,
    `${message.links.open}: ${message.url}`,
    `${message.links.settings}: ${links.settings}`,
    `${message.links.stop}: ${links.unsubscribe}`,
  ].join("\n\n");
  const htmlSections = message.sections
    .map(
      (section) =>
        `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(section.heading)}</h2><ul style="padding-left:20px;margin:0">${section.lines
          .map((line) => `<li style="margin:4px 0"><a href="${escapeHtml(line.url)}" style="color:#15803d">${escapeHtml(line.text)}</a></li>`)
          .join("")}</ul>`,
    )
    .join("");
  const html = `<!doctype html><html lang="${message.locale}"><body style="font-family:system-ui,sans-serif;color:#1c2b1e;line-height:1.5;max-width:560px;margin:0 auto;padding:16px">
<p>${escapeHtml(message.intro)}</p>${htmlSections}
<p style="margin-top:24px"><a href="${escapeHtml(message.url)}" style="background:#15803d;color:#fff;padding:8px 14px;border-radius:6px;text-decoration:none">${escapeHtml(message.links.open)}</a></p>
<p style="font-size:12px;color:#5b6b5e;margin-top:24px"><a href="${escapeHtml(links.settings)}" style="color:#5b6b5e">${escapeHtml(message.links.settings)}</a> · <a href="${escapeHtml(links.unsubscribe)}" style="color:#5b6b5e">${escapeHtml(message.links.stop)}</a></p>
</body></html>`;
  return {
    to,
    subject: message.subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${links.oneClickUnsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

export function toNtfy(message: ReminderMessage): NtfyMessage {
  const body = [message.intro, ...message.sections.map((section) => [section.heading, ...section.lines.map((line) => `• ${line.text}`)].join("\n"))].join("\n\n");
  return { title: message.subject, message: body, click: message.url, tags: message.tags };
}
