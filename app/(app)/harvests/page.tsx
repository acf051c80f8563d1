import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { DeleteHarvestButton } from "@/components/harvests/delete-harvest-button";
import { HarvestChart } from "@/components/harvests/harvest-chart";
import { LogHarvestDialog } from "@/components/harvests/log-harvest-dialog";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ChevronDown } from "@/components/ui/icons";
import { todayInTimeZone } from "@/lib/dates";
import { formatDay, formatNumber, formatWeight } from "@/lib/format";
import { harvestAmount, suggestedHarvestUnit } from "@/lib/harvest-log";
import { plantDisplayName } from "@/lib/plant-display";
import { harvestYearSchema } from "@/lib/validations/harvests";
import { listUserPlants } from "@/server/garden/plants";
import { harvestYear } from "@/server/care/harvests";
import { currentGardener, formatOptionsOf } from "@/server/account/gardener";
import { PageMessages } from "@/components/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Harvests");
  return { title: t("title") };
}


/**
 * /harvests?year=YYYY: the garden's harvests of a year, its totals per plant and a chart by week.
 * `?log=<plant>` opens Log Harvest for that plant (from a completed harvest task).
 */
export default async function HarvestsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const gardener = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!gardener) return null;
  const t = await getTranslations("Harvests");
  const format = formatOptionsOf(gardener);
  const today = todayInTimeZone(gardener.timeZone);
  const thisYear = Number(today.slice(0, 4));
  const query = await searchParams;
  const asked = harvestYearSchema.safeParse(query.year);
  const logFor = Number(query.log) || undefined;
  const year = asked.success ? asked.data : thisYear;
  const [{ harvests, totals }, plants] = await Promise.all([harvestYear(gardener, year), listUserPlants(gardener)]);
  const plantNames = new Map(plants.map((plant) => [plant.id, plantDisplayName(plant)]));
  return (
    <PageMessages namespaces={["Common", "Harvests", "Toasts"]}>
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle", { garden: gardener.gardenName })}
        actions={
          <LogHarvestDialog
            plants={plants.map((plant) => ({ id: plant.id, name: plantDisplayName(plant), unit: suggestedHarvestUnit(plant.id, harvests, gardener.units) }))}
            today={today}
            openFor={logFor}
          />
        }
      />
      <nav aria-label={t("year")} className="mb-6 flex items-center gap-2">
        <Button variant="outline" size="sm" asChild>
          <Link href={`/harvests?year=${year - 1}`} aria-label={t("previousYear", { year: year - 1 })}>
            <ChevronDown className="rotate-90" aria-hidden="true" /> {year - 1}
          </Link>
        </Button>
        <p className="min-w-16 text-center text-lg font-semibold" aria-current="page">
          {year}
        </p>
        {year < thisYear ? (
          <Button variant="outline" size="sm" asChild>
            <Link href={`/harvests?year=${year + 1}`} aria-label={t("nextYear", { year: year + 1 })}>
              {year + 1} <ChevronDown className="-rotate-90" aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </nav>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card role="region" aria-labelledby="harvest-totals-heading">
          <CardHeader>
            <h2 id="harvest-totals-heading" className="text-xl font-semibold">
              {t("totalsIn", { year })}
            </h2>
          </CardHeader>
          <CardContent>
            {totals.length === 0 ? (
              <p className="text-muted-foreground">{t("nothingLogged", { year })}</p>
            ) : (
              <table className="w-full text-left text-sm">
                <thead className="text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-2 font-medium">
                      {t("plant")}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t("weight")}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t("pieces")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {totals.map((total) => (
                    <tr key={total.userPlantId} className="border-t">
                      <th scope="row" className="py-2 font-medium">{total.plantName}</th>
                      <td className="py-2 text-right">{total.weightGrams > 0 ? formatWeight(total.weightGrams, format) : "–"}</td>
                      <td className="py-2 text-right">{total.count > 0 ? formatNumber(total.count, {}, format) : "–"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </CardContent>
        </Card>
        <Card role="region" aria-labelledby="harvest-chart-heading">
          <CardHeader>
            <h2 id="harvest-chart-heading" className="text-xl font-semibold">
              {t("byWeek")}
            </h2>
          </CardHeader>
          <CardContent>
            <HarvestChart harvests={harvests} year={year} units={gardener.units} />
          </CardContent>
        </Card>
      </div>
      {harvests.length > 0 ? (
        <section aria-labelledby="harvest-list-heading" className="mt-6">
          <h2 id="harvest-list-heading" className="mb-3 text-xl font-semibold">
            {t("everyHarvest")}
          </h2>
          <ul className="grid gap-2">
            {harvests.map((harvest) => {
              const name = plantNames.get(harvest.userPlantId) ?? t("aPlant");
              const what = t("quantityOf", { quantity: harvestAmount(harvest.quantity, harvest.unit, t, format), plant: name });
              return (
                <li key={harvest.id} className="flex items-center gap-3 rounded-lg border p-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{what}</p>
                    <p className="text-sm text-muted-foreground">
                      {formatDay(harvest.harvestedOn, "day", format)}
                      {harvest.harvestedBy ? ` · ${harvest.harvestedBy.name}` : ""}
                      {harvest.notes ? ` · ${harvest.notes}` : ""}
                    </p>
                  </div>
                  <DeleteHarvestButton harvestId={harvest.id} label={`${what}, ${harvest.harvestedOn}`} />
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </PageMessages>
  );
}
