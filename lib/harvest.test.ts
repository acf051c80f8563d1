import { describe, expect, it } from "vitest";
import { englishPlantFacts as t } from "./english-words";
import { daysUntilHarvest, formatHarvest, formatPlantAge, plantAgeInWeeks } from "./harvest";

describe("formatHarvest (docs/product.md#constants)", () => {
  it.each([
    [null, "Ongoing"],
    [-5, "Ready now"],
    [0, "Ready now"],
    [1, "1 day"],
    [2, "2 days"],
    [7, "7 days"],
    [8, "1-2 weeks"],
    [14, "1-2 weeks"],
    [15, "2-4 weeks"],
    [30, "2-4 weeks"],
    [31, "4 weeks"],
    [60, "9 weeks"],
  ])("%s days → %s", (days, text) => {
    expect(formatHarvest(days, t)).toBe(text);
  });
});

describe("daysUntilHarvest", () => {
  const growing = { winterDormant: false, latitude: 51.45 };

  it("counts down from the planted date", () => {
    const plantedOn = "2026-11-01";
    const today = "2026-11-21";
    expect(daysUntilHarvest({ harvestTimeDays: 60, plantedOn, today, ...growing })).toBe(40);
    expect(daysUntilHarvest({ harvestTimeDays: 20, plantedOn, today, ...growing })).toBe(0);
    expect(daysUntilHarvest({ harvestTimeDays: null, plantedOn, today, ...growing })).toBeNull();
  });

  it("strawberries planted in November are picked next season, not 'in 13 weeks' (RHS: they fruit in summer)", () => {
    const strawberries = { harvestTimeDays: 90, plantedOn: "2026-11-20", today: "2026-11-20", winterDormant: true };
    const inBristol = daysUntilHarvest({ ...strawberries, latitude: 51.45 });
    // 90 growing days from 1 March: 30 May 2027.
    expect(inBristol).toBe(191);
    expect(formatHarvest(inBristol, t)).toBe("27 weeks");
    // Where the place is not known the catalogue's days are all there is (and they are said plainly).
    expect(formatHarvest(daysUntilHarvest({ ...strawberries, latitude: null }), t)).toBe("13 weeks");
    // South of the equator November is spring: they ripen in February.
    expect(daysUntilHarvest({ ...strawberries, latitude: -42.88 })).toBe(90);
  });
});

describe("plant age in weeks", () => {
  const planted = new Date("2026-11-01T12:00:00Z");
  it("counts whole weeks", () => {
    expect(plantAgeInWeeks(planted, new Date("2026-11-07T12:00:00Z"))).toBe(0);
    expect(plantAgeInWeeks(planted, new Date("2026-11-08T12:00:00Z"))).toBe(1);
    expect(plantAgeInWeeks(planted, new Date("2026-11-21T12:00:00Z"))).toBe(2);
    expect(plantAgeInWeeks(planted, new Date("2026-10-01T12:00:00Z"))).toBe(0);
  });
  it("labels the age", () => {
    expect(formatPlantAge(planted, t, new Date("2026-11-02T12:00:00Z"))).toBe("planted this week");
    expect(formatPlantAge(planted, t, new Date("2026-10-20T12:00:00Z"))).toBe("not planted yet");
    expect(formatPlantAge(planted, t, new Date("2026-11-08T12:00:00Z"))).toBe("1 week old");
    expect(formatPlantAge(planted, t, new Date("2026-11-21T12:00:00Z"))).toBe("2 weeks old");
  });
  it("says a plant planted today or this week is that, not 0 weeks old", () => {
    // Local calendar dates, as the details dialog passes them (localCalendarDate).
    const today = new Date(2026, 10, 25);
    expect(formatPlantAge(today, t, new Date(2026, 10, 25, 21, 30))).toBe("planted today");
    expect(formatPlantAge(today, t, new Date(2026, 10, 26, 8))).toBe("planted this week");
    expect(formatPlantAge(today, t, new Date(2026, 11, 1, 23))).toBe("planted this week");
    expect(formatPlantAge(today, t, new Date(2026, 11, 2, 1))).toBe("1 week old");
  });
});
