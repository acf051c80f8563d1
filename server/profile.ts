import "server-only";
import { cache } from "react";
import { and, eq, sql } from "drizzle-orm";
import { locationStatus, type FoundPlace } from "@/lib/place";
import type { UserProfile } from "@/lib/profile-types";
import type { UpdateProfileInput } from "@/lib/validations/user";
import { getSignedIn, requireSignedIn, type CurrentUser, type SignedIn, type SignInMethod } from "@/server/auth";
import { getDb } from "@/server/db/client";
import { gardenMembers, gardens, profiles } from "@/server/db/schema";
import { activeGardenJoin, gardensOf, placeOf, settleActiveGarden, switchGarden, toActiveGarden, type ActiveGarden, type CarePlanState } from "@/server/gardens";
import { HttpError, notFound } from "@/server/http/errors";
import { logError } from "@/server/log";
import { GARDEN_NOT_FOUND, isMemberOf } from "@/server/ownership";
import { takeRateLimit } from "@/server/rate-limit";
import { rateLimitBucket } from "@/server/rate-limit-buckets.mjs";
import { geocode } from "@/server/weather/open-meteo";

export type { UserProfile };

type ProfileRow = typeof profiles.$inferSelect;

export type { CarePlanState };

/**
 * The signed-in gardener with what the domain code needs of their profile and of the garden
 * they have open, read once per request (by the route wrapper, or `currentGardener()` in a
 * page) and handed down. The place and the care plan are the garden's; the rest is personal.
 */
export type Gardener = {
  userId: string;
  email: string;
  name: string;
  firstName: string | null;
  /** IANA zone: "today" and due dates are calendar dates in it. */
  timeZone: string;
  /** The garden every garden route acts on. */
  gardenId: number;
  gardenName: string;
  gardenRole: ActiveGarden["role"];
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The place the geocoder found for the location (null: none yet, or found before places were kept). */
  place: FoundPlace | null;
  locationNotFound: boolean;
  climateZone: string | null;
  gardenType: UserProfile["gardenType"];
  lastSpringFrost: string | null;
  firstAutumnFrost: string | null;
  experienceLevel: UserProfile["experienceLevel"];
  plan: UserProfile["plan"];
  carePlan: CarePlanState;
};

function toGardener(user: CurrentUser, row: ProfileRow | null | undefined, garden: ActiveGarden): Gardener {
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    firstName: user.firstName,
    timeZone: row?.timezone ?? "UTC",
    experienceLevel: row?.experienceLevel ?? null,
    plan: row?.plan ?? "free",
    ...gardenFields(garden),
  };
}

function gardenFields(garden: ActiveGarden) {
  return {
    gardenId: garden.id,
    gardenName: garden.name,
    gardenRole: garden.role,
    ...placeOf(garden),
    place: garden.place,
    locationNotFound: garden.locationNotFound,
    carePlan: garden.carePlan,
  };
}

/** The same gardener acting on another of their gardens (the calendar feed lists them all). */
export function inGarden(gardener: Gardener, garden: ActiveGarden): Gardener {
  return { ...gardener, ...gardenFields(garden) };
}

/** The gardener acting in another of their gardens (a reminder's "Watered" action); 404 when not a member. */
export async function gardenerIn(gardener: Gardener, gardenId: number): Promise<Gardener> {
  if (gardenId === gardener.gardenId) return gardener;
  const garden = (await gardensOf(gardener.userId)).find((candidate) => candidate.id === gardenId);
  if (!garden) throw notFound(GARDEN_NOT_FOUND);
  return inGarden(gardener, garden);
}

/** The gardener's profile and open garden: one query (when the session read could not bring them). */
async function loadProfileAndGarden(userId: string): Promise<{ profile: ProfileRow | null; garden: ActiveGarden | null }> {
  const db = await getDb();
  const [row] = await db
    .select({ profile: profiles, garden: gardens, role: gardenMembers.role })
    .from(profiles)
    .leftJoin(gardens, activeGardenJoin.garden)
    .leftJoin(gardenMembers, activeGardenJoin.membership)
    .where(eq(profiles.userId, userId));
  return { profile: row?.profile ?? null, garden: toActiveGarden(row?.garden ?? null, row?.role ?? null) };
}

/** The gardener behind a signed-in user (read from the database: Clerk sessions, calendar feeds). */
export function loadGardener(user: CurrentUser): Promise<Gardener> {
  return gardenerOf({ user });
}

