import { describe, expect, it } from "vitest";
import {
  celsiusToFahrenheit,
  firstDayOfWeek,
  formatCoordinates,
  formatDay,
  formatDayRange,
  formatDegrees,
  formatLength,
  formatList,
  formatMoment,
  formatMonthDay,
  formatNumber,
  formatPercent,
  formatRain,
  formatRelativeDay,
  formatTemperature,
  formatWeight,
  formatWind,
  GRAMS_PER_OUNCE,
  plural,
  preferredLocale,
  startOfLine,
  unitsForAcceptLanguage,
  unitsForLocale,
  usesTwelveHourClock,
} from "./format";

// ICU writes some spaces as narrow or no-break ones ("3:04 PM", "1 234,5"), and which ones
// changes between ICU versions (Node 20 and 24): compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, " ");

describe("calendar days", () => {
  it("reads one way in each style, in the app's English", () => {
    expect(formatDay("2026-06-13")).toBe("Jun 13");
    expect(formatDay("2026-06-13", "weekday-day")).toBe("Sat, Jun 13");
    expect(formatDay("2026-06-13", "day-year")).toBe("Jun 13, 2026");
    expect(formatDay("2026-06-13", "long")).toBe("June 13, 2026");
    expect(formatDay("2026-06-13", "weekday")).toBe("Saturday");
    expect(formatDay("2026-06-13", "weekday-short")).toBe("Sat");
    expect(formatDay("2026-06-13", "month")).toBe("June");
    expect(formatDay("2026-06-13", "month-short")).toBe("Jun");
  });

  it("follows the locale", () => {
    expect(formatDay("2026-06-13", "day", { locale: "en-GB" })).toBe("13 Jun");
    expect(formatDay("2026-06-13", "long", { locale: "de" })).toBe("13. Juni 2026");
    expect(formatDay("2026-06-13", "weekday", { locale: "fr" })).toBe("samedi");
    expect(formatDay("2026-06-13", "long", { locale: "es" })).toBe("13 de junio de 2026");
  });

  it("is the same day in every time zone: a date is not a moment", () => {
    for (const timeZone of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "Europe/London"]) {
      expect(formatDay("2026-01-01", "day-year", { timeZone })).toBe("Jan 1, 2026");
    }
  });

  it("writes spans and the days of any year", () => {
    expect(formatDayRange("2026-01-27", "2026-02-10")).toBe("Jan 27 – Feb 10");
    expect(formatDayRange("2026-01-27", "2026-01-27")).toBe("Jan 27");
    expect(formatMonthDay("03-24")).toBe("Mar 24");
    expect(formatMonthDay("11-12", { locale: "de" })).toBe("12. Nov.");
  });
});

describe("moments", () => {
  // 23:30 in London on 31 December is already 1 January in Berlin and still the 31st in New York.
  const lateNight = "2026-12-31T23:30:00Z";

  it("are read on the gardener's clock, around midnight too", () => {
    expect(plain(formatMoment(lateNight, "date-time", { timeZone: "Europe/London" }))).toBe("Dec 31, 2026, 11:30 PM");
    expect(plain(formatMoment(lateNight, "date-time", { timeZone: "Europe/Berlin" }))).toBe("Jan 1, 2027, 12:30 AM");
    expect(formatMoment(lateNight, "date", { timeZone: "America/New_York" })).toBe("Dec 31, 2026");
    expect(formatMoment(new Date(lateNight), "date", { timeZone: "Asia/Tokyo" })).toBe("Jan 1, 2027");
  });

  it("use a 12-hour clock where the locale does, and a 24-hour one elsewhere", () => {
    expect(usesTwelveHourClock("en-US")).toBe(true);
    expect(usesTwelveHourClock("en-GB")).toBe(false);
    expect(usesTwelveHourClock("de")).toBe(false);
    expect(plain(formatMoment("2026-06-13T15:04:00Z", "time", { timeZone: "UTC" }))).toBe("3:04 PM");
    expect(formatMoment("2026-06-13T15:04:00Z", "time", { locale: "de", timeZone: "UTC" })).toBe("15:04");
    expect(formatMoment("2026-06-13T15:04:00Z", "date-time", { locale: "fr", timeZone: "UTC" })).toBe("13 juin 2026, 15:04");
  });

  it("know the day a locale's week starts on", () => {
    expect(firstDayOfWeek("en-US")).toBe(7);
    expect(firstDayOfWeek("en-GB")).toBe(1);
    expect(firstDayOfWeek("de")).toBe(1);
    expect(firstDayOfWeek("fr")).toBe(1);
  });
});

