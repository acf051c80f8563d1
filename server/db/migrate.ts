import "server-only";
import path from "node:path";
import type { Pool } from "pg";
import type { PgliteDatabase } from "drizzle-orm/pglite";

const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");
// Any fixed number: serialises the start-up migrations of several app processes on one Postgres.
const MIGRATION_LOCK_ID = 7_240_311;

/**
 * Applies the committed drizzle-kit migrations that are not applied yet, all in one transaction
 * that first takes a transaction-level advisory lock: several instances starting together apply
 * them once, and it holds behind a transaction pooler, which keeps a transaction on one server
 * connection but not a session (a session-level lock and its unlock could reach two connections).
 * The bookkeeping is drizzle's own (drizzle.__drizzle_migrations, newest `created_at` first), so a
 * database migrated by drizzle's migrator carries on where it stopped.
 */
export async function migratePostgres(pool: Pool): Promise<void> {
  const { readMigrationFiles } = await import("drizzle-orm/migrator");
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const connection = await pool.connect();
  try {
    await connection.query("begin");
    try {
      await connection.query("select pg_advisory_xact_lock($1)", [MIGRATION_LOCK_ID]);
      await connection.query("create schema if not exists drizzle");
      await connection.query("create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)");
      const { rows } = await connection.query<{ created_at: string }>("select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1");
      const lastApplied = rows[0] ? Number(rows[0].created_at) : undefined;
      for (const migration of migrations) {
        if (lastApplied !== undefined && migration.folderMillis <= lastApplied) continue;
        for (const statement of migration.sql) await connection.query(statement);
        await connection.query("insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)", [migration.hash, migration.folderMillis]);
      }
      await connection.query("commit");
    } catch (error) {
      await connection.query("rollback").catch(() => {});
      throw error;
    }
  } finally {
    connection.release();
  }
}

export async function migratePglite(db: PgliteDatabase<Record<string, unknown>>): Promise<void> {
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
