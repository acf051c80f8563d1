import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/page-header";
import { SettingsNav } from "@/components/settings/settings-nav";
import { PageMessages } from "@/components/page-messages";

/** Every settings page: the title, the list of sections, and the section. */
export default async function SettingsLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("SettingsNav");
  return (
    <>
      <PageHeader title={t("title")} />
      <div className="grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8">
        <PageMessages namespaces={["SettingsNav"]}>
          <SettingsNav />
        </PageMessages>
        <div className="grid min-w-0 max-w-3xl content-start gap-6">{children}</div>
      </div>
    </>
  );
}
