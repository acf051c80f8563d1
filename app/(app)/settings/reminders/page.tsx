import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotificationsCard } from "@/components/settings/notifications-card";
import { SectionIntro } from "@/components/settings/section-intro";
import { notificationsOf } from "@/server/notifications/settings";
import { currentGardener } from "@/server/account/gardener";
import { PageMessages } from "@/components/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("SettingsNav");
  return { title: t("remindersTitle") };
}

export default async function ReminderSettingsPage() {
  const gardener = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!gardener) return null;
  return (
    <PageMessages namespaces={["ReminderDelivery", "ReminderSettings", "Toasts"]}>
      <SectionIntro href="/settings/reminders" />
      <NotificationsCard initial={await notificationsOf(gardener.userId)} email={gardener.email} />
    </PageMessages>
  );
}
