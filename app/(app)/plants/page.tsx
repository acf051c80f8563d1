import type { Metadata } from "next";
import { MyGardenView } from "@/components/garden/my-garden-view";
import { getCurrentUser } from "@/server/auth";
import { listUserPlants } from "@/server/garden";
import { userTimeZone } from "@/server/profile";

export const metadata: Metadata = { title: "My Garden" };

export default async function PlantsPage() {
  const user = await getCurrentUser();
  // Signed out: the layout shows the landing page instead.
  if (!user) return null;
  const plants = await listUserPlants(user.id, await userTimeZone(user));
  return <MyGardenView initialPlants={plants} />;
}
