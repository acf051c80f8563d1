import "server-only";
// The first half of server/care/care-plan.ts's protocol, on its own so that whatever changes a garden
// (its plants, waterings, tasks, planner) can say so without importing the planner, which reads
// the garden's plants in turn.
import { eq, sql } from "drizzle-orm";
import type { DbExecutor } from "@/server/db/client";
import { gardens } from "@/server/db/schema";

/**
 * Records that the garden's plan must be made again. Call it first in the transaction of
 * the change (the garden row is the lock every planner and change takes first).
 */
export async function markCarePlanChanged(tx: DbExecutor, gardenId: number): Promise<void> {
  await tx
    .update(gardens)
    .set({ carePlanRevision: sql`${gardens.carePlanRevision} + 1` })
    .where(eq(gardens.id, gardenId));
}
