import "server-only";
import { count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { memberRef, type CataloguePlant, type UserPlant, type UserPlantWithWatering } from "@/lib/garden-types";
import { daysBetween, gardenCalendar, todayInTimeZone, type GardenCalendar } from "@/lib/dates";
import { daysUntilHarvest } from "@/lib/harvest";
import { effectivePlantStatus, type PlantStatus, type SettablePlantStatus } from "@/lib/plant-status";
import {
  addCustomPlantSchema,
  type AddUserPlantInput,
  type UpdateUserPlantInput,
} from "@/lib/validations/user-plants";
import { DEFAULT_WATER_FREQUENCY_DAYS, FREQUENCY_DAYS, wateringIntervalDays } from "@/lib/watering";
import { defaultExposure, planWatering, type PlantWaterInput, type WaterPlan } from "@/lib/water-balance";
import { careWordsFor, type CareWords } from "@/server/care/care-words";
import { catalogueWordsIn, type CatalogueWords } from "./catalogue-words";
import { DEFAULT_APP_LOCALE, type AppLocale } from "@/lib/i18n/locales";
import { markCarePlanChanged } from "@/server/care/care-plan-changes";
import { getDb, preparedStatement, type DbExecutor } from "@/server/db/client";
import { plants, plantStatusChanges, userPlants, users, waterings } from "@/server/db/schema";
import { DEFAULT_PLANT_IMAGE } from "@/lib/plant-display";
import { HttpError, notFound } from "@/server/http/errors";
import { isStoredPhoto, ownPlant, ownPlants, PLANT_NOT_FOUND, PREPARED_SCOPE, type GardenScope } from "@/server/garden/ownership";
import { discardPhoto, keepPhoto, photoFromForm, releasePhoto, storeUserPhoto, type StoredPhoto } from "@/server/garden/photos";
import type { Gardener } from "@/server/account/gardener";
import { journalPhotosOf } from "@/server/garden/journal";
import { keyFromUploadUrl } from "@/server/storage";

type UserPlantRow = typeof userPlants.$inferSelect;
/** A kept water plan as garden reads load it: without the Care Schedule's expected waterings. */
type ListedWaterPlan = Omit<WaterPlan, "expected">;
/** A plant's row as garden reads load it (`listedUserPlant`); a whole row is one too. */
type ListedUserPlantRow = Omit<UserPlantRow, "waterPlan"> & { waterPlan: ListedWaterPlan | null };
/** A plant's last watering and who did it (all null: never watered). */
type LastWatering = { wateredAt: Date | null; wateredById: string | null; wateredByName: string | null };
const NEVER_WATERED: LastWatering = { wateredAt: null, wateredById: null, wateredByName: null };
/**
 * The catalogue's columns but those no garden read needs: the planner's sowing data, and when the
 * entry was made and changed (two timestamps fewer to read into Dates for every plant listed).
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- picking the rest
const { sowing, createdAt, updatedAt, ...plantColumns } = getTableColumns(plants);
type PlantRow = Omit<typeof plants.$inferSelect, "sowing" | "createdAt" | "updatedAt">;
/** What reading a garden needs of the gardener. */
type GardenOf = Pick<Gardener, "userId" | "gardenId" | "timeZone" | "latitude" | "gardenType"> & Partial<Pick<Gardener, "units" | "locale">>;

function toCataloguePlant(row: PlantRow, words: CatalogueWords): CataloguePlant {
  return {
    id: row.id,
    slug: row.slug,
    commonName: words.commonName(row),
    scientificName: row.scientificName,
    category: row.category,
    waterFrequency: row.waterFrequency,
    harvestTime: row.harvestTime,
    sunlight: row.sunlight,
    frostTender: row.frostTender,
    careDescription: words.careDescription(row),
    imagePath: row.imagePath,
    winterDormant: row.winterDormant,
  };
}

/**
 * The catalogue, by common name: in English (the assistant and the photo matching read it so), or
 * in a gardener's language for their screens (GET /api/plants), sorted as that language sorts.
 */
export async function listCataloguePlants(locale?: AppLocale): Promise<CataloguePlant[]> {
  const db = await getDb();
  const [rows, words] = await Promise.all([db.select(plantColumns).from(plants).orderBy(sql`lower(${plants.commonName})`), catalogueWordsIn(locale)]);
  const listed = rows.map((row) => toCataloguePlant(row, words));
  if (!locale || locale === DEFAULT_APP_LOCALE) return listed;
  const collator = new Intl.Collator(locale, { sensitivity: "base" });
  return listed.sort((a, b) => collator.compare(a.commonName, b.commonName));
}

/** A garden plant as the care planner reads it: its row, its catalogue entry and when it was last watered. */
export type PlantForPlanning = { userPlant: UserPlantRow; plant: PlantRow | null; lastWateredAt: Date | null };

/**
 * Where a plant's watering stands: the care planner's kept plan (server/care/water-plan.ts) while it
 * still counts from the plant's last watering; otherwise (a watering since, not planned yet) its
 * usual timetable until the next plan.
 */
function currentWaterPlan(
  planning: Omit<PlantForPlanning, "userPlant"> & { userPlant: ListedUserPlantRow },
  lastDay: string | null,
  calendar: GardenCalendar,
  latitude: number | null,
): ListedWaterPlan {
  const { userPlant } = planning;
  const from = lastDay && lastDay > userPlant.plantedDate ? lastDay : userPlant.plantedDate;
  if (userPlant.waterPlan && userPlant.waterPlan.from === from) return userPlant.waterPlan;
  return planWatering(waterInputOf(planning, calendar, latitude), { known: false, why: "no-weather" }, calendar.today);
}

/** The water balance's view of a garden plant: its interval, coefficient, last watering day (in the gardener's zone), skips and snooze. */
export function waterInputOf(
  { userPlant, plant, lastWateredAt }: { userPlant: ListedUserPlantRow; plant: PlantRow | null; lastWateredAt: Date | null },
  calendar: GardenCalendar,
  latitude: number | null,
): PlantWaterInput {
  const custom = userPlant.customWateringFrequency;
  return {
    exposure: userPlant.exposure,
    customIntervalDays: custom && custom !== "as-needed" ? FREQUENCY_DAYS[custom] : null,
    asNeeded: custom === "as-needed",
    usualIntervalDays: plant?.waterFrequency && plant.waterFrequency > 0 ? plant.waterFrequency : DEFAULT_WATER_FREQUENCY_DAYS,
    coefficient: plant?.cropCoefficient ?? 1,
    factor: userPlant.waterFactor,
    plantedOn: userPlant.plantedDate,
    wateredOn: lastWateredAt ? [calendar.dayOf(lastWateredAt)] : [],
    checkedOn: userPlant.waterCheckedOn,
    snoozedUntil: userPlant.waterSnoozedUntil,
    season: { winterDormant: plant?.winterDormant ?? false, latitude },
  };
}

function toUserPlantWithWatering(
  row: ListedUserPlantRow,
  plant: PlantRow | null,
  last: LastWatering,
  calendar: GardenCalendar,
  latitude: number | null,
  words: CareWords,
): UserPlantWithWatering {
  const lastWateredAt = last.wateredAt;
  const intervalDays = wateringIntervalDays(row.customWateringFrequency, plant?.waterFrequency);
  // Custom plants have no catalogue entry to say they rest in winter.
  const season = { winterDormant: plant?.winterDormant ?? false, latitude };
  // The last watering's day in the gardener's zone, read once (reading a date in a zone is the costly part).
  const lastDay = lastWateredAt ? calendar.dayOf(lastWateredAt) : null;
  const plan = currentWaterPlan({ userPlant: row, plant, lastWateredAt }, lastDay, calendar, latitude);
  const daysSinceWatering = lastDay ? daysBetween(lastDay, calendar.today) : null;
  const schedule = {
    nextWateringDate: plan.nextDue,
    daysSinceWatering,
    daysUntilWatering: plan.nextDue === null ? null : daysBetween(calendar.today, plan.nextDue),
  };
  const wateringDue = schedule.daysUntilWatering !== null && schedule.daysUntilWatering <= 0;
  // needs_attention is never stored on purpose: it follows the schedule.
  const recordedStatus: SettablePlantStatus = row.status === "needs_attention" ? "healthy" : row.status;
  return {
    id: row.id,
    customName: row.customName,
    customCommonName: row.customCommonName,
    isCustomPlant: row.isCustomPlant,
    customWateringFrequency: row.customWateringFrequency,
    plantedDate: row.plantedDate,
    imageUrl: row.imageUrl,
    location: row.location,
    notes: row.notes,
    status: effectivePlantStatus(recordedStatus, wateringDue),
    recordedStatus,
    wateringIntervalDays: intervalDays,
    daysUntilHarvest: daysUntilHarvest({ harvestTimeDays: plant?.harvestTime, plantedOn: row.plantedDate, today: calendar.today, ...season }),
    exposure: row.exposure,
    waterFactor: row.waterFactor,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    plant: plant ? toCataloguePlant(plant, words.catalogue) : null,
    lastWatering: lastWateredAt ? { wateredAt: lastWateredAt.toISOString(), wateredBy: memberRef(last.wateredById, last.wateredByName) } : null,
    daysSinceWatering: schedule.daysSinceWatering,
    nextWateringDate: schedule.nextWateringDate,
    daysUntilWatering: schedule.daysUntilWatering,
    wateringMode: plan.mode,
    wateringReason: words.reasonOf(plan.reason, calendar.today),
  };
}

/** Drops the watering fields for GET /api/user-plants. */
export function withoutWatering(plant: UserPlantWithWatering): UserPlant {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- picking the rest
  const { lastWatering, daysSinceWatering, nextWateringDate, daysUntilWatering, wateringMode, wateringReason, ...rest } = plant;
  return rest;
}

/**
 * A plant's columns as a garden read needs them: its kept water plan without the Care Schedule's
 * expected waterings (the largest part of it, read only by the schedule and the balance's chart).
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- picking the rest
const { waterPlan, ...plantListColumns } = getTableColumns(userPlants);
const listedUserPlant = { ...plantListColumns, waterPlan: sql<ListedWaterPlan | null>`${userPlants.waterPlan} - 'expected'` };

/** A plant's last watering and who gave it: a lateral subquery of the plant reads. */
function lastWateringOf(db: DbExecutor) {
  return db
    .select({ wateredAt: waterings.wateredAt, wateredById: waterings.wateredBy, wateredByName: users.name })
    .from(waterings)
    .leftJoin(users, eq(users.id, waterings.wateredBy))
    .where(eq(waterings.userPlantId, userPlants.id))
    .orderBy(desc(waterings.wateredAt))
    .limit(1)
    .as("last_watering");
}

/**
 * The gardener's plants (or one of them) with their catalogue entry and last watering,
 * newest first, in one query however large the garden is.
 */
function selectUserPlants(db: DbExecutor, scope: GardenScope, onlyId?: number) {
  const lastWatering = lastWateringOf(db);
  return db
    .select({
      userPlant: listedUserPlant,
      plant: plantColumns,
      last: { wateredAt: lastWatering.wateredAt, wateredById: lastWatering.wateredById, wateredByName: lastWatering.wateredByName },
    })
    .from(userPlants)
    .leftJoin(plants, eq(plants.id, userPlants.plantId))
    .leftJoinLateral(lastWatering, sql`true`)
    .where(onlyId === undefined ? ownPlants(scope) : ownPlant(scope, onlyId))
    .orderBy(desc(userPlants.createdAt), desc(userPlants.id))
    .$dynamic();
}

/**
 * The garden's plants (or one of them) as the care planner reads them, in one statement: each
 * whole, its kept water plan too (the planner compares it; the schedule lists its expected waterings).
 */
export async function plantsForPlanning(scope: GardenScope, db: DbExecutor, onlyId?: number): Promise<PlantForPlanning[]> {
  const lastWatering = lastWateringOf(db);
  return db
    .select({ userPlant: userPlants, plant: plantColumns, lastWateredAt: lastWatering.wateredAt })
    .from(userPlants)
    .leftJoin(plants, eq(plants.id, userPlants.plantId))
    .leftJoinLateral(lastWatering, sql`true`)
    .where(onlyId === undefined ? ownPlants(scope) : ownPlant(scope, onlyId))
    .orderBy(desc(userPlants.createdAt), desc(userPlants.id));
}

/** The whole garden's list, the busiest read. */
const userPlantList = preparedStatement((db) => selectUserPlants(db, PREPARED_SCOPE).prepare("garden_plants_with_watering"));

export async function listUserPlants(gardener: GardenOf, now = new Date(), executor?: DbExecutor): Promise<UserPlantWithWatering[]> {
  const rows = executor
    ? await selectUserPlants(executor, gardener)
    : await userPlantList(await getDb()).execute({ userId: gardener.userId, gardenId: gardener.gardenId });
  const calendar = gardenCalendar(gardener.timeZone, now);
  const words = await careWordsFor(gardener);
  return rows.map((row) => toUserPlantWithWatering(row.userPlant, row.plant, row.last ?? NEVER_WATERED, calendar, gardener.latitude, words));
}

/** The garden's first plants as listed, and how many it has in all: two prepared statements (the dashboard's). */
const firstUserPlants = preparedStatement((db) => selectUserPlants(db, PREPARED_SCOPE).limit(sql.placeholder("limit")).prepare("garden_plants_first"));
const userPlantCount = preparedStatement((db) => db.select({ total: count() }).from(userPlants).where(ownPlants(PREPARED_SCOPE)).prepare("garden_plant_count"));

/** The gardener's first plants as listed (newest first), and how many they have in all. */
export async function listFirstUserPlants(gardener: GardenOf, limit: number, now = new Date()): Promise<{ plants: UserPlantWithWatering[]; total: number }> {
  const db = await getDb();
  const scope = { userId: gardener.userId, gardenId: gardener.gardenId };
  const [rows, [counted]] = await Promise.all([firstUserPlants(db).execute({ ...scope, limit }), userPlantCount(db).execute(scope)]);
  const calendar = gardenCalendar(gardener.timeZone, now);
  const words = await careWordsFor(gardener);
  return { plants: rows.map((row) => toUserPlantWithWatering(row.userPlant, row.plant, row.last ?? NEVER_WATERED, calendar, gardener.latitude, words)), total: counted?.total ?? 0 };
}

/** One of the gardener's plants; another gardener's plant is answered as not found. */
export async function getUserPlant(gardener: GardenOf, userPlantId: number, now = new Date()): Promise<UserPlantWithWatering> {
  const [row] = await selectUserPlants(await getDb(), gardener, userPlantId);
  if (!row) throw notFound(PLANT_NOT_FOUND);
  return toUserPlantWithWatering(row.userPlant, row.plant, row.last ?? NEVER_WATERED, gardenCalendar(gardener.timeZone, now), gardener.latitude, await careWordsFor(gardener));
}

/** Adds a catalogue plant (from the Add Plant dialog or an identification), planted today. */
export async function addCataloguePlant(gardener: GardenOf, input: AddUserPlantInput): Promise<UserPlant> {
  const db = await getDb();
  const [plant] = await db.select(plantColumns).from(plants).where(eq(plants.id, input.plantId));
  if (!plant) {
    throw new HttpError(400, "That plant is not in the catalogue. Please select a plant from the list.", [
      { path: ["plantId"], message: "Please select a plant" },
    ]);
  }
  const row = await insertPlant(gardener, {
    plantId: plant.id,
    customName: input.customName,
    location: input.location,
    notes: input.notes,
    imageUrl: plant.imagePath,
    exposure: input.exposure ?? defaultExposure(plant.category, gardener.gardenType),
  });
  return withoutWatering(toUserPlantWithWatering(row, plant, NEVER_WATERED, gardenCalendar(gardener.timeZone, row.createdAt), gardener.latitude, await careWordsFor(gardener)));
}

/** A new plant of the gardener's, planted today in their zone; it moves the care plan. */
async function insertPlant(
  gardener: GardenOf,
  values: Omit<typeof userPlants.$inferInsert, "gardenId" | "plantedDate">,
  photo?: StoredPhoto,
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await markCarePlanChanged(tx, gardener.gardenId);
    if (photo) await keepPhoto(tx, photo);
    const [inserted] = await tx
      .insert(userPlants)
      .values({ ...values, gardenId: gardener.gardenId, plantedDate: todayInTimeZone(gardener.timeZone) })
      .returning();
    return inserted!;
  });
}

