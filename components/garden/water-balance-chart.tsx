"use client";
// A plant's water balance (docs/watering.md): the last 30 days and the coming week, day by day:
// what it used, the rain that reached it, its waterings, and the level at which it comes due.

import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Loader2, RotateCcw } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { useResetWaterFactor, useWaterBalance } from "@/hooks/use-watering";
import { useFormat } from "@/hooks/use-format";
import { formatDay, formatRain, type FormatOptions } from "@/lib/format";
import { dayInWords, EXPOSURE_LABELS, type BalanceDay, type WaterBalance } from "@/lib/water-balance";

const DAY_WIDTH = 10;
const HEIGHT = 90;
const LEVEL_TOP = 8;

const mm = (value: number, format: FormatOptions) => formatRain(value, {}, format);

/** The chart's sentence for screen readers and its caption: the month's use, rain and waterings, and where it stands. */
export function balanceSummary(balance: Pick<WaterBalance, "capacityMm" | "deficitMm">, days: BalanceDay[], today: string, format: FormatOptions = {}): string {
  const past = days.filter((day) => day.date <= today);
  const used = past.reduce((sum, day) => sum + day.useMm, 0);
  const rain = past.reduce((sum, day) => sum + day.rainMm, 0);
  const waterings = past.filter((day) => day.watered).length;
  const standing = balance.capacityMm !== null && balance.deficitMm !== null ? ` It has used ${mm(balance.deficitMm, format)} of the ${mm(balance.capacityMm, format)} at which it needs water.` : "";
  return `Last ${past.length} days: it used ${mm(used, format)}, ${mm(rain, format)} of rain reached it, watered ${waterings === 1 ? "once" : `${waterings} times`}.${standing}`;
}

