import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/page-header";
import { PlantGridSkeleton } from "@/components/garden/plant-grid-skeleton";

export default async function PlantsLoading() {
  const t = await getTranslations("Garden");
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <PlantGridSkeleton />
    </>
  );
}
