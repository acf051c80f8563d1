"use client";
// A watering task's choices besides Water Now (docs/watering.md): Skip (the soil is still moist),
// Snooze 1 to 3 days, and "It rained here" (the gardener's own rain gauge for the garden).

import { useState, type FormEvent } from "react";
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
import type { Task } from "@/lib/task-types";
import { MAX_RAIN_INCHES, MAX_RAIN_MM, RAIN_READING_DAYS, SNOOZE_DAYS } from "@/lib/water-balance";

function RainForm({ today, onDone }: { today: string; onDone: () => void }) {
  const gardens = useGardens();
  const open = gardens.data?.find((garden) => garden.active);
  const recordRain = useRecordRain(open?.id ?? 0);
  const [date, setDate] = useState(today);
  const [mm, setMm] = useState("");
  const [errors, setErrors] = useState<{ date?: string; mm?: string }>({});
  const earliest = addDays(today, -RAIN_READING_DAYS);
  // The gauge is read in the gardener's units; the server keeps millimetres.
  const inches = useFormat().units === "imperial";
  const [most, unit, unitName] = inches ? [MAX_RAIN_INCHES, "in", "inches"] : [MAX_RAIN_MM, "mm", "millimetres"];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const amount = Number(mm.replace(",", "."));
    const next = {
      date: !/^\d{4}-\d{2}-\d{2}$/.test(date) ? "Choose a day." : date > today ? "Choose today or an earlier day." : date < earliest ? `Choose a day in the last ${RAIN_READING_DAYS} days.` : undefined,
      mm: mm.trim() === "" || !Number.isFinite(amount) ? `Enter the rain in ${unitName}.` : amount < 0 || amount > most ? `Enter 0 to ${most} ${unit}.` : undefined,
    };
    setErrors(next);
    if (next.date || next.mm || !open) return;
    recordRain.mutate(inches ? { date, inches: amount, unit: "in" } : { date, mm: amount }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="rain-date" label="Day" error={errors.date}>
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
      <FormField id="rain-mm" label={`Rain in your gauge (${unit})`} error={errors.mm}>
        <Input
          id="rain-mm"
          inputMode="decimal"
          value={mm}
          placeholder={inches ? "0.5" : "12"}
          aria-invalid={errors.mm ? true : undefined}
          aria-describedby={errors.mm ? "rain-mm-error" : undefined}
          onChange={(event) => setMm(event.target.value)}
        />
      </FormField>
      <ApiErrorAlert error={recordRain.error} />
      <FormActions submitLabel="Record Rain" pendingLabel="Recording..." pending={recordRain.isPending || gardens.isPending} onCancel={onDone} />
    </form>
  );
}

/** "It rained here": what the gardener's gauge caught on a day, for the whole garden. */
export function RainDialog({ today, open, onOpenChange }: { today: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>It Rained Here</DialogTitle>
          <DialogDescription>What your own rain gauge caught. It replaces the rain forecast for that day, for every plant in this garden.</DialogDescription>
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
  const busy = disabled || skip.isPending || snooze.isPending;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-8" aria-label={`More for: ${task.title}`} disabled={busy}>
            <Ellipsis aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => skip.mutate(task.id)}>
            <SkipForward aria-hidden="true" /> Skip: the soil is still moist
          </DropdownMenuItem>
          {SNOOZE_DAYS.map((days) => (
            <DropdownMenuItem key={days} onSelect={() => snooze.mutate({ id: task.id, days })}>
              <AlarmClock aria-hidden="true" /> Snooze {days === 1 ? "1 day" : `${days} days`}
            </DropdownMenuItem>
          ))}
          <DropdownMenuItem onSelect={() => setRaining(true)}>
            <CloudRain aria-hidden="true" /> It rained here…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <RainDialog today={today} open={raining} onOpenChange={setRaining} />
    </>
  );
}
