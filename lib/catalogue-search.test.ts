import { describe, expect, it } from "vitest";
import catalogue from "@/server/db/plant-catalogue.json";
import { catalogueCareFacts, searchCatalogue, searchText } from "./catalogue-search";
import { englishPlantFacts as t } from "./english-words";

const names = (typed: string) => searchCatalogue(catalogue, typed).map((plant) => plant.commonName);

describe("searchText", () => {
  it("drops case, accents and punctuation", () => {
    expect(searchText("  Crème-Brûlée  Rosé! ")).toBe("creme brulee rose");
    expect(searchText("Solanum lycopersicum var. cerasiforme")).toBe("solanum lycopersicum var cerasiforme");
  });
});

describe("searchCatalogue", () => {
  it("lists the whole catalogue, in its order, for no text", () => {
    expect(names("")).toHaveLength(catalogue.length);
    expect(names("   ")).toEqual(catalogue.map((plant) => plant.commonName));
  });

  it("finds a plant by its common name, whatever the case or accents", () => {
    expect(names("basil")).toEqual(["Basil"]);
    expect(names("BASIL")).toEqual(["Basil"]);
    expect(names("básil")).toEqual(["Basil"]);
  });

  it("finds a plant by its scientific name", () => {
    expect(names("ocimum")).toEqual(["Basil"]);
    expect(names("Fragaria")).toEqual(["Strawberry"]);
  });

  it("puts names that start with the text first, then words that do, then the text inside a name", () => {
    const found = names("tom");
    expect(found.slice(0, 1)).toEqual(["Tomato"]);
    expect(found).toContain("Cherry Tomato");
    expect(found.indexOf("Tomato")).toBeLessThan(found.indexOf("Cherry Tomato"));
    const pea = names("pea");
    expect(pea[0]).toBe("Pea");
    expect(pea).toContain("Peace Lily");
  });

  it("matches every typed word, in any order, across both names", () => {
    expect(names("cherry tom")).toEqual(["Cherry Tomato"]);
    expect(names("tomato cerasiforme")).toEqual(["Cherry Tomato"]);
  });

  it("finds nothing for text no plant has", () => {
    expect(names("zzz")).toEqual([]);
  });
});

describe("catalogueCareFacts", () => {
  it("says the catalogue's watering, harvest, sunlight and frost facts", () => {
    expect(catalogueCareFacts({ waterFrequency: 2, harvestTime: 75, sunlight: "full_sun", frostTender: true }, t)).toEqual([
      "Water every 2 days",
      "Harvest in 75 days",
      "Full sun",
      "Frost tender",
    ]);
  });

  it("counts a wait of a year or more in years", () => {
    expect(catalogueCareFacts({ waterFrequency: 10, harvestTime: 1095, sunlight: "full_sun", frostTender: false }, t)[1]).toBe("Harvest in 3 years");
    expect(catalogueCareFacts({ waterFrequency: 10, harvestTime: 365, sunlight: "full_sun", frostTender: false }, t)[1]).toBe("Harvest in 1 year");
    expect(catalogueCareFacts({ waterFrequency: 10, harvestTime: 240, sunlight: "full_sun", frostTender: false }, t)[1]).toBe("Harvest in 240 days");
  });

  it("leaves out what the catalogue does not say", () => {
    expect(catalogueCareFacts({ waterFrequency: 7, harvestTime: null, sunlight: "shade", frostTender: false }, t)).toEqual([
      "Water every 7 days",
      "Shade",
    ]);
  });
});
