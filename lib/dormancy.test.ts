import { describe, expect, it } from "vitest";
import catalogue from "@/server/db/plant-catalogue.json";
import { addDays } from "./dates";
import { harvestDate, isDormant, routineCareDate } from "./dormancy";

const bristol = { winterDormant: true, latitude: 51.45 };
const hobart = { winterDormant: true, latitude: -42.88 };

describe("isDormant", () => {
  it("rests from October to February in the north, April to August in the south (the growing season's gap)", () => {
    expect(["2026-10-01", "2026-12-15", "2027-02-28"].map((date) => isDormant(date, bristol))).toEqual([true, true, true]);
    expect(["2026-03-01", "2026-06-15", "2026-09-30"].map((date) => isDormant(date, bristol))).toEqual([false, false, false]);
    expect(["2026-04-01", "2026-06-15", "2026-08-31"].map((date) => isDormant(date, hobart))).toEqual([true, true, true]);
    expect(["2026-09-01", "2026-12-15", "2027-03-31"].map((date) => isDormant(date, hobart))).toEqual([false, false, false]);
  });

  it("never for a plant the catalogue does not mark, an unknown place or the tropics", () => {
    expect(isDormant("2026-12-15", { winterDormant: false, latitude: 51.45 })).toBe(false);
    expect(isDormant("2026-12-15", { winterDormant: true, latitude: null })).toBe(false);
    expect(isDormant("2026-12-15", { winterDormant: true, latitude: 1.35 })).toBe(false);
    expect(isDormant("2026-06-15", { winterDormant: true, latitude: -23.44 })).toBe(true);
  });
});

describe("routineCareDate", () => {
  it("moves care that falls due in the rest to the first day of the next growing season", () => {
    expect(routineCareDate("2026-12-15", "2026-12-01", bristol)).toBe("2027-03-01");
    expect(routineCareDate("2026-10-01", "2026-09-20", bristol)).toBe("2027-03-01");
    expect(routineCareDate("2027-02-01", "2027-01-20", bristol)).toBe("2027-03-01");
    expect(routineCareDate("2026-06-15", "2026-06-01", hobart)).toBe("2026-09-01");
  });

  it("keeps care due in the growing season on its day, overdue included, but not once the rest has begun", () => {
    expect(routineCareDate("2026-05-15", "2026-05-01", bristol)).toBe("2026-05-15");
    expect(routineCareDate("2026-09-25", "2026-09-28", bristol)).toBe("2026-09-25");
    expect(routineCareDate("2026-09-25", "2026-10-02", bristol)).toBe("2027-03-01");
    expect(routineCareDate("2026-12-15", "2026-12-01", { winterDormant: false, latitude: 51.45 })).toBe("2026-12-15");
  });
});

describe("harvestDate", () => {
  it("does not count the rest: strawberries planted in November are picked at the end of May (RHS: summer)", () => {
    expect(harvestDate({ plantedOn: "2026-11-20", harvestTimeDays: 90, ...bristol })).toBe("2027-05-30");
  });

  it("pauses over the winter for a crop planted before it", () => {
    // Lavender (120 days) planted 1 September: 30 days of September, the other 90 from 1 March.
    expect(harvestDate({ plantedOn: "2026-09-01", harvestTimeDays: 120, ...bristol })).toBe("2027-05-30");
  });

  it("is the planted date plus the catalogue's days in the growing season, and for every plant that does not rest", () => {
    expect(harvestDate({ plantedOn: "2026-04-01", harvestTimeDays: 90, ...bristol })).toBe("2026-06-30");
    expect(harvestDate({ plantedOn: "2026-11-20", harvestTimeDays: 60, winterDormant: false, latitude: 51.45 })).toBe("2027-01-19");
  });

  it("keeps harvest times of a year or more, which already count their winters (an apple tree: 3 years)", () => {
    expect(harvestDate({ plantedOn: "2026-11-20", harvestTimeDays: 1095, ...bristol })).toBe("2029-11-19");
  });

  it("is the day after the last growing day counted one by one, for every planting day of a leap year and back, in both hemispheres", () => {
    // The rule as the catalogue states it, a day at a time: the date after the plant's Nth day of growth.
    const countedDayByDay = (plantedOn: string, harvestTimeDays: number, season: typeof bristol) => {
      let date = plantedOn;
      for (let grown = 0; grown < harvestTimeDays; date = addDays(date, 1)) if (!isDormant(date, season)) grown += 1;
      return date;
    };
    let checked = 0;
    for (let plantedOn = "2027-12-25"; plantedOn <= "2029-01-05"; plantedOn = addDays(plantedOn, 3)) {
      for (const harvestTimeDays of [1, 29, 30, 31, 60, 90, 120, 183, 200, 214, 215, 300, 364]) {
        for (const season of [bristol, hobart]) {
          expect(harvestDate({ plantedOn, harvestTimeDays, ...season }), `${plantedOn} + ${harvestTimeDays} at ${season.latitude}`).toBe(countedDayByDay(plantedOn, harvestTimeDays, season));
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it("takes a season at a time: a garden's worth of dormant plants in well under a millisecond each", () => {
    const started = performance.now();
    for (let plant = 0; plant < 2000; plant++) harvestDate({ plantedOn: "2026-09-15", harvestTimeDays: 300, ...bristol });
    expect((performance.now() - started) / 2000).toBeLessThan(0.05);
  });
});

describe("the catalogue's winter-dormant plants", () => {
  const entries: { slug: string; category: string; winterDormant: boolean }[] = catalogue;
  const dormant = entries.filter((entry) => entry.winterDormant).map((entry) => entry.slug);

  // RHS growing guides (rhs.org.uk/fruit, /herbs, /plants): deciduous fruit bushes, canes, vines and
  // trees (pruned "when dormant, November to February"); strawberries, which die down to their crowns;
  // herbaceous perennials that die back (mint, chives, oregano, peony, Shasta daisy); deciduous
  // shrubs (rose, hydrangea); Mediterranean shrubs that stop growing and "rarely need watering once
  // established" (lavender, rosemary, thyme, sage); and houseleeks, kept dry in winter.
  it("marks exactly the plants the RHS says rest in winter", () => {
    expect(dormant.sort()).toEqual(
      [
        "apple-tree", "blackberry", "blueberry", "chives", "fig", "grape-vine", "hens-and-chicks", "hydrangea", "lavender",
        "mint", "oregano", "peony", "raspberry", "rose", "rosemary", "sage", "shasta-daisy", "strawberry", "thyme",
      ].sort(),
    );
  });

  it("never marks an annual vegetable, a bulb that grows through winter, a houseplant or an evergreen citrus", () => {
    for (const slug of ["tomato", "garlic", "kale", "tulip", "daffodil", "lemon-tree", "monstera", "aloe-vera"]) {
      expect(entries.find((entry) => entry.slug === slug)?.winterDormant, slug).toBe(false);
    }
    for (const entry of entries.filter((candidate) => candidate.category === "houseplant")) expect(entry.winterDormant, entry.slug).toBe(false);
  });
});
