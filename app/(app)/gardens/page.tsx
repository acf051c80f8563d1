import type { Metadata } from "next";
import { headers } from "next/headers";
import { GardensManager } from "@/components/gardens/gardens-manager";
import { PageHeader } from "@/components/layout/page-header";
import { listMembers } from "@/server/garden/garden-members";
import { listGardens } from "@/server/garden/gardens";
import { networkOrigins } from "@/server/http/origin";
import { currentGardener } from "@/server/account/gardener";

export const metadata: Metadata = { title: "Gardens" };

export default async function GardensPage() {
  const gardener = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!gardener) return null;
  const [gardens, members, requestHeaders] = await Promise.all([listGardens(gardener.userId, gardener.gardenId), listMembers(gardener.userId, gardener.gardenId), headers()]);
  return (
    <>
      <PageHeader title="Gardens" subtitle="Share a garden with your household: invite them, care for it together, see who did what." />
      <GardensManager
        me={gardener.userId}
        garden={{ id: gardener.gardenId, name: gardener.gardenName, role: gardener.gardenRole }}
        initialGardens={gardens}
        initialMembers={members}
        networkOrigins={networkOrigins(requestHeaders.get("host"))}
      />
    </>
  );
}
