import { afterEach, describe, expect, it, vi } from "vitest";
import { englishTasks } from "./english-words";
import {
  carePriority,
  doneTodayBy,
  dueSummary,
  formatRepeat,
  formatDueDate,
  formatTaskDuration,
  isOverdue,
  nextRepeatDueDate,
  planCareTasks,
  TASK_TYPES,
  type PlantCareState,
} from "./tasks";
import { addDays } from "./dates";
import { isGrowingSeason, nextGrowingSeasonDate } from "./growing-season";

describe("formatTaskDuration (docs/product.md#constants)", () => {
  it.each([
    [1, "1 min"],
    [15, "15 min"],
    [59, "59 min"],
    [60, "1h 0m"],
    [61, "1h 1m"],
    [150, "2h 30m"],
  ])("%s minutes → %s", (minutes, text) => {
    expect(formatTaskDuration(minutes, englishTasks)).toBe(text);
  });
});

describe("isOverdue", () => {
  it("is overdue only when open and past its date", () => {
    expect(isOverdue({ dueDate: "2026-11-20", completed: false }, "2026-11-21")).toBe(true);
    expect(isOverdue({ dueDate: "2026-11-21", completed: false }, "2026-11-21")).toBe(false);
    expect(isOverdue({ dueDate: "2026-11-20", completed: true }, "2026-11-21")).toBe(false);
  });
});

describe("growing season", () => {
  it("runs March to September in the north and September to March in the south", () => {
    expect(isGrowingSeason("2026-03-01", 51)).toBe(true);
    expect(isGrowingSeason("2026-09-30", 51)).toBe(true);
    expect(isGrowingSeason("2026-10-01", 51)).toBe(false);
    expect(isGrowingSeason("2026-02-28", null)).toBe(false);
    expect(isGrowingSeason("2026-11-21", -33.9)).toBe(true);
    expect(isGrowingSeason("2026-06-01", -33.9)).toBe(false);
  });

  it("moves a date outside the season to the next season's first day", () => {
    expect(nextGrowingSeasonDate("2026-11-21", 51)).toBe("2027-03-01");
    expect(nextGrowingSeasonDate("2026-01-10", 51)).toBe("2026-03-01");
    expect(nextGrowingSeasonDate("2026-05-10", 51)).toBe("2026-05-10");
    expect(nextGrowingSeasonDate("2026-05-10", -33.9)).toBe("2026-09-01");
    expect(nextGrowingSeasonDate("2026-12-10", -33.9)).toBe("2026-12-10");
  });
});

