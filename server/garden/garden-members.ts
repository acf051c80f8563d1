import "server-only";
// A garden's members (issue 13): everyone sees who shares it; the owner removes members and can
// hand the garden to one of them; a member can leave. Access follows membership at once: every
// garden query checks it (server/garden/ownership.ts).
import { and, asc, eq, isNull } from "drizzle-orm";
import type { GardenMemberJson } from "@/lib/garden-sharing";
import { getDb, type DbExecutor } from "@/server/db/client";
import { gardenInvites, gardenMembers, users } from "@/server/db/schema";
import { requireOwner, roleIn } from "@/server/garden/ownership";
import { HttpError, notFound } from "@/server/http/errors";

export type GardenMember = GardenMemberJson;

const MEMBER_NOT_FOUND = "That member";
// Account ids: better-auth's UUIDs, Clerk's "user_…".
const MEMBER_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** A member's id from a URL segment; anything that cannot be an account id is a 404. */
export function parseMemberId(raw: string | undefined): string {
  if (!raw || !MEMBER_ID.test(raw)) throw notFound(MEMBER_NOT_FOUND);
  return raw;
}
export const OWNER_CANNOT_LEAVE_MESSAGE = "Hand the garden to another member before you leave it.";

/** The garden's members, the owner first; a garden the caller does not belong to is a 404. */
export async function listMembers(userId: string, gardenId: number): Promise<GardenMember[]> {
  const db = await getDb();
  await roleIn(db, userId, gardenId);
  return db
    .select({ userId: users.id, name: users.name, email: users.email, role: gardenMembers.role })
    .from(gardenMembers)
    .innerJoin(users, eq(users.id, gardenMembers.userId))
    .where(eq(gardenMembers.gardenId, gardenId))
    .orderBy(asc(gardenMembers.role), asc(gardenMembers.createdAt));
}

/** A member's membership, held until the transaction ends; 404 for anyone who is not a member. */
async function lockMembership(tx: DbExecutor, gardenId: number, memberId: string): Promise<{ role: GardenMemberJson["role"] }> {
  const [membership] = await tx
    .select({ role: gardenMembers.role })
    .from(gardenMembers)
    .where(and(eq(gardenMembers.gardenId, gardenId), eq(gardenMembers.userId, memberId)))
    .for("update");
  if (!membership) throw notFound(MEMBER_NOT_FOUND);
  return membership;
}

/**
 * The owner removes a member, or a member leaves; the owner must hand the garden over first.
 * Removing a member withdraws the garden's open invitation links: links are used by a whole
 * household, and the removed member may keep the one they joined with (a member who leaves
 * withdraws nothing).
 */
export async function removeMember(callerId: string, gardenId: number, memberId: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const callerRole = await roleIn(tx, callerId, gardenId);
    if (callerId !== memberId && callerRole !== "owner") throw new HttpError(403, "Only the garden's owner can remove members.");
    const removed = await lockMembership(tx, gardenId, memberId);
    if (removed.role === "owner") throw new HttpError(409, OWNER_CANNOT_LEAVE_MESSAGE);
    await tx.delete(gardenMembers).where(and(eq(gardenMembers.gardenId, gardenId), eq(gardenMembers.userId, memberId)));
    if (callerId !== memberId) {
      await tx.update(gardenInvites).set({ revokedAt: new Date() }).where(and(eq(gardenInvites.gardenId, gardenId), isNull(gardenInvites.revokedAt)));
    }
  });
}

/** The owner hands the garden to a member, and stays on as a member. */
export async function transferOwnership(callerId: string, gardenId: number, memberId: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await requireOwner(tx, callerId, gardenId);
    await lockMembership(tx, gardenId, memberId);
    if (memberId === callerId) return;
    await tx.update(gardenMembers).set({ role: "owner" }).where(and(eq(gardenMembers.gardenId, gardenId), eq(gardenMembers.userId, memberId)));
    await tx.update(gardenMembers).set({ role: "member" }).where(and(eq(gardenMembers.gardenId, gardenId), eq(gardenMembers.userId, callerId)));
  });
}
