import { describe, expect, it } from "vitest";
import catalogue from "@/server/db/plant-catalogue.json";
import { PLANNED_CATEGORIES, sowingSchema, type Sowing } from "./sowing";

// The catalogue as plain records: the JSON's inferred union is not what these checks are about.
type CatalogueRecord = { slug: string; category: string; frostTender: boolean; sowing?: unknown };
const entries: CatalogueRecord[] = catalogue;

const planned = entries.filter((entry) => (PLANNED_CATEGORIES as readonly string[]).includes(entry.category));
const unplanned = entries.filter((entry) => !(PLANNED_CATEGORIES as readonly string[]).includes(entry.category));

function sowingOf(slug: string): Sowing {
  const entry = entries.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`No catalogue entry "${slug}"`);
  return sowingSchema.parse(entry.sowing);
}

const plannedSowings = planned.map((entry) => [entry.slug, entry] as const);

describe("catalogue sowing data", () => {
  it("covers every vegetable, herb, fruit and flower, and no houseplant or succulent", () => {
    expect(planned.length).toBe(59);
    expect(unplanned.length).toBe(entries.length - 59);
    for (const entry of unplanned) {
      expect(["houseplant", "succulent"]).toContain(entry.category);
      expect(entry, entry.slug).not.toHaveProperty("sowing");
    }
  });

  it.each(plannedSowings)("%s has sowing that passes the schema", (_slug, entry) => {
    expect(sowingSchema.safeParse(entry.sowing).success).toBe(true);
  });

  it.each(plannedSowings)("%s: frost-tender plants stay in until after the last frost and get no autumn window", (_slug, entry) => {
    if (!entry.frostTender) return;
    const sowing = sowingSchema.parse(entry.sowing);
    if (sowing.transplant) expect(sowing.transplant.from).toBeGreaterThanOrEqual(0);
    if (sowing.directSow) expect(sowing.directSow.from).toBeGreaterThanOrEqual(0);
    expect(sowing.autumnSow).toBeNull();
  });

  it.each(plannedSowings)("%s: flowers say when they flower, edibles leave it to harvestTime", (_slug, entry) => {
    const sowing = sowingSchema.parse(entry.sowing);
    if (entry.category === "flower") expect(sowing.daysToFlower).not.toBeNull();
    else expect(sowing.daysToFlower).toBeNull();
  });

  it.each(plannedSowings)("%s: seedlings are sown indoors before they go out", (_slug, entry) => {
    const sowing = sowingSchema.parse(entry.sowing);
    if (sowing.sowIndoors && sowing.transplant) expect(sowing.sowIndoors.to).toBeLessThanOrEqual(sowing.transplant.from);
    // Something sown under cover must be planted out at some point.
    if (sowing.sowIndoors) expect(sowing.transplant).not.toBeNull();
    // Indoor sowing happens before the last frost.
    if (sowing.sowIndoors) expect(sowing.sowIndoors.to).toBeLessThanOrEqual(0);
  });

  it.each(plannedSowings)("%s: germination days are given exactly when the plant is sown", (_slug, entry) => {
    const sowing = sowingSchema.parse(entry.sowing);
    if (sowing.germinationDays) {
      const [fewest, most] = sowing.germinationDays;
      expect(fewest).toBeLessThanOrEqual(most);
      expect(sowing.sowIndoors ?? sowing.directSow).not.toBeNull();
    } else {
      expect(sowing.sowIndoors).toBeNull();
      expect(sowing.directSow).toBeNull();
    }
  });
});

