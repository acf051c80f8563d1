import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ApiTokensCard } from "@/components/settings/api-tokens-card";
import { CalendarFeedCard } from "@/components/settings/calendar-feed-card";
import { SectionIntro } from "@/components/settings/section-intro";
import { currentGardener } from "@/server/account/gardener";
import { PageMessages } from "@/components/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("SettingsNav");
  return { title: t("connectionsTitle") };
}

export default async function ConnectionsSettingsPage() {
  const gardener = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!gardener) return null;
  return (
    <PageMessages namespaces={["Connections", "Toasts"]}>
      <SectionIntro href="/settings/connections" />
      <CalendarFeedCard />
      <ApiTokensCard userId={gardener.userId} timeZone={gardener.timeZone} />
    </PageMessages>
  );
}
