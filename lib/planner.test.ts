import { describe, expect, it } from "vitest";
import { nextPlantingSteps, plannerAnchors, plannerItems, plantingDate, seasonalFrostDates, type PlannablePlant } from "./planner";
import type { Sowing } from "./sowing";

const none = { sowIndoors: null, transplant: null, directSow: null, autumnSow: null, germinationDays: null, daysToFlower: null } satisfies Sowing;
const tomato: PlannablePlant = { id: 1, commonName: "Tomato", sowing: { ...none, sowIndoors: { from: -8, to: -6 }, transplant: { from: 1, to: 3 }, germinationDays: [5, 10] } };
const carrot: PlannablePlant = { id: 2, commonName: "Carrot", sowing: { ...none, directSow: { from: -3, to: 4 }, germinationDays: [10, 21] } };
const garlic: PlannablePlant = { id: 3, commonName: "Garlic", sowing: { ...none, autumnSow: { from: -6, to: -2 } } };
const spinach: PlannablePlant = { id: 4, commonName: "Spinach", sowing: { ...none, directSow: { from: -6, to: -2 }, autumnSow: { from: -8, to: -4 }, germinationDays: [7, 14] } };

const bristol = { lastSpring: "03-24", firstAutumn: "11-12" };

describe("planner windows", () => {
  it("dates each window from the frost dates, in whole weeks", () => {
    const items = plannerItems([tomato], bristol, "2026-01-05");
    expect(items).toEqual([
      { plantId: 1, commonName: "Tomato", action: "sow-indoors", start: "2026-01-27", end: "2026-02-10" },
      { plantId: 1, commonName: "Tomato", action: "transplant", start: "2026-03-31", end: "2026-04-14" },
    ]);
  });

  it("keeps the next 12 months: windows already over are left out, next year's come in", () => {
    const items = plannerItems([tomato], bristol, "2026-03-01");
    expect(items.map((item) => `${item.action} ${item.start}`)).toEqual(["transplant 2026-03-31", "sow-indoors 2027-01-27"]);
    // A window that has opened but not closed is still there.
    expect(plannerItems([tomato], bristol, "2026-02-01")[0]).toMatchObject({ action: "sow-indoors", start: "2026-01-27" });
  });

  it("plans autumn sowing and planting from the first autumn frost", () => {
    const items = plannerItems([garlic, spinach], bristol, "2026-06-01");
    expect(items).toEqual([
      { plantId: 4, commonName: "Spinach", action: "direct-sow", start: "2026-09-17", end: "2026-10-15" },
      // Garlic is planted (cloves), not sown: it goes in like a transplant.
      { plantId: 3, commonName: "Garlic", action: "transplant", start: "2026-10-01", end: "2026-10-29" },
      { plantId: 4, commonName: "Spinach", action: "direct-sow", start: "2027-02-10", end: "2027-03-10" },
    ]);
  });

  it("works in the southern hemisphere, where spring frosts end in September", () => {
    const wellington = { lastSpring: "09-10", firstAutumn: "05-20" };
    const items = plannerItems([tomato], wellington, "2026-06-01");
    expect(items.map((item) => `${item.action} ${item.start}`)).toEqual(["sow-indoors 2026-07-16", "transplant 2026-09-17"]);
  });

  it("plans by season where there is no frost: from the start of the growing season in each hemisphere", () => {
    expect(seasonalFrostDates(37.4)).toEqual({ lastSpring: "03-01", firstAutumn: "11-15" });
    expect(seasonalFrostDates(-33.9)).toEqual({ lastSpring: "09-01", firstAutumn: "05-15" });
    expect(seasonalFrostDates(null)).toEqual({ lastSpring: "03-01", firstAutumn: "11-15" });
    expect(plannerAnchors({ lastSpring: null, firstAutumn: null }, -33.9)).toEqual({ lastSpring: "09-01", firstAutumn: "05-15" });
    // A place with spring frosts but none in autumn keeps its spring date.
    expect(plannerAnchors({ lastSpring: "02-10", firstAutumn: null }, 37.4)).toEqual({ lastSpring: "02-10", firstAutumn: "11-15" });
  });

  it("orders every plant's windows by start, then name", () => {
    const items = plannerItems([tomato, carrot], bristol, "2026-01-05");
    expect(items.map((item) => `${item.commonName} ${item.action}`)).toEqual(["Tomato sow-indoors", "Carrot direct-sow", "Tomato transplant"]);
  });

  it("spans the new year whole", () => {
    // A last frost in mid-January: tomatoes are sown indoors in late November.
    const items = plannerItems([tomato], { lastSpring: "01-15", firstAutumn: "12-20" }, "2026-12-01");
    expect(items[0]).toEqual({ plantId: 1, commonName: "Tomato", action: "sow-indoors", start: "2026-11-20", end: "2026-12-04" });
  });
});

describe("Plan it", () => {
  it("schedules sowing indoors, then planting out, each when its window opens", () => {
    const steps = nextPlantingSteps(plannerItems([tomato], bristol, "2026-01-05"), "Tomato", "2026-01-05");
    expect(steps).toEqual([
      { action: "sow-indoors", taskType: "sow", title: "Sow Tomato indoors", dueDate: "2026-01-27", estimatedMinutes: 15 },
      { action: "transplant", taskType: "transplant", title: "Plant out Tomato", dueDate: "2026-03-31", estimatedMinutes: 30 },
    ]);
    expect(plantingDate(steps, "2026-01-05")).toBe("2026-03-31");
  });

  it("is due today when the window is already open", () => {
    const steps = nextPlantingSteps(plannerItems([carrot], bristol, "2026-03-20"), "Carrot", "2026-03-20");
    expect(steps).toEqual([{ action: "direct-sow", taskType: "sow", title: "Sow Carrot outdoors", dueDate: "2026-03-20", estimatedMinutes: 15 }]);
    expect(plantingDate(steps, "2026-03-20")).toBe("2026-03-20");
  });

  it("plants out alone once the sowing window is over", () => {
    const steps = nextPlantingSteps(plannerItems([tomato], bristol, "2026-03-01"), "Big Red", "2026-03-01");
    expect(steps.map((step) => step.title)).toEqual(["Plant out Big Red"]);
  });
});
