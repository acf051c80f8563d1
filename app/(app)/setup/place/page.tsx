import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/page-header";
import { PlaceStatus } from "@/components/place/place-status";
import { PlaceStep } from "@/components/place/place-step";
import { locationStatus } from "@/lib/place";
import { currentGardener } from "@/server/account/gardener";
import { PageMessages } from "@/components/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Place");
  return { title: t("title") };
}

/** The place step: right after sign-up, and from the dashboard until the garden has a place. */
export default async function PlaceSetupPage() {
  const gardener = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!gardener) return null;
  const status = locationStatus(gardener);
  const t = await getTranslations("Place");
  return (
    <PageMessages namespaces={["FrostDatesCard", "Place", "PlaceNotices", "Toasts"]}>
      <div className="mx-auto grid max-w-2xl gap-2">
        <PageHeader
          title={t("heading")}
          subtitle={t("subtitle", { garden: gardener.gardenName })}
        />
        {status !== "none" ? (
          <div className="mb-4 rounded-lg border bg-card p-3">
            <p className="text-sm font-medium">{t("savedNow", { location: gardener.location ?? "" })}</p>
            <PlaceStatus location={gardener.location} place={gardener.place} locationStatus={status} />
          </div>
        ) : null}
        <PlaceStep profile={{ lastSpringFrost: gardener.lastSpringFrost, firstAutumnFrost: gardener.firstAutumnFrost }} />
      </div>
    </PageMessages>
  );
}