describe("spot checks against published sowing figures", () => {
  it("tomatoes: sown indoors 6–8 weeks before the last frost, planted out 1–3 weeks after", () => {
    for (const slug of ["tomato", "cherry-tomato"]) {
      const sowing = sowingOf(slug);
      expect(sowing.sowIndoors).toEqual({ from: -8, to: -6 });
      expect(sowing.transplant).toEqual({ from: 1, to: 3 });
      expect(sowing.directSow).toBeNull();
      expect(sowing.germinationDays).toEqual([5, 10]);
    }
  });

  it("peppers and eggplant: sown indoors 8–10 weeks before the last frost, out after it", () => {
    for (const slug of ["bell-pepper", "chili-pepper", "eggplant"]) {
      const sowing = sowingOf(slug);
      expect(sowing.sowIndoors).toEqual({ from: -10, to: -8 });
      expect(sowing.transplant?.from).toBeGreaterThanOrEqual(1);
      expect(sowing.transplant?.to).toBeLessThanOrEqual(4);
    }
  });

  it("garlic: cloves planted in autumn before the first frost, not sown", () => {
    const sowing = sowingOf("garlic");
    expect(sowing.autumnSow).toEqual({ from: -6, to: -2 });
    expect(sowing.sowIndoors).toBeNull();
    expect(sowing.directSow).toBeNull();
    expect(sowing.germinationDays).toBeNull();
  });

  it("carrots and radishes: direct-sown around the last frost, never indoors", () => {
    for (const slug of ["carrot", "radish"]) {
      const sowing = sowingOf(slug);
      expect(sowing.sowIndoors).toBeNull();
      expect(sowing.transplant).toBeNull();
      expect(sowing.directSow).not.toBeNull();
      expect(sowing.directSow!.from).toBeGreaterThanOrEqual(-5);
      expect(sowing.directSow!.from).toBeLessThan(0);
      expect(sowing.directSow!.to).toBeGreaterThan(0);
      expect(sowing.directSow!.to).toBeLessThanOrEqual(6);
    }
    expect(sowingOf("carrot").germinationDays).toEqual([10, 21]);
    expect(sowingOf("radish").germinationDays![1]).toBeLessThanOrEqual(10);
  });

  it("peas: direct-sown weeks before the last frost", () => {
    const sowing = sowingOf("pea");
    expect(sowing.sowIndoors).toBeNull();
    expect(sowing.directSow).toEqual({ from: -6, to: -2 });
  });

  it("beans, sweet corn and sunflowers: direct-sown once the frost is past", () => {
    for (const slug of ["green-bean", "sweet-corn", "sunflower"]) {
      const sowing = sowingOf(slug);
      expect(sowing.directSow!.from).toBeGreaterThanOrEqual(0);
      expect(sowing.directSow!.from).toBeLessThanOrEqual(2);
      expect(sowing.sowIndoors).toBeNull();
    }
  });

  it("tulips and daffodils: bulbs planted in autumn, flowering the next spring", () => {
    for (const slug of ["tulip", "daffodil"]) {
      const sowing = sowingOf(slug);
      expect(sowing.autumnSow).toEqual({ from: -6, to: -2 });
      expect(sowing.sowIndoors).toBeNull();
      expect(sowing.directSow).toBeNull();
      expect(sowing.germinationDays).toBeNull();
      expect(sowing.daysToFlower).toBeGreaterThanOrEqual(120);
      expect(sowing.daysToFlower).toBeLessThanOrEqual(220);
    }
  });

  it("basil: goes out only after the last frost", () => {
    const sowing = sowingOf("basil");
    expect(sowing.transplant!.from).toBeGreaterThanOrEqual(1);
    expect(sowing.directSow!.from).toBeGreaterThanOrEqual(1);
    expect(sowing.autumnSow).toBeNull();
  });

  it("brassicas: sown indoors 4–8 weeks before the last frost and hardy enough to go out by it", () => {
    for (const slug of ["broccoli", "cabbage", "kale"]) {
      const sowing = sowingOf(slug);
      expect(sowing.sowIndoors!.from).toBeGreaterThanOrEqual(-8);
      expect(sowing.sowIndoors!.to).toBeLessThanOrEqual(-4);
      expect(sowing.transplant!.to).toBeLessThanOrEqual(0);
    }
  });

  it("lettuce and spinach: cool-season crops sown before the last frost and again for autumn", () => {
    for (const slug of ["lettuce", "spinach"]) {
      const sowing = sowingOf(slug);
      expect(sowing.directSow!.from).toBeLessThan(0);
      expect(sowing.autumnSow).not.toBeNull();
      expect(sowing.autumnSow!.to).toBeLessThan(0);
    }
  });

  it("parsley and lavender: slow to germinate (two to four weeks)", () => {
    for (const slug of ["parsley", "lavender"]) expect(sowingOf(slug).germinationDays).toEqual([14, 28]);
  });

  it("annual flowers from seed: zinnia, marigold, cosmos and sunflower flower within published days", () => {
    const expected: Record<string, [number, number]> = {
      zinnia: [60, 70],
      marigold: [50, 60],
      cosmos: [60, 90],
      sunflower: [70, 90],
    };
    for (const [slug, [fewest, most]] of Object.entries(expected)) {
      const days = sowingOf(slug).daysToFlower;
      expect(days, slug).toBeGreaterThanOrEqual(fewest);
      expect(days, slug).toBeLessThanOrEqual(most);
    }
  });

  it("fruit canes, bushes and trees: planted, not sown, before growth starts in spring", () => {
    for (const slug of ["raspberry", "blackberry", "blueberry", "apple-tree", "grape-vine", "strawberry"]) {
      const sowing = sowingOf(slug);
      expect(sowing.germinationDays).toBeNull();
      expect(sowing.sowIndoors).toBeNull();
      expect(sowing.directSow).toBeNull();
      expect(sowing.transplant!.to).toBeLessThanOrEqual(0);
    }
  });
});
