import { describe, expect, it } from "vitest";
import { plantDisplayName, plantImageSrc, plantKindName, plantOptionLabel } from "./plant-display";

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