/**
 * Adds a plant that is not in the catalogue from the multipart form (customCommonName,
 * customName?, location?, notes?, customWateringFrequency?, image?). The fields are checked
 * before the photo is stored, and the photo is removed again if the plant can't be saved,
 * so a failed request leaves nothing behind.
 */
export async function addCustomPlant(gardener: GardenOf, form: FormData): Promise<UserPlant> {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const input = addCustomPlantSchema.parse({
    customCommonName: field("customCommonName"),
    customName: field("customName"),
    location: field("location"),
    notes: field("notes"),
    customWateringFrequency: field("customWateringFrequency"),
    exposure: field("exposure"),
  });
  const photo = photoFromForm(form, "image");
  const stored = photo ? await storeUserPhoto(gardener.userId, photo, "plants") : null;
  try {
    const row = await insertPlant(gardener, {
      isCustomPlant: true,
      customCommonName: input.customCommonName,
      customName: input.customName,
      location: input.location,
      notes: input.notes,
      customWateringFrequency: input.customWateringFrequency ?? null,
      exposure: input.exposure ?? defaultExposure(null, gardener.gardenType),
      imageUrl: stored?.url ?? DEFAULT_PLANT_IMAGE,
    }, stored ?? undefined);
    return withoutWatering(toUserPlantWithWatering(row, null, NEVER_WATERED, gardenCalendar(gardener.timeZone, row.createdAt), gardener.latitude, await careWordsFor(gardener)));
  } catch (error) {
    if (stored) await discardPhoto(stored);
    throw error;
  }
}

