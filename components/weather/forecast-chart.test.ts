import { describe, expect, it } from "vitest";
import type { DailyForecast } from "@/lib/weather";
import { forecastLayout } from "./forecast-chart";

const day = (date: string, minTemperature: number, maxTemperature: number, precipitationSum: number): DailyForecast => ({
  date,
  condition: "Rain",
  weatherCode: 63,
  minTemperature,
  maxTemperature,
  precipitationSum,
  precipitationProbability: 80,
  uvIndexMax: 1,
  windSpeedMax: 5,
});

describe("forecastLayout", () => {
  it("keeps the coldest low's label clear of the wettest rain bar (a −1° low hid behind it)", () => {
    const week = [
      day("2026-11-25", -1, 6, 12.4), // the coldest night and the wettest day
      day("2026-11-26", 2, 8, 0),
      day("2026-11-27", 3, 9, 1),
      day("2026-11-28", 1, 7, 5),
      day("2026-11-29", 0, 6, 12.4),
      day("2026-11-30", 4, 10, 0.2),
      day("2026-12-01", 5, 11, 3),
    ];
    for (const placed of forecastLayout(week)) {
      // The label's baseline sits on its digits' bottom: a gap of at least 4 units to the bar's top.
      expect(placed.rainTop - placed.lowLabelY).toBeGreaterThanOrEqual(4);
    }
    const [coldWet] = forecastLayout(week);
    expect(coldWet!.rainHeight).toBeGreaterThan(15);
  });

  it("draws a small mark for any rain and none for a dry day", () => {
    const [wet, dry] = forecastLayout([day("2026-11-25", 1, 5, 0.1), day("2026-11-26", 1, 5, 0)]);
    expect(wet!.rainHeight).toBe(2);
    expect(dry!.rainHeight).toBe(0);
  });
});
