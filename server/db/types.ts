import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { schema } from "./schema";

/** The app's database, PostgreSQL or PGlite, through Drizzle (server/db/client.ts opens it). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction, or the database itself: what a function that may run inside a transaction takes. */
export type DbExecutor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];