describe("planCareTasks", () => {
  const today = "2026-06-15";
  const tomato: PlantCareState = {
    userPlantId: 7,
    name: "Big Red",
    category: "vegetable",
    winterDormant: false,
    plantedOn: "2026-06-01",
    harvestTimeDays: 20,
    nextWateringDate: "2026-06-16",
    lastFertilizedOn: null,
    lastInspectedOn: null,
  };
  const noHeat = new Set<string>();
  const byType = (state: PlantCareState, day = today, latitude: number | null = 51, hotDays: ReadonlySet<string> = noHeat) =>
    Object.fromEntries(planCareTasks(state, day, { latitude, hotDays }).map((task) => [task.taskType, task]));

  it("plans water, harvest, fertilize and inspect from the plant's rhythm", () => {
    const tasks = byType(tomato);
    expect(tasks.water).toMatchObject({ dueDate: "2026-06-16", title: "Water Big Red", priority: "medium", estimatedMinutes: 5 });
    expect(tasks.harvest).toMatchObject({ dueDate: "2026-06-21", title: "Harvest Big Red", priority: "medium" });
    // Inspection was due a week after planting: overdue, so it ranks high.
    expect(tasks.inspect).toMatchObject({ dueDate: "2026-06-08", title: "Inspect Big Red for pests and disease", priority: "high" });
    // Fertilize: 4 weeks after planting, within the 4-week horizon.
    expect(tasks.fertilize).toMatchObject({ dueDate: "2026-06-29", title: "Fertilize Big Red", priority: "low", estimatedMinutes: 10 });
  });

  it("ranks watering high on a forecast hot day and routine otherwise", () => {
    const heatwave = new Set(["2026-06-16", "2026-06-17"]);
    expect(byType(tomato, today, 51, heatwave).water).toMatchObject({ dueDate: "2026-06-16", priority: "high" });
    expect(byType({ ...tomato, nextWateringDate: "2026-06-18" }, today, 51, heatwave).water).toMatchObject({ priority: "medium" });
    // Heat makes watering urgent, not feeding.
    expect(byType({ ...tomato, lastFertilizedOn: "2026-05-20" }, today, 51, new Set(["2026-06-17"])).fertilize).toMatchObject({ dueDate: "2026-06-17", priority: "low" });
  });

  it("gives a plant resting in winter no routine watering or inspection then, and its harvest after the days it grows", () => {
    const strawberries: PlantCareState = {
      ...tomato,
      name: "Strawberries",
      category: "fruit",
      winterDormant: true,
      plantedOn: "2026-11-10",
      harvestTimeDays: 90,
      // The watering schedule already skipped the rest (lib/watering.ts).
      nextWateringDate: "2027-03-01",
    };
    const december = byType(strawberries, "2026-12-01");
    expect(december.water).toBeUndefined();
    expect(december.inspect).toBeUndefined();
    expect(december.harvest).toBeUndefined();
    const march = byType({ ...strawberries, lastInspectedOn: "2026-11-17" }, "2027-02-20");
    expect(march.water).toMatchObject({ dueDate: "2027-03-01", priority: "medium" });
    expect(march.inspect).toMatchObject({ dueDate: "2027-03-01", priority: "low" });
    expect(byType(strawberries, "2027-05-20").harvest).toMatchObject({ dueDate: "2027-05-30" });
    // Unmarked plants keep their weekly inspection in winter.
    expect(byType({ ...strawberries, winterDormant: false }, "2026-12-01").inspect).toMatchObject({ dueDate: "2026-11-17", priority: "high" });
  });

  it("keeps only tasks due within 28 days (overdue ones included)", () => {
    const farOff = byType({
      ...tomato,
      nextWateringDate: "2026-07-14",
      harvestTimeDays: 60,
      lastInspectedOn: "2026-06-15",
      lastFertilizedOn: "2026-06-17",
    });
    expect(farOff.water).toBeUndefined();
    expect(farOff.harvest).toBeUndefined();
    expect(farOff.fertilize).toBeUndefined();
    expect(farOff.inspect).toMatchObject({ dueDate: "2026-06-22" });
    expect(byType({ ...tomato, nextWateringDate: "2026-07-13" }).water).toMatchObject({ dueDate: "2026-07-13" });
    expect(byType({ ...tomato, nextWateringDate: "2026-06-01" }).water).toMatchObject({ dueDate: "2026-06-01" });
  });

  it("waters as-needed plants only when the gardener decides", () => {
    expect(byType({ ...tomato, nextWateringDate: null }).water).toBeUndefined();
  });

  it("feeds edible and flowering plants every 4 weeks, in season only", () => {
    const fed = { ...tomato, lastFertilizedOn: "2026-05-20" };
    expect(byType(fed).fertilize).toMatchObject({ dueDate: "2026-06-17", priority: "low" });
    const houseplant = { ...fed, category: "houseplant" };
    expect(byType(houseplant).fertilize).toBeUndefined();
    expect(byType({ ...fed, category: null }).fertilize).toBeUndefined();
    // Due in November in the north: waits for March.
    const autumn = { ...tomato, lastFertilizedOn: "2026-10-20" };
    expect(byType(autumn, "2026-11-15").fertilize).toBeUndefined();
    expect(byType(autumn, "2027-02-25").fertilize).toMatchObject({ dueDate: "2027-03-01" });
    // The same dates in the southern hemisphere are spring.
    expect(byType(autumn, "2026-11-15", -33.9).fertilize).toMatchObject({ dueDate: "2026-11-17" });
  });

  it("has no harvest for ornamentals", () => {
    expect(byType({ ...tomato, harvestTimeDays: null }).harvest).toBeUndefined();
  });
});

