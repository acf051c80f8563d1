import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";
import { Card } from "@/components/ui/card";

/** docs/product.md#constants: loading shows 4 placeholder cards. */
export const LOADING_PLACEHOLDERS = 4;

/** The plant grid's columns, shared by the grid (./plant-grid.tsx) and its placeholders. */
export const PLANT_GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4";

/** The grid while plants load: its own module, so a loading screen imports no plant card. */
export function PlantGridSkeleton({ count = LOADING_PLACEHOLDERS }: { count?: number }) {
  const t = useTranslations("Garden");
  return (
    <div className={PLANT_GRID} role="status" aria-busy="true" aria-label={t("loadingPlants")}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className="overflow-hidden p-0" data-testid="plant-card-placeholder">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="grid gap-3 p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-8 w-full" />
          </div>
        </Card>
      ))}
    </div>
  );
}
