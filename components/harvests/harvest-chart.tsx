import { useTranslations } from "next-intl";
import { formatWeight, type Units } from "@/lib/format";
import { weeklyHarvestGrams, WEEKS_IN_CHART, type Harvest } from "@/lib/harvest-log";

/** Every other month is labelled: twelve labels do not fit a phone's width at a readable size. Each is its message's key and month index. */
const LABELLED_MONTHS = [
  ["monthJan", 0],
  ["monthMar", 2],
  ["monthMay", 4],
  ["monthJul", 6],
  ["monthSep", 8],
  ["monthNov", 10],
] as const;
const WIDTH = 530;
const HEIGHT = 160;
const BAR_AREA = 130;
const BAR_STEP = WIDTH / WEEKS_IN_CHART;

/** The year's harvested weight by week, as bars. Server component: no JavaScript. */
export function HarvestChart({ harvests, year, units }: { harvests: Harvest[]; year: number; units: Units }) {
  const t = useTranslations("Harvests");
  const weeks = weeklyHarvestGrams(harvests, year);
  const most = Math.max(...weeks);
  const busiest = weeks.indexOf(most);
  const summary =
    most === 0
      ? t("noWeighed", { year })
      : t("chartSummary", {
          year,
          total: formatWeight(weeks.reduce((sum, grams) => sum + grams, 0), { units }),
          week: busiest + 1,
          most: formatWeight(most, { units }),
        });
  return (
    <figure className="grid gap-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-44 w-full" role="img" aria-label={summary}>
        <line x1="0" x2={WIDTH} y1={BAR_AREA} y2={BAR_AREA} className="stroke-border" strokeWidth="1" />
        {weeks.map((grams, week) =>
          grams > 0 ? (
            <rect
              key={week}
              x={week * BAR_STEP + 1}
              width={BAR_STEP - 2}
              y={BAR_AREA - (grams / most) * (BAR_AREA - 10)}
              height={(grams / most) * (BAR_AREA - 10)}
              rx="2"
              className="fill-primary"
            >
              <title>{t("weekBar", { week: week + 1, weight: formatWeight(grams, { units }) })}</title>
            </rect>
          ) : null,
        )}
        {LABELLED_MONTHS.map(([month, index]) => (
          <text key={month} x={((Date.UTC(year, index, 1) - Date.UTC(year, 0, 1)) / 86_400_000 / 7) * BAR_STEP} y={HEIGHT - 6} fontSize="16" className="fill-muted-foreground">
            {t(month)}
          </text>
        ))}
      </svg>
      <figcaption className="text-sm text-muted-foreground">{summary} {t("countedNote")}</figcaption>
    </figure>
  );
}
