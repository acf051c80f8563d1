import { describe, expect, it } from "vitest";
import { isDigestDue, isQuiet, minutesOf } from "./notifications";

const at = (time: string) => minutesOf(time);

describe("quiet hours", () => {
  it("holds within a window on one day, end excluded", () => {
    const quiet = { start: "13:00", end: "15:00" };
    expect(isQuiet(at("12:59"), quiet)).toBe(false);
    expect(isQuiet(at("13:00"), quiet)).toBe(true);
    expect(isQuiet(at("14:59"), quiet)).toBe(true);
    expect(isQuiet(at("15:00"), quiet)).toBe(false);
  });

  it("runs past midnight when it ends earlier than it starts", () => {
    const night = { start: "22:00", end: "07:30" };
    expect(isQuiet(at("21:59"), night)).toBe(false);
    expect(isQuiet(at("22:00"), night)).toBe(true);
    expect(isQuiet(at("00:00"), night)).toBe(true);
    expect(isQuiet(at("07:29"), night)).toBe(true);
    expect(isQuiet(at("07:30"), night)).toBe(false);
  });

  it("is never quiet without a window", () => {
    expect(isQuiet(at("03:00"), null)).toBe(false);
  });
});

describe("the morning digest is due", () => {
  it("from its time to the end of the day", () => {
    const settings = { digestTime: "07:00", quietHours: null };
    expect(isDigestDue(settings, at("06:59"))).toBe(false);
    expect(isDigestDue(settings, at("07:00"))).toBe(true);
    expect(isDigestDue(settings, at("23:59"))).toBe(true);
  });

  it("once the quiet hours that cover its time have ended", () => {
    const settings = { digestTime: "07:00", quietHours: { start: "22:00", end: "08:15" } };
    expect(isDigestDue(settings, at("07:00"))).toBe(false);
    expect(isDigestDue(settings, at("08:14"))).toBe(false);
    expect(isDigestDue(settings, at("08:15"))).toBe(true);
    // The evening's quiet hours hold back a digest not yet sent that day, too.
    expect(isDigestDue(settings, at("22:30"))).toBe(false);
  });
});
