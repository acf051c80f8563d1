import type { Metadata } from "next";
import { MyGardenView } from "@/components/garden/my-garden-view";
import { listUserPlants } from "@/server/garden";
import { currentGardener } from "@/server/profile";

export const metadata: Metadata = { title: "My Garden" };

export default async function PlantsPage() {
  const gardener = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!gardener) return null;
  const plants = await listUserPlants(gardener);
  return <MyGardenView initialPlants={plants} />;
}
