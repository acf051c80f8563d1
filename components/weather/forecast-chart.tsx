import { useTranslations } from "next-intl";
import type { DailyForecast } from "@/lib/weather";
import { useFormat } from "@/hooks/use-format";
import { formatDay, formatDegrees, formatPercent, formatRain, formatTemperature, type FormatOptions } from "@/lib/format";

const WIDTH = 320;
const HEIGHT = 160;
const TOP = 18;
const TEMPERATURE_BOTTOM = 96;
/** The labels' font size in the chart's units: a low's label takes this much below its bar. */
const LABEL_SIZE = 10;
const LOW_LABEL_OFFSET = LABEL_SIZE + 2;
/** Rain bars grow up from here; their tallest top stays a gap below the lowest low's label. */
const RAIN_BOTTOM = 140;
const RAIN_MAX_HEIGHT = 20;

const weekday = (isoDate: string, format: FormatOptions) => formatDay(isoDate, "weekday-short", format);

/** Where each day's marks go: its temperature bar and labels above, its rain bar in a band of its own below. */
export function forecastLayout(daily: DailyForecast[]) {
  const coldest = Math.min(...daily.map((day) => day.minTemperature));
  const warmest = Math.max(...daily.map((day) => day.maxTemperature));
  const span = Math.max(1, warmest - coldest);
  const y = (celsius: number) => TOP + ((warmest - celsius) / span) * (TEMPERATURE_BOTTOM - TOP);
  const wettest = Math.max(1, ...daily.map((day) => day.precipitationSum));
  const column = WIDTH / daily.length;
  return daily.map((day, index) => {
    const rainHeight = Math.max(day.precipitationSum > 0 ? 2 : 0, (day.precipitationSum / wettest) * RAIN_MAX_HEIGHT);
    return {
      center: column * index + column / 2,
      highY: y(day.maxTemperature),
      lowY: y(day.minTemperature),
      /** The low label's baseline (digits have no descenders): at most TEMPERATURE_BOTTOM + LOW_LABEL_OFFSET. */
      lowLabelY: y(day.minTemperature) + LOW_LABEL_OFFSET,
      rainTop: RAIN_BOTTOM - rainHeight,
      rainHeight,
    };
  });
}

/** A compact 7-day chart: each day's low-to-high range, with its rain below, clear of the low's label. */
export function ForecastChart({ daily }: { daily: DailyForecast[] }) {
  const format = useFormat();
  const t = useTranslations("Weather");
  if (daily.length === 0) return null;
  const layout = forecastLayout(daily);

  return (
    <figure className="grid gap-1">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" data-testid="forecast-chart">
        {daily.map((day, index) => {
          const { center, highY, lowY, lowLabelY, rainTop, rainHeight } = layout[index]!;
          return (
            <g key={day.date}>
              <text x={center} y={highY - 4} textAnchor="middle" className="fill-foreground text-[10px]">
                {formatDegrees(day.maxTemperature, format)}
              </text>
              <rect
                x={center - 5}
                y={highY}
                width={10}
                height={Math.max(3, lowY - highY)}
                rx={5}
                className="fill-amber-400"
              />
              <text x={center} y={lowLabelY} textAnchor="middle" className="fill-muted-foreground text-[10px]">
                {formatDegrees(day.minTemperature, format)}
              </text>
              <rect
                x={center - 8}
                y={rainTop}
                width={16}
                height={rainHeight}
                rx={2}
                className="fill-sky-500"
              />
              <text x={center} y={HEIGHT - 4} textAnchor="middle" className="fill-muted-foreground text-[10px]">
                {index === 0 ? t("todayShort") : weekday(day.date, format)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="text-xs text-muted-foreground">{t("chartCaption", { unit: format.units === "imperial" ? "°F" : "°C" })}</figcaption>
      <table className="sr-only">
        <caption>{t("tableCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("day")}</th>
            <th scope="col">{t("high")}</th>
            <th scope="col">{t("low")}</th>
            <th scope="col">{t("rain")}</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day, index) => (
            <tr key={day.date}>
              <th scope="row">{index === 0 ? t("today") : weekday(day.date, format)}</th>
              <td>{formatTemperature(day.maxTemperature, format)}</td>
              <td>{formatTemperature(day.minTemperature, format)}</td>
              <td>
                {formatRain(day.precipitationSum, { fixed: true }, format)}
                {day.precipitationProbability !== null ? ` (${formatPercent(day.precipitationProbability / 100, format)})` : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
