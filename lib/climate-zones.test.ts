import { describe, expect, it } from "vitest";
import { CLIMATE_ZONES } from "./climate-zones";

describe("climate zones", () => {
  it("runs from 1a (-60 to -55 °F) to 11b (45 to 50 °F) in 5-degree half zones", () => {
    expect(CLIMATE_ZONES).toHaveLength(22);
    expect(CLIMATE_ZONES[0]).toMatchObject({ value: "1a", minF: -60, maxF: -55 });
    expect(CLIMATE_ZONES[1]).toMatchObject({ value: "1b", minF: -55, maxF: -50 });
    expect(CLIMATE_ZONES.at(-1)).toMatchObject({ value: "11b", minF: 45, maxF: 50 });
    for (const zone of CLIMATE_ZONES) expect(zone.maxF - zone.minF).toBe(5);
  });
});
