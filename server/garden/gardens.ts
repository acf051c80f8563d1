import { localeForAcceptLanguage, type AppLocale } from "@/lib/i18n/locales";
import "server-only";
// Gardens, the unit of sharing (issue 13): each gardener has at least one and one open (the
// "active" garden every garden route acts on). The owner renames it, deletes it, invites and
// removes members; every member cares for its plants.
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { GardenSummary, OpenGarden } from "@/lib/garden-types";
import type { GardenRole } from "@/lib/garden-profile";
import { unitsForAcceptLanguage, type Units } from "@/lib/format";
import type { FoundPlace } from "@/lib/place";
import { getDb, type DbExecutor } from "@/server/db/client";
import { diagnoses, gardenMembers, gardens, profiles, userPlants } from "@/server/db/schema";
import { HttpError, notFound } from "@/server/http/errors";
import { GARDEN_NOT_FOUND, isStoredPhoto, requireOwner, roleIn } from "@/server/garden/ownership";
import { discardPhoto, releasePhoto } from "@/server/garden/photos";
import { journalPhotosOf } from "@/server/garden/journal";
import { keyFromUploadUrl } from "@/server/storage";

type GardenRow = typeof gardens.$inferSelect;

/** Where the planner stands: see server/care/care-plan.ts. */
export type CarePlanState = { revision: number; plannedRevision: number | null; plannedOn: string | null };

/** Where a garden is and its climate: the fields its settings, the export and the import carry together. */
export type GardenPlace = {
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  climateZone: string | null;
  gardenType: GardenRow["gardenType"];
  /** Frost dates the gardener typed ("MM-DD"), which win over the place's history. */
  lastSpringFrost: string | null;
  firstAutumnFrost: string | null;
};

/** A garden's place, copied out of anything that has one (a row, an open garden, an exported garden). */
export function placeOf(garden: GardenPlace): GardenPlace {
  return {
    location: garden.location,
    latitude: garden.latitude,
    longitude: garden.longitude,
    climateZone: garden.climateZone,
    gardenType: garden.gardenType,
    lastSpringFrost: garden.lastSpringFrost,
    firstAutumnFrost: garden.firstAutumnFrost,
  };
}

/** What the geocoder made of the garden's location (not exported: a new install looks it up again). */
export type GardenPlaceFound = { place: FoundPlace | null; locationNotFound: boolean };

function placeFoundOf(row: GardenRow): GardenPlaceFound {
  return {
    place: row.placeName ? { name: row.placeName, region: row.placeRegion, country: row.placeCountry } : null,
    locationNotFound: row.locationNotFound,
  };
}

/** The garden a gardener has open, with their role in it. */
export type ActiveGarden = GardenPlace & GardenPlaceFound & OpenGarden & { carePlan: CarePlanState };

/** The name of the garden a new gardener starts with: "Sam's Garden" (so shared gardens are told apart), else "My Garden". */
export function firstGardenName(name?: string | null): string {
  const first = name?.trim().split(/\s+/)[0];
  return first ? `${first.slice(0, 40)}'s Garden` : "My Garden";
}

/** An active garden from its row and the gardener's membership; null when they are not (or no longer) a member. */
export function toActiveGarden(row: GardenRow | null, role: GardenRole | null): ActiveGarden | null {
  if (!row || !role) return null;
  return {
    id: row.id,
    name: row.name,
    role,
    ...placeOf(row),
    ...placeFoundOf(row),
    carePlan: { revision: row.carePlanRevision, plannedRevision: row.carePlannedRevision, plannedOn: row.carePlannedOn },
  };
}

/** Joins a query's profile to its active garden and the gardener's membership of it. */
export const activeGardenJoin = {
  garden: eq(gardens.id, profiles.activeGardenId),
  membership: and(eq(gardenMembers.gardenId, profiles.activeGardenId), eq(gardenMembers.userId, profiles.userId)),
};

/** A new gardener's units and language, from their sign-up request (its Accept-Language). */
type FirstSettings = { units?: Units; locale?: AppLocale };

/** The units and language a sign-up's Accept-Language asks for (en-US: imperial; German, Spanish or French, else English). */
export function firstSettingsFor(acceptLanguage: string | null | undefined): FirstSettings {
  return { units: unitsForAcceptLanguage(acceptLanguage), locale: localeForAcceptLanguage(acceptLanguage) };
}

/**
 * For a gardener with no garden open (new, or removed from the one they had): opens the first
 * garden they belong to, their own first, or makes them one. Written once; the profile row is
 * the lock, so two first requests at once make one garden.
 */
export async function settleActiveGarden(userId: string, userName?: string, firstSettings: FirstSettings = {}): Promise<ActiveGarden> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.insert(profiles).values({ userId, ...firstSettings }).onConflictDoNothing();
    const [profile] = await tx.select({ activeGardenId: profiles.activeGardenId }).from(profiles).where(eq(profiles.userId, userId)).for("update");
    const memberships = await tx
      .select({ garden: gardens, role: gardenMembers.role })
      .from(gardenMembers)
      .innerJoin(gardens, eq(gardens.id, gardenMembers.gardenId))
      .where(eq(gardenMembers.userId, userId))
      .orderBy(desc(sql`${gardenMembers.gardenId} = ${profile?.activeGardenId ?? null}`), asc(gardenMembers.role), asc(gardenMembers.createdAt));
    const chosen = memberships[0] ?? { garden: await createGardenIn(tx, userId, firstGardenName(userName)), role: "owner" as const };
    if (profile?.activeGardenId !== chosen.garden.id) {
      await tx.update(profiles).set({ activeGardenId: chosen.garden.id, updatedAt: new Date() }).where(eq(profiles.userId, userId));
    }
    return toActiveGarden(chosen.garden, chosen.role)!;
  });
}