/**
 * What a plant's status history records when its stored status goes from `stored` to `next`: the
 * change as the gardener sees it, or null when there is none. 'needs_attention' is never set by
 * hand (it follows the watering schedule; an import may hold it): it counts as the 'healthy' it shows as set.
 */
export function statusChangeOf(stored: PlantStatus, next: PlantStatus): { previousStatus: PlantStatus; status: PlantStatus } | null {
  const recorded = (status: PlantStatus): PlantStatus => (status === "needs_attention" ? "healthy" : status);
  return recorded(stored) === recorded(next) ? null : { previousStatus: recorded(stored), status: recorded(next) };
}

/**
 * Keeps a change of a plant's status for its timeline (`plant_status_changes`), in the transaction
 * that changed it, which holds the plant's row (so `previous` is the status it replaced). Dated in
 * the zone of the gardener who made it. Nothing when the status did not change.
 */
export async function recordStatusChange(
  tx: DbExecutor,
  change: { userPlantId: number; previous: PlantStatus; next: PlantStatus; changedBy: string; timeZone: string; at: Date },
): Promise<void> {
  const kept = statusChangeOf(change.previous, change.next);
  if (!kept) return;
  await tx.insert(plantStatusChanges).values({
    userPlantId: change.userPlantId,
    ...kept,
    changedBy: change.changedBy,
    date: todayInTimeZone(change.timeZone, change.at),
    changedAt: change.at,
  });
}

