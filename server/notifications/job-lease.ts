import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { jobLeases } from "@/server/db/schema";

/**
 * Takes the named lease until `until` unless another holder has it and it has not run out:
 * the database lock that lets one instance of many run a job.
 */
export async function takeLease(name: string, holder: string, now: Date, until: Date): Promise<boolean> {
  const db = await getDb();
  const taken = await db
    .insert(jobLeases)
    .values({ name, holder, until })
    .onConflictDoUpdate({ target: jobLeases.name, set: { holder, until }, setWhere: lt(jobLeases.until, sql`${now.toISOString()}::timestamptz`) })
    .returning({ holder: jobLeases.holder });
  return taken[0]?.holder === holder;
}

/** Gives the lease back early (the job finished), so the next run need not wait for it to run out. */
export async function releaseLease(name: string, holder: string): Promise<void> {
  const db = await getDb();
  // Long past, not `now`: a run on a clock behind this one (a test's fixed clock) may take it at once.
  await db.update(jobLeases).set({ until: new Date(0) }).where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}
