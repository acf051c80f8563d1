import type { Metadata } from "next";
import { NotificationsCard } from "@/components/settings/notifications-card";
import { SectionIntro } from "@/components/settings/section-intro";
import { notificationsOf } from "@/server/notifications/settings";
import { currentGardener } from "@/server/account/gardener";

export const metadata: Metadata = { title: "Reminders · Settings" };

export default async function ReminderSettingsPage() {
  const gardener = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!gardener) return null;
  return (
    <>
      <SectionIntro href="/settings/reminders" />
      <NotificationsCard initial={await notificationsOf(gardener.userId)} email={gardener.email} />
    </>
  );
}
