import type { Metadata } from "next";
import { PageHeader } from "@/components/layout/page-header";
import { CalendarFeedCard } from "@/components/settings/calendar-feed-card";
import { SettingsForm } from "@/components/settings/settings-form";
import { SubscriptionCard } from "@/components/settings/subscription-card";
import { getCurrentUser } from "@/server/auth";
import { getUserProfile } from "@/server/profile";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const user = await getCurrentUser();
  // Signed out: the layout shows the landing page instead.
  if (!user) return null;
  const profile = await getUserProfile(user);
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
