import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/layout/page-header";
import { ScheduleFilters } from "@/components/schedule/schedule-filters";
import { ScheduleView } from "@/components/schedule/schedule-view";
import { todayInTimeZone } from "@/lib/dates";
import { plantDisplayName } from "@/lib/plant-display";
import { scheduleFilterSchema } from "@/lib/validations/schedule";
import { listUserPlants } from "@/server/garden/plants";
import { currentGardener, formatOptionsOf } from "@/server/account/gardener";
import { keepCarePlanCurrent } from "@/server/care/care-plan";
import { scheduleTasks } from "@/server/care/tasks";
import { expectedWaterings } from "@/server/care/water-plan";
import { PageMessages } from "@/components/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Schedule");
  return { title: t("title") };
}

/** /schedule?type=&plant=: the garden's care tasks for the next four weeks, overdue ones on top. */
export default async function SchedulePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const signedIn = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!signedIn) return null;
  const t = await getTranslations("Schedule");
  const now = new Date();
  // The care plan once, then both reads with the plan as it now stands.
  const gardener = await keepCarePlanCurrent(signedIn, now);
  const { type, plant } = scheduleFilterSchema.parse(await searchParams);
  const [tasks, garden, expected] = await Promise.all([
    scheduleTasks(gardener, { taskType: type, userPlantId: plant }, now),
    listUserPlants(gardener, now),
    // The waterings expected after each plant's next (docs/watering.md): with no filter, or the water filter.
    !type || type === "water" ? expectedWaterings(gardener, plant) : Promise.resolve([]),
  ]);
  const plants = garden.map((option) => ({ id: option.id, name: plantDisplayName(option) }));
  return (
    <PageMessages namespaces={["Common", "PlantFacts", "Schedule", "Tasks", "Toasts"]}>
      <PageHeader title={t("title")} subtitle={t("subtitle", { garden: gardener.gardenName })} />
      <ScheduleFilters plants={plants} type={type} plant={plants.some((option) => option.id === plant) ? plant : undefined} />
      <ScheduleView tasks={tasks} expected={expected} today={todayInTimeZone(gardener.timeZone, now)} filtered={Boolean(type || plant)} format={formatOptionsOf(gardener)} />
    </PageMessages>
  );
}
