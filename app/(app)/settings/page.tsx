import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FrostDatesCard } from "@/components/settings/frost-dates-card";
import { SectionIntro } from "@/components/settings/section-intro";
import { SettingsForm } from "@/components/settings/settings-form";
import { SubscriptionCard } from "@/components/settings/subscription-card";
import { placeName } from "@/lib/place";
import { frostSummary } from "@/lib/planner-display";
import { keptFrostDates } from "@/server/care/frost-dates";
import { currentGardener, formatOptionsOf } from "@/server/account/gardener";
import { toUserProfile } from "@/server/account/profile";
import { PageMessages } from "@/components/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("SettingsNav");
  return { title: t("gardenTitle") };
}

/** Settings → Garden & Place: the product's (docs/product.md) Location & Climate, Garden Profile and Subscription, and the frost dates. */
export default async function SettingsPage() {
  const gardener = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!gardener) return null;
  const profile = toUserProfile(gardener);
  const [history, t] = await Promise.all([keptFrostDates(gardener), getTranslations("Planner")]);
  return (
    <PageMessages namespaces={["Common", "FrostDatesCard", "Place", "PlaceNotices", "Settings", "SubscriptionCard", "Toasts"]}>
      <SectionIntro href="/settings" />
      <SettingsForm initialProfile={profile} />
      <FrostDatesCard
        initial={profile}
        historyText={history ? frostSummary({ frost: { ...history, source: "history" }, history, historyError: null, location: placeName(gardener) }, t, formatOptionsOf(gardener)) : ""}
      />
      <SubscriptionCard currentPlan={profile.plan} />
    </PageMessages>
  );
}
