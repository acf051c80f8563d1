import "server-only";
// "Is this the gardener's?" answered in one place. Garden data (plants, their waterings and
// photos, tasks, diagnoses) belongs to a garden, and a gardener reaches it only through the
// garden they have open and only while they are one of its members. Every condition here goes
// into the same SQL statement as the read or write it guards, so a row outside the caller's
// gardens is simply not found (404), never read first and refused after, and a removed member
// loses access with their next request.
import { and, eq, exists, or, sql, type AnyColumn, type Placeholder, type SQL } from "drizzle-orm";
import type { Database, DbExecutor } from "@/server/db/client";
import { chatMessages, diagnoses, gardenMembers, harvests, journalEntries, journalPhotos, tasks, userPlants } from "@/server/db/schema";
import { HttpError, notFound } from "@/server/http/errors";
import { storageKeyOwner } from "@/server/storage/keys";
import type { GardenRole } from "@/lib/garden-profile";

export const PLANT_NOT_FOUND = "That plant";
export const TASK_NOT_FOUND = "That task";
export const FILE_NOT_FOUND = "That file";
export const GARDEN_NOT_FOUND = "That garden";

/** Who is asking and the garden they have open: ids, or a prepared statement's placeholders for them. */
export type GardenScope = { userId: string | Placeholder; gardenId: number | Placeholder };

/** A prepared statement's scope: filled in per request with `{ userId, gardenId }`. */
export const PREPARED_SCOPE = { userId: sql.placeholder("userId"), gardenId: sql.placeholder("gardenId") } satisfies GardenScope;

/** The caller is (still) a member of the garden: a subquery, so it travels inside the guarded statement. */
export function isMemberOf(userId: string | Placeholder, gardenId: number | Placeholder | AnyColumn): SQL {
  return exists(
    sql`(select 1 from ${gardenMembers} where ${gardenMembers.gardenId} = ${gardenId} and ${gardenMembers.userId} = ${userId})`,
  );
}

/**
 * The gardener owns the garden (not merely a member): the export takes these gardens and no
 * others. A subquery, so it travels inside the statement that reads them.
 */
export function isOwnerOf(userId: string, gardenId: AnyColumn): SQL {
  return exists(
    sql`(select 1 from ${gardenMembers} where ${gardenMembers.gardenId} = ${gardenId} and ${gardenMembers.userId} = ${userId} and ${gardenMembers.role} = 'owner')`,
  );
}

/** The gardener's role in a garden; a garden they do not belong to is a 404. */
export async function roleIn(executor: DbExecutor, userId: string, gardenId: number): Promise<GardenRole> {
  const [membership] = await executor
    .select({ role: gardenMembers.role })
    .from(gardenMembers)
    .where(and(eq(gardenMembers.gardenId, gardenId), eq(gardenMembers.userId, userId)));
  if (!membership) throw notFound(GARDEN_NOT_FOUND);
  return membership.role;
}

/** 404 outside the gardener's gardens, 403 for a member: only the owner may do this. */
export async function requireOwner(executor: DbExecutor, userId: string, gardenId: number): Promise<void> {
  if ((await roleIn(executor, userId, gardenId)) !== "owner") throw new HttpError(403, "Only the garden's owner can do that.");
}

export const ownPlants = (scope: GardenScope) => and(eq(userPlants.gardenId, scope.gardenId), isMemberOf(scope.userId, scope.gardenId))!;
export const ownPlant = (scope: GardenScope, userPlantId: number) => and(eq(userPlants.id, userPlantId), ownPlants(scope))!;

export const ownTasks = (scope: GardenScope) => and(eq(tasks.gardenId, scope.gardenId), isMemberOf(scope.userId, scope.gardenId))!;
export const ownTask = (scope: GardenScope, taskId: number) => and(eq(tasks.id, taskId), ownTasks(scope))!;

export const HARVEST_NOT_FOUND = "That harvest";
export const ownHarvests = (scope: GardenScope) => and(eq(harvests.gardenId, scope.gardenId), isMemberOf(scope.userId, scope.gardenId))!;

