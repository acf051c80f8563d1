"use client";
// A watering task's choices besides Water Now (docs/watering.md): Skip (the soil is still moist),
// Snooze 1 to 3 days, and "It rained here" (the gardener's own rain gauge for the garden).

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { ApiErrorAlert } from "@/components/ui/error-alert";
import { FormActions } from "@/components/ui/form-actions";
import { FormField } from "@/components/ui/form-field";
import { AlarmClock, CloudRain, Ellipsis, SkipForward } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { useFormat } from "@/hooks/use-format";
import { useGardens } from "@/hooks/use-gardens";
import { useRecordRain, useSkipTask, useSnoozeTask } from "@/hooks/use-watering";
import { addDays } from "@/lib/dates";
import { formatNumber } from "@/lib/format";
import type { Task } from "@/lib/task-types";
import { MAX_RAIN_INCHES, MAX_RAIN_MM, RAIN_READING_DAYS, SNOOZE_DAYS } from "@/lib/water-balance";

function RainForm({ today, onDone }: { today: string; onDone: () => void }) {
  const gardens = useGardens();
  const open = gardens.data?.find((garden) => garden.active);
  const recordRain = useRecordRain(open?.id ?? 0);
  const t = useTranslations("Tasks");
  const format = useFormat();
  const [date, setDate] = useState(today);
  const [mm, setMm] = useState("");
  const [errors, setErrors] = useState<{ date?: string; mm?: string }>({});
  const earliest = addDays(today, -RAIN_READING_DAYS);
  // The gauge is read in the gardener's units; the server keeps millimetres.
  const inches = format.units === "imperial";
  // The most as it was written before: "2000" mm, with no thousands separator.
  const most = inches ? formatNumber(MAX_RAIN_INCHES, {}, format) : String(MAX_RAIN_MM);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const amount = Number(mm.replace(",", "."));
    const next = {
      date: !/^\d{4}-\d{2}-\d{2}$/.test(date)
        ? t("rainDayMissing")
        : date > today
          ? t("rainDayFuture")
          : date < earliest
            ? t("rainDayTooEarly", { count: RAIN_READING_DAYS })
            : undefined,
      mm:
        mm.trim() === "" || !Number.isFinite(amount)
          ? t(inches ? "rainMissingInches" : "rainMissingMm")
          : amount < 0 || amount > (inches ? MAX_RAIN_INCHES : MAX_RAIN_MM)
            ? t(inches ? "rainRangeInches" : "rainRangeMm", { most })
            : undefined,
    };
    setErrors(next);
    if (next.date || next.mm || !open) return;
    recordRain.mutate(inches ? { date, inches: amount, unit: "in" } : { date, mm: amount }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="rain-date" label={t("rainDay")} error={errors.date}>
        <Input
          id="rain-date"
          type="date"
          min={earliest}
          max={today}
          value={date}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={errors.date ? "rain-date-error" : undefined}
          onChange={(event) => setDate(event.target.value)}
        />
      </FormField>
      <FormField id="rain-mm" label={t(inches ? "rainGaugeInches" : "rainGaugeMm")} error={errors.mm}>
        <Input
          id="rain-mm"
          inputMode="decimal"
          value={mm}
          placeholder={inches ? formatNumber(0.5, {}, format) : "12"}
          aria-invalid={errors.mm ? true : undefined}
          aria-describedby={errors.mm ? "rain-mm-error" : undefined}
          onChange={(event) => setMm(event.target.value)}
        />
      </FormField>
      <ApiErrorAlert error={recordRain.error} />
      <FormActions submitLabel={t("recordRain")} pendingLabel={t("recording")} pending={recordRain.isPending || gardens.isPending} onCancel={onDone} />
    </form>
  );
}

/** "It rained here": what the gardener's gauge caught on a day, for the whole garden. */
export function RainDialog({ today, open, onOpenChange }: { today: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("Tasks");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>{t("rainTitle")}</DialogTitle>
          <DialogDescription>{t("rainDescription")}</DialogDescription>
        </DialogHeader>
        {open ? <RainForm today={today} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** The menu beside a watering task: Skip, Snooze 1–3 days, It rained here. */
export function WateringTaskActions({ task, today, disabled }: { task: Task; today: string; disabled?: boolean }) {
  const skip = useSkipTask();
  const snooze = useSnoozeTask();
  const [raining, setRaining] = useState(false);
  const t = useTranslations("Tasks");
  const busy = disabled || skip.isPending || snooze.isPending;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-8" aria-label={t("moreFor", { title: task.title })} disabled={busy}>
            <Ellipsis aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => skip.mutate(task.id)}>
            <SkipForward aria-hidden="true" /> {t("skip")}
          </DropdownMenuItem>
          {SNOOZE_DAYS.map((days) => (
            <DropdownMenuItem key={days} onSelect={() => snooze.mutate({ id: task.id, days })}>
              <AlarmClock aria-hidden="true" /> {t("snooze", { count: days })}
            </DropdownMenuItem>
          ))}
          <DropdownMenuItem onSelect={() => setRaining(true)}>
            <CloudRain aria-hidden="true" /> {t("itRained")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <RainDialog today={today} open={raining} onOpenChange={setRaining} />
    </>
  );
}
