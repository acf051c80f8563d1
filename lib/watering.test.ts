import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import germanDisplay from "@/locales/de/display.json";
import {
  frequencyChoiceLabel,
  formatLastWatered,
  formatWateredBy,
  formatNextWatering,
  formatWaterEvery,
  wateringIntervalDays,
  wateringSchedule,
} from "./watering";
import { gardenCalendar } from "./dates";
import { englishWatering as t } from "./english-words";

describe("wateringIntervalDays", () => {
  it.each([
    ["daily", 1],
    ["every-2-days", 2],
    ["twice-weekly", 4],
    ["weekly", 7],
    ["bi-weekly", 14],
    ["monthly", 30],
    ["as-needed", null],
  ] as const)("waters a plant set to %s every %s days (docs/product.md#constants), whatever the catalogue says", (frequency, days) => {
    expect(wateringIntervalDays(frequency, 10)).toBe(days);
    expect(formatWaterEvery(wateringIntervalDays(frequency, 10), t)).toBe(days === null ? "As needed" : days === 1 ? "1 day" : `${days} days`);
  });

  it("prefers the custom frequency, then the catalogue's, then 7 days", () => {
    expect(wateringIntervalDays("daily", 10)).toBe(1);
    expect(wateringIntervalDays("as-needed", 10)).toBeNull();
    expect(wateringIntervalDays(null, 10)).toBe(10);
    expect(wateringIntervalDays(null, null)).toBe(7);
    expect(wateringIntervalDays(undefined, 0)).toBe(7);
  });
});

/** A plant that does not rest in winter (the catalogue's default). */
const season = { winterDormant: false, latitude: 51.45 };

describe("wateringSchedule", () => {
  const planted = "2026-11-01";

  it("counts from the planted date when the plant was never watered", () => {
    const schedule = wateringSchedule({
      intervalDays: 3,
      lastWateredAt: null,
      plantedOn: planted,
      calendar: gardenCalendar("UTC", new Date("2026-11-03T08:00:00Z")),
      season,
    });
    expect(schedule).toEqual({ nextWateringDate: "2026-11-04", daysSinceWatering: null, daysUntilWatering: 1 });
  });

  it("counts from the last watering, in whole days of the gardener's time zone", () => {
    // 23:30 in Los Angeles on the 20th is already the 21st in UTC.
    const lastWateredAt = new Date("2026-11-21T07:30:00Z");
    const now = new Date("2026-11-22T06:00:00Z"); // 22:00 on the 21st in Los Angeles
    const inLosAngeles = wateringSchedule({
      intervalDays: 2,
      lastWateredAt,
      plantedOn: planted,
      calendar: gardenCalendar("America/Los_Angeles", now),
      season,
    });
    expect(inLosAngeles).toEqual({ nextWateringDate: "2026-11-22", daysSinceWatering: 1, daysUntilWatering: 1 });
    const inUtc = wateringSchedule({ intervalDays: 2, lastWateredAt, plantedOn: planted, calendar: gardenCalendar("UTC", now), season });
    expect(inUtc).toEqual({ nextWateringDate: "2026-11-23", daysSinceWatering: 1, daysUntilWatering: 1 });
  });

  it("counts calendar days across a daylight-saving change", () => {
    // New York springs forward on 8 March 2026: that day has 23 hours.
    const schedule = wateringSchedule({
      intervalDays: 1,
      lastWateredAt: new Date("2026-03-08T04:30:00Z"), // 23:30 on the 7th, local
      plantedOn: planted,
      calendar: gardenCalendar("America/New_York", new Date("2026-03-09T03:30:00Z")), // 23:30 on the 8th, local (now UTC-4)
      season,
    });
    expect(schedule).toEqual({ nextWateringDate: "2026-03-08", daysSinceWatering: 1, daysUntilWatering: 0 });
    const autumn = wateringSchedule({
      intervalDays: 2,
      lastWateredAt: new Date("2026-10-24T12:00:00Z"), // 13:00 summer time
      plantedOn: planted,
      // Europe/London: clocks go back on 25 October, that day has 25 hours; now is 00:30 winter time on the 26th.
      calendar: gardenCalendar("Europe/London", new Date("2026-10-26T00:30:00Z")),
      season,
    });
    expect(autumn).toEqual({ nextWateringDate: "2026-10-26", daysSinceWatering: 2, daysUntilWatering: 0 });
  });

  it("is overdue once the next date has passed", () => {
    const schedule = wateringSchedule({
      intervalDays: 1,
      lastWateredAt: new Date("2026-11-10T12:00:00Z"),
      plantedOn: planted,
      calendar: gardenCalendar("UTC", new Date("2026-11-21T12:00:00Z")),
      season,
    });
    expect(schedule.daysUntilWatering).toBe(-10);
    expect(schedule.daysSinceWatering).toBe(11);
  });

  it("has no next date for as-needed plants", () => {
    const schedule = wateringSchedule({
      intervalDays: null,
      lastWateredAt: new Date("2026-11-20T12:00:00Z"),
      plantedOn: planted,
      calendar: gardenCalendar("UTC", new Date("2026-11-21T12:00:00Z")),
      season,
    });
    expect(schedule).toEqual({ nextWateringDate: null, daysSinceWatering: 1, daysUntilWatering: null });
  });

  describe("a plant that rests in winter (lavender, a rose: RHS, lib/dormancy.ts)", () => {
    const bristol = { winterDormant: true, latitude: 51.45 };
    const hobart = { winterDormant: true, latitude: -42.88 };

    it("gets no routine watering in its rest: the next one is on the first day of the growing season", () => {
      const december = wateringSchedule({
        intervalDays: 10,
        lastWateredAt: new Date("2026-11-28T09:00:00Z"),
        plantedOn: planted,
        calendar: gardenCalendar("Europe/London", new Date("2026-12-03T09:00:00Z")),
        season: bristol,
      });
      expect(december).toEqual({ nextWateringDate: "2027-03-01", daysSinceWatering: 5, daysUntilWatering: 88 });
    });

    it("is not left overdue once its rest begins", () => {
      const schedule = wateringSchedule({
        intervalDays: 10,
        lastWateredAt: new Date("2026-09-10T09:00:00Z"), // due on 20 September, never watered since
        plantedOn: planted,
        calendar: gardenCalendar("Europe/London", new Date("2026-10-02T09:00:00Z")),
        season: bristol,
      });
      expect(schedule.nextWateringDate).toBe("2027-03-01");
    });

    it("is still watered as usual in the growing season, overdue included", () => {
      const schedule = wateringSchedule({
        intervalDays: 10,
        lastWateredAt: new Date("2026-09-01T09:00:00Z"),
        plantedOn: planted,
        calendar: gardenCalendar("Europe/London", new Date("2026-09-20T09:00:00Z")),
        season: bristol,
      });
      expect(schedule).toEqual({ nextWateringDate: "2026-09-11", daysSinceWatering: 19, daysUntilWatering: -9 });
    });

    it("rests in the southern winter south of the equator: watered in December, not in June", () => {
      const summer = wateringSchedule({
        intervalDays: 10,
        lastWateredAt: new Date("2026-11-28T09:00:00Z"),
        plantedOn: planted,
        calendar: gardenCalendar("Australia/Hobart", new Date("2026-12-03T09:00:00Z")),
        season: hobart,
      });
      expect(summer.nextWateringDate).toBe("2026-12-08");
      const winter = wateringSchedule({
        intervalDays: 10,
        lastWateredAt: new Date("2026-06-01T09:00:00Z"),
        plantedOn: planted,
        calendar: gardenCalendar("Australia/Hobart", new Date("2026-06-03T09:00:00Z")),
        season: hobart,
      });
      expect(winter.nextWateringDate).toBe("2026-09-01");
    });

    it("keeps its routine where the place is not known, or in the tropics (no winter to rest in)", () => {
      for (const latitude of [null, 1.35]) {
        const schedule = wateringSchedule({
          intervalDays: 10,
          lastWateredAt: new Date("2026-11-28T09:00:00Z"),
          plantedOn: planted,
          calendar: gardenCalendar("UTC", new Date("2026-12-03T09:00:00Z")),
          season: { winterDormant: true, latitude },
        });
        expect(schedule.nextWateringDate).toBe("2026-12-08");
      }
    });
  });
});