describe("carePriority", () => {
  const today = "2026-06-15";
  const none = new Set<string>();

  it("ranks overdue care high, whatever its kind", () => {
    for (const taskType of TASK_TYPES) expect(carePriority({ taskType, dueDate: "2026-06-14" }, today, none), taskType).toBe("high");
  });

  it("ranks watering on a hot day high, and only watering", () => {
    const hot = new Set([today]);
    expect(carePriority({ taskType: "water", dueDate: today }, today, hot)).toBe("high");
    expect(carePriority({ taskType: "harvest", dueDate: today }, today, hot)).toBe("medium");
    expect(carePriority({ taskType: "inspect", dueDate: today }, today, hot)).toBe("low");
  });

  it("never ranks routine care high: watering, harvesting, sowing and planting out medium, the rest low", () => {
    expect(Object.fromEntries(TASK_TYPES.map((taskType) => [taskType, carePriority({ taskType, dueDate: today }, today, none)]))).toEqual({
      water: "medium",
      harvest: "medium",
      sow: "medium",
      transplant: "medium",
      fertilize: "low",
      prune: "low",
      inspect: "low",
    });
  });
});

describe("formatDueDate", () => {
  it("names nearby days and shortens the rest", () => {
    expect(formatDueDate("2026-11-21", "2026-11-21")).toBe("Today");
    expect(formatDueDate("2026-11-22", "2026-11-21")).toBe("Tomorrow");
    expect(formatDueDate("2026-11-20", "2026-11-21")).toBe("Yesterday");
    expect(formatDueDate("2026-11-23", "2026-11-21", "en-US")).toBe("Mon, Nov 23");
  });

  afterEach(() => vi.restoreAllMocks());

  it("builds its formatter once per locale, not once per date (a dashboard formats every task's)", () => {
    const DateTimeFormat = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (...args: ConstructorParameters<typeof DateTimeFormat>) {
      return new DateTimeFormat(...args);
    });
    const dates = Array.from({ length: 30 }, (_, day) => addDays("2026-12-01", day));
    expect(dates.map((date) => formatDueDate(date, "2026-11-21", "en-GB"))).toContain("Tue 1 Dec");
    for (const date of dates) formatDueDate(date, "2026-11-21", "en-GB");
    expect(built).toHaveBeenCalledTimes(1);
  });
});

describe("doneTodayBy", () => {
  it("says who did a task today, a watering as such", () => {
    expect(doneTodayBy({ taskType: "water", completedBy: { name: "Bruno Stone" } })).toBe("Watered today by Bruno Stone");
    expect(doneTodayBy({ taskType: "prune", completedBy: { name: "Bruno Stone" } })).toBe("Done today by Bruno Stone");
    expect(doneTodayBy({ taskType: "water", completedBy: null })).toBe("Watered today");
  });
});

describe("dueSummary", () => {
  it("counts today's tasks as the banner does, and the overdue ones beside them", () => {
    expect(dueSummary({ dueToday: 1, overdue: 0 })).toBe("1 due today");
    expect(dueSummary({ dueToday: 3, overdue: 2 })).toBe("3 due today · 2 overdue");
    expect(dueSummary({ dueToday: 0, overdue: 1 })).toBe("Nothing due today · 1 overdue");
  });
});

describe("repeating tasks", () => {
  it("come round again N days after the day they were done, across months, years and leap days", () => {
    expect(nextRepeatDueDate("2026-05-10", 1)).toBe("2026-05-11");
    expect(nextRepeatDueDate("2026-05-30", 3)).toBe("2026-06-02");
    expect(nextRepeatDueDate("2026-12-25", 7)).toBe("2027-01-01");
    expect(nextRepeatDueDate("2028-02-28", 1)).toBe("2028-02-29");
    expect(nextRepeatDueDate("2026-03-01", 365)).toBe("2027-03-01");
  });

  it("refuse a repeat outside 1 to 365 whole days", () => {
    for (const days of [0, -1, 366, 1.5, Number.NaN]) expect(() => nextRepeatDueDate("2026-05-10", days)).toThrow(RangeError);
  });

  it("say how often", () => {
    expect(formatRepeat(1)).toBe("Repeats every day");
    expect(formatRepeat(3)).toBe("Repeats every 3 days");
  });
});
