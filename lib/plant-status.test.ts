import { describe, expect, it } from "vitest";
import { effectivePlantStatus, plantStatusLabel } from "./plant-status";

describe("plant status", () => {
  it("labels each status per docs/product.md#states", () => {
    expect(plantStatusLabel("healthy")).toBe("Healthy");
    expect(plantStatusLabel("needs_attention")).toBe("Needs Water");
    expect(plantStatusLabel("sick")).toBe("Monitor");
    expect(plantStatusLabel("blooming")).toBe("Blooming");
    expect(plantStatusLabel("wilted")).toBe("Unknown");
    expect(plantStatusLabel(null)).toBe("Unknown");
  });

  it("derives the shown status from the stored one and the watering schedule", () => {
    expect(effectivePlantStatus("healthy", false)).toBe("healthy");
    expect(effectivePlantStatus("healthy", true)).toBe("needs_attention");
    expect(effectivePlantStatus("blooming", false)).toBe("blooming");
    expect(effectivePlantStatus("blooming", true)).toBe("needs_attention");
    expect(effectivePlantStatus("sick", true)).toBe("sick");
    expect(effectivePlantStatus("needs_attention", false)).toBe("healthy");
  });
});
