import "server-only";
// The gardener's profile as the API shows it (GET/PATCH /api/user) and its changes: personal
// settings, and the open garden's place (geocoded here). Who is signed in: server/account/gardener.ts.
import { and, eq, sql } from "drizzle-orm";
import { locationStatus } from "@/lib/place";
import type { UserProfile } from "@/lib/profile-types";
import type { UpdateProfileInput } from "@/lib/validations/user";
import { loadGardener, type Gardener } from "@/server/account/gardener";
import { getDb } from "@/server/db/client";
import { gardens, profiles } from "@/server/db/schema";
import { switchGarden } from "@/server/garden/gardens";
import { HttpError, notFound } from "@/server/http/errors";
import { logError } from "@/server/log";
import { GARDEN_NOT_FOUND, isMemberOf } from "@/server/garden/ownership";
import { takeRateLimit } from "@/server/rate-limit";
import { rateLimitBucket } from "@/server/rate-limit-buckets.mjs";
import { geocode } from "@/server/weather/open-meteo";

export type { UserProfile };


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
    units: gardener.units,
    locale: gardener.locale,
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
  return loadGardener({ id: gardener.userId, email: gardener.email, name: gardener.name, firstName: gardener.firstName });
}