export async function updateUserPlant(gardener: GardenOf, userPlantId: number, input: UpdateUserPlantInput): Promise<UserPlant> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await markCarePlanChanged(tx, gardener.gardenId);
    const now = new Date();
    // A new status is kept in the plant's history: the row is held first, so the status it replaces is the one read.
    const before =
      input.status === undefined
        ? undefined
        : (await tx.select({ status: userPlants.status }).from(userPlants).where(ownPlant(gardener, userPlantId)).for("update"))[0];
    const updated = await tx
      .update(userPlants)
      .set({ ...input, updatedAt: now })
      .where(ownPlant(gardener, userPlantId))
      .returning({ id: userPlants.id });
    if (updated.length === 0) throw notFound(PLANT_NOT_FOUND);
    if (before && input.status !== undefined) {
      await recordStatusChange(tx, { userPlantId, previous: before.status, next: input.status, changedBy: gardener.userId, timeZone: gardener.timeZone, at: now });
    }
  });
  return withoutWatering(await getUserPlant(gardener, userPlantId));
}

/** The stored photo behind an image URL; null for a catalogue image or none. */
function storedPhotoAt(imageUrl: string | null): { key: string } | null {
  const key = imageUrl ? keyFromUploadUrl(imageUrl) : null;
  return key && isStoredPhoto(key) ? { key } : null;
}

/** Deletes the plant with its waterings, tasks and journal, its own photo if it has one and its journal's photos. */
export async function deleteUserPlant(gardener: GardenOf, userPlantId: number): Promise<void> {
  const db = await getDb();
  const photos = await db.transaction(async (tx) => {
    await markCarePlanChanged(tx, gardener.gardenId);
    // Held first: a journal entry being written on it waits, so every photo of its journal is found below.
    const [held] = await tx.select({ id: userPlants.id }).from(userPlants).where(ownPlant(gardener, userPlantId)).for("update");
    if (!held) throw notFound(PLANT_NOT_FOUND);
    const journal = await journalPhotosOf(tx, { userPlantId });
    const [row] = await tx.delete(userPlants).where(ownPlant(gardener, userPlantId)).returning({ imageUrl: userPlants.imageUrl });
    if (!row) throw notFound(PLANT_NOT_FOUND);
    const own = storedPhotoAt(row.imageUrl);
    const photos = own ? [own, ...journal] : journal;
    for (const photo of photos) await releasePhoto(tx, photo);
    return photos;
  });
  for (const photo of photos) await discardPhoto(photo);
}
