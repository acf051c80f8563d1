import type { Metadata } from "next";
import { PageHeader } from "@/components/layout/page-header";
import { CalendarFeedCard } from "@/components/settings/calendar-feed-card";

export const metadata: Metadata = { title: "Settings" };

export default function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" subtitle="Your location, garden profile and subscription" />
      <div className="grid max-w-3xl gap-6">
        <CalendarFeedCard />
      </div>
    </>
  );
}
