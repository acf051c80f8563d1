import type { Metadata } from "next";
import { SectionIntro } from "@/components/settings/section-intro";
import { YourDataCard } from "@/components/settings/your-data-card";
import { directImportsOffered } from "@/server/export/direct-upload";
import { importLimitMegabytes } from "@/server/export/import";
import { currentGardener } from "@/server/account/gardener";

export const metadata: Metadata = { title: "Your Data · Settings" };

export default async function DataSettingsPage() {
  const gardener = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!gardener) return null;
  return (
    <>
      <SectionIntro href="/settings/data" />
      <YourDataCard maxImportMegabytes={importLimitMegabytes()} directImports={directImportsOffered()} />
    </>
  );
}
