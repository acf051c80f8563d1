import "server-only";
// The first half of server/care/care-plan.ts's protocol, on its own so that whatever changes a garden
// (its plants, waterings, tasks, planner) can say so without importing the planner, which reads
// the garden's plants in turn.
import { and, between, eq, inArray, sql } from "drizzle-orm";
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

/** Coordinates within this of a place's (2 decimals) may be kept under its key. */
const PLACE_ROUNDING = 0.006;

/**
 * Records that every garden at a place must plan again (new weather or normals there for the water
 * balance). `keyOf` is the key the weather is kept under (the coordinates to 2 decimals): the
 * gardens near the place are read, and those whose own key is the place's are marked.
 */
export async function markCarePlansAt(
  place: { latitude: number; longitude: number },
  keyOf: (latitude: number, longitude: number) => string,
  db: DbExecutor,
): Promise<void> {
  const near = await db
    .select({ id: gardens.id, latitude: gardens.latitude, longitude: gardens.longitude })
    .from(gardens)
    .where(
      and(
        between(gardens.latitude, place.latitude - PLACE_ROUNDING, place.latitude + PLACE_ROUNDING),
        between(gardens.longitude, place.longitude - PLACE_ROUNDING, place.longitude + PLACE_ROUNDING),
      ),
    );
  const key = keyOf(place.latitude, place.longitude);
  const ids = near.filter((garden) => garden.latitude !== null && garden.longitude !== null && keyOf(garden.latitude, garden.longitude) === key).map((garden) => garden.id);
  if (ids.length > 0) await db.update(gardens).set({ carePlanRevision: sql`${gardens.carePlanRevision} + 1` }).where(inArray(gardens.id, ids));
}
