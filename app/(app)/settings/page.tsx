import type { Metadata } from "next";
import { PageHeader } from "@/components/layout/page-header";
import { CalendarFeedCard } from "@/components/settings/calendar-feed-card";
import { SettingsForm } from "@/components/settings/settings-form";
import { SubscriptionCard } from "@/components/settings/subscription-card";
import { currentGardener, toUserProfile } from "@/server/profile";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const gardener = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!gardener) return null;
  const profile = toUserProfile(gardener);
  return (
    <>
      <PageHeader title="Settings" subtitle="Your location, garden profile and subscription" />
      <div className="grid max-w-3xl gap-6">
        <SettingsForm initialProfile={profile} />
        <SubscriptionCard currentPlan={profile.plan} />
        <CalendarFeedCard />
      </div>
    </>
  );
}
