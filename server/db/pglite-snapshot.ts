import "server-only";
import fs from "node:fs";
import path from "node:path";

/** Written by `npm run build` (scripts/embedded-database-snapshot.mjs): a new database with every migration applied. */
export const EMBEDDED_DATABASE_SNAPSHOT = path.join(/*turbopackIgnore: true*/ process.cwd(), ".next", "embedded-database");

// PostgreSQL's mark of a database directory: copied last, so a copy cut short is not taken for one.
const DATABASE_MARK = "PG_VERSION";

/**
 * Starts a new embedded database directory from the build's snapshot, which spares PGlite's
 * initdb and the migrations (about 3 s of the first start). An existing database directory, or a
 * run without a build (`next dev`, tests), is left for PGlite to open or make. Returns whether
 * it copied the snapshot.
 */
export function startFromSnapshot(dir: string, snapshot = EMBEDDED_DATABASE_SNAPSHOT): boolean {
  if (fs.existsSync(path.join(dir, DATABASE_MARK)) || !fs.existsSync(path.join(snapshot, DATABASE_MARK))) return false;
  fs.cpSync(snapshot, dir, { recursive: true, filter: (source) => path.relative(snapshot, source) !== DATABASE_MARK });
  fs.copyFileSync(path.join(snapshot, DATABASE_MARK), path.join(dir, DATABASE_MARK));
  return true;
}
