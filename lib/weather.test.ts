import { describe, expect, it } from "vitest";
import { formatTemperature } from "./format";
import { compassDirection, conditionFromWeatherCode, uvLabel } from "./weather";

describe("weather labels", () => {
  it("maps WMO weather codes to words", () => {
    expect(conditionFromWeatherCode(0)).toBe("Clear sky");
    expect(conditionFromWeatherCode(2)).toBe("Partly cloudy");
    expect(conditionFromWeatherCode(45)).toBe("Fog");
    expect(conditionFromWeatherCode(63)).toBe("Rain");
    expect(conditionFromWeatherCode(75)).toBe("Heavy snow");
    expect(conditionFromWeatherCode(81)).toBe("Rain showers");
    expect(conditionFromWeatherCode(95)).toBe("Thunderstorm");
    expect(conditionFromWeatherCode(99)).toBe("Thunderstorm with heavy hail");
    expect(conditionFromWeatherCode(42)).toBe("Unknown");
  });

  it.each([
    [0, "N"],
    [22, "N"],
    [23, "NE"],
    [90, "E"],
    [200, "S"],
    [225, "SW"],
    [315, "NW"],
    [350, "N"],
    [360, "N"],
    [-45, "NW"],
  ])("%s° is %s", (degrees, point) => {
    expect(compassDirection(degrees)).toBe(point);
  });

  it.each([
    [0, "Low"],
    [2.9, "Low"],
    [3, "Moderate"],
    [5.9, "Moderate"],
    [6, "High"],
    [7.9, "High"],
    [8, "Very High"],
    [10.9, "Very High"],
    [11, "Extreme"],
  ])("UV %s is %s (docs/product.md#constants)", (index, label) => {
    expect(uvLabel(index)).toBe(label);
  });

  it("rounds temperatures in °C", () => {
    expect(formatTemperature(21.5)).toBe("22°C");
    expect(formatTemperature(-0.4)).toBe("0°C");
    expect(formatTemperature(-3.6)).toBe("-4°C");
  });
});
