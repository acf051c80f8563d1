import { createTranslator } from "next-intl";
import englishPlans from "@/locales/en/plans.json";
import germanPlans from "@/locales/de/plans.json";
import { describe, expect, it } from "vitest";
import { formatWeight } from "./format";
import { formatQuantity, harvestAmount, harvestGrams, harvestTotals, suggestedHarvestUnit, weeklyHarvestGrams } from "./harvest-log";

describe("harvest weights", () => {
  it("converts each unit of weight to grams; pieces are not a weight", () => {
    expect(harvestGrams(250, "g")).toBe(250);
    expect(harvestGrams(1.2, "kg")).toBe(1200);
    expect(harvestGrams(1, "lb")).toBeCloseTo(453.59237, 5);
    expect(harvestGrams(16, "oz")).toBeCloseTo(453.59237, 5);
    expect(harvestGrams(12, "count")).toBeNull();
  });

  it("totals each plant's weight in whole grams and its pieces apart", () => {
    const names = new Map([
      [1, "Big Red"],
      [2, "Courgette"],
    ]);
    expect(
      harvestTotals(
        [
          { userPlantId: 1, quantity: 1.2, unit: "kg" },
          { userPlantId: 1, quantity: 8, unit: "oz" },
          { userPlantId: 2, quantity: 3, unit: "count" },
          { userPlantId: 1, quantity: 5, unit: "count" },
          { userPlantId: 2, quantity: 0.5, unit: "lb" },
        ],
        names,
      ),
    ).toEqual([
      { userPlantId: 1, plantName: "Big Red", weightGrams: 1427, count: 5 },
      { userPlantId: 2, plantName: "Courgette", weightGrams: 227, count: 3 },
    ]);
  });
});

describe("the harvest chart and its words", () => {
  it("puts each weight in its week of the year; pieces and other years stay out", () => {
    const weeks = weeklyHarvestGrams(
      [
        { quantity: 1, unit: "kg", harvestedOn: "2026-01-01" },
        { quantity: 500, unit: "g", harvestedOn: "2026-01-07" },
        { quantity: 200, unit: "g", harvestedOn: "2026-01-08" },
        { quantity: 3, unit: "count", harvestedOn: "2026-01-08" },
        { quantity: 1, unit: "kg", harvestedOn: "2025-12-31" },
        { quantity: 2, unit: "kg", harvestedOn: "2026-12-31" },
      ],
      2026,
    );
    expect(weeks).toHaveLength(53);
    expect(weeks.slice(0, 2)).toEqual([1500, 200]);
    expect(weeks[52]).toBe(2000);
    expect(weeks.reduce((sum, grams) => sum + grams, 0)).toBe(3700);
  });

  it("says weights and quantities as a gardener would", () => {
    expect(formatWeight(850)).toBe("850 g");
    expect(formatWeight(1200)).toBe("1.2 kg");
    expect(formatWeight(12_345)).toBe("12.3 kg");
    expect(formatQuantity(1.2, "kg")).toBe("1.2 kg");
    expect(formatQuantity(12, "count")).toBe("12 picked");
  });
});

describe("suggestedHarvestUnit", () => {
  it("starts in grams, not kilograms: a punnet of strawberries typed as 350 is 350 g", () => {
    expect(suggestedHarvestUnit(1, [])).toBe("g");
    expect(harvestGrams(350, suggestedHarvestUnit(1, []))).toBe(350);
    // Imperial gardeners weigh a punnet in ounces.
    expect(suggestedHarvestUnit(1, [], "imperial")).toBe("oz");
    expect(suggestedHarvestUnit(1, [{ userPlantId: 1, unit: "kg" }], "imperial")).toBe("kg");
  });

  it("follows the unit the plant's latest harvest was logged in, whatever other plants use", () => {
    const newestFirst = [
      { userPlantId: 2, unit: "count" as const },
      { userPlantId: 1, unit: "kg" as const },
      { userPlantId: 1, unit: "oz" as const },
    ];
    expect(suggestedHarvestUnit(1, newestFirst)).toBe("kg");
    expect(suggestedHarvestUnit(2, newestFirst)).toBe("count");
    expect(suggestedHarvestUnit(3, newestFirst)).toBe("g");
  });
});

describe("a harvest's amount in the gardener's words", () => {
  const wordsIn = (messages: typeof englishPlans, locale: "en" | "de") => createTranslator({ locale, messages, namespace: "Harvests" });
  it("counts what was picked with the language's plural, and writes weights in its number format", () => {
    const english = wordsIn(englishPlans, "en");
    const german = wordsIn(germanPlans, "de");
    expect(harvestAmount(3, "count", english, { locale: "en-US" })).toBe("3 picked");
    expect(harvestAmount(1.25, "kg", english, { locale: "en-US" })).toBe("1.25 kg");
    expect(harvestAmount(3, "count", german, { locale: "de-DE" })).toBe("3 Stück");
    expect(harvestAmount(1.25, "kg", german, { locale: "de-DE" })).toBe("1,25 kg");
  });
});
