import { describe, expect, it } from "vitest";
import { findGardenPlant, shortText } from "./lookups";

const plant = (id: number, kind: string | null, customName: string | null = null, customCommonName: string | null = null) => ({
  id,
  customName,
  customCommonName,
  plant: kind ? { commonName: kind } : null,
});

describe("findGardenPlant", () => {
  const garden = [plant(3, "Tomato", "Big Red"), plant(4, "Tomato", "Little Red"), plant(7, "Basil"), plant(9, null, null, "Mystery Fern"), plant(12, "Rose", "2025")];

  it("takes a plant by its id, as a number or in digits", () => {
    expect(findGardenPlant(garden, 7).id).toBe(7);
    expect(findGardenPlant(garden, " 4 ").id).toBe(4);
    expect(() => findGardenPlant(garden, 5)).toThrow("That plant (id 5) was not found.");
  });

  it("takes it by its own name first, then by its kind, in any case and in the plural", () => {
    expect(findGardenPlant(garden, "big red").id).toBe(3);
    expect(findGardenPlant(garden, "  Little   Red ").id).toBe(4);
    expect(findGardenPlant(garden, "BASIL").id).toBe(7);
    expect(findGardenPlant(garden, "mystery ferns").id).toBe(9);
    expect(findGardenPlant(garden, "roses").id).toBe(12);
    // Digits that are no plant's id may be a name.
    expect(findGardenPlant(garden, "2025").id).toBe(12);
  });

  it("refuses a name that fits several plants, naming them with their ids, and a name that fits none", () => {
    expect(() => findGardenPlant(garden, "tomatoes")).toThrow('2 plants fit "tomatoes": Big Red (id 3), Little Red (id 4). Choose one by its id.');
    expect(() => findGardenPlant(garden, "courgette")).toThrow('A plant called "courgette" in this garden was not found.');
    expect(() => findGardenPlant([], "basil")).toThrow("was not found");
  });
});

describe("shortText", () => {
  it("keeps a short note whole", () => {
    expect(shortText("First flowers", 20)).toBe("First flowers");
    expect(shortText("x".repeat(20), 20)).toBe("x".repeat(20));
  });

  it("cuts a long note at a word near the limit, or mid-word when no word ends near it", () => {
    const cut = shortText("Pinched out the side shoots and tied in the leader", 30);
    expect(cut).toBe("Pinched out the side shoots...");
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(shortText("a".repeat(50), 20)).toBe(`${"a".repeat(17)}...`);
  });
});
