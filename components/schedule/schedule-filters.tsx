"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Loader2 } from "@/components/ui/icons";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { scheduleHref } from "@/lib/schedule";
import { TASK_TYPE_KEYS, TASK_TYPES, type TaskType } from "@/lib/tasks";

const ALL = "all";


/** Task type and plant choices; the server filters (each choice is a new address, so Back undoes it). */
export function ScheduleFilters({ plants, type, plant }: { plants: { id: number; name: string }[]; type?: TaskType; plant?: number }) {
  const t = useTranslations("Schedule");
  const tTasks = useTranslations("Tasks");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const show = (next: { type?: TaskType; plant?: number }) => startTransition(() => router.push(scheduleHref(next), { scroll: false }));
  return (
    <div role="group" aria-label={t("filters")} className="mb-6 flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 sm:w-48 sm:flex-none">
        <FormField id="schedule-type" label={t("taskType")}>
          <Select value={type ?? ALL} onValueChange={(value) => show({ type: value === ALL ? undefined : (value as TaskType), plant })}>
            <SelectTrigger id="schedule-type">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t("allTaskTypes")}</SelectItem>
              {TASK_TYPES.map((option) => (
                <SelectItem key={option} value={option}>
                  {tTasks(TASK_TYPE_KEYS[option])}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      </div>
      <div className="min-w-0 flex-1 sm:w-56 sm:flex-none">
        <FormField id="schedule-plant" label={t("plant")}>
          <Select value={plant ? String(plant) : ALL} onValueChange={(value) => show({ type, plant: value === ALL ? undefined : Number(value) })}>
            <SelectTrigger id="schedule-plant">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t("allPlants")}</SelectItem>
              {plants.map((option) => (
                <SelectItem key={option.id} value={String(option.id)}>
                  {option.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      </div>
      {type || plant ? (
        <Button variant="ghost" asChild>
          <Link href="/schedule" scroll={false}>
            {t("clearFilters")}
          </Link>
        </Button>
      ) : null}
      <p role="status" className={pending ? "flex h-10 items-center gap-2 text-sm text-muted-foreground" : "sr-only"}>
        {pending ? (
          <>
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> {t("updating")}
          </>
        ) : null}
      </p>
    </div>
  );
}
