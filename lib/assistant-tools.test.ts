import { describe, expect, it } from "vitest";
import { toolActivity } from "./assistant-tools";

describe("toolActivity", () => {
  it("says what a lookup looked at, and what one that reads has read", () => {
    expect(toolActivity("listPlants", "output-available", { seen: "your 14 plants" }, undefined)).toBe("Looked at your 14 plants");
    expect(toolActivity("readJournal", "output-available", { seen: "5 journal entries on Tomato" }, undefined)).toBe("Read 5 journal entries on Tomato");
    expect(toolActivity("readJournal", "output-available", null, undefined)).toBe("Looked that up");
    // A name from a stored part is only a name, never a key of the object's prototype.
    expect(toolActivity("constructor", "output-available", { seen: "something" }, undefined)).toBe("Looked at something");
  });

  it("says what a change did, proposes or could not do", () => {
    expect(toolActivity("recordWatering", "output-available", { done: "Watered Big Red today", links: [] }, undefined)).toBe("Watered Big Red today");
    expect(toolActivity("recordWatering", "approval-requested", undefined, { summary: "Record watering Big Red today", links: [] })).toBe("Record watering Big Red today");
    expect(toolActivity("recordWatering", "output-error", undefined, undefined)).toBe("The change could not be made.");
    expect(toolActivity("readJournal", "output-error", undefined, undefined)).toBe("The lookup did not work.");
    expect(toolActivity("readJournal", "input-available", undefined, undefined)).toBe("Looking that up...");
  });
});
