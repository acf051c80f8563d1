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
  return dateAtSecond(timeZone, calendarDateFormat(timeZone), now);
}

/**
 * The date last read in each time zone and the second it was read for. A zone's date only changes
 * on a whole second (every offset, even a historical one, is whole seconds), so requests in the
 * same second share one reading: a busy garden read asks "what is today" twice per request, and
 * each reading formats a date in a zone. At most REMEMBERED_ZONES zones, then it starts afresh.
 */
const datePerZone = new Map<string, { second: number; date: string }>();
const REMEMBERED_ZONES = 1024;

function dateAtSecond(timeZone: string, format: Intl.DateTimeFormat, now: Date): string {
  const second = Math.floor(now.getTime() / 1000);
  const known = datePerZone.get(timeZone);
  if (known !== undefined && known.second === second) return known.date;
  const date = format.format(now);
  if (datePerZone.size >= REMEMBERED_ZONES) datePerZone.clear();
  datePerZone.set(timeZone, { second, date });
  return date;
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

/**
 * The calendar dates of instants already read, per time zone: a garden's reads ask for the same
 * last-watering instants again and again, and reading a date in a zone is the costly part. An
 * instant's date in a zone never changes. At most REMEMBERED_DAYS in all, then it starts afresh.
 */
const rememberedDays = new Map<string, Map<number, string>>();
let rememberedDayCount = 0;
const REMEMBERED_DAYS = 8192;

function dayInZone(timeZone: string, format: Intl.DateTimeFormat, instant: Date): string {
  const time = instant.getTime();
  let days = rememberedDays.get(timeZone);
  const known = days?.get(time);
  if (known !== undefined) return known;
  const day = format.format(instant);
  if (rememberedDayCount >= REMEMBERED_DAYS) {
    rememberedDays.clear();
    rememberedDayCount = 0;
    days = undefined;
  }
  if (!days) {
    days = new Map();
    rememberedDays.set(timeZone, days);
  }
  days.set(time, day);
  rememberedDayCount += 1;
  return day;
}

/** Made once per request and shared by every plant: reading a date in a zone is the costly part. */
export function gardenCalendar(timeZone: string, now: Date = new Date()): GardenCalendar {
  const format = calendarDateFormat(timeZone);
  return { today: dateAtSecond(timeZone, format, now), dayOf: (instant) => dayInZone(timeZone, format, instant) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

const HYPHEN = 45;

/** A character's digit, or NaN when it is not one. */
function digitAt(text: string, index: number): number {
  const digit = text.charCodeAt(index) - 48;
  return digit >= 0 && digit <= 9 ? digit : NaN;
}

/**
 * Days since 1970-01-01 of a YYYY-MM-DD date (calendar arithmetic only). Garden reads do this for
 * every plant and rule, so the usual shape is read digit by digit and counted by arithmetic, the
 * inverse of `isoDateOfDayNumber` (days from civil), without a Date or a substring; anything else
 * (an unpadded month, a date that is not one) is left to Date.UTC.
 */
function calendarDayNumber(isoDate: string): number {
  if (isoDate.length === 10 && isoDate.charCodeAt(4) === HYPHEN && isoDate.charCodeAt(7) === HYPHEN) {
    const year = digitAt(isoDate, 0) * 1000 + digitAt(isoDate, 1) * 100 + digitAt(isoDate, 2) * 10 + digitAt(isoDate, 3);
    const month = digitAt(isoDate, 5) * 10 + digitAt(isoDate, 6);
    const day = digitAt(isoDate, 8) * 10 + digitAt(isoDate, 9);
    // Counted in 400-year eras from 0000-03-01. A day past its month's end rolls over as Date.UTC's
    // does; Date.UTC keeps the rest (a month outside 1-12, and years before 100, which it reads as 19xx).
    if (year >= 100 && month >= 1 && month <= 12) {
      const marchYear = month <= 2 ? year - 1 : year;
      const era = Math.floor(marchYear / 400);
      const yearOfEra = marchYear - era * 400;
      const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
      return era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468;
    }
    return Date.UTC(year, month - 1, day) / DAY_MS;
  }
  const [year = NaN, month = NaN, day = NaN] = isoDate.split("-").map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * The YYYY-MM-DD date of a day number (days since 1970-01-01), in the proleptic Gregorian calendar
 * as Date counts it, by arithmetic: no Date is made (the civil-from-days method, counted in 400-year
 * eras of 146,097 days from 0000-03-01, so that a leap day ends its year).
 */
function isoDateOfDayNumber(dayNumber: number): string {
  if (!Number.isInteger(dayNumber)) throw new RangeError("Invalid time value");
  const sinceEpoch = dayNumber + 719_468; // days from 0000-03-01 to 1970-01-01
  const era = Math.floor(sinceEpoch / 146_097);
  const dayOfEra = sinceEpoch - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = era * 400 + yearOfEra + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
  return `${String(year).padStart(4, "0")}-${month < 10 ? "0" : ""}${month}-${day < 10 ? "0" : ""}${day}`;
}

/** The calendar date `days` after a YYYY-MM-DD date (negative goes back). */
export function addDays(isoDate: string, days: number): string {
  return isoDateOfDayNumber(calendarDayNumber(isoDate) + days);
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
