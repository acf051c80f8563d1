"use client";

import { useState } from "react";
import { localizedPath } from "@/lib/i18n/locales";
import { useLocale, useTranslations } from "next-intl";
import { ListPlus, Loader2, Pencil, Sun, Trash2 } from "@/components/ui/icons";
import { TaskFormDialog } from "@/components/tasks/task-form-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { usePlantNames } from "@/hooks/use-plant-names";
import { useDeletePlant } from "@/hooks/use-plants";
import type { UserPlantWithWatering } from "@/lib/garden-types";
import { localCalendarDate } from "@/lib/dates";
import { formatDay } from "@/lib/format";
import { formatHarvest, formatPlantAge } from "@/lib/harvest";
import type { PlantCategory, SunlightLevel } from "@/lib/plant-catalogue";
import { guidePath } from "@/lib/guide-paths";
import { formatNextWatering, formatWaterEvery, formatWateredBy } from "@/lib/watering";
import { PlantHarvests } from "@/components/harvests/plant-harvests";
import { LatestJournalEntries } from "@/components/journal/latest-journal-entries";
import { EditPlantForm } from "./edit-plant-form";
import { PlantImage } from "./plant-image";
import { PlantStatusBadge } from "./plant-status-badge";
import { WateringHistoryChart } from "./watering-history-chart";
import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";

/** The water balance's chart loads with the details, not with every page that shows a plant card. */
const WaterBalanceSection = dynamic(() => import("./water-balance-chart").then((module) => module.WaterBalanceSection), {
  loading: BalanceLoading,
});

function BalanceLoading() {
  const t = useTranslations("PlantCharts");
  return <Skeleton className="h-32 w-full" role="status" aria-label={t("balanceLoading")} />;
}

/** Each catalogue category's and sunlight level's message (the catalogue's own values, as words). */
const CATEGORY_KEYS = {
  vegetable: "categoryVegetable",
  herb: "categoryHerb",
  fruit: "categoryFruit",
  flower: "categoryFlower",
  houseplant: "categoryHouseplant",
  succulent: "categorySucculent",
} as const satisfies Record<PlantCategory, string>;

const SUNLIGHT_KEYS = {
  full_sun: "sunlightFullSun",
  partial_sun: "sunlightPartialSun",
  partial_shade: "sunlightPartialShade",
  shade: "sunlightShade",
} as const satisfies Record<SunlightLevel, string>;

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-accent/60 p-3 text-center">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</p>
      <p className="mt-1 text-lg font-semibold text-accent-foreground">{value}</p>
    </div>
  );
}

function DetailRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words whitespace-pre-line">{value}</dd>
    </div>
  );
}

/** A plant's details (its dialog, and its page with `showJournal` off: the page shows the whole journal). */
export function PlantDetails({ plant, deleting, showJournal = true }: { plant: UserPlantWithWatering; deleting: boolean; showJournal?: boolean }) {
  const t = useTranslations("PlantDetails");
  const locale = useLocale();
  const watering = useTranslations("Watering");
  const facts = useTranslations("PlantFacts");
  const names = usePlantNames();
  const plantedDate = localCalendarDate(plant.plantedDate);
  const catalogue = plant.plant;
  const wateredBy = formatWateredBy(plant.daysSinceWatering, plant.lastWatering?.wateredBy, watering);
  return (
    <div className="grid gap-5">
      <div className="relative overflow-hidden rounded-lg">
        <PlantImage plant={plant} className="max-h-56" />
        <PlantStatusBadge status={plant.status} className="absolute top-3 right-3" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Tile label={t("waterEvery")} value={formatWaterEvery(plant.wateringIntervalDays, watering)} />
        <Tile label={t("harvestIn")} value={formatHarvest(plant.daysUntilHarvest, facts)} />
      </div>
      <dl className="grid gap-2">
        <DetailRow label={t("planted")} value={`${formatDay(plant.plantedDate, "long")} (${formatPlantAge(plantedDate, facts)})`} />
        <DetailRow label={t("nextWatering")} value={formatNextWatering(plant.daysUntilWatering, watering)} />
        {wateredBy ? <DetailRow label={t("lastWatering")} value={wateredBy} /> : null}
        <DetailRow label={t("location")} value={plant.location || t("notSet")} />
        <DetailRow label={t("notes")} value={plant.notes || t("noNotes")} />
      </dl>
      {catalogue ? (
        <section aria-labelledby={`plant-${plant.id}-info`} className="grid gap-2">
          <h3 id={`plant-${plant.id}-info`} className="font-semibold">
            {t("plantInfo")}
          </h3>
          <p className="text-sm text-muted-foreground">
            {t(CATEGORY_KEYS[catalogue.category])} ·{" "}
            <Sun className="inline size-4 align-text-bottom" aria-hidden="true" /> {t(SUNLIGHT_KEYS[catalogue.sunlight])}
          </p>
          <p className="text-sm">{catalogue.careDescription}</p>
          <p className="text-sm">
            <a href={localizedPath(locale, guidePath(catalogue.slug))} className="font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none rounded-sm">
              {t("readGuide", { name: catalogue.commonName })}
            </a>
          </p>
        </section>
      ) : null}
      {!catalogue || catalogue.harvestTime !== null ? (
        <section role="region" aria-labelledby={`plant-${plant.id}-harvests`} className="grid gap-2">
          <h3 id={`plant-${plant.id}-harvests`} className="font-semibold">
            {t("harvestsThisYear")}
          </h3>
          <PlantHarvests userPlantId={plant.id} year={new Date().getFullYear()} />
        </section>
      ) : null}
      <section aria-labelledby={`plant-${plant.id}-balance`} className="grid gap-2">
        <h3 id={`plant-${plant.id}-balance`} className="font-semibold">
          {t("watering")}
        </h3>
        <WaterBalanceSection userPlantId={plant.id} enabled={!deleting} />
      </section>
      {showJournal ? (
        <section aria-labelledby={`plant-${plant.id}-journal`} className="grid gap-2">
          <h3 id={`plant-${plant.id}-journal`} className="font-semibold">
            {t("journal")}
          </h3>
          <LatestJournalEntries userPlantId={plant.id} plantName={names.displayName(plant)} enabled={!deleting} />
        </section>
      ) : null}
      <section aria-labelledby={`plant-${plant.id}-history`} className="grid gap-2">
        <h3 id={`plant-${plant.id}-history`} className="font-semibold">
          {t("wateringHistory")}
        </h3>
        <WateringHistoryChart userPlantId={plant.id} enabled={!deleting} />
      </section>
    </div>
  );
}

