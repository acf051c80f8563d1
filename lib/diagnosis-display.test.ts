import { describe, expect, it } from "vitest";
import {
  advicePreview,
  alsoKnownAs,
  catalogueMatch,
  confidencePercent,
  historyEntryName,
  identificationCandidates,
} from "./diagnosis-display";

const candidate = (name: string, extra: object = {}) => ({ name, scientificName: "", commonNames: [], confidence: 0.5, ...extra });

describe("diagnosis display", () => {
  it("reads candidates from either place, with name or plant_name, at most 3", () => {
    const four = [candidate("A"), candidate("B"), candidate("C"), candidate("D")];
    expect(identificationCandidates({ diagnosis: { plantIdentification: four } as never }).map((item) => item.name)).toEqual(["A", "B", "C"]);
    const nested = { plantAnalysis: { plantIdentification: [{ plant_name: "Fern", confidence: 0.4 }] } };
    expect(identificationCandidates({ diagnosis: nested as never })[0]).toMatchObject({ name: "Fern", confidence: 0.4 });
    expect(identificationCandidates({ diagnosis: JSON.stringify(nested) as never })[0]!.name).toBe("Fern");
    expect(historyEntryName({ diagnosis: {} as never })).toBe("Unknown Plant");
  });

  it("rounds confidence to a percent", () => {
    expect(confidencePercent(0.876)).toBe("88%");
    expect(confidencePercent("0.910")).toBe("91%");
    expect(confidencePercent(null)).toBeNull();
  });

  it("shows up to two other common names and 200 characters of advice", () => {
    expect(alsoKnownAs(candidate("Tomato", { commonNames: ["Tomato", "Garden tomato", "Love apple", "Tomatl"] }))).toEqual([
      "Garden tomato",
      "Love apple",
    ]);
    expect(advicePreview("a".repeat(250))).toBe(`${"a".repeat(200)}...`);
    expect(advicePreview("short")).toBe("short");
  });

  it("matches the catalogue by scientific name, then common names", () => {
    const catalogue = [
      { id: 1, commonName: "Tomato", scientificName: "Solanum lycopersicum" },
      { id: 2, commonName: "Basil", scientificName: "Ocimum basilicum" },
    ] as never[];
    expect(catalogueMatch(candidate("Love apple", { scientificName: "solanum  lycopersicum" }), catalogue)).toMatchObject({ id: 1 });
    expect(catalogueMatch(candidate("Sweet basil", { commonNames: ["Basil"] }), catalogue)).toMatchObject({ id: 2 });
    expect(catalogueMatch(candidate("Strelitzia"), catalogue)).toBeNull();
    // Varieties: an exact scientific name wins, then the common name, then the species.
    const withCherry = [
      { id: 3, commonName: "Cherry Tomato", scientificName: "Solanum lycopersicum var. cerasiforme" },
      ...catalogue,
    ] as never[];
    expect(catalogueMatch(candidate("Tomato", { scientificName: "Solanum lycopersicum" }), withCherry)).toMatchObject({ id: 1 });
    expect(catalogueMatch(candidate("Cherry tomato", { scientificName: "Solanum lycopersicum cerasiforme" }), withCherry)).toMatchObject({ id: 3 });
    expect(catalogueMatch(candidate("Wild thing", { scientificName: "Ocimum basilicum var. minimum" }), withCherry)).toMatchObject({ id: 2 });
  });
});
