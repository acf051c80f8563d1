import type { Metadata } from "next";
import { MyGardenView } from "@/components/garden/my-garden-view";
import { listUserPlants } from "@/server/garden/plants";
import { currentGardener } from "@/server/account/gardener";

export const metadata: Metadata = { title: "My Garden" };

/** /plants?add=1 (the dashboard's "Find New Plants") opens the catalogue in the Add New Plant dialog. */
export default async function PlantsPage({ searchParams }: { searchParams: Promise<{ add?: string | string[] }> }) {
  const gardener = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!gardener) return null;
  const [plants, { add }] = await Promise.all([listUserPlants(gardener), searchParams]);
  return <MyGardenView initialPlants={plants} openCatalogue={add === "1"} />;
}