async function gardenerOf(signedIn: Omit<SignedIn, "via">): Promise<Gardener> {
  const { profile, garden } = signedIn.profile !== undefined ? { profile: signedIn.profile, garden: signedIn.garden ?? null } : await loadProfileAndGarden(signedIn.user.id);
  // No garden open (a new gardener, or one just removed from theirs): written once.
  return toGardener(signedIn.user, profile, garden ?? (await settleActiveGarden(signedIn.user.id, signedIn.user.firstName ?? signedIn.user.name)));
}

/** The gardener signed in on this request (and how), read with their session when the provider allows; a 401 otherwise. */
export async function requireGardener(requestHeaders: Headers): Promise<{ user: CurrentUser; gardener: Gardener; via: SignInMethod }> {
  const signedIn = await requireSignedIn(requestHeaders);
  return { user: signedIn.user, gardener: await gardenerOf(signedIn), via: signedIn.via };
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
    place: gardener.place,
    locationStatus: locationStatus(gardener),
    climateZone: gardener.climateZone,
    gardenType: gardener.gardenType,
    lastSpringFrost: gardener.lastSpringFrost,
    firstAutumnFrost: gardener.firstAutumnFrost,
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

/**
 * What the geocoder makes of a new location: its place and coordinates, "not found", or (when the
 * source can't answer now) nothing yet, which the weather card's next read tries again.
 */
async function lookUpLocation(location: string, placeId: number | undefined) {
  try {
    const place = await geocode(location, placeId);
    if (!place) return { ...NO_PLACE, locationNotFound: true };
    return {
      latitude: place.latitude,
      longitude: place.longitude,
      placeName: place.name,
      placeRegion: place.region,
      placeCountry: place.country,
      locationNotFound: false,
    };
  } catch (error) {
    // The weather source's failures are logged where they happen, in one line (server/weather/open-meteo.ts).
    if (!(error instanceof HttpError)) logError("Could not look up a saved location; the weather will try again", error);
    return { ...NO_PLACE, locationNotFound: false };
  }
}

const NO_PLACE = { latitude: null, longitude: null, placeName: null, placeRegion: null, placeCountry: null };

/**
 * Writes the given fields only: the place to the open garden, the rest to the profile (made on
 * first write). A new location is geocoded as it is saved, so seasonal tasks know the
 * hemisphere before the weather is ever read. A new place or time zone moves the care plan.
 */
export async function updateUserProfile(gardener: Gardener, input: UpdateProfileInput): Promise<Gardener> {
  const db = await getDb();
  const { location, placeId, climateZone, gardenType, lastSpringFrost, firstAutumnFrost, activeGardenId, ...personal } = input;
  if (activeGardenId !== undefined && activeGardenId !== gardener.gardenId) {
    await switchGarden(gardener.userId, activeGardenId);
  }
  // The same words again look the place up again when it was not found (or a suggestion chose another).
  const locationChanged = location !== undefined && (location !== gardener.location || placeId !== undefined || gardener.latitude === null);
  const timeZoneChanged = personal.timezone !== undefined && personal.timezone !== gardener.timeZone;
  if (locationChanged) await takeRateLimit(rateLimitBucket("location", gardener.userId), [LOCATION_CHANGES]);
  const place = {
    ...(location !== undefined ? { location } : {}),
    ...(climateZone !== undefined ? { climateZone } : {}),
    ...(gardenType !== undefined ? { gardenType } : {}),
    ...(lastSpringFrost !== undefined ? { lastSpringFrost } : {}),
    ...(firstAutumnFrost !== undefined ? { firstAutumnFrost } : {}),
    ...(locationChanged ? await lookUpLocation(location, placeId) : {}),
  };
  const gardenId = activeGardenId ?? gardener.gardenId;
  await db.transaction(async (tx) => {
    if (Object.keys(personal).length > 0) {
      await tx
        .insert(profiles)
        .values({ userId: gardener.userId, ...personal })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...personal, updatedAt: new Date() } });
    }
    if (Object.keys(place).length > 0 || timeZoneChanged) {
      const changed = await tx
        .update(gardens)
        .set({
          ...place,
          ...(locationChanged || timeZoneChanged ? { carePlanRevision: sql`${gardens.carePlanRevision} + 1` } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(gardens.id, gardenId), isMemberOf(gardener.userId, gardens.id)))
        .returning({ id: gardens.id });
      if (changed.length === 0) throw notFound(GARDEN_NOT_FOUND);
    }
  });
  const { profile, garden } = await loadProfileAndGarden(gardener.userId);
  if (!garden) throw notFound(GARDEN_NOT_FOUND);
  return toGardener({ id: gardener.userId, email: gardener.email, name: gardener.name, firstName: gardener.firstName }, profile, garden);
}
