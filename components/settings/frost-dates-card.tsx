"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Loader2, Sprout } from "@/components/ui/icons";
import { useFormat } from "@/hooks/use-format";
import { useSaveFrostDates } from "@/hooks/use-profile";
import { formatDay } from "@/lib/format";
import type { UserProfile } from "@/lib/profile-types";

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const SELECT_CLASS =
  "h-10 rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm";

type Parts = { month: string; day: string };
const partsOf = (monthDay: string | null): Parts => (monthDay ? { month: String(Number(monthDay.slice(0, 2))), day: String(Number(monthDay.slice(3, 5))) } : { month: "", day: "" });
const monthDayOf = ({ month, day }: Parts): string | null => (month && day ? `${month.padStart(2, "0")}-${day.padStart(2, "0")}` : null);

function FrostDateField({
  id,
  legend,
  monthLabel,
  dayLabel,
  value,
  onChange,
}: {
  id: string;
  legend: string;
  monthLabel: string;
  dayLabel: string;
  value: Parts;
  onChange: (value: Parts) => void;
}) {
  const t = useTranslations("FrostDatesCard");
  const format = useFormat();
  const days = value.month ? DAYS_IN_MONTH[Number(value.month) - 1]! : 31;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex gap-2">
        <select
          id={`${id}-month`}
          aria-label={monthLabel}
          className={SELECT_CLASS}
          value={value.month}
          onChange={(event) => onChange({ month: event.target.value, day: Number(value.day) > DAYS_IN_MONTH[Number(event.target.value) - 1]! ? "" : value.day })}
        >
          <option value="">{t("month")}</option>
          {DAYS_IN_MONTH.map((_, index) => (
            <option key={index + 1} value={String(index + 1)}>
              {/* The month's name in the gardener's language ("January"). */}
              {formatDay(`2001-${String(index + 1).padStart(2, "0")}-01`, "month", format)}
            </option>
          ))}
        </select>
        <select id={`${id}-day`} aria-label={dayLabel} className={SELECT_CLASS} value={value.day} onChange={(event) => onChange({ ...value, day: event.target.value })}>
          <option value="">{t("day")}</option>
          {Array.from({ length: days }, (_, index) => (
            <option key={index + 1} value={String(index + 1)}>
              {index + 1}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

/**
 * The garden's own frost dates: the planner counts sowing and planting from them instead of the
 * place's history. `historyText` says what the history says, when it is known.
 */
export function FrostDatesCard({ initial, historyText }: { initial: Pick<UserProfile, "lastSpringFrost" | "firstAutumnFrost">; historyText: string }) {
  const t = useTranslations("FrostDatesCard");
  const saveFrostDates = useSaveFrostDates();
  const [spring, setSpring] = useState(partsOf(initial.lastSpringFrost));
  const [autumn, setAutumn] = useState(partsOf(initial.firstAutumnFrost));
  const pending = saveFrostDates.isPending;
  const [error, setError] = useState<string | null>(null);
  const typed = initial.lastSpringFrost !== null || initial.firstAutumnFrost !== null;

  function save(dates: { lastSpringFrost: string | null; firstAutumnFrost: string | null }, done: string) {
    saveFrostDates.mutate(dates, { onSuccess: () => toast.success(done) });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const half = [spring, autumn].some((parts) => Boolean(parts.month) !== Boolean(parts.day));
    if (half) {
      setError(t("halfDate"));
      return;
    }
    setError(null);
    save({ lastSpringFrost: monthDayOf(spring), firstAutumnFrost: monthDayOf(autumn) }, t("saved"));
  }

  function clearTypedDates() {
    setSpring({ month: "", day: "" });
    setAutumn({ month: "", day: "" });
    setError(null);
    save({ lastSpringFrost: null, firstAutumnFrost: null }, t("fromHistory"));
  }

  return (
    <Card role="region" aria-labelledby="frost-dates-heading">
      <CardHeader>
        <h2 id="frost-dates-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Sprout className="size-5 text-primary" aria-hidden="true" /> {t("title")}
        </h2>
        <CardDescription>
          {t("descriptionIntro")} {historyText} {t("descriptionOwn")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-4" aria-label={t("formLabel")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FrostDateField
              id="last-spring-frost"
              legend={t("lastSpringFrost")}
              monthLabel={t("lastSpringFrostMonth")}
              dayLabel={t("lastSpringFrostDay")}
              value={spring}
              onChange={setSpring}
            />
            <FrostDateField
              id="first-autumn-frost"
              legend={t("firstAutumnFrost")}
              monthLabel={t("firstAutumnFrostMonth")}
              dayLabel={t("firstAutumnFrostDay")}
              value={autumn}
              onChange={setAutumn}
            />
          </div>
          {error ? <ErrorAlert id="frost-dates-error">{error}</ErrorAlert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null} {t("save")}
            </Button>
            {typed ? (
              <Button type="button" variant="outline" onClick={clearTypedDates} disabled={pending}>
                {t("usePlaceDates")}
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
