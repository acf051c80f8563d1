import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import germanDisplay from "@/locales/de/display.json";
import { englishPlantFacts } from "./english-words";
import { plantDisplayName, plantImageSrc, plantKindName, plantNames, plantOptionLabel } from "./plant-display";

const catalogueTomato = { id: 1, commonName: "Tomato", imagePath: "/uploads/plant-images/tomato.jpg" };

describe("plant display", () => {
  it("names a plant by the gardener's name, then its kind", () => {
    expect(plantDisplayName({ customName: "Big Red", customCommonName: null, plant: catalogueTomato as never })).toBe("Big Red");
    expect(plantDisplayName({ customName: null, customCommonName: null, plant: catalogueTomato as never })).toBe("Tomato");
    expect(plantDisplayName({ customName: "", customCommonName: "Fern", plant: null })).toBe("Fern");
    expect(plantKindName({ customCommonName: null, plant: null })).toBe("Unnamed plant");
  });

  it("adds a cache-busting version and falls back to the catalogue or default image", () => {
    const updatedAt = "2026-11-21T10:00:00.000Z";
    const version = Date.parse(updatedAt);
    expect(plantImageSrc({ imageUrl: "/uploads/users/u/plants/a.jpg", updatedAt, plant: null })).toBe(
      `/uploads/users/u/plants/a.jpg?v=${version}`,
    );
    expect(plantImageSrc({ imageUrl: null, updatedAt, plant: catalogueTomato as never })).toBe(
      `/uploads/plant-images/tomato.jpg?v=${version}`,
    );
    expect(plantImageSrc({ imageUrl: null, updatedAt, plant: null })).toBe(`/uploads/plant-images/default-plant.jpg?v=${version}`);
  });
});

describe("plantOptionLabel", () => {
  it("follows the product's (docs/product.md) label order", () => {
    expect(plantOptionLabel({ customName: "Big Red", customCommonName: "Tom", plant: catalogueTomato as never })).toBe("Big Red");
    expect(plantOptionLabel({ customName: null, customCommonName: "Fern", plant: catalogueTomato as never })).toBe("Fern");
    expect(plantOptionLabel({ customName: null, customCommonName: null, plant: catalogueTomato as never })).toBe("Tomato");
    expect(plantOptionLabel({ customName: null, customCommonName: null, plant: null })).toBe("Unknown Plant");
  });
});

describe("plantNames", () => {
  const nameless = { customName: null, customCommonName: null, plant: null };

  it("names a plant as the English functions do, in the screen's words", () => {
    const english = plantNames(englishPlantFacts);
    expect(english.displayName({ customName: "Big Red", customCommonName: null, plant: catalogueTomato as never })).toBe("Big Red");
    expect(english.kindName({ customCommonName: "Fern", plant: null })).toBe("Fern");
    expect(english.displayName(nameless)).toBe(plantDisplayName(nameless));
    expect(english.kindName(nameless)).toBe(plantKindName(nameless));
    expect(english.optionLabel(nameless)).toBe(plantOptionLabel(nameless));
  });

  it("says a plant with no name at all in the gardener's language", () => {
    const german = plantNames(createTranslator({ locale: "de", messages: germanDisplay, namespace: "PlantFacts" }));
    expect(german.displayName(nameless)).toBe("Pflanze ohne Namen");
    expect(german.optionLabel(nameless)).toBe("Unbekannte Pflanze");
  });
});
