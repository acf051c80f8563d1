/** Today's calendar date (YYYY-MM-DD) in an IANA time zone. */
export function todayInTimeZone(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
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
