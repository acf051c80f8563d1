import "server-only";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { toCurrentUser } from "@/server/auth/types";
import { profiles, users } from "@/server/db/schema";
import { buildCalendarFeed, calendarWordsIn } from "@/server/care/calendar-feed";
import { openTasksInEveryGarden } from "@/server/care/tasks";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const newToken = () => randomBytes(32).toString("base64url");

/** The gardener's secret feed token, made on first use. */
export async function calendarToken(userId: string): Promise<string> {
  const db = await getDb();
  const [existing] = await db.select({ token: profiles.calendarToken }).from(profiles).where(eq(profiles.userId, userId));
  if (existing?.token) return existing.token;
  const token = newToken();
  const [row] = await db
    .insert(profiles)
    .values({ userId, calendarToken: token })
    .onConflictDoUpdate({
      target: profiles.userId,
      // Two first requests racing: keep whichever token was stored first.
      set: { calendarToken: sqlCoalesceToken(token) },
    })
    .returning({ token: profiles.calendarToken });
  return row!.token!;
}

function sqlCoalesceToken(token: string) {
  return sql`coalesce(${profiles.calendarToken}, ${token})`;
}

/** A new token: the old feed URL stops working at once. */
export async function regenerateCalendarToken(userId: string): Promise<string> {
  const db = await getDb();
  const token = newToken();
  await db
    .insert(profiles)
    .values({ userId, calendarToken: token })
    .onConflictDoUpdate({ target: profiles.userId, set: { calendarToken: token, updatedAt: new Date() } });
  return token;
}

export function calendarFeedUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, "")}/calendar/${token}.ics`;
}

/** The feed for a token, or null when no gardener has it. */
export async function calendarFeedForToken(token: string, host: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const db = await getDb();
  const [owner] = await db
    .select({ id: users.id, email: users.email, name: users.name, locale: profiles.locale })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.calendarToken, token));
  if (!owner) return null;
  // A subscribed feed cannot follow a switch of garden: it lists every garden's open tasks.
  const [tasks, words] = await Promise.all([openTasksInEveryGarden(toCurrentUser(owner)), calendarWordsIn(owner.locale ?? undefined)]);
  return buildCalendarFeed(tasks, { host, words });
}
