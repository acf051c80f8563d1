import { describe, expect, it } from "vitest";
import { addDays } from "./dates";
import { formatMonthDay } from "./format";
import { frostDatesFromHistory, frostHistoryYears, isMonthDay, type DailyMinimum } from "./frost-dates";

/**
 * Ten years of nights, mild (6 °C) except frosts (−1.5 °C) on the given dates of each year,
 * which are the given "MM-DD" moved by the year's offset in days (none in a year whose offset is null).
 */
function history(frosts: { monthDay: string; offsets: (number | null)[] }[], { fromYear = 2016, years = 10, mild = 6 } = {}): DailyMinimum[] {
  const frostNights = new Set<string>();
  for (let index = 0; index < years; index += 1) {
    for (const { monthDay, offsets } of frosts) {
      const offset = offsets[index % offsets.length]!;
      if (offset !== null) frostNights.add(addDays(`${fromYear + index}-${monthDay}`, offset));
    }
  }
  const days: DailyMinimum[] = [];
  for (let date = `${fromYear}-01-01`; date <= `${fromYear + years - 1}-12-31`; date = addDays(date, 1)) {
    days.push({ date, min: frostNights.has(date) ? -1.5 : mild });
  }
  return days;
}

const SPREAD = [-6, 3, -4, 0, 5, -1, 4, 0, -3, 2]; // sorted: ... -1, 0, 0, 2 ...: the median offset is 0

describe("frost dates from a place's history", () => {
  it("finds the median last spring and first autumn frost in the northern hemisphere", () => {
    const days = history([
      { monthDay: "02-20", offsets: SPREAD }, // an earlier frost in spring: not the last one
      { monthDay: "04-12", offsets: SPREAD },
      { monthDay: "10-25", offsets: SPREAD },
      { monthDay: "12-02", offsets: SPREAD }, // a later frost in autumn: not the first one
    ]);
    expect(frostDatesFromHistory(days, 51.5)).toEqual({ lastSpring: "04-12", firstAutumn: "10-25" });
  });

  it("reads spring from July to December and autumn from January to June in the southern hemisphere", () => {
    const days = history([
      { monthDay: "05-18", offsets: SPREAD },
      { monthDay: "07-20", offsets: [0] }, // midwinter: spring frosts come later
      { monthDay: "09-22", offsets: SPREAD },
    ]);
    expect(frostDatesFromHistory(days, -41.3)).toEqual({ lastSpring: "09-22", firstAutumn: "05-18" });
    // The same record read as a northern place would be wrong: the hemisphere matters.
    expect(frostDatesFromHistory(days, 41.3)).not.toEqual({ lastSpring: "09-22", firstAutumn: "05-18" });
  });

  it("says there is no frost date when most years had no frost", () => {
    expect(frostDatesFromHistory(history([]), 37.4)).toEqual({ lastSpring: null, firstAutumn: null });
    // Frost in only 5 of 10 years is not "most years".
    const halfTheYears = history([{ monthDay: "01-15", offsets: [0, null, 0, null, 0, null, 0, null, 0, null] }]);
    expect(frostDatesFromHistory(halfTheYears, 37.4).lastSpring).toBeNull();
    // 6 of 10 is.
    const sixYears = history([{ monthDay: "01-15", offsets: [0, 0, null, 0, null, 0, null, 0, null, 0] }]);
    expect(frostDatesFromHistory(sixYears, 37.4).lastSpring).toBe("01-15");
  });

  it("lines leap years up with the others: a date after February is the same date in every year", () => {
    // 2016, 2020 and 2024 are leap years: March 24 is the 84th day there, the 83rd elsewhere.
    const days = history([{ monthDay: "03-24", offsets: [0] }, { monthDay: "11-12", offsets: [0] }]);
    expect(frostDatesFromHistory(days, 51.5)).toEqual({ lastSpring: "03-24", firstAutumn: "11-12" });
    // A frost on February 29 counts as February 28.
    const leapDay = history([{ monthDay: "02-28", offsets: [0] }], { fromYear: 2016, years: 10 }).map((day) =>
      day.date === "2016-02-28" ? { ...day, min: 6 } : day.date === "2016-02-29" ? { ...day, min: -1 } : day,
    );
    expect(frostDatesFromHistory(leapDay, 51.5).lastSpring).toBe("02-28");
  });

  it("takes the middle of an even count of frost years, and leaves out years the archive barely covers", () => {
    // Frost years alternate between March 10 and March 20: the median is March 15.
    const days = history([{ monthDay: "03-15", offsets: [-5, 5] }]);
    expect(frostDatesFromHistory(days, 51.5).lastSpring).toBe("03-15");
    // Eight of ten years have no readings: the two left (both with frost) decide.
    const sparse = history([{ monthDay: "03-01", offsets: [0] }]).map((day) => (day.date < "2024-01-01" ? { ...day, min: null } : day));
    expect(frostDatesFromHistory(sparse, 51.5).lastSpring).toBe("03-01");
  });
});

describe("frost date helpers", () => {
  it("reads the last 10 full years", () => {
    expect(frostHistoryYears("2026-11-24")).toEqual({ fromYear: 2016, toYear: 2025 });
  });

  it("knows a month-day of every year", () => {
    expect(isMonthDay("03-24")).toBe(true);
    expect(isMonthDay("02-29")).toBe(false);
    expect(isMonthDay("04-31")).toBe(false);
    expect(isMonthDay("3-24")).toBe(false);
  });

  it("formats a month-day", () => {
    expect(formatMonthDay("03-24")).toBe("Mar 24");
  });
});
