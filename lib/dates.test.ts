import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, clockInTimeZone, daysBetween, gardenCalendar, localCalendarDate, todayInTimeZone } from "./dates";

describe("todayInTimeZone", () => {
  it("gives the calendar date where the gardener lives", () => {
    const lateEveningUtc = new Date("2026-03-01T23:30:00Z");
    expect(todayInTimeZone("UTC", lateEveningUtc)).toBe("2026-03-01");
    expect(todayInTimeZone("Asia/Tokyo", lateEveningUtc)).toBe("2026-03-02");
    expect(todayInTimeZone("America/Los_Angeles", lateEveningUtc)).toBe("2026-03-01");
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("reads the date in a zone once per second, however often it is asked", () => {
    // `format` is a getter on the prototype (it hands out a bound function): count its reads.
    const format = vi.spyOn(Intl.DateTimeFormat.prototype as unknown as Record<"format", unknown>, "format", "get");
    const now = new Date("2026-06-01T12:00:00.100Z");
    for (let request = 0; request < 100; request++) {
      expect(todayInTimeZone("Europe/Oslo", new Date(now.getTime() + request))).toBe("2026-06-01");
      expect(gardenCalendar("Europe/Oslo", new Date(now.getTime() + request)).today).toBe("2026-06-01");
    }
    expect(format).toHaveBeenCalledTimes(1);
  });

  it("turns the day on the second midnight comes, in a zone whose offset has seconds", () => {
    // Liberia kept Monrovia Mean Time, 44 min 30 s behind UTC, until 1972 (IANA tz database).
    const midnight = Date.UTC(1970, 5, 2, 0, 44, 30);
    expect(todayInTimeZone("Africa/Monrovia", new Date(midnight - 1))).toBe("1970-06-01");
    expect(todayInTimeZone("Africa/Monrovia", new Date(midnight))).toBe("1970-06-02");
    expect(todayInTimeZone("Africa/Monrovia", new Date(midnight - 1))).toBe("1970-06-01");
    expect(gardenCalendar("Africa/Monrovia", new Date(midnight + 999)).today).toBe("1970-06-02");
  });
});

describe("gardenCalendar", () => {
  const intlDay = (timeZone: string, instant: Date) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);

  it("reads the same instant as a different day in another zone, asked first or again", () => {
    const instant = new Date("2026-03-01T23:30:00Z");
    for (let round = 0; round < 2; round++) {
      expect(gardenCalendar("UTC").dayOf(instant)).toBe("2026-03-01");
      expect(gardenCalendar("Asia/Tokyo").dayOf(instant)).toBe("2026-03-02");
      expect(gardenCalendar("Pacific/Pago_Pago").dayOf(new Date(instant))).toBe("2026-03-01");
    }
  });

  it("gives Intl's date for every instant, across DST changes and past the dates it remembers", () => {
    const zones = ["Europe/London", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu"];
    const start = Date.UTC(2026, 2, 27);
    // 10,000 instants 37 minutes apart: more than are remembered, each asked for twice.
    for (let step = 0; step < 10_000; step++) {
      const zone = zones[step % zones.length]!;
      const instant = new Date(start + step * 37 * 60_000);
      const calendar = gardenCalendar(zone, instant);
      expect(calendar.dayOf(instant)).toBe(intlDay(zone, instant));
      expect(calendar.dayOf(new Date(instant.getTime()))).toBe(calendar.today);
    }
  });
});

describe("calendar arithmetic", () => {
  it("adds days across month, year and DST boundaries", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09"); // US clocks spring forward
    expect(addDays("2026-03-10", -10)).toBe("2026-02-28");
  });

  it("counts days as Date does, every day from 1899 to 2201, forwards and back", () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    const byDate = (isoDate: string, days: number) => new Date(Date.parse(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
    const differ: string[] = [];
    for (let time = Date.UTC(1899, 0, 1); time <= Date.UTC(2201, 11, 31); time += DAY_MS) {
      const isoDate = new Date(time).toISOString().slice(0, 10);
      for (const days of [1, -1, 59, -366, 1461]) if (addDays(isoDate, days) !== byDate(isoDate, days)) differ.push(`${isoDate} ${days}`);
      if (daysBetween("1970-01-01", isoDate) !== (time - Date.UTC(1970, 0, 1)) / DAY_MS) differ.push(isoDate);
    }
    expect(differ).toEqual([]);
  });

  it("rolls a day past its month's end over as Date does", () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    for (const isoDate of ["2026-02-29", "2028-02-30", "2026-04-31", "2026-12-32", "2026-01-00", "2026-03-99", "2026-13-01", "2026-00-10", "0099-06-01"]) {
      const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
      expect(daysBetween("1970-01-01", isoDate), isoDate).toBe(Date.UTC(year, month - 1, day) / DAY_MS);
    }
    expect(daysBetween("2026-01-01", "2026-0x-01")).toBeNaN();
  });

  it("reads a date without leading zeros, and refuses one that is not a date", () => {
    expect(addDays("2026-3-9", 1)).toBe("2026-03-10");
    expect(daysBetween("2026-3-9", "2026-03-10")).toBe(1);
    expect(() => addDays("not a date", 1)).toThrow(RangeError);
    expect(daysBetween("2026-03-10", "2026-03-10T12:00:00Z")).toBeNaN();
  });

  it("counts whole days between dates", () => {
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2); // EU clocks spring forward on the 29th
    expect(daysBetween("2026-03-30", "2026-03-28")).toBe(-2);
    expect(daysBetween("2026-11-21", "2026-11-21")).toBe(0);
  });
});

describe("localCalendarDate", () => {
  it("reads YYYY-MM-DD as that day in the browser, whatever its time zone", () => {
    const date = localCalendarDate("2026-03-01");
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 1, 0]);
  });

  it("still reads a full timestamp as its local calendar day", () => {
    const instant = new Date(2026, 10, 21, 23, 30);
    expect(localCalendarDate(instant.toISOString())).toEqual(new Date(2026, 10, 21));
  });
});

describe("clockInTimeZone", () => {
  it("reads the wall clock's date and minutes in the zone, across the date line and summer time", () => {
    const instant = new Date("2026-11-23T18:30:00Z");
    expect(clockInTimeZone("UTC", instant)).toEqual({ date: "2026-11-23", minutes: 18 * 60 + 30 });
    expect(clockInTimeZone("Europe/London", instant)).toEqual({ date: "2026-11-23", minutes: 18 * 60 + 30 });
    // Auckland is on summer time (UTC+13) in November: already the next morning.
    expect(clockInTimeZone("Pacific/Auckland", instant)).toEqual({ date: "2026-11-24", minutes: 7 * 60 + 30 });
    expect(clockInTimeZone("America/Los_Angeles", instant)).toEqual({ date: "2026-11-23", minutes: 10 * 60 + 30 });
    // Midnight is 0 minutes, not 24:00.
    expect(clockInTimeZone("UTC", new Date("2026-11-24T00:00:00Z"))).toEqual({ date: "2026-11-24", minutes: 0 });
  });
});
