import { describe, expect, it } from "vitest";
import { catalogueImageOf, catalogueMatch, exportedPerson, exportFileName, importedGardenName, importedPerson, importedPlantImage, zipPhotoPath } from "./rules";

describe("export and import rules", () => {
  it("names the download after the day", () => {
    expect(exportFileName("2026-04-01", "zip")).toBe("garden-export-2026-04-01.zip");
    expect(exportFileName("2026-04-01", "json")).toBe("garden-export-2026-04-01.json");
  });

  it("exports who did something as a name, marking the exporter; imports the exporter as the importer and anyone else as nobody", () => {
    expect(exportedPerson("u1", "Alma", "u1")).toEqual({ name: "Alma", self: true });
    expect(exportedPerson("u2", "Bea", "u1")).toEqual({ name: "Bea", self: false });
    expect(exportedPerson(null, null, "u1")).toBeNull();
    expect(importedPerson({ name: "Alma", self: true }, "new-id")).toBe("new-id");
    expect(importedPerson({ name: "Bea", self: false }, "new-id")).toBeNull();
    expect(importedPerson(null, "new-id")).toBeNull();
  });

  it("puts a stored photo under photos/<folder>/ without the account id, once per name", () => {
    expect(zipPhotoPath("users/abc/plants/1f2e.jpg", new Set())).toBe("photos/plants/1f2e.jpg");
    expect(zipPhotoPath("users/abc/diagnoses/1f2e.jpg", new Set())).toBe("photos/diagnoses/1f2e.jpg");
    expect(zipPhotoPath("users/xyz/plants/1f2e.jpg", new Set(["photos/plants/1f2e.jpg"]))).toBe("photos/plants/1f2e-2.jpg");
    expect(zipPhotoPath("users/xyz/plants/1f2e.jpg", new Set(["photos/plants/1f2e.jpg", "photos/plants/1f2e-2.jpg"]))).toBe("photos/plants/1f2e-3.jpg");
  });

  it("keeps only the app's own illustrations as a plant's image, never a stored photo or another site", () => {
    expect(catalogueImageOf("/uploads/plant-images/basil.jpg")).toBe("/uploads/plant-images/basil.jpg");
    expect(catalogueImageOf("/uploads/plant-images/basil.jpg?v=3")).toBe("/uploads/plant-images/basil.jpg");
    expect(catalogueImageOf("/uploads/users/abc/plants/1.jpg")).toBeNull();
    expect(catalogueImageOf("/uploads/plant-images/../users/abc/plants/1.jpg")).toBeNull();
    expect(catalogueImageOf("https://example.com/basil.jpg")).toBeNull();
    expect(catalogueImageOf(null)).toBeNull();
  });

  it("shows an imported plant's stored photo, else its illustration, else the fallback when its photo was left behind", () => {
    const fallback = "/uploads/plant-images/default-plant.jpg";
    expect(importedPlantImage({ image: null, photo: "photos/plants/a.jpg" }, "/uploads/users/n/plants/b.jpg", fallback)).toBe("/uploads/users/n/plants/b.jpg");
    expect(importedPlantImage({ image: "/uploads/plant-images/basil.jpg", photo: null }, null, fallback)).toBe("/uploads/plant-images/basil.jpg");
    expect(importedPlantImage({ image: null, photo: "photos/plants/a.jpg" }, null, fallback)).toBe(fallback);
    expect(importedPlantImage({ image: null, photo: null }, null, fallback)).toBeNull();
  });

  it("finds a catalogue plant by slug, and imports an unknown slug as a custom plant under the catalogue's name", () => {
    const catalogue = new Map([["basil", { id: 7, imagePath: "/uploads/plant-images/basil.jpg", category: "herb" }]]);
    const basil = { catalogue: { slug: "basil", commonName: "Basil", scientificName: "Ocimum basilicum" }, isCustomPlant: false, customCommonName: null };
    expect(catalogueMatch(basil, catalogue)).toEqual({ plantId: 7, isCustomPlant: false, customCommonName: null });
    const yuzu = { catalogue: { slug: "yuzu", commonName: "Yuzu", scientificName: "Citrus junos" }, isCustomPlant: false, customCommonName: null };
    expect(catalogueMatch(yuzu, catalogue)).toEqual({ plantId: null, isCustomPlant: true, customCommonName: "Yuzu" });
    const fern = { catalogue: null, isCustomPlant: true, customCommonName: "Mystery fern" };
    expect(catalogueMatch(fern, catalogue)).toEqual({ plantId: null, isCustomPlant: true, customCommonName: "Mystery fern" });
  });

  it("names the new garden after the imported one, marking it when the gardener has one of that name", () => {
    expect(importedGardenName("Allotment", ["Sam's Garden"])).toBe("Allotment");
    expect(importedGardenName("Plot\r\n7\u202E", [])).toBe("Plot  7");
    expect(importedGardenName("Sam's Garden", ["sam's garden"])).toBe("Sam's Garden (imported)");
    expect(importedGardenName("Sam's Garden", ["Sam's Garden", "Sam's Garden (imported)"])).toBe("Sam's Garden (imported 2)");
    const long = "A".repeat(60);
    const named = importedGardenName(long, [long]);
    expect(named).toBe(`${"A".repeat(49)} (imported)`);
    expect(named.length).toBeLessThanOrEqual(60);
  });
});
