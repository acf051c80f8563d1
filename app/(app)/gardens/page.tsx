import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { GardensManager } from "@/components/gardens/gardens-manager";
import { PageHeader } from "@/components/layout/page-header";
import { listMembers } from "@/server/garden/garden-members";
import { listGardens } from "@/server/garden/gardens";
import { networkOrigins } from "@/server/http/origin";
import { currentGardener } from "@/server/account/gardener";
import { PageMessages } from "@/components/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Gardens");
  return { title: t("title") };
}

export default async function GardensPage() {
  const gardener = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!gardener) return null;
  const [gardens, members, requestHeaders, t] = await Promise.all([
    listGardens(gardener.userId, gardener.gardenId),
    listMembers(gardener.userId, gardener.gardenId),
    headers(),
    getTranslations("Gardens"),
  ]);
  return (
    <PageMessages namespaces={["Gardens", "Toasts"]}>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <GardensManager
        me={gardener.userId}
        garden={{ id: gardener.gardenId, name: gardener.gardenName, role: gardener.gardenRole }}
        initialGardens={gardens}
        initialMembers={members}
        networkOrigins={networkOrigins(requestHeaders.get("host"))}
      />
    </PageMessages>
  );
}
