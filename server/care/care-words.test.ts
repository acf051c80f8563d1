import { describe, expect, it } from "vitest";
import { plannedTitle, type PlannedTaskType } from "@/lib/tasks";
import { careWordsFor } from "./care-words";

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
});
