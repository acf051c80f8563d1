import "server-only";
import path from "node:path";
import type { Pool } from "pg";
import type { PgliteDatabase } from "drizzle-orm/pglite";

const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");
// Any fixed number: serialises the start-up migrations of several app processes on one Postgres.
const MIGRATION_LOCK_ID = 7_240_311;

/**
 * Applies the committed drizzle-kit migrations on one dedicated connection,
 * under an advisory lock; already-applied migrations are skipped.
 */
export async function migratePostgres(pool: Pool): Promise<void> {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const connection = await pool.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle({ client: connection }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    connection.release();
  }
}

export async function migratePglite(db: PgliteDatabase<Record<string, unknown>>): Promise<void> {
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
