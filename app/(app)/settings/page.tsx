import type { Metadata } from "next";
import { PageHeader } from "@/components/layout/page-header";
import { CalendarFeedCard } from "@/components/settings/calendar-feed-card";
import { FrostDatesCard } from "@/components/settings/frost-dates-card";
import { NotificationsCard } from "@/components/settings/notifications-card";
import { SettingsForm } from "@/components/settings/settings-form";
import { SubscriptionCard } from "@/components/settings/subscription-card";
import { frostSummary } from "@/lib/planner-display";
import { keptFrostDates } from "@/server/frost-dates";
import { notificationsOf } from "@/server/notifications/settings";
import { currentGardener, toUserProfile } from "@/server/profile";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const gardener = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!gardener) return null;
  const profile = toUserProfile(gardener);
  const [notifications, history] = await Promise.all([notificationsOf(gardener.userId), keptFrostDates(gardener)]);
  return (
    <>
      <PageHeader title="Settings" subtitle="Your location, garden profile, reminders and subscription" />
      <div className="grid max-w-3xl gap-6">
        <SettingsForm initialProfile={profile} />
        <FrostDatesCard initial={profile} historyText={history ? frostSummary({ frost: { ...history, source: "history" }, history, historyError: null, location: gardener.location }) : ""} />
        <NotificationsCard initial={notifications} email={gardener.email} />
        <SubscriptionCard currentPlan={profile.plan} />
        <CalendarFeedCard />
      </div>
    </>
  );
}
