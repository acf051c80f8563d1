import "server-only";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { todayInTimeZone } from "@/lib/dates";
import { nextPlantingSteps, plannerAnchors, plannerItems, plantingDate, type PlannablePlant, type PlannedPlant, type PlannerItem } from "@/lib/planner";
import { plantDisplayName } from "@/lib/plant-display";
import { markCarePlanChanged } from "@/server/care/care-plan-changes";
import { getDb } from "@/server/db/client";
import { plants, tasks, userPlants } from "@/server/db/schema";
import { gardenFrostDates, type GardenFrost } from "@/server/care/frost-dates";
import { catalogueWordsIn } from "@/server/garden/catalogue-words";
import { HttpError } from "@/server/http/errors";
import { ownPlants } from "@/server/garden/ownership";
import type { Gardener } from "@/server/account/gardener";
import { getTask } from "@/server/care/tasks";

/** Which plants the planner lays out: the catalogue's edibles and flowers, or the garden's own. */
export type PlannerScope = "all" | "mine";

/** The catalogue's plants with sowing data, by name; `mine`: only those the garden grows. */
async function plannablePlants(gardener: Gardener, scope: PlannerScope): Promise<PlannablePlant[]> {
  const db = await getDb();
  const grown = db.select({ plantId: userPlants.plantId }).from(userPlants).where(and(ownPlants(gardener), isNotNull(userPlants.plantId)));
  const [rows, words] = await Promise.all([
    db
      .select({ id: plants.id, slug: plants.slug, commonName: plants.commonName, sowing: plants.sowing })
      .from(plants)
      .where(and(isNotNull(plants.sowing), scope === "mine" ? inArray(plants.id, grown) : undefined)),
    catalogueWordsIn(gardener.locale),
  ]);
  // By name in the gardener's language (the catalogue's words, locales/<code>/catalogue.json).
  const collator = new Intl.Collator(gardener.locale, { sensitivity: "base" });
  return rows.map((row) => ({ id: row.id, commonName: words.commonName(row), sowing: row.sowing! })).sort((a, b) => collator.compare(a.commonName, b.commonName));
}

export type GardenPlan = GardenFrost & { today: string; items: PlannerItem[] };

/** GET /api/planner and the Planner page: the garden's frost dates and the next 12 months' windows. */
export async function gardenPlan(gardener: Gardener, scope: PlannerScope, now = new Date()): Promise<GardenPlan> {
  const today = todayInTimeZone(gardener.timeZone, now);
  const [frost, plantsToPlan] = await Promise.all([gardenFrostDates(gardener, now), plannablePlants(gardener, scope)]);
  const items = plannerItems(plantsToPlan, plannerAnchors(frost.frost, gardener.latitude), today);
  return { ...frost, today, items };
}

const NOT_PLANNABLE = "That plant has no sowing plan. Choose a vegetable, herb, fruit or flower from the catalogue.";

/**
 * "Plan it": puts a catalogue plant in the garden (or picks the garden's first plant of that
 * kind) and schedules its next sowing and planting out as care tasks, due as their windows
 * open. Planning the same plant again adds no second copy of a step already planned.
 */
export async function planPlant(gardener: Gardener, plantId: number, now = new Date()): Promise<PlannedPlant> {
  const today = todayInTimeZone(gardener.timeZone, now);
  const db = await getDb();
  const [plant] = await db
    .select({ id: plants.id, commonName: plants.commonName, sowing: plants.sowing, imagePath: plants.imagePath })
    .from(plants)
    .where(eq(plants.id, plantId));
  if (!plant?.sowing) throw new HttpError(400, NOT_PLANNABLE, [{ path: ["plantId"], message: NOT_PLANNABLE }]);
  const { frost } = await gardenFrostDates(gardener, now);
  const items = plannerItems([{ id: plant.id, commonName: plant.commonName, sowing: plant.sowing }], plannerAnchors(frost, gardener.latitude), today);

  const planned = await db.transaction(async (tx) => {
    // Bumping the garden's plan revision locks its row: two "Plan it" at once take turns, so only one adds the plant.
    await markCarePlanChanged(tx, gardener.gardenId);
    const [existing] = await tx
      .select({ id: userPlants.id, customName: userPlants.customName, customCommonName: userPlants.customCommonName })
      .from(userPlants)
      .where(and(ownPlants(gardener), eq(userPlants.plantId, plant.id)))
      .orderBy(asc(userPlants.createdAt), asc(userPlants.id))
      .limit(1);
    const name = existing ? plantDisplayName({ ...existing, plant: { commonName: plant.commonName } }) : plant.commonName;
    const steps = nextPlantingSteps(items, name, today);
    const userPlantId =
      existing?.id ??
      (
        await tx
          .insert(userPlants)
          .values({ gardenId: gardener.gardenId, plantId: plant.id, imageUrl: plant.imagePath, plantedDate: plantingDate(steps, today) })
          .returning({ id: userPlants.id })
      )[0]!.id;
    const open = await tx
      .select({ taskType: tasks.taskType, dueDate: tasks.dueDate })
      .from(tasks)
      .where(and(eq(tasks.userPlantId, userPlantId), eq(tasks.completed, false), inArray(tasks.taskType, ["sow", "transplant"])));
    const fresh = steps.filter((step) => !open.some((task) => task.taskType === step.taskType && task.dueDate === step.dueDate));
    const inserted = fresh.length
      ? await tx
          .insert(tasks)
          .values(fresh.map(({ taskType, title, dueDate, estimatedMinutes }) => ({ gardenId: gardener.gardenId, userPlantId, taskType, title, dueDate, estimatedMinutes, origin: "user" as const })))
          .returning({ id: tasks.id })
      : [];
    return { userPlant: { id: userPlantId, name }, addedToGarden: !existing, taskIds: inserted.map((row) => row.id) };
  });
  const created = await Promise.all(planned.taskIds.map((taskId) => getTask(gardener, taskId)));
  return { userPlant: planned.userPlant, addedToGarden: planned.addedToGarden, tasks: created };
}
