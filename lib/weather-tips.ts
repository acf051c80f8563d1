// Gardening tips from the forecast and the gardener's profile, each with its reason.
import type { useTranslations } from "next-intl";
import { formatRain, formatTemperature, formatWind, type FormatOptions } from "./format";
import type { Weather, WeatherTip } from "./weather";

export const FROST_NIGHT_MAX_C = 2;
export const HEAT_DAY_MIN_C = 32;
export const RAIN_SKIP_WATERING_MM = 5;
export const HIGH_UV_INDEX = 6;
export const STRONG_WIND_MS = 10;
/** A week with less rain than this in total, and no day over 1 mm, is a dry spell. */
export const DRY_SPELL_TOTAL_MM = 2;
const DRY_DAY_MM = 1;
/** "Coming" nights and days: today and the next two. */
const LOOKAHEAD_DAYS = 3;

/** Today, tomorrow and the day after, as the tips' messages select their words ("today", "Tomorrow night"). */
const DAYS = ["today", "tomorrow", "later"] as const;

/** The "WeatherTips" words (locales/<code>/server.json): the server's, in the gardener's language (lib/i18n/words.ts). */
export type WeatherTipWords = ReturnType<typeof useTranslations<"WeatherTips">>;

function firstDay<T>(days: T[], test: (day: T) => boolean): number {
  return days.findIndex(test);
}

/**
 * The tips that apply, most urgent first. Indoor gardens only get the heat tip: frost,
 * rain, sun and wind don't reach them.
 */
export function gardeningTips(weather: Weather, gardenType: string | null, words: WeatherTipWords, format: FormatOptions = {}): WeatherTip[] {
  const tips: WeatherTip[] = [];
  const indoor = gardenType === "indoor";
  const coming = weather.daily.slice(0, LOOKAHEAD_DAYS);

  const frostDay = firstDay(coming, (day) => day.minTemperature <= FROST_NIGHT_MAX_C);
  if (frostDay >= 0 && !indoor) {
    const low = formatTemperature(coming[frostDay]!.minTemperature, format);
    tips.push({
      kind: "frost",
      title: words("frostTitle"),
      advice: words("frostAdvice"),
      reason: words("frostReason", { night: DAYS[frostDay]!, low }),
    });
  }

  const hotDay = firstDay(coming, (day) => day.maxTemperature >= HEAT_DAY_MIN_C);
  const hotNow = weather.temperature >= HEAT_DAY_MIN_C;
  if (hotDay >= 0 || hotNow) {
    const high = formatTemperature(hotDay >= 0 ? coming[hotDay]!.maxTemperature : weather.temperature, format);
    tips.push({
      kind: "heat",
      title: words("heatTitle"),
      advice: words(indoor ? "heatAdviceIndoor" : "heatAdvice"),
      reason: words("heatReason", { high, day: hotDay >= 0 ? DAYS[hotDay]! : "now" }),
    });
  }

  if (indoor) return tips;

  const rainDay = firstDay(weather.daily.slice(0, 2), (day) => day.precipitationSum >= RAIN_SKIP_WATERING_MM);
  if (rainDay >= 0) {
    tips.push({
      kind: "rain",
      title: words("rainTitle"),
      advice: words("rainAdvice"),
      reason: words("rainReason", { rain: formatRain(weather.daily[rainDay]!.precipitationSum, { digits: 0 }, format), day: DAYS[rainDay]! }),
    });
  }

  const todayUv = Math.max(weather.uvIndex, weather.daily[0]?.uvIndexMax ?? 0);
  if (todayUv >= HIGH_UV_INDEX) {
    tips.push({
      kind: "uv",
      title: words("uvTitle"),
      advice: words("uvAdvice"),
      reason: words("uvReason", { uv: Math.round(todayUv) }),
    });
  }

  const todayWind = Math.max(weather.windSpeed, weather.daily[0]?.windSpeedMax ?? 0);
  if (todayWind >= STRONG_WIND_MS) {
    tips.push({
      kind: "wind",
      title: words("windTitle"),
      advice: words("windAdvice"),
      reason: words("windReason", { wind: formatWind(todayWind, format) }),
    });
  }

  const weekRain = weather.daily.reduce((sum, day) => sum + day.precipitationSum, 0);
  const anyWetDay = weather.daily.some((day) => day.precipitationSum > DRY_DAY_MM);
  if (weather.daily.length >= 5 && weekRain < DRY_SPELL_TOTAL_MM && !anyWetDay) {
    tips.push({
      kind: "dry",
      title: words("dryTitle"),
      advice: words("dryAdvice"),
      reason: words("dryReason", { rain: formatRain(weekRain, { fixed: true }, format), days: weather.daily.length }),
    });
  }
  return tips;
}

/** A frost or heat event a garden is alerted to, once: the kind and the forecast day it falls on. */
export type WeatherAlert = { kind: "frost" | "heat"; date: string; title: string; advice: string; reason: string };

/** Alerts look at tonight and tomorrow. */
const ALERT_DAYS = 2;

/**
 * The frost and heat tips of the next two days as alerts for an outdoor garden (an indoor one
 * has no plants outside to warn about). The same thresholds and words as the tips.
 */
export function weatherAlerts(weather: Weather, gardenType: string | null, words: WeatherTipWords, format: FormatOptions = {}): WeatherAlert[] {
  if (gardenType === "indoor") return [];
  const days = weather.daily.slice(0, ALERT_DAYS);
  const alerts: WeatherAlert[] = [];
  const frostDay = firstDay(days, (day) => day.minTemperature <= FROST_NIGHT_MAX_C);
  if (frostDay >= 0) {
    const day = days[frostDay]!;
    alerts.push({
      kind: "frost",
      date: day.date,
      title: words("frostTitle"),
      advice: words("frostAdvice"),
      reason: words("frostReason", { night: DAYS[frostDay]!, low: formatTemperature(day.minTemperature, format) }),
    });
  }
  const hotDay = firstDay(days, (day) => day.maxTemperature >= HEAT_DAY_MIN_C);
  if (hotDay >= 0) {
    const day = days[hotDay]!;
    alerts.push({
      kind: "heat",
      date: day.date,
      title: words("heatTitle"),
      advice: words("heatAdvice"),
      reason: words("heatReason", { high: formatTemperature(day.maxTemperature, format), day: DAYS[hotDay]! }),
    });
  }
  return alerts;
}

/** What a plant needs for the alert rule: its catalogue kind, if it has one. */
export type PlantAtRisk = { name: string; category: string | null; frostTender: boolean };

/**
 * The plants an alert names: for frost, the frost-tender ones grown outside (not houseplants);
 * for heat, every plant outside but the succulents, which take it. Custom plants, whose
 * hardiness is unknown, are not named.
 */
export function plantsAtRisk(alert: Pick<WeatherAlert, "kind">, plants: PlantAtRisk[]): string[] {
  const outside = plants.filter((plant) => plant.category !== null && plant.category !== "houseplant");
  const atRisk = alert.kind === "frost" ? outside.filter((plant) => plant.frostTender) : outside.filter((plant) => plant.category !== "succulent");
  return [...new Set(atRisk.map((plant) => plant.name))];
}