function Chart({ balance, today }: { balance: WaterBalance; today: string }) {
  const { days } = balance;
  const format = useFormat();
  const capacity = balance.capacityMm ?? 1;
  // What it has used rises towards the level at which it needs water; past half as much again the line stays at the top.
  const highest = capacity * 1.5;
  const levelY = (value: number) => HEIGHT - (HEIGHT - LEVEL_TOP) * (Math.min(value, highest) / highest);
  const barMax = Math.max(1, ...days.map((day) => Math.max(day.useMm, day.rainMm)));
  const barHeight = (value: number) => (value / barMax) * 30;
  const width = days.length * DAY_WIDTH;
  const line = days.map((day, index) => `${index === 0 ? "M" : "L"}${index * DAY_WIDTH + DAY_WIDTH / 2},${levelY(day.deficitMm)}`).join(" ");
  const firstForecast = days.findIndex((day) => day.forecast);
  return (
    <svg role="img" aria-label={balanceSummary(balance, days, today, format)} viewBox={`0 0 ${width} ${HEIGHT + 4}`} className="h-32 w-full" preserveAspectRatio="none" data-testid="water-balance-chart">
      {firstForecast >= 0 ? <rect x={firstForecast * DAY_WIDTH} y={0} width={width - firstForecast * DAY_WIDTH} height={HEIGHT + 4} className="fill-muted/60" /> : null}
      {days.map((day, index) => (
        <g key={day.date}>
          <rect x={index * DAY_WIDTH + 1} y={HEIGHT - barHeight(day.useMm)} width={3.5} height={barHeight(day.useMm)} className="fill-amber-500/70" />
          <rect x={index * DAY_WIDTH + 5} y={HEIGHT - barHeight(day.rainMm)} width={3.5} height={barHeight(day.rainMm)} className="fill-sky-500/80" />
          {day.watered ? (
            <circle cx={index * DAY_WIDTH + DAY_WIDTH / 2} cy={LEVEL_TOP - 3} r={2.5} className="fill-sky-600" data-watered="true" />
          ) : null}
        </g>
      ))}
      <line x1={0} x2={width} y1={levelY(capacity)} y2={levelY(capacity)} className="stroke-destructive" strokeDasharray="4 3" strokeWidth={1} vectorEffect="non-scaling-stroke" />
      <path d={line} fill="none" className="stroke-primary" strokeWidth={2} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

function Legend() {
  const item = (className: string, label: string) => (
    <span className="inline-flex items-center gap-1">
      <span className={`inline-block size-2.5 rounded-sm ${className}`} aria-hidden="true" /> {label}
    </span>
  );
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
      {item("bg-amber-500/70", "Used")}
      {item("bg-sky-500/80", "Rain")}
      {item("bg-primary", "Water used so far")}
      {item("bg-destructive", "Needs water here")}
      {item("bg-muted", "Forecast")}
    </p>
  );
}

/** The numbers behind the chart, for anyone who wants them (and screen readers). */
function BalanceTable({ days, today }: { days: BalanceDay[]; today: string }) {
  const format = useFormat();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-primary">Show the numbers</summary>
      {/* Scrolls on its own: reachable by keyboard, and named for screen readers. */}
      <div className="mt-2 max-h-64 overflow-y-auto" tabIndex={0} role="region" aria-label="Water balance by day">
        <table className="w-full text-left text-xs">
          <caption className="sr-only">Water used, rain and waterings by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">ET0</th>
              <th scope="col">Used</th>
              <th scope="col">Rain</th>
              <th scope="col">Watered</th>
              <th scope="col">Used so far</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className={day.date === today ? "font-semibold" : undefined}>
                <th scope="row" className="font-normal">
                  {formatDay(day.date)}
                  {day.forecast ? " (forecast)" : day.estimate ? " (usual)" : ""}
                </th>
                <td>{day.et0Mm === null ? "–" : mm(day.et0Mm, format)}</td>
                <td>{mm(day.useMm, format)}</td>
                <td>{mm(day.rainMm, format)}</td>
                <td>{day.watered ? mm(day.wateredMm, format) : ""}</td>
                <td>{mm(day.deficitMm, format)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** The place's today: the chart's first forecast day (else the browser's date). */
function todayOf(days: BalanceDay[]): string {
  const now = new Date();
  const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  return days.find((day) => day.forecast)?.date ?? local;
}

/** The plant details' "Watering" section: the reason, where it grows, its learned pace, and the chart. */
export function WaterBalanceSection({ userPlantId, enabled = true }: { userPlantId: number; enabled?: boolean }) {
  const balance = useWaterBalance(userPlantId, enabled);
  const format = useFormat();
  const reset = useResetWaterFactor(userPlantId);
  if (balance.isPending) return <Skeleton className="h-32 w-full" role="status" aria-label="Loading the water balance" />;
  if (balance.isError) return <ErrorAlert>Could not load the water balance.</ErrorAlert>;
  const data = balance.data;
  const today = todayOf(data.days);
  const next = data.nextDue ? dayInWords(data.nextDue, today) : null;
  const todayAt = data.days.findIndex((day) => day.date === today);
  return (
    <div className="grid gap-2">
      <p className="text-sm">{data.reason}</p>
      <dl className="grid grid-cols-[7rem_1fr] gap-x-2 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Grows</dt>
        <dd>{EXPOSURE_LABELS[data.exposure]}</dd>
        <dt className="text-muted-foreground">Follows</dt>
        <dd>{data.mode === "weather" ? "The weather (a daily water balance)" : "A timetable"}</dd>
        {next ? (
          <>
            <dt className="text-muted-foreground">Next due</dt>
            <dd className="first-letter:uppercase">{next}</dd>
          </>
        ) : null}
        {data.mode === "weather" ? (
          <>
            <dt className="text-muted-foreground">Watering pace</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span>
                {data.waterFactor === 1 ? "As the catalogue says" : `${Math.round(data.waterFactor * 100)} % of the catalogue's, learned from your skips and early waterings`}
              </span>
              {data.waterFactor !== 1 ? (
                <Button size="sm" variant="outline" className="h-7" onClick={() => reset.mutate()} disabled={reset.isPending}>
                  {reset.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RotateCcw aria-hidden="true" />} Reset
                </Button>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
      {data.days.length > 0 ? (
        <figure className="grid gap-1">
          <Chart balance={data} today={today} />
          <div className="relative h-4 text-xs text-muted-foreground" aria-hidden="true">
            <span className="absolute left-0">{data.days.length > 30 ? "30 days ago" : "Planted"}</span>
            {todayAt >= 0 ? (
              <span className="absolute -translate-x-1/2" style={{ left: `${((todayAt + 0.5) / data.days.length) * 100}%` }}>
                Today
              </span>
            ) : null}
          </div>
          <Legend />
          <figcaption className="text-xs text-muted-foreground">{balanceSummary(data, data.days, today, format)}</figcaption>
          <BalanceTable days={data.days} today={today} />
        </figure>
      ) : null}
    </div>
  );
}
