import "server-only";
import path from "node:path";
import type { Logger } from "drizzle-orm/logger";
import { env } from "@/server/env";
import { schema } from "./schema";
import { migratePglite, migratePostgres } from "./migrate";
import { lockPgliteDirectory } from "./pglite-lock.mjs";
import { startFromSnapshot } from "./pglite-snapshot";
import { createPostgresPool } from "./postgres-pool";
import { mapRowsDirectly } from "./row-mapper";
import { seedCatalogue } from "./seed-catalogue";
import type { Database } from "./types";

export type { Database, DbExecutor } from "./types";

type OpenDatabase = { db: Database; close: () => Promise<void> };

/** Counts statements (and those that write); tests use it to prove a route's query count and that reads don't write. */
export const queryCounter = { count: 0, writes: 0 };
const countingLogger: Logger = {
  logQuery(query) {
    queryCounter.count += 1;
    if (/^\s*(insert|update|delete)\b/i.test(query)) queryCounter.writes += 1;
  },
};

// Kept on globalThis so Next's dev reloads reuse one connection (one PGlite
// directory must only ever be opened by one instance).
const globalForDb = globalThis as unknown as { gardenDb?: Promise<OpenDatabase> };

async function openPostgres(url: string): Promise<OpenDatabase> {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { poolSize, connectTimeoutMs, statementTimeoutMs, pooling } = env().database;
  const pool = await createPostgresPool({ url, max: poolSize, connectTimeoutMs, statementTimeoutMs, transactionPooling: pooling === "transaction" });
  try {
    await migratePostgres(pool);
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  const db = drizzle({ client: pool, schema, logger: countingLogger }) as unknown as Database;
  return { db, close: () => pool.end() };
}

/**
 * PostgreSQL's shared buffers inside the embedded database. Its default, 128 MB, is resident in
 * PGlite's WebAssembly memory from the start; a garden's database is a few megabytes and its files
 * sit in the operating system's cache anyway. 16 MB took the server's RSS down by about 120 MB at
 * the same throughput (docs/architecture.md, "The embedded database's memory").
 */
export const PGLITE_SHARED_BUFFERS = "16MB";

async function openPglite(dir: string): Promise<OpenDatabase> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const inMemory = dir.startsWith("memory://");
  // One process per directory: a second one is refused before it can write.
  const unlock = inMemory ? () => {} : lockPgliteDirectory(dir);
  try {
    // A copy cut short is finished by the next start (the snapshot's mark is copied last).
    if (!inMemory) startFromSnapshot(path.resolve(dir));
  } catch (error) {
    unlock();
    throw error;
  }
  const client = new PGlite(inMemory ? dir : path.resolve(dir), { startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`] });
  const close = async () => {
    try {
      if (!client.closed) await client.close();
    } finally {
      unlock();
    }
  };
  try {
    await client.waitReady;
    const pgliteDb = drizzle({ client, schema, logger: countingLogger });
    await migratePglite(pgliteDb);
    return { db: pgliteDb as unknown as Database, close };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}

async function openAndPrepare(): Promise<OpenDatabase> {
  const { url, pgliteDir } = env().database;
  const opened = url ? await openPostgres(url) : await openPglite(pgliteDir);
  try {
    await seedCatalogue(opened.db);
  } catch (error) {
    await opened.close().catch(() => {});
    throw error;
  }
  return opened;
}

/**
 * The database, opened on first use, migrated and seeded. Nothing runs at
 * import time, so `next build` never touches it. A failed open is not kept:
 * the next call tries again (the database may be back by then).
 */
export async function getDb(): Promise<Database> {
  if (!globalForDb.gardenDb) {
    const opening: Promise<OpenDatabase> = openAndPrepare().catch((error: unknown) => {
      if (globalForDb.gardenDb === opening) globalForDb.gardenDb = undefined;
      throw error;
    });
    globalForDb.gardenDb = opening;
  }
  return (await globalForDb.gardenDb).db;
}

/**
 * A statement prepared once per database: `prepared(db).execute(values)` then skips building the
 * SQL, and PostgreSQL parses and plans it once per connection (behind a transaction pooler, once
 * per statement: server/db/postgres-pool.ts). For the reads every request makes. A select's rows
 * are mapped by a mapping worked out once for the statement (server/db/row-mapper.ts).
 */
export function preparedStatement<Statement>(prepare: (db: Database) => Statement): (db: Database) => Statement {
  const byDatabase = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (!statement) {
      statement = mapRowsDirectly(prepare(db));
      byDatabase.set(db, statement);
    }
    return statement;
  };
}

/** Closes the connection (tests, scripts). The next getDb() opens a new one. */
export async function closeDb(): Promise<void> {
  const pending = globalForDb.gardenDb;
  globalForDb.gardenDb = undefined;
  const opened = await pending?.catch(() => undefined);
  await opened?.close();
}
