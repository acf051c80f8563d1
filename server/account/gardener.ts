import { DEFAULT_APP_LOCALE, FORMAT_LOCALES, type AppLocale } from "@/lib/i18n/locales";
import "server-only";
// The gardener: who is signed in on this request, with what the domain code needs of their
// profile and of the garden they have open. Read once per request (by the route wrapper, or
// currentGardener() in a page) and handed down.
import { cache } from "react";
import { eq } from "drizzle-orm";
import { DEFAULT_UNITS, type FormatOptions, type Units } from "@/lib/format";
import type { UserProfile } from "@/lib/profile-types";
import { getSignedIn, requireSignedIn, type CurrentUser, type SignedIn, type SignInMethod } from "@/server/auth";
import { getDb } from "@/server/db/client";
import { gardenMembers, gardens, profiles } from "@/server/db/schema";
import {
  activeGardenJoin,
  gardensOf,
  placeOf,
  settleActiveGarden,
  toActiveGarden,
  type ActiveGarden,
  type CarePlanState,
  type GardenPlace,
  type GardenPlaceFound,
} from "@/server/garden/gardens";
import { notFound } from "@/server/http/errors";
import { GARDEN_NOT_FOUND } from "@/server/garden/ownership";

type ProfileRow = typeof profiles.$inferSelect;

/**
 * The signed-in gardener with what the domain code needs of their profile and of the garden
 * they have open, read once per request (by the route wrapper, or `currentGardener()` in a
 * page) and handed down. The place and the care plan are the garden's; the rest is personal.
 */
export type Gardener = GardenPlace &
  GardenPlaceFound & {
    userId: string;
    email: string;
    name: string;
    firstName: string | null;
    /** IANA zone: "today" and due dates are calendar dates in it. */
    timeZone: string;
    /** The units the app shows (stored values stay metric): chosen in Settings, first taken from the sign-up's language. */
    units: Units;
    /** The language the app speaks to them: chosen in Settings, first taken from the sign-up's Accept-Language. */
    locale: AppLocale;
    /** The garden every garden route acts on. */
    gardenId: number;
    gardenName: string;
    gardenRole: ActiveGarden["role"];
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
    units: row?.units ?? DEFAULT_UNITS,
    locale: row?.locale ?? DEFAULT_APP_LOCALE,
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

/** How text is written for a gardener: their language's dates and numbers, their time zone and units (lib/format.ts). */
export function formatOptionsOf(gardener: Pick<Gardener, "timeZone"> & Partial<Pick<Gardener, "units" | "locale">>): FormatOptions {
  return { locale: FORMAT_LOCALES[gardener.locale ?? DEFAULT_APP_LOCALE], timeZone: gardener.timeZone, units: gardener.units };
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
