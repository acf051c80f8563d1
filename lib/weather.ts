// Weather shapes and labels shared by the server and the weather card.

export type DailyForecast = {
  /** YYYY-MM-DD in the location's time zone. */
  date: string;
  condition: string;
  weatherCode: number;
  minTemperature: number;
  maxTemperature: number;
  /** mm */
  precipitationSum: number;
  /** % (0..100), null when the source has none. */
  precipitationProbability: number | null;
  uvIndexMax: number | null;
  /** m/s */
  windSpeedMax: number | null;
};

export type Weather = {
  location: string;
  /** °C */
  temperature: number;
  condition: string;
  weatherCode: number;
  /** % */
  humidity: number;
  uvIndex: number;
  /** m/s */
  windSpeed: number;
  /** Compass point the wind blows from, e.g. "NW". */
  windDirection: string;
  windDirectionDegrees: number;
  /** Today first, 7 days. */
  daily: DailyForecast[];
  fetchedAt: string;
};

export type WeatherTip = {
  kind: "frost" | "heat" | "rain" | "uv" | "wind" | "dry";
  title: string;
  advice: string;
  /** Why the tip is shown, from the forecast. */
  reason: string;
};

/** GET /api/weather: the forecast for the garden's place and the tips it calls for. */
export type WeatherResponse = { weather: Weather; tips: WeatherTip[] };

const WMO_CONDITIONS: Record<number, string> = {
  0: "Clear sky",
  1: "Mainly clear",
  2: "Partly cloudy",
  3: "Overcast",
  45: "Fog",
  48: "Depositing rime fog",
  51: "Light drizzle",
  53: "Drizzle",
  55: "Dense drizzle",
  56: "Light freezing drizzle",
  57: "Freezing drizzle",
  61: "Light rain",
  63: "Rain",
  65: "Heavy rain",
  66: "Light freezing rain",
  67: "Freezing rain",
  71: "Light snow",
  73: "Snow",
  75: "Heavy snow",
  77: "Snow grains",
  80: "Light rain showers",
  81: "Rain showers",
  82: "Violent rain showers",
  85: "Light snow showers",
  86: "Heavy snow showers",
  95: "Thunderstorm",
  96: "Thunderstorm with light hail",
  99: "Thunderstorm with heavy hail",
};

/** The WMO weather interpretation code Open-Meteo reports, in words. */
export function conditionFromWeatherCode(code: number): string {
  return WMO_CONDITIONS[code] ?? "Unknown";
}

const COMPASS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"] as const;

/** Degrees (where the wind comes from) to one of 8 compass points. */
export function compassDirection(degrees: number): string {
  const normalized = ((degrees % 360) + 360) % 360;
  return COMPASS[Math.round(normalized / 45) % 8]!;
}

/** docs/product.md#constants: Low below 3, Moderate from 3, High from 6, Very High from 8, Extreme from 11. */
export function uvLabel(uvIndex: number): "Low" | "Moderate" | "High" | "Very High" | "Extreme" {
  if (uvIndex >= 11) return "Extreme";
  if (uvIndex >= 8) return "Very High";
  if (uvIndex >= 6) return "High";
  if (uvIndex >= 3) return "Moderate";
  return "Low";
}

/** Each WMO weather code `conditionFromWeatherCode` names, as its "Weather" message (locales/<code>/care.json). */
const CONDITION_KEYS = {
  0: "condition0",
  1: "condition1",
  2: "condition2",
  3: "condition3",
  45: "condition45",
  48: "condition48",
  51: "condition51",
  53: "condition53",
  55: "condition55",
  56: "condition56",
  57: "condition57",
  61: "condition61",
  63: "condition63",
  65: "condition65",
  66: "condition66",
  67: "condition67",
  71: "condition71",
  73: "condition73",
  75: "condition75",
  77: "condition77",
  80: "condition80",
  81: "condition81",
  82: "condition82",
  85: "condition85",
  86: "condition86",
  95: "condition95",
  96: "condition96",
  99: "condition99",
} as const;

/** A weather's condition as its "Weather" message key: the screens' and the server's words for it. */
export function conditionKey(weather: Pick<Weather, "weatherCode">) {
  return CONDITION_KEYS[weather.weatherCode as keyof typeof CONDITION_KEYS] ?? "conditionUnknown";
}
