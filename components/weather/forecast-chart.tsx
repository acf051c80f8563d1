import type { DailyForecast } from "@/lib/weather";
import { formatTemperature } from "@/lib/weather";

const WIDTH = 320;
const HEIGHT = 150;
const TOP = 18;
const TEMPERATURE_BOTTOM = 96;
const RAIN_BOTTOM = 128;
const RAIN_MAX_HEIGHT = 24;

const weekdayFormat = new Intl.DateTimeFormat(undefined, { weekday: "short", timeZone: "UTC" });
const weekday = (isoDate: string) => weekdayFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** A compact 7-day chart: each day's low-to-high range, with its rain below. */
export function ForecastChart({ daily }: { daily: DailyForecast[] }) {
  if (daily.length === 0) return null;
  const lows = daily.map((day) => day.minTemperature);
  const highs = daily.map((day) => day.maxTemperature);
  const coldest = Math.min(...lows);
  const warmest = Math.max(...highs);
  const span = Math.max(1, warmest - coldest);
  const y = (celsius: number) => TOP + ((warmest - celsius) / span) * (TEMPERATURE_BOTTOM - TOP);
  const wettest = Math.max(1, ...daily.map((day) => day.precipitationSum));
  const column = WIDTH / daily.length;

  return (
    <figure className="grid gap-1">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" data-testid="forecast-chart">
        {daily.map((day, index) => {
          const center = column * index + column / 2;
          const rainHeight = (day.precipitationSum / wettest) * RAIN_MAX_HEIGHT;
          return (
            <g key={day.date}>
              <text x={center} y={y(day.maxTemperature) - 4} textAnchor="middle" className="fill-foreground text-[10px]">
                {Math.round(day.maxTemperature)}°
              </text>
              <rect
                x={center - 5}
                y={y(day.maxTemperature)}
                width={10}
                height={Math.max(3, y(day.minTemperature) - y(day.maxTemperature))}
                rx={5}
                className="fill-amber-400"
              />
              <text x={center} y={y(day.minTemperature) + 12} textAnchor="middle" className="fill-muted-foreground text-[10px]">
                {Math.round(day.minTemperature)}°
              </text>
              <rect
                x={center - 8}
                y={RAIN_BOTTOM - rainHeight}
                width={16}
                height={Math.max(day.precipitationSum > 0 ? 2 : 0, rainHeight)}
                rx={2}
                className="fill-sky-500"
              />
              <text x={center} y={HEIGHT - 4} textAnchor="middle" className="fill-muted-foreground text-[10px]">
                {index === 0 ? "Today" : weekday(day.date)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="text-xs text-muted-foreground">Highs and lows in °C; blue bars show rain.</figcaption>
      <table className="sr-only">
        <caption>7-day forecast</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">High</th>
            <th scope="col">Low</th>
            <th scope="col">Rain</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day, index) => (
            <tr key={day.date}>
              <th scope="row">{index === 0 ? "Today" : weekday(day.date)}</th>
              <td>{formatTemperature(day.maxTemperature)}</td>
              <td>{formatTemperature(day.minTemperature)}</td>
              <td>
                {day.precipitationSum.toFixed(1)} mm
                {day.precipitationProbability !== null ? ` (${day.precipitationProbability}%)` : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
