import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DiagnoseView } from "@/components/diagnose/diagnose-view";
import { getCurrentUser } from "@/server/auth";
import { aiStatus } from "@/server/ai/status";
import { PageMessages } from "@/components/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Diagnose");
  return { title: t("title") };
}

export default async function DiagnosePage() {
  const user = await getCurrentUser();
  // Signed out: the layout shows the landing page instead.
  if (!user) return null;
  return (
    <PageMessages namespaces={["AddPlant", "Common", "Diagnose", "PlantCard", "PlantFacts", "Toasts"]}>
      <DiagnoseView status={aiStatus()} />
    </PageMessages>
  );
}
