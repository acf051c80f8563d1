import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { CataloguePlant, UserPlant, UserPlantWithWatering } from "@/lib/garden-types";
import { daysUntilHarvest } from "@/lib/harvest";
import { effectivePlantStatus, type SettablePlantStatus } from "@/lib/plant-status";
import type { AddCustomPlantInput, AddUserPlantInput, UpdateUserPlantInput } from "@/lib/validations/user-plants";
import { wateringIntervalDays, wateringSchedule } from "@/lib/watering";
import { getDb } from "@/server/db/client";
import { plants, userPlants, waterings } from "@/server/db/schema";
import { DEFAULT_PLANT_IMAGE } from "@/server/db/seed-catalogue";
import { HttpError, notFound } from "@/server/http/errors";
import { getStorage, keyFromUploadUrl } from "@/server/storage";

type UserPlantRow = typeof userPlants.$inferSelect;
type PlantRow = typeof plants.$inferSelect;

export const PLANT_NOT_FOUND = "That plant";

function toCataloguePlant(row: PlantRow): CataloguePlant {
  return {
    id: row.id,
    slug: row.slug,
    commonName: row.commonName,
    scientificName: row.scientificName,
    category: row.category,
    waterFrequency: row.waterFrequency,
    harvestTime: row.harvestTime,
    sunlight: row.sunlight,
    careDescription: row.careDescription,
    imagePath: row.imagePath,
  };
}

/** The catalogue, by common name. */
export async function listCataloguePlants(): Promise<CataloguePlant[]> {
  const db = await getDb();
  const rows = await db.select().from(plants).orderBy(sql`lower(${plants.commonName})`);
  return rows.map(toCataloguePlant);
}

function toUserPlantWithWatering(
  row: UserPlantRow,
  plant: PlantRow | null,
  lastWateredAt: Date | null,
  timeZone: string,
  now: Date,
): UserPlantWithWatering {
  const intervalDays = wateringIntervalDays(row.customWateringFrequency, plant?.waterFrequency);
  const schedule = wateringSchedule({
    intervalDays,
    lastWateredAt,
    plantedDate: row.plantedDate,
    timeZone,
    now,
  });
  const wateringDue = schedule.daysUntilWatering !== null && schedule.daysUntilWatering <= 0;
  // needs_attention is never stored on purpose: it follows the schedule.
  const recordedStatus: SettablePlantStatus = row.status === "needs_attention" ? "healthy" : row.status;
  return {
    id: row.id,
    customName: row.customName,
    customCommonName: row.customCommonName,
    isCustomPlant: row.isCustomPlant,
    customWateringFrequency: row.customWateringFrequency,
    plantedDate: row.plantedDate.toISOString(),
    imageUrl: row.imageUrl,
    location: row.location,
    notes: row.notes,
    status: effectivePlantStatus(recordedStatus, wateringDue),
    recordedStatus,
    wateringIntervalDays: intervalDays,
    daysUntilHarvest: daysUntilHarvest({
      harvestTimeDays: plant?.harvestTime,
      plantedDate: row.plantedDate,
      timeZone,
      now,
    }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    plant: plant ? toCataloguePlant(plant) : null,
    lastWatering: lastWateredAt ? { wateredAt: lastWateredAt.toISOString() } : null,
    daysSinceWatering: schedule.daysSinceWatering,
    nextWateringDate: schedule.nextWateringDate,
    daysUntilWatering: schedule.daysUntilWatering,
  };
}

/** Drops the watering fields for GET /api/user-plants. */
export function withoutWatering(plant: UserPlantWithWatering): UserPlant {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- picking the rest
  const { lastWatering, daysSinceWatering, nextWateringDate, daysUntilWatering, ...rest } = plant;
  return rest;
}

/**
 * The gardener's plants with their catalogue entry and last watering, newest first,
 * in one query however large the garden is.
 */
async function selectUserPlants(userId: string, onlyId?: number) {
  const db = await getDb();
  const lastWatering = db
    .select({ wateredAt: waterings.wateredAt })
    .from(waterings)
    .where(eq(waterings.userPlantId, userPlants.id))
    .orderBy(desc(waterings.wateredAt))
    .limit(1)
    .as("last_watering");
  return db
    .select({ userPlant: userPlants, plant: plants, lastWateredAt: lastWatering.wateredAt })
    .from(userPlants)
    .leftJoin(plants, eq(plants.id, userPlants.plantId))
    .leftJoinLateral(lastWatering, sql`true`)
    .where(onlyId === undefined ? eq(userPlants.userId, userId) : and(eq(userPlants.userId, userId), eq(userPlants.id, onlyId)))
    .orderBy(desc(userPlants.createdAt), desc(userPlants.id));
}

export async function listUserPlants(userId: string, timeZone: string, now = new Date()): Promise<UserPlantWithWatering[]> {
  const rows = await selectUserPlants(userId);
  return rows.map((row) => toUserPlantWithWatering(row.userPlant, row.plant, row.lastWateredAt, timeZone, now));
}

/** One of the gardener's plants; another gardener's plant is answered as not found. */
export async function getUserPlant(
  userId: string,
  userPlantId: number,
  timeZone: string,
  now = new Date(),
): Promise<UserPlantWithWatering> {
  const [row] = await selectUserPlants(userId, userPlantId);
  if (!row) throw notFound(PLANT_NOT_FOUND);
  return toUserPlantWithWatering(row.userPlant, row.plant, row.lastWateredAt, timeZone, now);
}

/** Throws 404 unless the plant belongs to the gardener. */
export async function assertOwnPlant(userId: string, userPlantId: number): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ id: userPlants.id })
    .from(userPlants)
    .where(and(eq(userPlants.id, userPlantId), eq(userPlants.userId, userId)));
  if (!row) throw notFound(PLANT_NOT_FOUND);
}

