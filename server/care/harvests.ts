import "server-only";
import { and, between, desc, eq } from "drizzle-orm";
import { todayInTimeZone } from "@/lib/dates";
import { harvestTotals, type Harvest, type HarvestYear } from "@/lib/harvest-log";
import { plantDisplayName } from "@/lib/plant-display";
import type { CreateHarvestInput } from "@/lib/validations/harvests";
import { catalogueWordsIn } from "@/server/garden/catalogue-words";
import { getDb } from "@/server/db/client";
import { harvests, plants, userPlants, users } from "@/server/db/schema";
import { HttpError, notFound } from "@/server/http/errors";
import { HARVEST_NOT_FOUND, lockOwnPlant, ownHarvests } from "@/server/garden/ownership";
import type { Gardener } from "@/server/account/gardener";

export { HARVEST_NOT_FOUND };

const FUTURE_DATE = "The harvest date can't be in the future.";

type HarvestRow = typeof harvests.$inferSelect;

function toHarvest(row: HarvestRow, harvesterName: string | null): Harvest {
  return {
    id: row.id,
    userPlantId: row.userPlantId,
    quantity: row.quantity,
    unit: row.unit,
    harvestedOn: row.harvestedOn,
    notes: row.notes,
    harvestedBy: row.harvestedBy && harvesterName !== null ? { id: row.harvestedBy, name: harvesterName } : null,
  };
}

/** Logs what was picked from one of the garden's plants (another garden's plant is a 404); today unless dated. */
export async function recordHarvest(gardener: Gardener, input: CreateHarvestInput, now = new Date()): Promise<Harvest> {
  const today = todayInTimeZone(gardener.timeZone, now);
  const harvestedOn = input.harvestedOn ?? today;
  if (harvestedOn > today) throw new HttpError(400, FUTURE_DATE, [{ path: ["harvestedOn"], message: FUTURE_DATE }]);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    // The plant stays while its harvest is written (a delete racing it waits, then takes the harvest too).
    await lockOwnPlant(tx, gardener, input.userPlantId);
    const [inserted] = await tx
      .insert(harvests)
      .values({
        gardenId: gardener.gardenId,
        userPlantId: input.userPlantId,
        quantity: input.quantity,
        unit: input.unit,
        harvestedOn,
        notes: input.notes || null,
        harvestedBy: gardener.userId,
      })
      .returning();
    return inserted!;
  });
  return toHarvest(row, gardener.name);
}

/** The garden's harvests of a year (or one plant's), latest first, with each plant's totals. */
export async function harvestYear(gardener: Gardener, year: number, userPlantId?: number): Promise<HarvestYear> {
  const db = await getDb();
  const rows = await db
    .select({
      harvest: harvests,
      harvesterName: users.name,
      plant: { customName: userPlants.customName, customCommonName: userPlants.customCommonName },
      catalogue: { slug: plants.slug, commonName: plants.commonName },
    })
    .from(harvests)
    .innerJoin(userPlants, eq(userPlants.id, harvests.userPlantId))
    .leftJoin(plants, eq(plants.id, userPlants.plantId))
    .leftJoin(users, eq(users.id, harvests.harvestedBy))
    .where(
      and(
        ownHarvests(gardener),
        between(harvests.harvestedOn, `${year}-01-01`, `${year}-12-31`),
        userPlantId === undefined ? undefined : eq(harvests.userPlantId, userPlantId),
      ),
    )
    .orderBy(desc(harvests.harvestedOn), desc(harvests.id));
  const words = await catalogueWordsIn(gardener.locale);
  const names = new Map(
    rows.map((row) => [row.harvest.userPlantId, plantDisplayName({ ...row.plant, plant: row.catalogue ? { commonName: words.commonName(row.catalogue) } : null })]),
  );
  const list = rows.map((row) => toHarvest(row.harvest, row.harvesterName));
  const totals = harvestTotals(list, names).sort((a, b) => a.plantName.localeCompare(b.plantName));
  return { harvests: list, totals };
}

export async function deleteHarvest(gardener: Gardener, harvestId: number): Promise<void> {
  const db = await getDb();
  const deleted = await db.delete(harvests).where(and(eq(harvests.id, harvestId), ownHarvests(gardener))).returning({ id: harvests.id });
  if (deleted.length === 0) throw notFound(HARVEST_NOT_FOUND);
}

