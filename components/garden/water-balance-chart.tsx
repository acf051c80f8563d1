"use client";
// A plant's water balance (docs/watering.md): the last 30 days and the coming week, day by day:
// what it used, the rain that reached it, its waterings, and the level at which it comes due.

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Loader2, RotateCcw } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { useResetWaterFactor, useWaterBalance } from "@/hooks/use-watering";
import { useFormat } from "@/hooks/use-format";
import { formatDay, formatRain, type FormatOptions } from "@/lib/format";
import { dayInWords, type BalanceDay, type WaterBalance } from "@/lib/water-balance";
import { useExposureLabel } from "./exposure-select";

const DAY_WIDTH = 10;
const HEIGHT = 90;
const LEVEL_TOP = 8;

const mm = (value: number, format: FormatOptions) => formatRain(value, {}, format);

type ChartsT = ReturnType<typeof useTranslations<"PlantCharts">>;

/** The chart's sentence for screen readers and its caption: the month's use, rain and waterings, and where it stands. */
export function balanceSummary(t: ChartsT, balance: Pick<WaterBalance, "capacityMm" | "deficitMm">, days: BalanceDay[], today: string, format: FormatOptions = {}): string {
  const past = days.filter((day) => day.date <= today);
  const used = past.reduce((sum, day) => sum + day.useMm, 0);
  const rain = past.reduce((sum, day) => sum + day.rainMm, 0);
  const waterings = past.filter((day) => day.watered).length;
  const summary = t("summary", { count: past.length, used: mm(used, format), rain: mm(rain, format), waterings });
  if (balance.capacityMm === null || balance.deficitMm === null) return summary;
  return `${summary} ${t("summaryStanding", { used: mm(balance.deficitMm, format), capacity: mm(balance.capacityMm, format) })}`;
}

function Chart({ balance, today }: { balance: WaterBalance; today: string }) {
  const t = useTranslations("PlantCharts");
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
    <svg role="img" aria-label={balanceSummary(t, balance, days, today, format)} viewBox={`0 0 ${width} ${HEIGHT + 4}`} className="h-32 w-full" preserveAspectRatio="none" data-testid="water-balance-chart">
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
  const t = useTranslations("PlantCharts");
  const item = (className: string, label: string) => (
    <span className="inline-flex items-center gap-1">
      <span className={`inline-block size-2.5 rounded-sm ${className}`} aria-hidden="true" /> {label}
    </span>
  );
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
      {item("bg-amber-500/70", t("legendUsed"))}
      {item("bg-sky-500/80", t("legendRain"))}
      {item("bg-primary", t("legendUsedSoFar"))}
      {item("bg-destructive", t("legendNeedsWater"))}
      {item("bg-muted", t("legendForecast"))}
    </p>
  );
}

/** The numbers behind the chart, for anyone who wants them (and screen readers). */
function BalanceTable({ days, today }: { days: BalanceDay[]; today: string }) {
  const t = useTranslations("PlantCharts");
  const format = useFormat();
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-primary">{t("showNumbers")}</summary>
      {/* Scrolls on its own: reachable by keyboard, and named for screen readers. */}
      <div className="mt-2 max-h-64 overflow-y-auto" tabIndex={0} role="region" aria-label={t("balanceByDay")}>
        <table className="w-full text-left text-xs">
          <caption className="sr-only">{t("tableCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("columnDay")}</th>
              <th scope="col">{t("columnEt0")}</th>
              <th scope="col">{t("columnUsed")}</th>
              <th scope="col">{t("columnRain")}</th>
              <th scope="col">{t("columnWatered")}</th>
              <th scope="col">{t("columnUsedSoFar")}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className={day.date === today ? "font-semibold" : undefined}>
                <th scope="row" className="font-normal">
                  {formatDay(day.date)}
                  {day.forecast ? ` ${t("forecastDay")}` : day.estimate ? ` ${t("usualDay")}` : ""}
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
  const t = useTranslations("PlantCharts");
  const nearDay = useTranslations("NearDays");
  const exposureLabel = useExposureLabel();
  const balance = useWaterBalance(userPlantId, enabled);
  const format = useFormat();
  const reset = useResetWaterFactor(userPlantId);
  if (balance.isPending) return <Skeleton className="h-32 w-full" role="status" aria-label={t("balanceLoading")} />;
  if (balance.isError) return <ErrorAlert>{t("balanceLoadError")}</ErrorAlert>;
  const data = balance.data;
  const today = todayOf(data.days);
  const next = data.nextDue ? dayInWords(data.nextDue, today, { say: (day) => nearDay(day), format }) : null;
  const todayAt = data.days.findIndex((day) => day.date === today);
  return (
    <div className="grid gap-2">
      <p className="text-sm">{data.reason}</p>
      <dl className="grid grid-cols-[7rem_1fr] gap-x-2 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t("grows")}</dt>
        <dd>{exposureLabel(data.exposure)}</dd>
        <dt className="text-muted-foreground">{t("follows")}</dt>
        <dd>{data.mode === "weather" ? t("followsWeather") : t("followsTimetable")}</dd>
        {next ? (
          <>
            <dt className="text-muted-foreground">{t("nextDue")}</dt>
            <dd className="first-letter:uppercase">{next}</dd>
          </>
        ) : null}
        {data.mode === "weather" ? (
          <>
            <dt className="text-muted-foreground">{t("pace")}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span>
                {data.waterFactor === 1 ? t("paceCatalogue") : t("paceLearned", { percent: Math.round(data.waterFactor * 100) })}
              </span>
              {data.waterFactor !== 1 ? (
                <Button size="sm" variant="outline" className="h-7" onClick={() => reset.mutate()} disabled={reset.isPending}>
                  {reset.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RotateCcw aria-hidden="true" />} {t("reset")}
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
            <span className="absolute left-0">{data.days.length > 30 ? t("daysAgo", { count: 30 }) : t("planted")}</span>
            {todayAt >= 0 ? (
              <span className="absolute -translate-x-1/2" style={{ left: `${((todayAt + 0.5) / data.days.length) * 100}%` }}>
                {t("today")}
              </span>
            ) : null}
          </div>
          <Legend />
          <figcaption className="text-xs text-muted-foreground">{balanceSummary(t, data, data.days, today, format)}</figcaption>
          <BalanceTable days={data.days} today={today} />
        </figure>
      ) : null}
    </div>
  );
}
