import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SectionIntro } from "@/components/settings/section-intro";
import { YourDataCard } from "@/components/settings/your-data-card";
import { directImportsOffered } from "@/server/export/direct-upload";
import { importLimitMegabytes } from "@/server/export/import";
import { currentGardener } from "@/server/account/gardener";
import { PageMessages } from "@/components/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("SettingsNav");
  return { title: t("dataTitle") };
}

export default async function DataSettingsPage() {
  const gardener = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!gardener) return null;
  return (
    <PageMessages namespaces={["DataSettings", "Toasts"]}>
      <SectionIntro href="/settings/data" />
      <YourDataCard maxImportMegabytes={importLimitMegabytes()} directImports={directImportsOffered()} />
    </PageMessages>
  );
}