describe("relative days, plurals and numbers", () => {
  it("names the days around today, and counts the rest", () => {
    expect(formatRelativeDay(0)).toBe("today");
    expect(formatRelativeDay(1)).toBe("tomorrow");
    expect(formatRelativeDay(-1)).toBe("yesterday");
    expect(formatRelativeDay(3)).toBe("in 3 days");
    expect(formatRelativeDay(-3)).toBe("3 days ago");
    expect(formatRelativeDay(2, { locale: "de" })).toBe("übermorgen");
    expect(formatRelativeDay(5, { locale: "es" })).toBe("dentro de 5 días");
    expect(startOfLine(formatRelativeDay(1, { locale: "fr" }), { locale: "fr" })).toBe("Demain");
  });

  it("picks the plural the language needs", () => {
    expect(plural(1, { one: "photo", other: "photos" })).toBe("1 photo");
    expect(plural(0, { one: "photo", other: "photos" })).toBe("0 photos");
    expect(plural(2, { one: "photo", other: "photos" })).toBe("2 photos");
    expect(plural(1234, { one: "piece", other: "pieces" })).toBe("1,234 pieces");
    // French counts 0 and 1 as one.
    expect(plural(0, { one: "photo", other: "photos" }, { locale: "fr" })).toBe("0 photo");
  });

  it("writes numbers with the locale's separators, and never a minus zero", () => {
    expect(formatNumber(1234.5)).toBe("1,234.5");
    expect(formatNumber(1234.5, {}, { locale: "de" })).toBe("1.234,5");
    expect(plain(formatNumber(1234.5, {}, { locale: "fr" }))).toBe("1 234,5");
    expect(formatNumber(2.3456, { maximumFractionDigits: 1 })).toBe("2.3");
    expect(formatNumber(2, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe("2.0");
    expect(formatNumber(-0)).toBe("0");
    expect(formatNumber(-0.04, { maximumFractionDigits: 1 })).toBe("0");
    expect(formatPercent(0.62)).toBe("62%");
    expect(plain(formatPercent(0.62, { locale: "de" }))).toBe("62 %");
  });

  it("joins a list with the language's words, and English with no comma before the last item", () => {
    expect(formatList([])).toBe("");
    expect(formatList(["Tomato"])).toBe("Tomato");
    expect(formatList(["Tomato", "Basil", "Mint"])).toBe("Tomato, Basil and Mint");
    expect(formatList(["Tomato", "Basil", "Mint"], "and", { locale: "en-US" })).toBe("Tomato, Basil and Mint");
    expect(formatList(["Tomato", "Basil"], "or")).toBe("Tomato or Basil");
    expect(formatList(["Tomate", "Basilikum", "Minze"], "and", { locale: "de-DE" })).toBe("Tomate, Basilikum und Minze");
    expect(formatList(["tomate", "basilic"], "or", { locale: "fr-FR" })).toBe("tomate ou basilic");
    expect(formatList(["tomate", "albahaca", "menta"], "and", { locale: "es-ES" })).toBe("tomate, albahaca y menta");
  });
});

describe("measurements, kept metric and shown in the gardener's units", () => {
  const imperial = { units: "imperial" as const };

  it("takes the units from the locale's region", () => {
    expect(unitsForLocale("en-US")).toBe("imperial");
    expect(unitsForLocale("en")).toBe("imperial");
    expect(unitsForLocale("en-GB")).toBe("metric");
    expect(unitsForLocale("de")).toBe("metric");
    expect(unitsForLocale("es-MX")).toBe("metric");
    expect(unitsForLocale("not a locale")).toBe("metric");
  });

  it("takes a browser's first language from its Accept-Language, and its units", () => {
    expect(preferredLocale("en-US,en;q=0.9")).toBe("en-US");
    expect(preferredLocale("fr;q=0.5, de-AT;q=0.8, en-US")).toBe("en-US");
    expect(preferredLocale("fr;q=0.5, de-AT;q=0.8")).toBe("de-AT");
    expect(preferredLocale("*, es")).toBe("es");
    expect(preferredLocale("nonsense-!!, it")).toBe("it");
    expect(preferredLocale("")).toBeNull();
    expect(preferredLocale(null)).toBeNull();
    expect(unitsForAcceptLanguage("en-US,en;q=0.9")).toBe("imperial");
    expect(unitsForAcceptLanguage("de-DE,de;q=0.9")).toBe("metric");
    expect(unitsForAcceptLanguage(undefined)).toBe("metric");
  });

  it("temperatures: rounded °C or °F", () => {
    expect(formatTemperature(21.5)).toBe("22°C");
    expect(formatTemperature(-0.4)).toBe("0°C");
    expect(formatTemperature(-3.6)).toBe("-4°C");
    expect(formatTemperature(0, imperial)).toBe("32°F");
    expect(formatTemperature(-17.8, imperial)).toBe("0°F");
    expect(formatTemperature(36, imperial)).toBe("97°F");
    expect(formatDegrees(18.4)).toBe("18°");
    expect(formatDegrees(18.4, imperial)).toBe("65°");
    expect(celsiusToFahrenheit(100)).toBe(212);
  });

  it("rain: millimetres or inches", () => {
    expect(formatRain(2.46)).toBe("2.5 mm");
    expect(formatRain(6.4, { digits: 0 })).toBe("6 mm");
    expect(formatRain(2, { fixed: true })).toBe("2.0 mm");
    expect(formatRain(25.4, {}, imperial)).toBe("1 in");
    expect(formatRain(2.5, {}, imperial)).toBe("0.1 in");
    expect(formatRain(25.4, { fixed: true }, imperial)).toBe("1.0 in");
    expect(formatRain(0, { fixed: true }, imperial)).toBe("0.0 in");
    expect(formatRain(1, { fixed: true }, imperial)).toBe("0.04 in");
    expect(formatRain(12.7, { digits: 0 }, imperial)).toBe("0.5 in");
    expect(formatRain(2.5, {}, { locale: "de" })).toBe("2,5 mm");
  });

  it("wind: km/h or mph from metres per second", () => {
    expect(formatWind(4)).toBe("14 km/h");
    expect(formatWind(4, imperial)).toBe("9 mph");
    expect(formatWind(0.44704, imperial)).toBe("1 mph");
  });

  it("weight: g and kg, or oz and lb", () => {
    expect(formatWeight(850)).toBe("850 g");
    expect(formatWeight(999.6)).toBe("1 kg");
    expect(formatWeight(1200)).toBe("1.2 kg");
    expect(formatWeight(12_345)).toBe("12.3 kg");
    expect(formatWeight(12 * GRAMS_PER_OUNCE, imperial)).toBe("12 oz");
    expect(formatWeight(453.59237, imperial)).toBe("1 lb");
    expect(formatWeight(1000, imperial)).toBe("2.2 lb");
    expect(formatWeight(1200, { locale: "de" })).toBe("1,2 kg");
  });

  it("length: cm and m, or in and ft", () => {
    expect(formatLength(30)).toBe("30 cm");
    expect(formatLength(120)).toBe("1.2 m");
    expect(formatLength(25, imperial)).toBe("10 in");
    expect(formatLength(30, imperial)).toBe("1 ft");
    expect(formatLength(2.54 * 6, imperial)).toBe("6 in");
    expect(formatLength(2.54 * 42, imperial)).toBe("3.5 ft");
  });

  it("places: degrees north or south, east or west", () => {
    expect(formatCoordinates(51.4545, -2.5879)).toBe("51.45° N, 2.59° W");
    expect(formatCoordinates(-33.8688, 151.2093)).toBe("33.87° S, 151.21° E");
  });
});
