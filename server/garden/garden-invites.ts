import "server-only";
// Invitations to a garden: a secret link, valid for 7 days, that the owner can revoke. Whoever
// opens it signed in can accept it and becomes a member (issue 13).
import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { AcceptedInvite, InviteLinkJson } from "@/lib/garden-sharing";
import { getDb } from "@/server/db/client";
import { gardenInvites, gardenMembers, gardens, profiles, users } from "@/server/db/schema";
import { requireOwner } from "@/server/garden/ownership";
import { HttpError, notFound } from "@/server/http/errors";
import { takeRateLimit } from "@/server/rate-limit";
import { rateLimitBucket } from "@/server/rate-limit-buckets.mjs";

export const INVITE_VALID_DAYS = 7;
const INVITE_VALID_MS = INVITE_VALID_DAYS * 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const INVITE_NOT_FOUND_MESSAGE = "This invitation link is not valid. Ask for a new one.";
export const INVITE_EXPIRED_MESSAGE = "This invitation has expired. Ask for a new one.";
export const INVITE_REVOKED_MESSAGE = "This invitation was withdrawn. Ask for a new one.";
const INVITE_NOT_FOUND = "That invitation";

/** Links a gardener may make in an hour: plenty for a household, and no endless rows for a script. */
export const INVITES_PER_HOUR = 20;
const INVITE_CREATIONS = {
  windowMs: 60 * 60 * 1000,
  max: INVITES_PER_HOUR,
  message: "You've made many invitation links in the last hour. Please try again later.",
};

export type InviteLink = InviteLinkJson;
export type InviteStatus = "open" | "expired" | "revoked";
/** What /invite/{token} shows. */
export type InviteDetails = { gardenId: number; gardenName: string; invitedBy: string; status: InviteStatus; expiresAt: string };

export function inviteUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, "")}/invite/${token}`;
}

/** A new invitation to the owner's garden. */
export async function createInvite(userId: string, gardenId: number, origin: string, now = new Date()): Promise<InviteLink> {
  const db = await getDb();
  await requireOwner(db, userId, gardenId);
  await takeRateLimit(rateLimitBucket("invites", userId), [INVITE_CREATIONS], now);
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(gardenInvites)
    .values({ gardenId, token, invitedBy: userId, expiresAt: new Date(now.getTime() + INVITE_VALID_MS) })
    .returning();
  return { id: row!.id, url: inviteUrl(origin, token), token, expiresAt: row!.expiresAt.toISOString() };
}

/** The owner's open invitations of a garden, newest first. */
export async function listOpenInvites(userId: string, gardenId: number, origin: string, now = new Date()): Promise<InviteLink[]> {
  const db = await getDb();
  await requireOwner(db, userId, gardenId);
  const rows = await db
    .select()
    .from(gardenInvites)
    .where(and(eq(gardenInvites.gardenId, gardenId), isNull(gardenInvites.revokedAt), gt(gardenInvites.expiresAt, now)))
    .orderBy(desc(gardenInvites.createdAt), desc(gardenInvites.id));
  return rows.map((row) => ({ id: row.id, url: inviteUrl(origin, row.token), token: row.token, expiresAt: row.expiresAt.toISOString() }));
}

/** Withdraws an invitation: its link stops working at once. */
export async function revokeInvite(userId: string, gardenId: number, inviteId: number): Promise<void> {
  const db = await getDb();
  await requireOwner(db, userId, gardenId);
  const revoked = await db
    .update(gardenInvites)
    .set({ revokedAt: new Date() })
    .where(and(eq(gardenInvites.id, inviteId), eq(gardenInvites.gardenId, gardenId)))
    .returning({ id: gardenInvites.id });
  if (revoked.length === 0) throw notFound(INVITE_NOT_FOUND);
}

function statusOf(row: { revokedAt: Date | null; expiresAt: Date }, now: Date): InviteStatus {
  if (row.revokedAt) return "revoked";
  return row.expiresAt.getTime() <= now.getTime() ? "expired" : "open";
}

/** The invitation behind a link, or null for a link that names none. */
export async function inviteDetails(token: string, now = new Date()): Promise<InviteDetails | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ invite: gardenInvites, gardenName: gardens.name, invitedBy: users.name })
    .from(gardenInvites)
    .innerJoin(gardens, eq(gardens.id, gardenInvites.gardenId))
    .innerJoin(users, eq(users.id, gardenInvites.invitedBy))
    .where(eq(gardenInvites.token, token));
  if (!row) return null;
  return {
    gardenId: row.invite.gardenId,
    gardenName: row.gardenName,
    invitedBy: row.invitedBy,
    status: statusOf(row.invite, now),
    expiresAt: row.invite.expiresAt.toISOString(),
  };
}

/** Joins the invitation's garden as a member (a member already stays what they are) and opens it. */
export async function acceptInvite(userId: string, token: string, now = new Date()): Promise<AcceptedInvite> {
  if (!TOKEN_PATTERN.test(token)) throw new HttpError(404, INVITE_NOT_FOUND_MESSAGE);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [invite] = await tx.select().from(gardenInvites).where(eq(gardenInvites.token, token)).for("share");
    if (!invite) throw new HttpError(404, INVITE_NOT_FOUND_MESSAGE);
    const status = statusOf(invite, now);
    if (status === "revoked") throw new HttpError(410, INVITE_REVOKED_MESSAGE);
    if (status === "expired") throw new HttpError(410, INVITE_EXPIRED_MESSAGE);
    await tx.insert(gardenMembers).values({ gardenId: invite.gardenId, userId, role: "member" }).onConflictDoNothing();
    await tx
      .insert(profiles)
      .values({ userId, activeGardenId: invite.gardenId })
      .onConflictDoUpdate({ target: profiles.userId, set: { activeGardenId: invite.gardenId, updatedAt: now } });
    return { gardenId: invite.gardenId };
  });
}
