import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { PlantStory } from "@/components/journal/plant-story";
import { SwitchToPlantGarden } from "@/components/journal/switch-to-plant-garden";
import { Button } from "@/components/ui/button";
import { ChevronDown } from "@/components/ui/icons";
import { todayInTimeZone } from "@/lib/dates";
import { plantDisplayName, plantKindName } from "@/lib/plant-display";
import { currentGardener, inGarden, type Gardener } from "@/server/account/gardener";
import { gardensOf } from "@/server/garden/gardens";
import { getUserPlant } from "@/server/garden/plants";
import { HttpError } from "@/server/http/errors";
import type { UserPlantWithWatering } from "@/lib/garden-types";
import { PageMessages } from "@/components/page-messages";

type Params = { params: Promise<{ id: string }> };

const ID = /^[1-9]\d{0,9}$/;

/** The plant in the open garden, or null when it is not there (another garden's, or none); read once for the title and the page. */
const plantIn = cache(async (gardener: Gardener, id: string): Promise<UserPlantWithWatering | null> => {
  if (!ID.test(id) || Number(id) > 2_147_483_647) return null;
  try {
    return await getUserPlant(gardener, Number(id));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
});

/** Another of the gardener's gardens that holds the plant (a link shared by a household member), if any: few gardens, read only on a miss. */
async function otherGardenWith(gardener: Gardener, id: string): Promise<{ id: number; name: string } | null> {
  for (const garden of await gardensOf(gardener.userId)) {
    if (garden.id === gardener.gardenId) continue;
    if (await plantIn(inGarden(gardener, garden), id)) return { id: garden.id, name: garden.name };
  }
  return null;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const gardener = await currentGardener();
  const plant = gardener ? await plantIn(gardener, (await params).id) : null;
  if (plant) return { title: plantDisplayName(plant) };
  const t = await getTranslations("PlantDetails");
  return { title: t("titleFallback") };
}

/**
 * /plants/{id}: one plant's page, an address to bookmark or share with the household: its details,
 * the journal to write in, its photos on one strip and its whole story, newest first.
 */
export default async function PlantPage({ params }: Params) {
  const gardener = await currentGardener();
  // Signed out: the layout shows the landing page instead.
  if (!gardener) return null;
  const { id } = await params;
  const plant = await plantIn(gardener, id);
  if (!plant) {
    const other = await otherGardenWith(gardener, id);
    if (!other) notFound();
    return (
      <PageMessages namespaces={["AddPlant", "Common", "Harvests", "Journal", "NearDays", "PlantCard", "PlantCharts", "PlantDetails", "PlantFacts", "Tasks", "Toasts", "Watering"]}>
        <SwitchToPlantGarden garden={other} />
      </PageMessages>
    );
  }
  const [t, tGarden] = await Promise.all([getTranslations("PlantDetails"), getTranslations("Garden")]);
  const name = plantDisplayName(plant);
  const kind = plantKindName(plant);
  return (
    <PageMessages namespaces={["AddPlant", "Common", "Harvests", "Journal", "NearDays", "PlantCard", "PlantCharts", "PlantDetails", "PlantFacts", "Tasks", "Toasts", "Watering"]}>
      <PageHeader
        title={name}
        subtitle={kind !== name ? kind : plant.plant ? plant.plant.scientificName : t("customPlant")}
        actions={
          <Button variant="outline" asChild>
            <Link href={`/plants#plant-${plant.id}`}>
              <ChevronDown className="rotate-90" aria-hidden="true" /> {tGarden("title")}
            </Link>
          </Button>
        }
      />
      <PlantStory plant={plant} gardenId={gardener.gardenId} today={todayInTimeZone(gardener.timeZone)} />
    </PageMessages>
  );
}