/** Adds a catalogue plant (from the Add Plant dialog or an identification). */
export async function addCataloguePlant(
  userId: string,
  input: AddUserPlantInput,
  timeZone: string,
): Promise<UserPlantWithWatering> {
  const db = await getDb();
  const [plant] = await db.select().from(plants).where(eq(plants.id, input.plantId));
  if (!plant) {
    throw new HttpError(400, "That plant is not in the catalogue. Please select a plant from the list.", [
      { path: ["plantId"], message: "Please select a plant" },
    ]);
  }
  const [row] = await db
    .insert(userPlants)
    .values({
      userId,
      plantId: plant.id,
      customName: input.customName,
      location: input.location,
      notes: input.notes,
      imageUrl: plant.imagePath,
    })
    .returning();
  return toUserPlantWithWatering(row!, plant, null, timeZone, new Date());
}

/** Adds a plant that is not in the catalogue, with the gardener's own photo when given. */
export async function addCustomPlant(
  userId: string,
  input: AddCustomPlantInput & { imageUrl: string | null },
  timeZone: string,
): Promise<UserPlantWithWatering> {
  const db = await getDb();
  const [row] = await db
    .insert(userPlants)
    .values({
      userId,
      isCustomPlant: true,
      customCommonName: input.customCommonName,
      customName: input.customName,
      location: input.location,
      notes: input.notes,
      customWateringFrequency: input.customWateringFrequency ?? null,
      imageUrl: input.imageUrl ?? DEFAULT_PLANT_IMAGE,
    })
    .returning();
  return toUserPlantWithWatering(row!, null, null, timeZone, new Date());
}

export async function updateUserPlant(
  userId: string,
  userPlantId: number,
  input: UpdateUserPlantInput,
  timeZone: string,
): Promise<UserPlantWithWatering> {
  const db = await getDb();
  const { plantedDate, ...fields } = input;
  const updated = await db
    .update(userPlants)
    .set({ ...fields, ...(plantedDate ? { plantedDate: new Date(`${plantedDate}T12:00:00Z`) } : {}), updatedAt: new Date() })
    .where(and(eq(userPlants.id, userPlantId), eq(userPlants.userId, userId)))
    .returning({ id: userPlants.id });
  if (updated.length === 0) throw notFound(PLANT_NOT_FOUND);
  return getUserPlant(userId, userPlantId, timeZone);
}

/** Deletes the plant with its waterings and tasks, and its own photo if it has one. */
export async function deleteUserPlant(userId: string, userPlantId: number): Promise<void> {
  const db = await getDb();
  const [deleted] = await db
    .delete(userPlants)
    .where(and(eq(userPlants.id, userPlantId), eq(userPlants.userId, userId)))
    .returning({ imageUrl: userPlants.imageUrl });
  if (!deleted) throw notFound(PLANT_NOT_FOUND);
  const photoKey = deleted.imageUrl ? keyFromUploadUrl(deleted.imageUrl) : null;
  if (photoKey?.startsWith(`users/${userId}/`)) {
    await getStorage()
      .remove(photoKey)
      .catch((error: unknown) => console.error("Could not remove a deleted plant's photo", error));
  }
}
