import "server-only";
import { addDays } from "@/lib/dates";
import { SITE_NAME } from "@/lib/site";
import type { Task } from "@/lib/task-types";
import { formatTaskDuration, TASK_PRIORITY_LABELS, TASK_TYPE_LABELS } from "@/lib/tasks";

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

function taskDescription(task: Task & { gardenName?: string }): string {
  const parts = [
    TASK_TYPE_LABELS[task.taskType],
    `${TASK_PRIORITY_LABELS[task.priority]} priority`,
    formatTaskDuration(task.estimatedMinutes),
  ];
  if (task.userPlant) parts.push(`Plant: ${task.userPlant.name}`);
  if (task.gardenName) parts.push(`Garden: ${task.gardenName}`);
  if (task.assignedTo) parts.push(`For: ${task.assignedTo.name}`);
  return parts.join(" · ");
}

/** The gardener's open tasks (each named with its garden when given) as an iCalendar feed of all-day events (calendar apps show events, not to-dos). */
export function buildCalendarFeed(tasks: Array<Task & { gardenName?: string }>, options: { host: string; now?: Date }): string {
  const stamp = utcStamp(options.now ?? new Date());
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${SITE_NAME}//Care tasks//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(`${SITE_NAME}: garden tasks`)}`,
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
      `DESCRIPTION:${escapeText(taskDescription(task))}`,
      `CATEGORIES:${escapeText(TASK_TYPE_LABELS[task.taskType])}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