/**
 * A new account's first garden, made as the account is (a failure is logged: the gardener's
 * first request makes it instead).
 */
export async function startFirstGarden(userId: string, userName: string, firstSettings?: FirstSettings): Promise<void> {
  await settleActiveGarden(userId, userName, firstSettings).catch((error: unknown) =>
    console.warn("Could not make a new gardener's first garden; their first request will:", error),
  );
}

async function createGardenIn(tx: DbExecutor, userId: string, name: string): Promise<GardenRow> {
  const [garden] = await tx.insert(gardens).values({ name }).returning();
  await tx.insert(gardenMembers).values({ gardenId: garden!.id, userId, role: "owner" });
  return garden!;
}

/** The gardens a gardener belongs to, their own first, each with its member count. */
export async function listGardens(userId: string, activeGardenId: number): Promise<GardenSummary[]> {
  const db = await getDb();
  const memberCounts = db
    .select({ gardenId: gardenMembers.gardenId, members: count().as("members") })
    .from(gardenMembers)
    .groupBy(gardenMembers.gardenId)
    .as("member_counts");
  const rows = await db
    .select({ id: gardens.id, name: gardens.name, role: gardenMembers.role, memberCount: memberCounts.members })
    .from(gardenMembers)
    .innerJoin(gardens, eq(gardens.id, gardenMembers.gardenId))
    .innerJoin(memberCounts, eq(memberCounts.gardenId, gardenMembers.gardenId))
    .where(eq(gardenMembers.userId, userId))
    .orderBy(asc(gardenMembers.role), asc(sql`lower(${gardens.name})`), asc(gardens.id));
  return rows.map((row) => ({ ...row, memberCount: Number(row.memberCount), active: row.id === activeGardenId }));
}

/** Every garden the gardener belongs to, as they would have it open. */
export async function gardensOf(userId: string): Promise<ActiveGarden[]> {
  const db = await getDb();
  const rows = await db
    .select({ garden: gardens, role: gardenMembers.role })
    .from(gardenMembers)
    .innerJoin(gardens, eq(gardens.id, gardenMembers.gardenId))
    .where(eq(gardenMembers.userId, userId))
    .orderBy(asc(gardenMembers.role), asc(gardens.id));
  return rows.map((row) => toActiveGarden(row.garden, row.role)!);
}

/** A new garden owned by the gardener (not opened: PATCH /api/user switches). */
export async function createGarden(userId: string, name: string): Promise<GardenSummary> {
  const db = await getDb();
  const garden = await db.transaction((tx) => createGardenIn(tx, userId, name));
  return { id: garden.id, name: garden.name, role: "owner", memberCount: 1, active: false };
}

export async function renameGarden(userId: string, gardenId: number, name: string, activeGardenId: number): Promise<GardenSummary> {
  const db = await getDb();
  await requireOwner(db, userId, gardenId);
  await db.update(gardens).set({ name, updatedAt: new Date() }).where(eq(gardens.id, gardenId));
  const summary = (await listGardens(userId, activeGardenId)).find((garden) => garden.id === gardenId);
  if (!summary) throw notFound(GARDEN_NOT_FOUND);
  return summary;
}

/** Deletes a garden with everything in it: the owner only, and never the gardener's last garden. */
export async function deleteGarden(userId: string, gardenId: number): Promise<void> {
  const db = await getDb();
  const photos = await db.transaction(async (tx) => {
    // Every garden of the gardener's, locked: two deletes at once cannot both leave them with none.
    const own = await tx.select({ gardenId: gardenMembers.gardenId }).from(gardenMembers).where(eq(gardenMembers.userId, userId)).for("update");
    await requireOwner(tx, userId, gardenId);
    if (own.length <= 1) throw new HttpError(409, "This is your only garden, so it can't be deleted.");
    // One statement at a time: the transaction's one connection would queue the second anyway.
    const plantPhotos = await tx.select({ url: userPlants.imageUrl }).from(userPlants).where(eq(userPlants.gardenId, gardenId));
    const diagnosisPhotos = await tx.select({ url: diagnoses.imageUrl }).from(diagnoses).where(eq(diagnoses.gardenId, gardenId));
    // Its plants held first: a journal entry being written on one waits, so all its photos are found.
    await tx.select({ id: userPlants.id }).from(userPlants).where(eq(userPlants.gardenId, gardenId)).for("update");
    const journalPhotos = await journalPhotosOf(tx, { gardenIds: [gardenId] });
    await tx.delete(gardens).where(eq(gardens.id, gardenId));
    // Its stored photos go with it (the sweep removes any whose removal fails below).
    const keys = [
      ...new Set([
        ...[...plantPhotos, ...diagnosisPhotos].map((row) => (row.url ? keyFromUploadUrl(row.url) : null)).filter((key): key is string => key !== null && isStoredPhoto(key)),
        ...journalPhotos.map((photo) => photo.key),
      ]),
    ];
    for (const key of keys) await releasePhoto(tx, { key });
    return keys;
  });
  for (const key of photos) await discardPhoto({ key });
}

/** Opens one of the gardener's gardens; any other is a 404. */
export async function switchGarden(userId: string, gardenId: number): Promise<void> {
  const db = await getDb();
  await roleIn(db, userId, gardenId);
  await db
    .insert(profiles)
    .values({ userId, activeGardenId: gardenId })
    .onConflictDoUpdate({ target: profiles.userId, set: { activeGardenId: gardenId, updatedAt: new Date() } });
}
