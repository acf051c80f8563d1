import { describe, expect, it } from "vitest";
import catalogue from "@/server/db/plant-catalogue.json";
import { FAO56_KC_MID, WUCOLS_FACTORS, coefficientFor, isWaterUseBasis } from "./water-use";

type Entry = { slug: string; category: string; waterUse?: { coefficient: number; basis: string; judged?: string } };
const entries: Entry[] = catalogue;
const bySlug = (slug: string) => entries.find((entry) => entry.slug === slug)?.waterUse;

// Woody or Mediterranean perennials Table 12 has no row for; WUCOLS IV lists each of them.
const MEDITERRANEAN_PERENNIALS = ["rosemary", "thyme", "oregano", "sage", "lavender", "fig"];

describe("coefficientFor", () => {
  it("resolves a Table 12 row to its Kc mid and a WUCOLS category to its factor", () => {
    expect(coefficientFor("fao56:tomato")).toBe(1.15);
    expect(coefficientFor("fao56:radish")).toBe(0.9);
    expect(coefficientFor("wucols:M")).toBe(0.5);
    expect(coefficientFor("wucols:VL")).toBe(0.1);
  });

  it("is null for anything the tables do not hold", () => {
    for (const basis of ["", "tomato", "fao56:", "fao56:banana", "fao56:toString", "fao56:tomato:mid", "wucols:X", "wucols:m", "judged: no row", "kc:1.15"]) {
      expect(coefficientFor(basis), basis).toBeNull();
      expect(isWaterUseBasis(basis), basis).toBe(false);
    }
  });

  it("takes the WUCOLS IV categories at their middles: High 70–90%, Moderate 40–60%, Low 10–30%, Very Low under 10% of ET0", () => {
    expect(WUCOLS_FACTORS).toEqual({ H: 0.8, M: 0.5, L: 0.2, VL: 0.1 });
  });
});

describe("the catalogue's water use", () => {
  it("gives every plant, right after its interval, a basis the tables resolve and exactly the coefficient they publish", () => {
    expect(entries).toHaveLength(79);
    for (const [index, entry] of catalogue.entries()) {
      const keys = Object.keys(entry);
      expect(keys.indexOf("waterUse"), entry.slug).toBe(keys.indexOf("waterFrequency") + 1);
      const waterUse = entries[index]?.waterUse;
      expect(waterUse, entry.slug).toBeDefined();
      if (!waterUse) continue;
      expect(Object.keys(waterUse).every((key) => ["coefficient", "basis", "judged"].includes(key)), entry.slug).toBe(true);
      expect(isWaterUseBasis(waterUse.basis), `${entry.slug}: ${waterUse.basis}`).toBe(true);
      expect(waterUse.coefficient, entry.slug).toBe(coefficientFor(waterUse.basis));
      expect(waterUse.coefficient, entry.slug).toBeGreaterThanOrEqual(0.1);
      expect(waterUse.coefficient, entry.slug).toBeLessThanOrEqual(1.25);
    }
  });

  it("takes the edibles from FAO-56 Table 12, but for the Mediterranean perennials it has no row for, which WUCOLS IV rates", () => {
    for (const entry of entries.filter((candidate) => ["vegetable", "herb", "fruit"].includes(candidate.category))) {
      const source = MEDITERRANEAN_PERENNIALS.includes(entry.slug) ? "wucols:" : "fao56:";
      expect(entry.waterUse?.basis.startsWith(source), `${entry.slug}: ${entry.waterUse?.basis}`).toBe(true);
    }
  });

  it("takes flowers, house plants and succulents from WUCOLS IV", () => {
    for (const entry of entries.filter((candidate) => ["flower", "houseplant", "succulent"].includes(candidate.category))) {
      expect(entry.waterUse?.basis.startsWith("wucols:"), `${entry.slug}: ${entry.waterUse?.basis}`).toBe(true);
    }
  });

  it("uses every Table 12 row it quotes", () => {
    const used = new Set(entries.map((entry) => entry.waterUse?.basis));
    for (const row of Object.keys(FAO56_KC_MID)) expect(used.has(`fao56:${row}`), row).toBe(true);
  });

  it("carries Table 12's Kc mid for crops it lists", () => {
    const expected: Record<string, [string, number]> = {
      tomato: ["fao56:tomato", 1.15],
      lettuce: ["fao56:lettuce", 1],
      carrot: ["fao56:carrots", 1.05],
      onion: ["fao56:onions_dry", 1.05],
      potato: ["fao56:potato", 1.15],
      radish: ["fao56:radish", 0.9],
      pea: ["fao56:peas_fresh", 1.15],
      "sweet-corn": ["fao56:maize_sweet", 1.15],
      zucchini: ["fao56:squash_zucchini", 0.95],
      cantaloupe: ["fao56:cantaloupe", 0.85],
      strawberry: ["fao56:strawberries", 0.85],
      mint: ["fao56:mint", 1.15],
      "grape-vine": ["fao56:grapes_table_raisin", 0.85],
      "apple-tree": ["fao56:apples_cherries_pears_no_ground_cover", 0.95],
      "lemon-tree": ["fao56:citrus_no_ground_cover_70_canopy", 0.65],
    };
    for (const [slug, [basis, coefficient]] of Object.entries(expected)) {
      expect(bySlug(slug), slug).toMatchObject({ basis, coefficient });
    }
  });

  it("carries the WUCOLS IV category of the plants it lists", () => {
    const expected: Record<string, string> = {
      rose: "wucols:M", // Rosa hybrids (bush)
      hydrangea: "wucols:M", // Hydrangea macrophylla
      daffodil: "wucols:VL", // Narcissus spp.
      lavender: "wucols:L", // Lavandula spp.
      rosemary: "wucols:L", // Rosmarinus officinalis
      fig: "wucols:M", // Ficus carica
      "peace-lily": "wucols:H", // Spathiphyllum spp.
      "boston-fern": "wucols:M", // Nephrolepis exaltata
      "aloe-vera": "wucols:L", // Aloe spp.
      echeveria: "wucols:L", // Echeveria spp.
      "bunny-ear-cactus": "wucols:VL", // Opuntia spp.
    };
    for (const [slug, basis] of Object.entries(expected)) expect(bySlug(slug)?.basis, slug).toBe(basis);
  });

  it("says why, where the source does not list the plant itself and a row or category stands in", () => {
    for (const slug of ["kale", "basil", "chives", "tulip", "petunia", "pothos", "string-of-pearls"]) {
      expect(bySlug(slug)?.judged, slug).toMatch(/^\S.{20,}/);
    }
    for (const slug of ["tomato", "mint", "rose", "rosemary", "echeveria"]) expect(bySlug(slug)?.judged, slug).toBeUndefined();
  });
});
