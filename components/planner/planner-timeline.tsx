import { useTranslations } from "next-intl";
import { addDays, daysBetween } from "@/lib/dates";
import type { FormatOptions } from "@/lib/format";
import { PLANNER_ACTIONS, type PlannerAction, type PlannerItem } from "@/lib/planner";
import { formatWindow, monthsAhead } from "@/lib/planner-display";
import { PlanItButton } from "./plan-it-button";

export const ACTION_COLOURS: Record<PlannerAction, string> = {
  "sow-indoors": "bg-amber-500",
  "direct-sow": "bg-primary",
  transplant: "bg-sky-600",
};

/** Each kind of window's label ("Planner" in locales/<code>/plans.json). */
export const ACTION_KEYS = {
  "sow-indoors": "actionSowIndoors",
  "direct-sow": "actionDirectSow",
  transplant: "actionTransplant",
} as const satisfies Record<PlannerAction, string>;

/** The same labels inside a sentence ("Tomato: sow indoors, …"), as the page wrote them in lower case. */
export const ACTION_INLINE_KEYS = {
  "sow-indoors": "inlineSowIndoors",
  "direct-sow": "inlineDirectSow",
  transplant: "inlineTransplant",
} as const satisfies Record<PlannerAction, string>;

export function ActionLegend() {
  const t = useTranslations("Planner");
  return (
    <ul className="flex flex-wrap gap-4 text-sm" aria-label={t("colours")}>
      {PLANNER_ACTIONS.map((action) => (
        <li key={action} className="flex items-center gap-2">
          <span className={`inline-block h-3 w-6 rounded-sm ${ACTION_COLOURS[action]}`} aria-hidden="true" />
          {t(ACTION_KEYS[action])}
        </li>
      ))}
    </ul>
  );
}

/** Each kind of window has its own lane, so a crop sown outdoors while others are planted out shows both. */
const LANES: Record<PlannerAction, number> = { "sow-indoors": 0, "direct-sow": 1, transplant: 2 };

/**
 * The year ahead, one row per crop: its windows as bars over twelve months from the start of
 * this month, each with its dates in words for screen readers, and "Plan it". Server component;
 * `format`: the gardener's (formatOptionsOf), for the months and dates.
 */
export function PlannerTimeline({ items, today, grown, format }: { items: PlannerItem[]; today: string; grown: ReadonlySet<number>; format: FormatOptions }) {
  const t = useTranslations("Planner");
  const months = monthsAhead(today, 12, format);
  const start = months[0]!.start;
  const end = addDays(months.at(-1)!.start, 31);
  const span = daysBetween(start, end);
  const crops = new Map<number, { name: string; windows: PlannerItem[] }>();
  for (const item of items) {
    const crop = crops.get(item.plantId) ?? { name: item.commonName, windows: [] };
    crop.windows.push(item);
    crops.set(item.plantId, crop);
  }
  const rows = [...crops.entries()].sort((a, b) => a[1].name.localeCompare(b[1].name));
  const percent = (date: string) => (Math.min(Math.max(daysBetween(start, date), 0), span) / span) * 100;
  return (
    <div className="grid gap-1">
      <div className="grid gap-x-3 text-xs text-muted-foreground sm:grid-cols-[12.25rem_1fr_6rem]" aria-hidden="true">
        <span className="hidden sm:block" />
        <div className="relative h-5">
          {months.map((month) => (
            <span key={month.start} className="absolute border-l pl-0.5 sm:pl-1" style={{ left: `${percent(month.start)}%` }}>
              <span className="sm:hidden">{month.short.slice(0, 1)}</span>
              <span className="hidden sm:inline">{month.short}</span>
            </span>
          ))}
        </div>
        <span className="hidden sm:block" />
      </div>
      <ul className="grid gap-1">
        {rows.map(([plantId, crop]) => (
          <li key={plantId} className="grid items-center gap-x-3 gap-y-1 rounded-md border-b py-2 sm:grid-cols-[12.25rem_1fr_6rem] sm:border-0 sm:py-1">
            <div className="flex items-center justify-between gap-2 sm:block">
              <h3 className="truncate font-medium">
                {crop.name}
                {grown.has(plantId) ? <span className="ml-1 text-xs font-normal text-muted-foreground"> {t("inYourGarden")}</span> : null}
              </h3>
              <div className="sm:hidden">
                <PlanItButton plantId={plantId} commonName={crop.name} today={today} />
              </div>
            </div>
            <div className="relative h-6 rounded bg-muted">
              {crop.windows.map((window) => (
                <span
                  key={`${window.action}-${window.start}`}
                  className={`absolute h-1.5 rounded-sm ${ACTION_COLOURS[window.action]}`}
                  style={{
                    left: `${percent(window.start)}%`,
                    width: `${Math.max(percent(addDays(window.end, 1)) - percent(window.start), 0.8)}%`,
                    top: `${3 + LANES[window.action] * 7}px`,
                  }}
                  title={t("windowTitle", { action: t(ACTION_KEYS[window.action]), window: formatWindow(window, format) })}
                  aria-hidden="true"
                />
              ))}
              <p className="sr-only">
                {crop.windows.map((window) => t("windowSpoken", { action: t(ACTION_KEYS[window.action]), window: formatWindow(window, format) })).join("; ")}
              </p>
            </div>
            <div className="hidden sm:block">
              <PlanItButton plantId={plantId} commonName={crop.name} today={today} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