type Mode = "view" | "edit" | "confirm-delete";

export function PlantDetailsDialog({ plant }: { plant: UserPlantWithWatering }) {
  const t = useTranslations("PlantDetails");
  const names = usePlantNames();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>("view");
  const [addingTask, setAddingTask] = useState(false);
  const deletePlant = useDeletePlant();
  const name = names.displayName(plant);
  const kind = names.kindName(plant);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setMode("view");
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={t("viewDetailsFor", { name })}>
          {t("viewDetails")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{name}</DialogTitle>
          <DialogDescription>
            {kind}
            {plant.plant ? <span className="italic"> · {plant.plant.scientificName}</span> : ` · ${t("customPlant")}`}
          </DialogDescription>
        </DialogHeader>

        {mode === "edit" ? (
          <EditPlantForm plant={plant} onDone={() => setMode("view")} />
        ) : (
          <>
            {/* A plant being deleted is not read again (its reads would answer 404). */}
            <PlantDetails plant={plant} deleting={deletePlant.isPending || deletePlant.isSuccess} />
            {mode === "confirm-delete" ? (
              <div role="alertdialog" aria-labelledby={`delete-${plant.id}`} className="grid gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
                <p id={`delete-${plant.id}`} className="text-sm font-medium">
                  {t("deleteConfirm", { name })}
                </p>
                <div className="flex justify-end gap-2">
                  <Button variant="outline" size="sm" onClick={() => setMode("view")} disabled={deletePlant.isPending}>
                    {t("keepPlant")}
                  </Button>
                  <Button
                    variant="destructive"
                    size="sm"
                    disabled={deletePlant.isPending}
                    onClick={() => deletePlant.mutate(plant, { onSuccess: () => onOpenChange(false) })}
                  >
                    {deletePlant.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                    {deletePlant.isPending ? t("deleting") : t("yesDelete")}
                  </Button>
                </div>
              </div>
            ) : (
              <DialogFooter className="gap-2 sm:justify-between">
                <Button variant="destructive" onClick={() => setMode("confirm-delete")}>
                  <Trash2 aria-hidden="true" /> {t("deletePlant")}
                </Button>
                <div className="flex flex-wrap gap-2">
                  <TaskFormDialog open={addingTask} onOpenChange={setAddingTask} userPlantId={plant.id} plantName={name} />
                  <Button variant="outline" onClick={() => setAddingTask(true)}>
                    <ListPlus aria-hidden="true" /> {t("addTask")}
                  </Button>
                  <Button variant="outline" onClick={() => setMode("edit")}>
                    <Pencil aria-hidden="true" /> {t("edit")}
                  </Button>
                </div>
              </DialogFooter>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
