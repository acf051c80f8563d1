import { z } from "@/lib/zod";

/** The largest id the database's `serial` columns hold. */
export const MAX_ID = 2_147_483_647;

// NUL and the other C0 control characters (and DEL), but not tab, line feed or carriage return.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether a string holds a character no gardener types (PostgreSQL refuses NUL outright). */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

export const CONTROL_CHARACTERS_MESSAGE = "Text can't contain control characters.";

/**
 * Whether any string in a parsed JSON value (keys included) holds a NUL, which no database text
 * column takes. Walked with a list, not by recursion: JSON nested 500,000 deep (an imported
 * garden.json) would overflow the call stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === "string") {
      if (current.includes("\u0000")) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes("\u0000")) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * What a one-line name (a garden's, a token's) never holds: every C0 control (tab and line breaks
 * too), DEL, the C1 controls, Unicode's line and paragraph separators, and the marks that reorder
 * text (right-to-left overrides and isolates), which would make a name read as another.
 */
const NOT_IN_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

/** The text with what `oneLineName` refuses turned into spaces (a name from an imported file). */
export function asOneLine(value: string): string {
  return value.replace(new RegExp(NOT_IN_ONE_LINE.source, "g"), " ");
}

/** For `.refine(...)` on a one-line name: control characters, line breaks and reordering marks are refused, naming the field. */
export function oneLineName(label: string) {
  return [(value: string) => !NOT_IN_ONE_LINE.test(value), `${label} can't contain control characters or line breaks.`] as const;
}

/** For `.refine(...)` on text the gardener typed: control characters are refused, naming the field. */
export function withoutControlCharacters(label: string) {
  return [(value: string) => !hasControlCharacters(value), `${label} can't contain control characters.`] as const;
}

/**
 * An id: a positive whole number within the database's range, or a string of digits (as a
 * form sends it). Nothing else is coerced: not true, [3], "0x10" or "1e1".
 */
export function idSchema(message: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
  );
}

/** Parses an id from a path segment; null when it is not one. */
export function parseIdSegment(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_ID ? id : null;
}

const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 2100;

/** A calendar date (YYYY-MM-DD) that exists, between 1900 and 2100. */
export function calendarDate(message: string) {
  return z.iso.date({ error: message }).refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
  }, `${message.replace(/\.$/, "")}, between ${EARLIEST_YEAR} and ${LATEST_YEAR}.`);
}
