import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Logger } from "drizzle-orm/logger";
import { env } from "@/server/env";
import { schema } from "./schema";
import { migratePglite, migratePostgres } from "./migrate";
import { seedCatalogue } from "./seed-catalogue";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction, or the database itself: what a function that may run inside a transaction takes. */
export type DbExecutor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

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
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({ connectionString: url, max: env().database.poolSize });
  await migratePostgres(pool);
  const db = drizzle({ client: pool, schema, logger: countingLogger }) as unknown as Database;
  return { db, close: () => pool.end() };
}

async function openPglite(dir: string): Promise<OpenDatabase> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const inMemory = dir.startsWith("memory://");
  if (!inMemory) fs.mkdirSync(path.resolve(dir), { recursive: true });
  const client = new PGlite(inMemory ? dir : path.resolve(dir));
  await client.waitReady;
  const pgliteDb = drizzle({ client, schema, logger: countingLogger });
  await migratePglite(pgliteDb);
  const db = pgliteDb as unknown as Database;
  return { db, close: () => client.close() };
}

async function openAndPrepare(): Promise<OpenDatabase> {
  const { url, pgliteDir } = env().database;
  const opened = url ? await openPostgres(url) : await openPglite(pgliteDir);
  await seedCatalogue(opened.db);
  return opened;
}

/**
 * The database, opened on first use, migrated and seeded. Nothing runs at
 * import time, so `next build` never touches it.
 */
export async function getDb(): Promise<Database> {
  if (!globalForDb.gardenDb) {
    globalForDb.gardenDb = openAndPrepare().catch((error: unknown) => {
      globalForDb.gardenDb = undefined;
      throw error;
    });
  }
  return (await globalForDb.gardenDb).db;
}

/** Closes the connection (tests, scripts). The next getDb() opens a new one. */
export async function closeDb(): Promise<void> {
  const pending = globalForDb.gardenDb;
  globalForDb.gardenDb = undefined;
  if (pending) await (await pending).close();
}