export const JOURNAL_ENTRY_NOT_FOUND = "That journal entry";
export const ownJournalEntries = (scope: GardenScope) => and(eq(journalEntries.gardenId, scope.gardenId), isMemberOf(scope.userId, scope.gardenId))!;

export const ownDiagnoses = (scope: GardenScope) => and(eq(diagnoses.gardenId, scope.gardenId), isMemberOf(scope.userId, scope.gardenId))!;

/** A stored photo's key (a file in a gardener's folder), or null for anything else. */
export function isStoredPhoto(key: string): boolean {
  return storageKeyOwner(key) !== null;
}

/**
 * A stored photo may be seen by the gardener who uploaded it, and by the members of every garden
 * whose plant, diagnosis or journal entry shows it (one indexed lookup; photos are cached by the browser).
 */
export async function canSeePhoto(db: Database, userId: string, key: string, url: string): Promise<boolean> {
  const owner = storageKeyOwner(key);
  if (!owner) return false;
  if (owner === userId) return true;
  const [shown] = await db
    .select({ one: sql<number>`1` })
    .from(gardenMembers)
    .where(
      and(
        eq(gardenMembers.userId, userId),
        or(
          exists(sql`(select 1 from ${userPlants} where ${userPlants.gardenId} = ${gardenMembers.gardenId} and ${userPlants.imageUrl} = ${url})`),
          exists(sql`(select 1 from ${diagnoses} where ${diagnoses.gardenId} = ${gardenMembers.gardenId} and ${diagnoses.imageUrl} = ${url})`),
          exists(
            sql`(select 1 from ${journalPhotos} join ${journalEntries} on ${journalEntries.id} = ${journalPhotos.entryId} where ${journalEntries.gardenId} = ${gardenMembers.gardenId} and ${journalPhotos.imageUrl} = ${url})`,
          ),
        ),
      ),
    )
    .limit(1);
  return shown !== undefined;
}

/**
 * Holds the garden's plant for the rest of the transaction (it cannot be deleted under us, so a
 * write that refers to it never meets a foreign-key error); 404 unless it is in the caller's garden.
 */
export async function lockOwnPlant(tx: DbExecutor, scope: GardenScope, userPlantId: number): Promise<void> {
  const [row] = await tx.select({ id: userPlants.id }).from(userPlants).where(ownPlant(scope, userPlantId)).for("key share");
  if (!row) throw notFound(PLANT_NOT_FOUND);
}

/** A plant chosen in a form (a task's or a diagnosis's): one outside the garden is a 400 on that field. */
export async function assertChosenPlant(db: DbExecutor | Database, scope: GardenScope, userPlantId: number | null | undefined): Promise<void> {
  if (!userPlantId) return;
  const [row] = await db.select({ id: userPlants.id }).from(userPlants).where(ownPlant(scope, userPlantId));
  if (!row) throw notYourPlant();
}

/** A member chosen in a form (a task's assignee): anyone outside the garden is a 400 on that field. */
export async function assertChosenMember(db: DbExecutor | Database, scope: Pick<GardenScope, "gardenId">, memberId: string | null | undefined): Promise<void> {
  if (!memberId) return;
  const [row] = await db
    .select({ userId: gardenMembers.userId })
    .from(gardenMembers)
    .where(and(eq(gardenMembers.gardenId, scope.gardenId), eq(gardenMembers.userId, memberId)));
  if (!row) throw new HttpError(400, NOT_A_MEMBER, [{ path: ["assignedTo"], message: NOT_A_MEMBER }]);
}

const NOT_A_MEMBER = "Choose a member of this garden.";

export const notYourPlant = () =>
  new HttpError(400, "Choose one of your own plants.", [{ path: ["userPlantId"], message: "Choose one of your own plants." }]);

/** Chat stays personal: a gardener's own conversation with the AI gardener. */
export const ownChatMessages = (userId: string | Placeholder) => eq(chatMessages.userId, userId);
