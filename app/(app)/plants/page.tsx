import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MyGardenView } from "@/components/garden/my-garden-view";
import { listUserPlants } from "@/server/garden/plants";
import { currentGardener } from "@/server/account/gardener";
import { keepCarePlanCurrent } from "@/server/care/care-plan";
import { addPlantPath } from "@/lib/return-path";
import { PageMessages } from "@/components/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Garden");
  return { title: t("title") };
}

/**
 * /plants?add=1 (the dashboard's "Find New Plants") opens the catalogue in the Add New Plant dialog;
 * /plants?add={slug} (a plant guide's "Add {plant} to my garden") opens it with that plant chosen.
 */
export default async function PlantsPage({ searchParams }: { searchParams: Promise<{ add?: string | string[] }> }) {
  const signedIn = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!signedIn) return null;
  const [gardener, { add }] = await Promise.all([keepCarePlanCurrent(signedIn), searchParams]);
  const plants = await listUserPlants(gardener);
  const one = Array.isArray(add) ? add[0] : add;
  const chosenSlug = addPlantPath("/plants", one) ? one : undefined;
  return (
    <PageMessages namespaces={["AddPlant", "Common", "Garden", "Harvests", "Journal", "NearDays", "PlantCard", "PlantCharts", "PlantDetails", "PlantFacts", "Tasks", "Toasts", "Watering"]}>
      <MyGardenView initialPlants={plants} openCatalogue={one === "1" || chosenSlug !== undefined} chosenSlug={chosenSlug} />
    </PageMessages>
  );
}
