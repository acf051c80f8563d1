import { describe, expect, it } from "vitest";
import { firstGardenName } from "./gardens";

describe("firstGardenName", () => {
  it("names a new gardener's first garden after them, so shared gardens are told apart", () => {
    expect(firstGardenName("Bruno Stone")).toBe("Bruno's Garden");
    expect(firstGardenName("  Cleo  ")).toBe("Cleo's Garden");
    expect(firstGardenName("")).toBe("My Garden");
    expect(firstGardenName(null)).toBe("My Garden");
  });
});
