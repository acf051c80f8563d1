import { describe, expect, it } from "vitest";
import { importSummary } from "./import-summary";

describe("importSummary", () => {
  it("lists what was imported, singular or plural, leaving out kinds with none", () => {
    const none = { plants: 0, waterings: 0, tasks: 0, harvests: 0, diagnoses: 0, journalEntries: 0, statusChanges: 0, photos: 0 };
    expect(importSummary({ ...none, plants: 2, waterings: 3, tasks: 1, harvests: 1, photos: 2 }, "Sam's Garden (imported)")).toBe(
      "Imported 2 plants, 3 waterings, 1 task, 1 harvest and 2 photos into Sam's Garden (imported).",
    );
    expect(importSummary({ ...none, plants: 1, diagnoses: 1 }, "Allotment")).toBe("Imported 1 plant and 1 diagnosis into Allotment.");
    expect(importSummary(none, "Allotment")).toBe("Imported an empty garden into Allotment.");
  });

  it("counts journal entries, one or many, and leaves status changes out", () => {
    const none = { plants: 0, waterings: 0, tasks: 0, harvests: 0, diagnoses: 0, journalEntries: 0, statusChanges: 0, photos: 0 };
    expect(importSummary({ ...none, plants: 1, journalEntries: 1, statusChanges: 2, photos: 3 }, "Allotment")).toBe("Imported 1 plant, 1 journal entry and 3 photos into Allotment.");
    expect(importSummary({ ...none, plants: 2, journalEntries: 4 }, "Allotment")).toBe("Imported 2 plants and 4 journal entries into Allotment.");
  });
});
