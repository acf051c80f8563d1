// Calendar arithmetic in time zones. Showing a date to a gardener is lib/format.ts's work.

/** The browser's (or the server process's) IANA time zone, such as "Europe/London". */
export function runtimeTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Whether a name is an IANA time zone this runtime knows ("Europe/Berlin", "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Today's calendar date (YYYY-MM-DD) in an IANA time zone. */
export function todayInTimeZone(timeZone: string, now: Date = new Date()): string {
  return calendarDateFormat(timeZone).format(now);
}

/**
 * A date formatter made once for each key (a time zone, a locale) and then reused: building one
 * is costly (a dashboard render built one per task date) and grows the process's native memory.
 */
function formatterPer<Key extends string | undefined>(make: (key: Key) => Intl.DateTimeFormat): (key: Key) => Intl.DateTimeFormat {
  const made = new Map<Key, Intl.DateTimeFormat>();
  return (key) => {
    let format = made.get(key);
    if (!format) {
      format = make(key);
      made.set(key, format);
    }
    return format;
  };
}

const calendarDateFormat = formatterPer((timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }));

const clockFormat = formatterPer(
  (timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
);

/** The wall clock in a time zone at a moment: its calendar date and the minutes since its midnight. */
export function clockInTimeZone(timeZone: string, now: Date = new Date()): { date: string; minutes: number } {
  const parts: Record<string, string> = {};
  for (const part of clockFormat(timeZone).formatToParts(now)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** A gardener's calendar at one moment: today's date, and the date of any instant, in their time zone. */
export type GardenCalendar = { today: string; dayOf: (instant: Date) => string };

/** Made once per request and shared by every plant: reading a date in a zone is the costly part. */
export function gardenCalendar(timeZone: string, now: Date = new Date()): GardenCalendar {
  const format = calendarDateFormat(timeZone);
  return { today: format.format(now), dayOf: (instant) => format.format(instant) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds since the epoch of a YYYY-MM-DD date at UTC midnight (calendar arithmetic only). */
function calendarDayNumber(isoDate: string): number {
  const [year = NaN, month = NaN, day = NaN] = isoDate.split("-").map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** The calendar date `days` after a YYYY-MM-DD date (negative goes back). */
export function addDays(isoDate: string, days: number): string {
  return new Date((calendarDayNumber(isoDate) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return calendarDayNumber(to) - calendarDayNumber(from);
}

/**
 * A calendar date (YYYY-MM-DD) as local midnight in the browser, for display. During the move of
 * date-only fields to YYYY-MM-DD, a full ISO timestamp is also accepted: its local calendar day is used.
 */
export function localCalendarDate(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const instant = new Date(value);
  return new Date(instant.getFullYear(), instant.getMonth(), instant.getDate());
}
