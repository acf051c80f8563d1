import type { Metadata } from "next";
import { PageHeader } from "@/components/layout/page-header";
import { ApiTokensCard } from "@/components/settings/api-tokens-card";
import { CalendarFeedCard } from "@/components/settings/calendar-feed-card";
import { DeleteAccountCard } from "@/components/settings/delete-account-card";
import { FrostDatesCard } from "@/components/settings/frost-dates-card";
import { NotificationsCard } from "@/components/settings/notifications-card";
import { PasswordSessionsCard } from "@/components/settings/password-sessions-card";
import { SettingsForm } from "@/components/settings/settings-form";
import { SubscriptionCard } from "@/components/settings/subscription-card";
import { YourDataCard } from "@/components/settings/your-data-card";
import { frostSummary } from "@/lib/planner-display";
import { accountDeletionPreview } from "@/server/account";
import { importLimitMegabytes } from "@/server/export/import";
import { keptFrostDates } from "@/server/frost-dates";
import { notificationsOf } from "@/server/notifications/settings";
import { currentGardener, toUserProfile } from "@/server/profile";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const gardener = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!gardener) return null;
  const profile = toUserProfile(gardener);
  const [notifications, history, deletion] = await Promise.all([notificationsOf(gardener.userId), keptFrostDates(gardener), accountDeletionPreview(gardener.userId)]);
  return (
    <>
      <PageHeader title="Settings" subtitle="Your location, garden profile, reminders and subscription" />
      <div className="grid max-w-3xl gap-6">
        <SettingsForm initialProfile={profile} />
        <FrostDatesCard initial={profile} historyText={history ? frostSummary({ frost: { ...history, source: "history" }, history, historyError: null, location: gardener.location }) : ""} />
        <NotificationsCard initial={notifications} email={gardener.email} />
        <SubscriptionCard currentPlan={profile.plan} />
        <CalendarFeedCard />
        <ApiTokensCard userId={gardener.userId} timeZone={gardener.timeZone} />
        <YourDataCard maxImportMegabytes={importLimitMegabytes()} />
        {/* Passwords and sessions are local accounts' (Clerk keeps its own). */}
        {deletion.provider === "local" ? <PasswordSessionsCard email={gardener.email} hasPassword={deletion.hasPassword} /> : null}
        <DeleteAccountCard preview={deletion} email={gardener.email} />
      </div>
    </>
  );
}
