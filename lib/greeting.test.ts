import { describe, expect, it } from "vitest";
import { greetingForHour, hourInTimeZone } from "./greeting";

describe("greetingForHour", () => {
  it.each([
    [0, "Good morning"],
    [11, "Good morning"],
    [12, "Good afternoon"],
    [16, "Good afternoon"],
    [17, "Good evening"],
    [23, "Good evening"],
  ])("at %i:00 says %s", (hour, greeting) => {
    expect(greetingForHour(hour)).toBe(greeting);
  });
});

describe("hourInTimeZone", () => {
  it("reads the hour in the user's zone", () => {
    const instant = new Date("2026-06-01T10:30:00Z");
    expect(hourInTimeZone(instant, "UTC")).toBe(10);
    expect(hourInTimeZone(instant, "Europe/Berlin")).toBe(12);
    expect(hourInTimeZone(instant, "America/New_York")).toBe(6);
  });
});
