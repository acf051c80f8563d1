import { describe, expect, it } from "vitest";
import type { DailyForecast, Weather } from "./weather";
import { gardeningTips, plantsAtRisk, weatherAlerts } from "./weather-tips";
import type { FormatOptions } from "./format";
import { wordsIn } from "@/lib/i18n/words";

const englishTips = await wordsIn("en", "WeatherTips");
/** The tips and alerts in English (the product's words), metric unless told. */
const tipsOf = (w: Weather, gardenType: string | null, format: FormatOptions = {}) => gardeningTips(w, gardenType, englishTips, format);
const alertsOf = (w: Weather, gardenType: string | null, format: FormatOptions = {}) => weatherAlerts(w, gardenType, englishTips, format);

const mildDay = (date: string, overrides: Partial<DailyForecast> = {}): DailyForecast => ({
  date,
  condition: "Partly cloudy",
  weatherCode: 2,
  minTemperature: 8,
  maxTemperature: 18,
  precipitationSum: 1.5,
  precipitationProbability: 40,
  uvIndexMax: 3,
  windSpeedMax: 5,
  ...overrides,
});

function weather(overrides: Partial<Weather> = {}, days: Partial<DailyForecast>[] = []): Weather {
  const daily = Array.from({ length: 7 }, (_, index) => mildDay(`2026-06-0${index + 1}`, days[index]));
  return {
    location: "Bristol",
    temperature: 16,
    condition: "Partly cloudy",
    weatherCode: 2,
    humidity: 70,
    uvIndex: 3,
    windSpeed: 4,
    windDirection: "SW",
    windDirectionDegrees: 225,
    daily,
    fetchedAt: "2026-06-01T10:00:00Z",
    ...overrides,
  };
}

const kinds = (w: Weather, gardenType: string | null = "outdoor") => tipsOf(w, gardenType).map((tip) => tip.kind);

describe("gardening tips", () => {
  it("gives none on a mild, damp week", () => {
    expect(kinds(weather())).toEqual([]);
  });

  it("warns of frost when a coming night is at or below 2 °C", () => {
    expect(kinds(weather({}, [{}, {}, { minTemperature: 2 }]))).toEqual(["frost"]);
    expect(kinds(weather({}, [{}, {}, { minTemperature: 2.1 }]))).toEqual([]);
    expect(kinds(weather({}, [{}, {}, {}, { minTemperature: -5 }]))).toEqual([]); // beyond the next three nights
    const [tip] = tipsOf(weather({}, [{}, { minTemperature: -1.4 }]), "balcony");
    expect(tip).toMatchObject({ title: "Frost warning", reason: "Tomorrow night it goes down to -1°C." });
    expect(tip!.advice).toMatch(/Cover tender plants.*bring pots in/);
  });

  it("warns of heat at or above 32 °C", () => {
    expect(kinds(weather({}, [{ maxTemperature: 32 }]))).toEqual(["heat"]);
    expect(kinds(weather({}, [{ maxTemperature: 31.9 }]))).toEqual([]);
    expect(kinds(weather({ temperature: 33 }))).toEqual(["heat"]);
    expect(tipsOf(weather({}, [{ maxTemperature: 35 }]), "outdoor")[0]!.advice).toMatch(/Water early.*shade seedlings/);
  });

  it("says to skip watering when 5 mm or more falls today or tomorrow", () => {
    expect(kinds(weather({}, [{}, { precipitationSum: 5 }]))).toEqual(["rain"]);
    expect(kinds(weather({}, [{ precipitationSum: 4.9 }]))).toEqual([]);
    expect(kinds(weather({}, [{}, {}, { precipitationSum: 20 }]))).toEqual([]);
    expect(tipsOf(weather({}, [{ precipitationSum: 12.4 }]), "outdoor")[0]!.reason).toBe(
      "12 mm of rain is expected today.",
    );
  });

  it("words its reasons in the gardener's units", () => {
    const imperial = { units: "imperial" as const };
    expect(tipsOf(weather({}, [{}, { minTemperature: -1.4 }]), "balcony", imperial)[0]!.reason).toBe("Tomorrow night it goes down to 29°F.");
    expect(tipsOf(weather({}, [{ maxTemperature: 35 }]), "outdoor", imperial)[0]!.reason).toBe("It reaches 95°F today.");
    expect(tipsOf(weather({}, [{ precipitationSum: 12.4 }]), "outdoor", imperial)[0]!.reason).toBe("0.5 in of rain is expected today.");
  });

  it("flags high UV from 6", () => {
    expect(kinds(weather({ uvIndex: 6 }))).toEqual(["uv"]);
    expect(kinds(weather({}, [{ uvIndexMax: 7 }]))).toEqual(["uv"]);
    expect(kinds(weather({ uvIndex: 5.9 }, [{ uvIndexMax: 5.9 }]))).toEqual([]);
  });

  it("says to stake tall plants from 10 m/s of wind", () => {
    expect(kinds(weather({ windSpeed: 10 }))).toEqual(["wind"]);
    expect(kinds(weather({}, [{ windSpeedMax: 12 }]))).toEqual(["wind"]);
    expect(kinds(weather({ windSpeed: 9.9 }, [{ windSpeedMax: 9.9 }]))).toEqual([]);
    expect(tipsOf(weather({ windSpeed: 11 }), "outdoor")[0]!.advice).toMatch(/Stake tall plants/);
    // The wind in the units every screen shows it in (it said m/s before, while the weather card said km/h).
    expect(tipsOf(weather({ windSpeed: 11 }), "outdoor")[0]!.reason).toBe("Wind up to 40 km/h today.");
    expect(tipsOf(weather({ windSpeed: 11 }), "outdoor", { units: "imperial" })[0]!.reason).toBe("Wind up to 25 mph today.");
  });

  it("speaks the gardener's language, with its numbers and units", async () => {
    const german = await wordsIn("de", "WeatherTips");
    const [frost] = gardeningTips(weather({}, [{}, { minTemperature: -1.4 }]), "balcony", german, { locale: "de-DE" });
    expect(frost).toMatchObject({ kind: "frost", title: "Frostwarnung", reason: "Morgen Nacht sinkt die Temperatur auf -1°C." });
    const [rain] = gardeningTips(weather({}, [{ precipitationSum: 12.4 }]), "outdoor", await wordsIn("fr", "WeatherTips"), { locale: "fr-FR", units: "imperial" });
    expect(rain!.reason).toMatch(/0,5 in/);
    const [heat] = weatherAlerts(weather({}, [{}, { maxTemperature: 33 }]), "outdoor", await wordsIn("es", "WeatherTips"), { locale: "es-ES" });
    expect(heat!.reason).toContain("33");
    expect(heat!.reason).not.toMatch(/reaches|tomorrow/);
  });

  it("spots a dry spell: under 2 mm over the week and no wet day", () => {
    const dry = Array.from({ length: 7 }, () => ({ precipitationSum: 0.2 }));
    expect(kinds(weather({}, dry))).toEqual(["dry"]);
    const oneWetDay = dry.map((day, index) => (index === 3 ? { precipitationSum: 1.5 } : day));
    expect(kinds(weather({}, oneWetDay))).toEqual([]);
  });

  it("keeps only the heat tip for an indoor garden", () => {
    const wild = weather({ uvIndex: 9, windSpeed: 15 }, [{ minTemperature: -2, maxTemperature: 33, precipitationSum: 10 }]);
    expect(kinds(wild, "outdoor")).toEqual(["frost", "heat", "rain", "uv", "wind"]);
    expect(kinds(wild, "indoor")).toEqual(["heat"]);
    expect(tipsOf(wild, "indoor")[0]!.advice).toMatch(/sunny windows/);
  });
});

