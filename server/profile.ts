import "server-only";
import { cache } from "react";
import { eq, sql } from "drizzle-orm";
import type { UserProfile } from "@/lib/profile-types";
import type { UpdateProfileInput } from "@/lib/validations/user";
import { getSignedIn, requireSignedIn, type CurrentUser, type SignedIn } from "@/server/auth";
import { getDb } from "@/server/db/client";
import { profiles } from "@/server/db/schema";
import { takeRateLimit } from "@/server/rate-limit";
import { geocode } from "@/server/weather/open-meteo";

export type { UserProfile };

type ProfileRow = typeof profiles.$inferSelect;

/** Where the planner stands: see server/care-plan.ts. */
export type CarePlanState = { revision: number; plannedRevision: number | null; plannedOn: string | null };

/**
 * The signed-in gardener with what the domain code needs of their profile, read once per
 * request (by the route wrapper, or `currentGardener()` in a page) and handed down.
 */
export type Gardener = {
  userId: string;
  email: string;
  name: string;
  firstName: string | null;
  /** IANA zone: "today" and due dates are calendar dates in it. */
  timeZone: string;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  climateZone: string | null;
  gardenType: UserProfile["gardenType"];
  experienceLevel: UserProfile["experienceLevel"];
  plan: UserProfile["plan"];
  carePlan: CarePlanState;
};

function toGardener(user: CurrentUser, row: ProfileRow | null | undefined): Gardener {
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    firstName: user.firstName,
    timeZone: row?.timezone ?? "UTC",
    location: row?.location ?? null,
    latitude: row?.latitude ?? null,
    longitude: row?.longitude ?? null,
    climateZone: row?.climateZone ?? null,
    gardenType: row?.gardenType ?? null,
    experienceLevel: row?.experienceLevel ?? null,
    plan: row?.plan ?? "free",
    carePlan: {
      revision: row?.carePlanRevision ?? 0,
      plannedRevision: row?.carePlannedRevision ?? null,
      plannedOn: row?.carePlannedOn ?? null,
    },
  };
}

/** The gardener behind a signed-in user: one query. */
export async function loadGardener(user: CurrentUser): Promise<Gardener> {
  const db = await getDb();
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  return toGardener(user, row);
}

async function gardenerOf(signedIn: SignedIn): Promise<Gardener> {
  return signedIn.profile !== undefined ? toGardener(signedIn.user, signedIn.profile) : loadGardener(signedIn.user);
}

/** The gardener signed in on this request, read with their session when the provider allows; a 401 otherwise. */
export async function requireGardener(requestHeaders: Headers): Promise<{ user: CurrentUser; gardener: Gardener }> {
  const signedIn = await requireSignedIn(requestHeaders);
  return { user: signedIn.user, gardener: await gardenerOf(signedIn) };
}

/** The signed-in gardener of this server render (null when signed out), read once however many components ask. */
export const currentGardener = cache(async (): Promise<Gardener | null> => {
  const signedIn = await getSignedIn();
  return signedIn ? gardenerOf(signedIn) : null;
});

/** GET/PATCH /api/user's `user`. */
export function toUserProfile(gardener: Gardener): UserProfile {
  return {
    id: gardener.userId,
    email: gardener.email,
    name: gardener.name,
    location: gardener.location,
    latitude: gardener.latitude,
    longitude: gardener.longitude,
    climateZone: gardener.climateZone,
    gardenType: gardener.gardenType,
    experienceLevel: gardener.experienceLevel,
    timezone: gardener.timeZone,
    plan: gardener.plan,
  };
}

/** Each new location is geocoded, so changes are limited: a handful an hour is plenty for a gardener. */
export const LOCATION_CHANGES_PER_HOUR = 10;
const LOCATION_CHANGES = {
  windowMs: 60 * 60 * 1000,
  max: LOCATION_CHANGES_PER_HOUR,
  message: "You've changed your location many times in the last hour. Please try again later.",
};

/** Where a place is, or nulls when the weather source can't say right now (the weather card tries again). */
async function coordinatesFor(location: string): Promise<{ latitude: number | null; longitude: number | null }> {
  const place = await geocode(location).catch((error: unknown) => {
    console.warn("Could not geocode a saved location; the weather will try again", error);
    return null;
  });
  return { latitude: place?.latitude ?? null, longitude: place?.longitude ?? null };
}

/**
 * Writes the given fields only; the profile row is made on first write. A new location is
 * geocoded as it is saved, so seasonal tasks know the hemisphere before the weather is ever
 * read. A new place or time zone moves the care plan.
 */
export async function updateUserProfile(gardener: Gardener, input: UpdateProfileInput): Promise<Gardener> {
  const db = await getDb();
  const locationChanged = input.location !== undefined && input.location !== gardener.location;
  const timeZoneChanged = input.timezone !== undefined && input.timezone !== gardener.timeZone;
  if (locationChanged) await takeRateLimit(`location:${gardener.userId}`, [LOCATION_CHANGES]);
  const coordinates = locationChanged ? await coordinatesFor(input.location!) : {};
  const changes = { ...input, ...coordinates };
  const movesPlan = locationChanged || timeZoneChanged;
  const [row] = await db
    .insert(profiles)
    .values({ userId: gardener.userId, ...changes, carePlanRevision: movesPlan ? 1 : 0 })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: {
        ...changes,
        ...(movesPlan ? { carePlanRevision: sql`${profiles.carePlanRevision} + 1` } : {}),
        updatedAt: new Date(),
      },
    })
    .returning();
  return toGardener({ id: gardener.userId, email: gardener.email, name: gardener.name, firstName: gardener.firstName }, row);
}
