import { describe, expect, it } from "vitest";
import { importSummary } from "./import-summary";

describe("importSummary", () => {
  it("lists what was imported, singular or plural, leaving out kinds with none", () => {
    expect(importSummary({ plants: 2, waterings: 3, tasks: 1, harvests: 1, diagnoses: 0, photos: 2 }, "Sam's Garden (imported)")).toBe(
      "Imported 2 plants, 3 waterings, 1 task, 1 harvest and 2 photos into Sam's Garden (imported).",
    );
    expect(importSummary({ plants: 1, waterings: 0, tasks: 0, harvests: 0, diagnoses: 1, photos: 0 }, "Allotment")).toBe("Imported 1 plant and 1 diagnosis into Allotment.");
    expect(importSummary({ plants: 0, waterings: 0, tasks: 0, harvests: 0, diagnoses: 0, photos: 0 }, "Allotment")).toBe("Imported an empty garden into Allotment.");
  });
});
