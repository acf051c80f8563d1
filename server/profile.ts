import "server-only";
import { cache } from "react";
import { eq } from "drizzle-orm";
import type { CurrentUser } from "@/server/auth";
import { getDb } from "@/server/db/client";
import { profiles } from "@/server/db/schema";
import type { UpdateProfileInput } from "@/lib/validations/user";
import type { UserProfile } from "@/lib/profile-types";

export type { UserProfile };

type ProfileRow = typeof profiles.$inferSelect;

function toUserProfile(user: CurrentUser, row: ProfileRow | undefined): UserProfile {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    location: row?.location ?? null,
    latitude: row?.latitude ?? null,
    longitude: row?.longitude ?? null,
    climateZone: row?.climateZone ?? null,
    gardenType: row?.gardenType ?? null,
    experienceLevel: row?.experienceLevel ?? null,
    timezone: row?.timezone ?? "UTC",
    plan: row?.plan ?? "free",
  };
}

const profileRow = cache(async (userId: string) => {
  const db = await getDb();
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
});

export async function getUserProfile(user: CurrentUser): Promise<UserProfile> {
  return toUserProfile(user, await profileRow(user.id));
}

/** Writes the given fields only; the profile row is made on first write. */
export async function updateUserProfile(user: CurrentUser, input: UpdateProfileInput): Promise<UserProfile> {
  const db = await getDb();
  const current = await profileRow(user.id);
  // A new location is geocoded again when the weather is next asked for.
  const locationChanged = input.location !== undefined && input.location !== current?.location;
  const changes = locationChanged ? { ...input, latitude: null, longitude: null } : input;
  const [row] = await db
    .insert(profiles)
    .values({ userId: user.id, ...changes })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return toUserProfile(user, row);
}

/** The gardener's IANA time zone (dates such as "today" are calendar dates in it). */
export async function userTimeZone(user: CurrentUser): Promise<string> {
  return (await getUserProfile(user)).timezone;
}

/** What the task planner needs to know about the gardener. */
export async function gardenerOf(user: CurrentUser): Promise<{ userId: string; timeZone: string; latitude: number | null }> {
  const profile = await getUserProfile(user);
  return { userId: user.id, timeZone: profile.timezone, latitude: profile.latitude };
}
