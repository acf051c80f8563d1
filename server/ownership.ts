import "server-only";
// "Is this the gardener's?" answered in one place. Every condition here goes into the
// same SQL statement as the read or write it guards, so another gardener's row is simply
// not found (404), never read first and refused after.
import { and, eq, type Placeholder } from "drizzle-orm";
import type { Database, DbExecutor } from "@/server/db/client";
import { chatMessages, diagnoses, tasks, userPlants } from "@/server/db/schema";
import { HttpError, notFound } from "@/server/http/errors";
import { storageKeyOwner } from "@/server/storage/keys";

export const PLANT_NOT_FOUND = "That plant";
export const TASK_NOT_FOUND = "That task";
export const FILE_NOT_FOUND = "That file";

/** A user id, or a prepared statement's placeholder for one. */
type Owner = string | Placeholder;

export const ownPlants = (userId: Owner) => eq(userPlants.userId, userId);
export const ownPlant = (userId: Owner, userPlantId: number) => and(eq(userPlants.id, userPlantId), ownPlants(userId));

export const ownTasks = (userId: string) => eq(tasks.userId, userId);
export const ownTask = (userId: string, taskId: number) => and(eq(tasks.id, taskId), ownTasks(userId));

export const ownDiagnoses = (userId: string) => eq(diagnoses.userId, userId);

/** A stored photo is the gardener's when its key sits under their own folder. */
export function isOwnPhoto(userId: string, key: string): boolean {
  return storageKeyOwner(key) === userId;
}

/**
 * Holds the gardener's plant for the rest of the transaction (it cannot be deleted under
 * us, so a write that refers to it never meets a foreign-key error); 404 unless it is theirs.
 */
export async function lockOwnPlant(tx: DbExecutor, userId: string, userPlantId: number): Promise<void> {
  const [row] = await tx.select({ id: userPlants.id }).from(userPlants).where(ownPlant(userId, userPlantId)).for("key share");
  if (!row) throw notFound(PLANT_NOT_FOUND);
}

/** A plant chosen in a form (a task's or a diagnosis's): anyone else's is a 400 on that field. */
export async function assertChosenPlant(db: DbExecutor | Database, userId: string, userPlantId: number | null | undefined): Promise<void> {
  if (!userPlantId) return;
  const [row] = await db.select({ id: userPlants.id }).from(userPlants).where(ownPlant(userId, userPlantId));
  if (!row) throw notYourPlant();
}

export const notYourPlant = () =>
  new HttpError(400, "Choose one of your own plants.", [{ path: ["userPlantId"], message: "Choose one of your own plants." }]);

export const ownChatMessages = (userId: string) => eq(chatMessages.userId, userId);
