/**
 * The one place the app turns dates, numbers and measurements into text (docs/architecture.md,
 * "Formatting"). Every function takes the gardener's locale, time zone and units; nothing else in
 * the app builds an Intl formatter or calls toLocale*String (eslint.config.mjs keeps it so), so the
 * same day reads the same on every screen, in every email and in every push.
 *
 * Stored and exchanged values stay metric: °C, millimetres, metres per second, grams, centimetres.
 * Conversions to the imperial units happen here, for display only.
 */

export const UNITS = ["metric", "imperial"] as const;
export type Units = (typeof UNITS)[number];

/** How a gardener reads: their language and region (a BCP 47 tag), time zone and units. */
export type FormatOptions = { locale?: string; timeZone?: string; units?: Units };

/** The app's English until the gardener's own language is a setting: month before day ("Jun 13"). */
export const DEFAULT_LOCALE = "en-US";
export const DEFAULT_UNITS: Units = "metric";

/** The units a locale's gardeners expect: the United States, Liberia and Myanmar use imperial ones. */
export function unitsForLocale(locale: string): Units {
  const region = regionOf(locale);
  return region === "US" || region === "LR" || region === "MM" ? "imperial" : "metric";
}

/**
 * The language a browser asks for first, from its Accept-Language header ("en-US,en;q=0.9" is
 * "en-US"); null when it names none.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): string | null {
  return askedLocales(acceptLanguage)[0] ?? null;
}

/** Every language a browser's Accept-Language header asks for, most wanted first (its q weights, then its order). */
export function askedLocales(acceptLanguage: string | null | undefined): string[] {
  return (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== "" && tag !== "*" && weight > 0 && isLocale(tag))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The units for a browser's Accept-Language (en-US: imperial); metric when it names no language. */
export function unitsForAcceptLanguage(acceptLanguage: string | null | undefined): Units {
  const locale = preferredLocale(acceptLanguage);
  return locale ? unitsForLocale(locale) : DEFAULT_UNITS;
}

function isLocale(tag: string): boolean {
  try {
    new Intl.Locale(tag);
    return true;
  } catch {
    return false;
  }
}

function regionOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
}

// --- Formatters, made once ---------------------------------------------------
// Building an Intl formatter is costly (a dashboard render once built one per task date) and each
// one holds native memory: every formatter is made once per locale and options, then reused.

type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.PluralRules | Intl.ListFormat;
const formatters = new Map<string, Formatter>();