describe("weather alerts", () => {
  it("a frost tonight or tomorrow night (≤ 2 °C) is one alert, dated by its night", () => {
    expect(alertsOf(weather({}, [{ minTemperature: 2 }]), "outdoor")).toEqual([
      {
        kind: "frost",
        date: "2026-06-01",
        title: "Frost warning",
        advice: "Cover tender plants with fleece and bring pots in or close to a wall for the night.",
        reason: "Tonight it goes down to 2°C.",
      },
    ]);
    const tomorrow = alertsOf(weather({}, [{}, { minTemperature: -1.4 }]), "balcony");
    expect(tomorrow.map((alert) => [alert.kind, alert.date, alert.reason])).toEqual([["frost", "2026-06-02", "Tomorrow night it goes down to -1°C."]]);
  });

  it("a heat day (≥ 32 °C) today or tomorrow is an alert; later days and milder ones are not", () => {
    expect(alertsOf(weather({}, [{}, { maxTemperature: 32 }]), "outdoor").map((alert) => [alert.kind, alert.date, alert.reason])).toEqual([
      ["heat", "2026-06-02", "It reaches 32°C tomorrow."],
    ]);
    expect(alertsOf(weather({}, [{ maxTemperature: 31.4, minTemperature: 2.1 }, {}, { maxTemperature: 40, minTemperature: -5 }]), "outdoor")).toEqual([]);
  });

  it("an indoor garden gets none", () => {
    expect(alertsOf(weather({}, [{ minTemperature: -5, maxTemperature: 35 }]), "indoor")).toEqual([]);
  });
});

describe("plants at risk", () => {
  const garden = [
    { name: "Big Red", category: "vegetable", frostTender: true },
    { name: "Kale", category: "vegetable", frostTender: false },
    { name: "Monstera", category: "houseplant", frostTender: true },
    { name: "Echeveria", category: "succulent", frostTender: true },
    { name: "Mystery fern", category: null, frostTender: false },
    { name: "Big Red", category: "vegetable", frostTender: true },
  ];

  it("frost: the tender plants outside, each name once", () => {
    expect(plantsAtRisk({ kind: "frost" }, garden)).toEqual(["Big Red", "Echeveria"]);
  });

  it("heat: every plant outside but the succulents", () => {
    expect(plantsAtRisk({ kind: "heat" }, garden)).toEqual(["Big Red", "Kale"]);
  });
});
