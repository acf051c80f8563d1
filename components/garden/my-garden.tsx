"use client";

import { useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { ImageUp, Loader2, NotebookPen, Plus, ScanLine, Wheat } from "@/components/ui/icons";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { useRefreshImages, useUserPlantsWithWatering } from "@/hooks/use-plants";
import { AddPlantDialog } from "./add-plant-dialog";
import { GardenEmptyState } from "./garden-empty-state";
import { PlantGrid } from "./plant-grid";
import { PlantGridSkeleton } from "./plant-grid-skeleton";

/** docs/product.md#screens 'My Garden (/plants)': the plants come from the client cache, which the server filled. */
export function MyGarden({ openCatalogue = false, chosenSlug }: { openCatalogue?: boolean; chosenSlug?: string }) {
  const t = useTranslations("Garden");
  const garden = useUserPlantsWithWatering();
  const refreshImages = useRefreshImages();
  const [adding, setAdding] = useState(openCatalogue);
  const hasPlants = (garden.data?.length ?? 0) > 0;

  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        actions={
          <>
            {/* An empty garden has no images to fix. */}
            {hasPlants ? (
              <Button variant="outline" onClick={() => refreshImages.mutate()} disabled={refreshImages.isPending}>
                {refreshImages.isPending ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : (
                  <ImageUp aria-hidden="true" />
                )}
                {refreshImages.isPending ? t("updating") : t("fixImages")}
              </Button>
            ) : null}
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" /> {t("addPlant")}
            </Button>
            <Button variant="outline" asChild>
              <Link href="/harvests">
                <Wheat aria-hidden="true" /> {t("harvests")}
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link href="/journal">
                <NotebookPen aria-hidden="true" /> {t("journal")}
              </Link>
            </Button>
            <Button variant="secondary" asChild>
              <Link href="/diagnose">
                <ScanLine aria-hidden="true" /> {t("scanAndAdd")}
              </Link>
            </Button>
          </>
        }
      />
      <AddPlantDialog
        open={adding}
        chosenSlug={chosenSlug}
        onOpenChange={(open) => {
          setAdding(open);
          // Closed: a reload of /plants?add=1 would open the catalogue again.
          if (!open && window.location.search) window.history.replaceState(window.history.state, "", window.location.pathname);
        }}
      />
      {garden.isPending ? (
        <PlantGridSkeleton />
      ) : garden.isError ? (
        <ErrorAlert boxed>{t("loadError")}</ErrorAlert>
      ) : garden.data.length === 0 ? (
        <GardenEmptyState onAdd={() => setAdding(true)} />
      ) : (
        <PlantGrid plants={garden.data} />
      )}
    </>
  );
}