function made<F extends Formatter>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  made(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  made(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
const relativeFormat = (locale: string) => made(`relative|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
const pluralRules = (locale: string) => made(`plural|${locale}`, () => new Intl.PluralRules(locale));
const listFormat = (locale: string, type: Intl.ListFormatType) => made(`list|${locale}|${type}`, () => new Intl.ListFormat(locale, { type }));

// --- Calendar days -----------------------------------------------------------
// A calendar day (YYYY-MM-DD: a due date, a planting, a harvest) is the same day wherever it is
// read, so it is formatted at UTC midnight, never shifted by a time zone.

/**
 * How a calendar day is shown (in en-US):
 * - `day`: "Jun 13"; `weekday-day`: "Tue, Jun 13"; `day-year`: "Jun 13, 2026"; `long`: "June 13, 2026"
 * - `weekday`: "Tuesday"; `weekday-short`: "Tue"; `month`: "June"; `month-short`: "Jun"
 */
export type DayStyle = "day" | "weekday-day" | "day-year" | "long" | "weekday" | "weekday-short" | "month" | "month-short";

const DAY_STYLES: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  day: { month: "short", day: "numeric" },
  "weekday-day": { weekday: "short", month: "short", day: "numeric" },
  "day-year": { month: "short", day: "numeric", year: "numeric" },
  long: { month: "long", day: "numeric", year: "numeric" },
  weekday: { weekday: "long" },
  "weekday-short": { weekday: "short" },
  month: { month: "long" },
  "month-short": { month: "short" },
};

const utcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** A calendar day (YYYY-MM-DD) as text: formatDay("2026-06-13") is "Jun 13". */
export function formatDay(day: string, style: DayStyle = "day", { locale = DEFAULT_LOCALE }: FormatOptions = {}): string {
  return dateFormat(locale, { ...DAY_STYLES[style], timeZone: "UTC" }).format(utcMidnight(day));
}

/** Two calendar days as a span: "Jan 27 – Feb 10"; one day alone when they are the same. */
export function formatDayRange(from: string, to: string, options: FormatOptions = {}): string {
  const start = formatDay(from, "day", options);
  return from === to ? start : `${start} – ${formatDay(to, "day", options)}`;
}

/** A day of any year (MM-DD, as frost dates are kept): "03-24" is "Mar 24". */
export function formatMonthDay(monthDay: string, options: FormatOptions = {}): string {
  // 2001 is not a leap year, and no frost date falls on 29 February.
  return formatDay(`2001-${monthDay}`, "day", options);
}

// --- Moments -------------------------------------------------------------------
// A moment (a timestamp: a diagnosis, a sign-in, a watering) is shown on the gardener's clock.

/**
 * How a moment is shown (en-US, 12-hour; de, 24-hour):
 * - `date`: "Jun 13, 2026"; `date-time`: "Jun 13, 2026, 3:04 PM"; `time`: "3:04 PM"
 */
export type MomentStyle = "date" | "date-time" | "time";

const MOMENT_STYLES: Record<MomentStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: "medium" },
  "date-time": { dateStyle: "medium", timeStyle: "short" },
  time: { timeStyle: "short" },
};

/** A moment in the gardener's time zone (the runtime's when none is given). */
export function formatMoment(moment: Date | string | number, style: MomentStyle = "date-time", { locale = DEFAULT_LOCALE, timeZone }: FormatOptions = {}): string {
  return dateFormat(locale, { ...MOMENT_STYLES[style], ...(timeZone ? { timeZone } : {}) }).format(new Date(moment));
}

/** Whether a locale's clock runs to 12 hours with AM and PM (en-US) or to 24 (en-GB, de, fr). */
export function usesTwelveHourClock(locale: string = DEFAULT_LOCALE): boolean {
  const cycle = dateFormat(locale, { hour: "numeric" }).resolvedOptions().hourCycle;
  return cycle === "h11" || cycle === "h12";
}

/** The weekday a locale's weeks start on: 1 is Monday (de, en-GB), 7 is Sunday (en-US). */
export function firstDayOfWeek(locale: string = DEFAULT_LOCALE): number {
  const tag = new Intl.Locale(locale);
  // Node 20 has the weekInfo getter; Node 24 (and the newer proposal) the getWeekInfo() method.
  const week = tag as unknown as { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
  const info = week.getWeekInfo?.() ?? week.weekInfo;
  if (info) return info.firstDay;
  return unitsForLocale(locale) === "imperial" ? 7 : 1;
}

// --- Relative days and counts ----------------------------------------------------

/** A day counted from today: 0 "today", 1 "tomorrow", -1 "yesterday", 3 "in 3 days", -3 "3 days ago". */
export function formatRelativeDay(days: number, { locale = DEFAULT_LOCALE }: FormatOptions = {}): string {
  return relativeFormat(locale).format(days, "day");
}

/** The first letter made a capital, for a phrase that starts a line: "today" → "Today". */
export function startOfLine(text: string, { locale = DEFAULT_LOCALE }: FormatOptions = {}): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** A count with its noun in the locale's plural form: plural(1, { one: "photo", other: "photos" }) is "1 photo". */
export function plural(count: number, forms: { one: string; other: string }, options: FormatOptions = {}): string {
  const category = pluralRules(options.locale ?? DEFAULT_LOCALE).select(count);
  return `${formatNumber(count, {}, options)} ${category === "one" ? forms.one : forms.other}`;
}

/**
 * Items as a sentence's list, in the locale's words: "Tomato, Basil and Mint" ("and"), "Tomato or
 * Basil" ("or"); "Tomate, Basilikum und Minze" (de). The app's English writes no comma before the
 * last item, as its docs do, so English lists follow en-GB.
 */
export function formatList(items: readonly string[], joiner: "and" | "or" = "and", { locale = DEFAULT_LOCALE }: FormatOptions = {}): string {
  const listLocale = locale.toLowerCase().startsWith("en") ? "en-GB" : locale;
  return listFormat(listLocale, joiner === "and" ? "conjunction" : "disjunction").format(items);
}

// --- Numbers -------------------------------------------------------------------

/** A number with the locale's separators: 1234.5 is "1,234.5" (en-US), "1.234,5" (de). */
export function formatNumber(value: number, { maximumFractionDigits = 3, minimumFractionDigits }: { maximumFractionDigits?: number; minimumFractionDigits?: number } = {}, { locale = DEFAULT_LOCALE }: FormatOptions = {}): string {
  // Rounding -0.4 gives -0, which would read "-0".
  const shown = numberFormat(locale, { maximumFractionDigits, ...(minimumFractionDigits === undefined ? {} : { minimumFractionDigits }) }).format(value);
  return /^-0(?:[.,]0*)?$/.test(shown) ? shown.slice(1) : shown;
}

/** A share as a percentage: 0.62 is "62%". */
export function formatPercent(share: number, options: FormatOptions = {}): string {
  return numberFormat(options.locale ?? DEFAULT_LOCALE, { style: "percent", maximumFractionDigits: 0 }).format(share);
}

// --- Measurements (stored metric) ---------------------------------------------------

/** °C to °F. */
export const celsiusToFahrenheit = (celsius: number) => (celsius * 9) / 5 + 32;
/** Millimetres to inches: 25.4 mm to the inch. */
export const MM_PER_INCH = 25.4;
/** Metres per second to km/h and to mph (1 mph is 0.44704 m/s exactly). */
const KMH_PER_MS = 3.6;
const MPH_PER_MS = 1 / 0.44704;
/** Grams in an avoirdupois pound and ounce. */
export const GRAMS_PER_POUND = 453.59237;
export const GRAMS_PER_OUNCE = GRAMS_PER_POUND / 16;

/** A temperature in the gardener's units, rounded: 18.4 °C is "18°C" or "65°F". */
export function formatTemperature(celsius: number, options: FormatOptions = {}): string {
  return `${formatDegrees(celsius, options)}${(options.units ?? DEFAULT_UNITS) === "imperial" ? "F" : "C"}`;
}

/** A temperature rounded, with the degree sign and no scale, for a chart's labels: "18°". */
export function formatDegrees(celsius: number, options: FormatOptions = {}): string {
  const value = (options.units ?? DEFAULT_UNITS) === "imperial" ? celsiusToFahrenheit(celsius) : celsius;
  return `${formatNumber(Math.round(value), {}, options)}°`;
}

/**
 * Rain (or water) in millimetres, in the gardener's units: "2.5 mm" or "0.1 in". `digits` are the
 * millimetres' decimals (1 by default); inches get one more, at most 2. `fixed` keeps the
 * millimetres' trailing zeros ("0.0 mm", "0.0 in").
 */
export function formatRain(mm: number, { digits = 1, fixed = false }: { digits?: number; fixed?: boolean } = {}, options: FormatOptions = {}): string {
  if ((options.units ?? DEFAULT_UNITS) === "imperial") {
    const inchDigits = Math.min(digits + 1, 2);
    return `${formatNumber(mm / MM_PER_INCH, { maximumFractionDigits: inchDigits, ...(fixed ? { minimumFractionDigits: Math.min(digits, inchDigits) } : {}) }, options)} in`;
  }
  return `${formatNumber(mm, { maximumFractionDigits: digits, ...(fixed ? { minimumFractionDigits: digits } : {}) }, options)} mm`;
}

/** A wind speed kept in m/s: "12 km/h" or "7 mph", rounded. */
export function formatWind(metresPerSecond: number, options: FormatOptions = {}): string {
  return (options.units ?? DEFAULT_UNITS) === "imperial"
    ? `${formatNumber(Math.round(metresPerSecond * MPH_PER_MS), {}, options)} mph`
    : `${formatNumber(Math.round(metresPerSecond * KMH_PER_MS), {}, options)} km/h`;
}

/** A weight kept in grams: "850 g" below a kilogram, else "1.2 kg"; "12 oz" below a pound, else "1.9 lb". */
export function formatWeight(grams: number, options: FormatOptions = {}): string {
  if ((options.units ?? DEFAULT_UNITS) === "imperial") {
    const ounces = grams / GRAMS_PER_OUNCE;
    if (Math.round(ounces) < 16) return `${formatNumber(Math.round(ounces), {}, options)} oz`;
    return `${formatNumber(grams / GRAMS_PER_POUND, { maximumFractionDigits: 1 }, options)} lb`;
  }
  if (Math.round(grams) < 1000) return `${formatNumber(Math.round(grams), {}, options)} g`;
  return `${formatNumber(grams / 1000, { maximumFractionDigits: 1 }, options)} kg`;
}

/** A length kept in centimetres: "30 cm" below a metre, else "1.2 m"; "12 in" below a foot, else "3.5 ft". */
export function formatLength(cm: number, options: FormatOptions = {}): string {
  if ((options.units ?? DEFAULT_UNITS) === "imperial") {
    const inches = cm / 2.54;
    if (Math.round(inches) < 12) return `${formatNumber(Math.round(inches), {}, options)} in`;
    return `${formatNumber(inches / 12, { maximumFractionDigits: 1 }, options)} ft`;
  }
  if (Math.round(cm) < 100) return `${formatNumber(Math.round(cm), {}, options)} cm`;
  return `${formatNumber(cm / 100, { maximumFractionDigits: 1 }, options)} m`;
}

/** A place on the globe: "51.45° N, 2.59° W", so two places of one name can be told apart. */
export function formatCoordinates(latitude: number, longitude: number, options: FormatOptions = {}): string {
  const degrees = (value: number) => formatNumber(Math.abs(value), { maximumFractionDigits: 2, minimumFractionDigits: 2 }, options);
  return `${degrees(latitude)}° ${latitude >= 0 ? "N" : "S"}, ${degrees(longitude)}° ${longitude >= 0 ? "E" : "W"}`;
}
