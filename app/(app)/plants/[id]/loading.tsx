import { getTranslations } from "next-intl/server";
import { Skeleton } from "@/components/ui/skeleton";

export default async function PlantLoading() {
  const t = await getTranslations("PlantDetails");
  return (
    <div className="grid gap-6" role="status" aria-label={t("loadingPlant")}>
      <Skeleton className="h-10 w-64" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <Skeleton className="h-96 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    </div>
  );
}
