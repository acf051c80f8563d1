import { PageHeader } from "@/components/layout/page-header";
import { PlantGridSkeleton } from "@/components/garden/plant-grid";

export default function PlantsLoading() {
  return (
    <>
      <PageHeader title="My Garden" subtitle="Manage your plants and track their progress" />
      <PlantGridSkeleton />
    </>
  );
}