describe("formatNextWatering (docs/product.md#constants)", () => {
  it.each([
    [-3, "Water now"],
    [0, "Water now"],
    [1, "In 1 day"],
    [2, "In 2 days"],
    [30, "In 30 days"],
    [null, "As needed"],
  ])("%s days → %s", (days, text) => {
    expect(formatNextWatering(days, t)).toBe(text);
  });
});

describe("other watering labels", () => {
  it("says when the plant was last watered", () => {
    expect(formatLastWatered(null, t)).toBe("Not yet");
    expect(formatLastWatered(0, t)).toBe("Today");
    expect(formatLastWatered(1, t)).toBe("Yesterday");
    expect(formatLastWatered(5, t)).toBe("5 days ago");
  });

  it("labels the watering interval", () => {
    expect(formatWaterEvery(null, t)).toBe("As needed");
    expect(formatWaterEvery(1, t)).toBe("1 day");
    expect(formatWaterEvery(7, t)).toBe("7 days");
  });
});

describe("frequencyChoiceLabel", () => {
  it("adds the days only where the name does not already say them", () => {
    expect(frequencyChoiceLabel("every-2-days")).toBe("Every 2 days");
    expect(frequencyChoiceLabel("daily")).toBe("Daily");
    expect(frequencyChoiceLabel("as-needed")).toBe("As needed");
    expect(frequencyChoiceLabel("twice-weekly")).toBe("Twice a week (every 4 days)");
    expect(frequencyChoiceLabel("weekly")).toBe("Weekly (every 7 days)");
    expect(frequencyChoiceLabel("bi-weekly")).toBe("Every 2 weeks (every 14 days)");
    expect(frequencyChoiceLabel("monthly")).toBe("Monthly (every 30 days)");
  });
});

describe("formatWateredBy", () => {
  it("names who gave the last watering and when", () => {
    expect(formatWateredBy(0, { name: "Sam" }, t)).toBe("Watered today by Sam");
    expect(formatWateredBy(1, { name: "Sam" }, t)).toBe("Watered yesterday by Sam");
    expect(formatWateredBy(4, { name: "Sam" }, t)).toBe("Watered 4 days ago by Sam");
    expect(formatWateredBy(null, { name: "Sam" }, t)).toBeNull();
    expect(formatWateredBy(2, null, t)).toBeNull();
  });
});

describe("the watering words in the gardener's language", () => {
  const german = createTranslator({ locale: "de", messages: germanDisplay, namespace: "Watering" });

  it("follows the same rules", () => {
    expect(formatNextWatering(3, german)).toBe("In 3 Tagen");
    expect(formatNextWatering(0, german)).toBe("Jetzt gießen");
    expect(formatLastWatered(1, german)).toBe("Gestern");
    expect(formatWateredBy(4, { name: "Sam" }, german)).toBe("Vor 4 Tagen von Sam gegossen");
    expect(formatWaterEvery(null, german)).toBe("Nach Bedarf");
  });
});
