import { describe, expect, it } from "vitest";
import { greetingForHour, hourInTimeZone } from "./greeting";

describe("greetingForHour", () => {
  it.each([
    [0, "morning"],
    [11, "morning"],
    [12, "afternoon"],
    [16, "afternoon"],
    [17, "evening"],
    [23, "evening"],
  ])("at %i:00 says good %s", (hour, greeting) => {
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
