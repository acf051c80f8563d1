import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { AlertTriangle, CalendarDays } from "@/components/ui/icons";
import { arrangeSchedule, formatScheduleWeek, isScheduleEmpty, type ScheduleDay, type ScheduleWeek } from "@/lib/schedule";
import { formatDay, type FormatOptions } from "@/lib/format";
import type { Task } from "@/lib/task-types";
import { formatDueDate } from "@/lib/tasks";
import { cn } from "@/lib/utils";
import { ScheduleTaskItem } from "./schedule-task-item";
import { Droplets } from "@/components/ui/icons";
import type { ExpectedWateringItem } from "@/lib/water-balance";

/** A watering the plan expects later in the four weeks: not a task yet, so nothing to tick. */
function ExpectedItem({ item }: { item: ExpectedWateringItem }) {
  const t = useTranslations("Schedule");
  return (
    <li className="flex items-start gap-1.5 rounded-lg border border-dashed p-2 text-xs text-muted-foreground">
      <Droplets className="mt-0.5 size-3.5 shrink-0 text-sky-600" aria-hidden="true" />
      <span className="min-w-0 break-words">
        {t("waterPlant", { plant: item.name })} <span className="whitespace-nowrap">· {t(item.estimate ? "estimate" : "expected")}</span>
      </span>
    </li>
  );
}

function DayHeading({ id, date, today, format }: { id: string; date: string; today: string; format: FormatOptions }) {
  const name = formatDueDate(date, today, format.locale);
  const written = formatDay(date, "weekday-day", format);
  return (
    <h4 id={id} className={cn("mb-2 text-sm font-semibold", date === today && "text-primary")}>
      {name}
      {name === written ? null : <span className="font-normal text-muted-foreground"> · {written}</span>}
    </h4>
  );
}

/** A day: in the agenda (phones) only when it has tasks; in the week grid (lg) always, as a cell. */
function Day({ day, today, expected, format }: { day: ScheduleDay<Task>; today: string; expected: ExpectedWateringItem[]; format: FormatOptions }) {
  const t = useTranslations("Schedule");
  const headingId = `schedule-day-${day.date}`;
  const empty = day.tasks.length === 0 && expected.length === 0;
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        "min-w-0 lg:min-h-32 lg:rounded-lg lg:border lg:p-2",
        day.date === today ? "lg:border-primary lg:bg-primary/5" : "lg:bg-muted/30",
        empty && "hidden lg:block",
      )}
    >
      <DayHeading id={headingId} date={day.date} today={today} format={format} />
      {empty ? (
        <p className="sr-only">{t("nothingPlanned")}</p>
      ) : (
        <ul className="grid gap-2">
          {day.tasks.map((task) => (
            <ScheduleTaskItem key={task.id} task={task} today={today} />
          ))}
          {expected.map((item) => (
            <ExpectedItem key={`${item.userPlantId}-${item.date}`} item={item} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** A week: a heading over seven days, a row of the grid on a desktop; left out of a phone's agenda when empty. */
function Week({ week, today, expected, format }: { week: ScheduleWeek<Task>; today: string; expected: ReadonlyMap<string, ExpectedWateringItem[]>; format: FormatOptions }) {
  const headingId = `schedule-week-${week.start}`;
  const empty = week.days.every((day) => day.tasks.length === 0 && !expected.has(day.date));
  return (
    <section aria-labelledby={headingId} className={cn(empty && "hidden lg:block")}>
      <h3 id={headingId} className="mb-2 text-base font-semibold text-muted-foreground">
        {formatScheduleWeek(week, format.locale)}
      </h3>
      <ol className="grid gap-4 lg:grid-cols-7 lg:gap-2">
        {week.days.map((day) => (
          <Day key={day.date} day={day} today={today} expected={expected.get(day.date) ?? []} format={format} />
        ))}
      </ol>
    </section>
  );
}

function EmptySchedule({ filtered }: { filtered: boolean }) {
  const t = useTranslations("Schedule");
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <CalendarDays className="size-10 text-primary" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{filtered ? t("noMatchesTitle") : t("nothingPlanned")}</h2>
      <p className="max-w-md text-muted-foreground">
        {filtered
          ? t("noMatchesText")
          : t("emptyText")}
      </p>
      <Button variant={filtered ? "outline" : "default"} asChild>
        {filtered ? <Link href="/schedule">{t("clearFilters")}</Link> : <Link href="/plants">{t("goToMyGarden")}</Link>}
      </Button>
    </div>
  );
}

/**
 * The Care Schedule: overdue tasks on top, then four weeks from today by day: an agenda of the
 * days with tasks on a phone, a grid of four weeks (rows) by seven days (columns) on a desktop.
 * Each day also lists the waterings the water balance expects there after each plant's next
 * (docs/watering.md), marked as estimates past the forecast.
 * Server component; each task's actions are client components. `format`: the gardener's
 * (formatOptionsOf), for the dates.
 */
export function ScheduleView({ tasks, expected = [], today, filtered, format }: { tasks: Task[]; expected?: ExpectedWateringItem[]; today: string; filtered: boolean; format: FormatOptions }) {
  const t = useTranslations("Schedule");
  const schedule = arrangeSchedule(tasks, today);
  const expectedByDay = new Map<string, ExpectedWateringItem[]>();
  for (const item of expected) expectedByDay.set(item.date, [...(expectedByDay.get(item.date) ?? []), item]);
  if (isScheduleEmpty(schedule) && expected.length === 0) return <EmptySchedule filtered={filtered} />;
  const nothingAhead = schedule.weeks.every((week) => week.days.every((day) => day.tasks.length === 0)) && expected.length === 0;
  return (
    <div className="grid gap-8">
      {schedule.overdue.length > 0 ? (
        <section aria-labelledby="schedule-overdue-heading">
          <h2 id="schedule-overdue-heading" className="mb-3 flex items-center gap-2 text-xl font-semibold">
            <AlertTriangle className="size-5 text-destructive" aria-hidden="true" /> {t("overdue")}
            <span className="text-base font-normal text-muted-foreground">({schedule.overdue.length})</span>
          </h2>
          <ul className="grid gap-2 md:grid-cols-2 lg:grid-cols-3">
            {schedule.overdue.map((task) => (
              <ScheduleTaskItem key={task.id} task={task} today={today} overdueSince={formatDueDate(task.dueDate, today, format.locale)} />
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="schedule-weeks-heading">
        <h2 id="schedule-weeks-heading" className="mb-3 text-xl font-semibold">
          {t("nextFourWeeks")}
        </h2>
        {nothingAhead ? <p className="text-muted-foreground lg:hidden">{t("nothingElse")}</p> : null}
        <div className="grid gap-6 lg:gap-4">
          {schedule.weeks.map((week) => (
            <Week key={week.start} week={week} today={today} expected={expectedByDay} format={format} />
          ))}
        </div>
      </section>
    </div>
  );
}
