import "server-only";
import { addDays } from "@/lib/dates";
import { SITE_NAME } from "@/lib/site";
import type { Task } from "@/lib/task-types";
import { formatTaskDuration, TASK_TYPE_KEYS } from "@/lib/tasks";
import { DEFAULT_APP_LOCALE, type AppLocale } from "@/lib/i18n/locales";
import { wordsIn } from "@/lib/i18n/words";

// RFC 5545 text: lines end in CRLF and are folded at 75 octets; TEXT values escape \ ; , and newlines.

/** Escapes a TEXT property value. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line so no physical line exceeds 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let currentOctets = 0;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = "";
      currentOctets = 0;
    }
    current += char;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const compactDate = (isoDate: string) => isoDate.replace(/-/g, "");
const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** The feed's words in the gardener's language: its own ("CalendarFeed", server.json) and the task cards' ("Tasks", care.json). */
export type CalendarWords = {
  feed: Awaited<ReturnType<typeof wordsIn<"CalendarFeed">>>;
  tasks: Awaited<ReturnType<typeof wordsIn<"Tasks">>>;
};

export async function calendarWordsIn(locale: AppLocale = DEFAULT_APP_LOCALE): Promise<CalendarWords> {
  const [feed, tasks] = await Promise.all([wordsIn(locale, "CalendarFeed"), wordsIn(locale, "Tasks")]);
  return { feed, tasks };
}

function taskDescription(task: Task & { gardenName?: string }, { feed, tasks }: CalendarWords): string {
  const parts = [tasks(TASK_TYPE_KEYS[task.taskType]), feed("priority", { priority: task.priority }), formatTaskDuration(task.estimatedMinutes, tasks)];
  if (task.userPlant) parts.push(feed("plant", { name: task.userPlant.name }));
  if (task.gardenName) parts.push(feed("garden", { name: task.gardenName }));
  if (task.assignedTo) parts.push(feed("assignedTo", { name: task.assignedTo.name }));
  return parts.join(" · ");
}

/** The gardener's open tasks (each named with its garden when given) as an iCalendar feed of all-day events (calendar apps show events, not to-dos). */
export function buildCalendarFeed(tasks: Array<Task & { gardenName?: string }>, options: { host: string; now?: Date; words: CalendarWords }): string {
  const stamp = utcStamp(options.now ?? new Date());
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${SITE_NAME}//Care tasks//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.words.feed("name", { site: SITE_NAME }))}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
  ];
  for (const task of tasks) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:task-${task.id}@${options.host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDate(task.dueDate)}`,
      `DTEND;VALUE=DATE:${compactDate(addDays(task.dueDate, 1))}`,
      `SUMMARY:${escapeText(task.gardenName ? `${task.title} (${task.gardenName})` : task.title)}`,
      `DESCRIPTION:${escapeText(taskDescription(task, options.words))}`,
      `CATEGORIES:${escapeText(options.words.tasks(TASK_TYPE_KEYS[task.taskType]))}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
