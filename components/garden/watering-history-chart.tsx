"use client";

import { useTranslations } from "next-intl";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { useWateringHistory } from "@/hooks/use-plants";
import { useFormat } from "@/hooks/use-format";
import { formatMoment } from "@/lib/format";
import type { Watering } from "@/lib/garden-types";

export const HISTORY_DAYS = 30;
const RECENT_LIMIT = 5;

function localDateKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** Waterings per day for the last `days` days (oldest first), in the browser's time zone. */
export function wateringsPerDay(waterings: Watering[], days: number, now = new Date()): { date: Date; count: number }[] {
  const counts = new Map<string, number>();
  for (const watering of waterings) {
    const key = localDateKey(new Date(watering.wateredAt));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1 - index));
    return { date, count: counts.get(localDateKey(date)) ?? 0 };
  });
}

export function WateringHistoryChart({ userPlantId, enabled = true }: { userPlantId: number; enabled?: boolean }) {
  const t = useTranslations("PlantCharts");
  const history = useWateringHistory(userPlantId, enabled);
  const format = useFormat();
  if (history.isPending) return <Skeleton className="h-24 w-full" role="status" aria-label={t("historyLoading")} />;
  if (history.isError) return <ErrorAlert>{t("historyLoadError")}</ErrorAlert>;

  const days = wateringsPerDay(history.data, HISTORY_DAYS);
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const summary = total === 0 ? t("notWatered", { days: HISTORY_DAYS }) : t("wateredTimes", { count: total, days: HISTORY_DAYS });
  const barWidth = 8;
  const gap = 2;
  const width = HISTORY_DAYS * (barWidth + gap) - gap;
  return (
    <figure className="grid gap-2">
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} 40`}
        className="h-16 w-full"
        preserveAspectRatio="none"
        data-testid="watering-history-chart"
      >
        {days.map((day, index) => (
          <rect
            key={day.date.toISOString()}
            x={index * (barWidth + gap)}
            y={day.count > 0 ? 40 - Math.min(40, 16 + day.count * 12) : 36}
            width={barWidth}
            height={day.count > 0 ? Math.min(40, 16 + day.count * 12) : 4}
            rx={2}
            className={day.count > 0 ? "fill-sky-500" : "fill-muted"}
            data-watered={day.count > 0 ? "true" : undefined}
          />
        ))}
      </svg>
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{t("daysAgo", { count: HISTORY_DAYS })}</span>
        <span>{t("today")}</span>
      </div>
      <figcaption className="text-sm font-medium">{summary}</figcaption>
      {history.data.length > 0 ? (
        <ul className="grid gap-1 text-sm text-muted-foreground" aria-label={t("recentWaterings")}>
          {history.data.slice(0, RECENT_LIMIT).map((watering) => (
            <li key={watering.id}>{formatMoment(watering.wateredAt, "date-time", format)}</li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}
