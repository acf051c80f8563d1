import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/page-header";
import { FrostSummary } from "@/components/planner/frost-summary";
import { ACTION_COLOURS, ACTION_INLINE_KEYS, ActionLegend, PlannerTimeline } from "@/components/planner/planner-timeline";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { AlertTriangle, MapPin } from "@/components/ui/icons";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { locationStatus, PLACE_STEP_PATH, placeName } from "@/lib/place";
import { assumedFrostDates, formatWindow, itemsInMonth, monthsAhead } from "@/lib/planner-display";
import { plannerScopeSchema } from "@/lib/validations/planner";
import { listUserPlants } from "@/server/garden/plants";
import { gardenPlan } from "@/server/care/planner";
import { currentGardener, formatOptionsOf } from "@/server/account/gardener";
import { PageMessages } from "@/components/page-messages";
import { inLanguage } from "@/server/http/error-language";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Planner");
  return { title: t("title") };
}

/**
 * /planner?plants=all|mine: the garden's frost dates, what to sow and plant this month and next,
 * and the year ahead per crop with "Plan it".
 */
export default async function PlannerPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const gardener = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!gardener) return null;
  const t = await getTranslations("Planner");
  const query = await searchParams;
  const asked = plannerScopeSchema.safeParse(query.plants);
  const scope = asked.success ? asked.data : "all";
  const [plan, plants] = await Promise.all([gardenPlan(gardener, scope), listUserPlants(gardener)]);
  const grown = new Set(plants.flatMap((plant) => (plant.plant ? [plant.plant.id] : [])));
  const format = formatOptionsOf(gardener);
  const glance = monthsAhead(plan.today, 2, format);
  const status = locationStatus(gardener);
  const assumed = assumedFrostDates(plan.frost, gardener.latitude, t, format);
  const assumedBadge = assumed ? (
    <Badge variant="outline" className="border-amber-400 bg-amber-50 text-amber-950">
      {t("assumedBadge")}
    </Badge>
  ) : null;
  return (
    <PageMessages namespaces={["Planner", "Toasts"]}>
      <PageHeader title={t("title")} subtitle={t("subtitle", { garden: gardener.gardenName })} />
      <div className="grid grid-cols-1 gap-6">
        {assumed ? (
          <section aria-labelledby="assumed-heading" className="grid min-w-0 gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 wrap-anywhere sm:p-5">
            <h2 id="assumed-heading" className="flex min-w-0 items-center gap-2 text-lg font-semibold">
              <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
              {status === "none"
                ? t("noPlaceTitle")
                : status === "not-found"
                  ? t("placeNotFoundTitle", { place: gardener.location ?? "" })
                  : t("unknownFrostTitle")}
            </h2>
            <p>
              {assumed} {t("assumedHint")}
            </p>
            <div className="flex flex-wrap gap-2">
              {status === "none" || status === "not-found" ? (
                <Button asChild size="sm">
                  <Link href={PLACE_STEP_PATH}>
                    <MapPin aria-hidden="true" /> {t("setYourPlace")}
                  </Link>
                </Button>
              ) : null}
              <Button asChild size="sm" variant="outline" className="bg-background">
                <Link href="/settings#frost-dates-heading">{t("typeYourFrostDates")}</Link>
              </Button>
            </div>
          </section>
        ) : null}
        <Card role="region" aria-labelledby="frost-heading">
          <CardHeader>
            <h2 id="frost-heading" className="text-xl font-semibold">
              {t("frostDates")}
            </h2>
          </CardHeader>
          <CardContent>
            <FrostSummary frost={plan.frost} history={plan.history} historyError={plan.historyError && (await inLanguage(plan.historyError, gardener.locale))} location={placeName(gardener)} locationStatus={status} format={format} />
          </CardContent>
        </Card>

        <nav aria-label={t("plantsToPlan")} className="flex flex-wrap gap-2">
          {(
            [
              ["all", t("scopeAll")],
              ["mine", t("scopeMine")],
            ] as const
          ).map(([value, label]) => (
            <Button key={value} variant={scope === value ? "default" : "outline"} size="sm" asChild>
              <Link href={value === "all" ? "/planner" : "/planner?plants=mine"} aria-current={scope === value ? "page" : undefined}>
                {label}
              </Link>
            </Button>
          ))}
        </nav>

        <section aria-labelledby="glance-heading" className="grid gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="glance-heading" className="text-xl font-semibold">
              {t("thisMonthAndNext")}
            </h2>
            {assumedBadge}
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            {glance.map((month) => {
              const due = itemsInMonth(plan.items, month);
              return (
                <Card key={month.start} role="region" aria-labelledby={`month-${month.start}`}>
                  <CardHeader>
                    <h3 id={`month-${month.start}`} className="text-lg font-semibold">
                      {month.name}
                    </h3>
                  </CardHeader>
                  <CardContent>
                    {due.length === 0 ? (
                      <p className="text-muted-foreground">{t("nothingThisMonth")}</p>
                    ) : (
                      <ul className="grid gap-2">
                        {due.map((item) => (
                          <li key={`${item.plantId}-${item.action}-${item.start}`} className="flex items-start gap-2">
                            <span className={`mt-1.5 inline-block size-2.5 shrink-0 rounded-full ${ACTION_COLOURS[item.action]}`} aria-hidden="true" />
                            <span>
                              <span className="font-medium">{item.commonName}</span>: {t(ACTION_INLINE_KEYS[item.action])},{" "}
                              <span className="text-muted-foreground">{formatWindow(item, format)}</span>
                            </span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </CardContent>
                </Card>
              );
            })}
          </div>
        </section>

        <section aria-labelledby="year-heading" className="grid gap-3">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="year-heading" className="text-xl font-semibold">
                {t("theYearAhead")}
              </h2>
              {assumedBadge}
            </div>
            <ActionLegend />
          </div>
          {plan.items.length === 0 ? (
            <p className="text-muted-foreground">
              {scope === "mine" ? (
                t.rich("noPlanMine", {
                  link: (chunks) => (
                    <Link href="/planner" className="font-medium text-primary underline-offset-4 hover:underline">
                      {chunks}
                    </Link>
                  ),
                })
              ) : (
                t("nothingNext12")
              )}
            </p>
          ) : (
            <PlannerTimeline items={plan.items} today={plan.today} grown={grown} format={format} />
          )}
        </section>
      </div>
    </PageMessages>
  );
}
