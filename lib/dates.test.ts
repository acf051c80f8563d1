import { describe, expect, it } from "vitest";
import { todayInTimeZone } from "./dates";

describe("todayInTimeZone", () => {
  it("gives the calendar date where the gardener lives", () => {
    const lateEveningUtc = new Date("2026-03-01T23:30:00Z");
    expect(todayInTimeZone("UTC", lateEveningUtc)).toBe("2026-03-01");
    expect(todayInTimeZone("Asia/Tokyo", lateEveningUtc)).toBe("2026-03-02");
    expect(todayInTimeZone("America/Los_Angeles", lateEveningUtc)).toBe("2026-03-01");
  });
});
