import { describe, expect, it, vi } from "vitest";
import { plannedTitle, type PlannedTaskType } from "@/lib/tasks";
import { formatWateringReason } from "@/lib/water-balance";
import { careWordsFor } from "./care-words";

// Counts how often a reason is put into words (the words themselves are the real ones).
vi.mock("@/lib/water-balance", async (actual) => {
  const real = await actual<typeof import("@/lib/water-balance")>();
  return { ...real, formatWateringReason: vi.fn(real.formatWateringReason) };
});

const PLANNED: PlannedTaskType[] = ["water", "harvest", "fertilize", "inspect"];

/** A plant whose stored name reads the same in the reader's language (a gardener's own name). */
const named = (name: string) => ({ stored: name, shown: name });

describe("the care plan's words for a reader", () => {
  it("says a planned task's title in English exactly as the care plan stores it", async () => {
    const { titleOf } = await careWordsFor({ locale: "en" });
    for (const taskType of PLANNED) expect(titleOf({ taskType, title: plannedTitle(taskType, "Big Red") }, named("Big Red"))).toBe(plannedTitle(taskType, "Big Red"));
  });

  it("says it in the reader's language, with the plant's name as it was", async () => {
    const german = await careWordsFor({ locale: "de" });
    expect(german.titleOf({ taskType: "water", title: "Water Big Red" }, named("Big Red"))).toBe("Big Red gießen");
    expect(german.titleOf({ taskType: "inspect", title: "Inspect Basil for pests and disease" }, named("Basil"))).toBe("Basil auf Schädlinge und Krankheiten kontrollieren");
    expect((await careWordsFor({ locale: "es" })).titleOf({ taskType: "harvest", title: "Harvest Tomato" }, named("Tomato"))).toBe("Cosechar Tomato");
    // A catalogue plant: the stored title names it in English, the reader reads its name in theirs.
    expect(german.titleOf({ taskType: "water", title: "Water Tomato" }, { stored: "Tomato", shown: "Tomate" })).toBe("Tomate gießen");
    expect((await careWordsFor({ locale: "fr" })).titleOf({ taskType: "fertilize", title: "Fertilize Roses" }, named("Roses"))).toBe("Fertiliser Roses");
  });

  it("leaves a title the gardener reworded, one naming the plant as it was called before, or another kind of task's, as written", async () => {
    const german = await careWordsFor({ locale: "de" });
    expect(german.titleOf({ taskType: "water", title: "Water Big Red well" }, named("Big Red"))).toBe("Water Big Red well");
    expect(german.titleOf({ taskType: "water", title: "Give Big Red a drink" }, named("Big Red"))).toBe("Give Big Red a drink");
    expect(german.titleOf({ taskType: "water", title: "Water Tomato" }, named("Big Red"))).toBe("Water Tomato");
    expect(german.titleOf({ taskType: "water", title: "Water Tomato" }, null)).toBe("Water Tomato");
    expect(german.titleOf({ taskType: "inspect", title: "Inspect Basil" }, named("Basil"))).toBe("Inspect Basil");
    expect(german.titleOf({ taskType: "prune", title: "Prune Roses" }, named("Roses"))).toBe("Prune Roses");
  });

  it("puts each reason into words once, and tells apart reasons and days", async () => {
    const { reasonOf } = await careWordsFor({ locale: "en" });
    vi.mocked(formatWateringReason).mockClear();
    const said = new Set<string>();
    for (let plant = 0; plant < 25; plant += 1) said.add(reasonOf({ kind: "fixed", intervalDays: 3 }, "2026-07-01"));
    expect([...said]).toEqual(["Your own timetable: every 3 days"]);
    expect(formatWateringReason).toHaveBeenCalledTimes(1);
    expect(reasonOf({ kind: "fixed", intervalDays: 1 }, "2026-07-01")).toBe("Your own timetable: every day");
    expect(reasonOf({ kind: "snoozed", until: "2026-07-02" }, "2026-07-01")).toBe("Snoozed until tomorrow");
    expect(reasonOf({ kind: "snoozed", until: "2026-07-02" }, "2026-07-02")).toBe("Snoozed until today");
    expect(formatWateringReason).toHaveBeenCalledTimes(4);
  });

  it("keeps what it said for the next list, apart for each language and units", async () => {
    const due = { kind: "due", hot: false, usedMm: 25, since: "2026-06-29", rainMm: 0 } as const;
    const metric = (await careWordsFor({ locale: "en", units: "metric" })).reasonOf(due, "2026-07-01");
    vi.mocked(formatWateringReason).mockClear();
    // The next request's list: the same reader's words, the reason already said.
    expect(await careWordsFor({ locale: "en", units: "metric" })).toBe(await careWordsFor({ locale: "en", units: "metric" }));
    expect((await careWordsFor({ locale: "en", units: "metric" })).reasonOf(due, "2026-07-01")).toBe(metric);
    expect(formatWateringReason).not.toHaveBeenCalled();
    // Another reader's units or language is said afresh, in theirs.
    expect(metric).toBe("Water today: it used 25 mm since Monday and no rain fell");
    expect((await careWordsFor({ locale: "en", units: "imperial" })).reasonOf(due, "2026-07-01")).toBe("Water today: it used 1 in since Monday and no rain fell");
    expect((await careWordsFor({ locale: "de", units: "metric" })).reasonOf(due, "2026-07-01")).not.toBe(metric);
    expect(formatWateringReason).toHaveBeenCalledTimes(2);
  });
});
