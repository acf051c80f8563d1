"use client";

import { useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { ArrowRight, Flower2 } from "@/components/ui/icons";
import { AddPlantDialog } from "@/components/garden/add-plant-dialog";
import { GardenEmptyState } from "@/components/garden/garden-empty-state";
import { PlantGrid } from "@/components/garden/plant-grid";
import { PlantGridSkeleton } from "@/components/garden/plant-grid-skeleton";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { useDashboardGarden } from "@/hooks/use-dashboard";

/** docs/product.md#constants: the newest 4 plants (the server sends only those) and a link to all of them. */
export function GardenStrip() {
  const t = useTranslations("Dashboard");
  const garden = useDashboardGarden();
  const [adding, setAdding] = useState(false);
  const plants = garden.data?.plants ?? [];
  const total = garden.data?.total ?? 0;
  return (
    <section aria-labelledby="garden-strip-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="garden-strip-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Flower2 className="size-5 text-primary" aria-hidden="true" /> {t("myGarden")}
        </h2>
        {total > plants.length ? (
          <Button variant="link" asChild className="px-0">
            <Link href="/plants">
              {t("viewAllPlants", { count: total })} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </div>
      <AddPlantDialog open={adding} onOpenChange={setAdding} />
      {garden.isPending ? (
        <PlantGridSkeleton />
      ) : garden.isError ? (
        <ErrorAlert>{t("loadPlantsError")}</ErrorAlert>
      ) : plants.length === 0 ? (
        <GardenEmptyState onAdd={() => setAdding(true)} />
      ) : (
        <PlantGrid plants={plants} />
      )}
    </section>
  );
}
