import "server-only";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Written by `npm run build` (scripts/embedded-database-snapshot.mjs): a new database with every migration applied. */
export const EMBEDDED_DATABASE_SNAPSHOT = path.join(/*turbopackIgnore: true*/ process.cwd(), ".next", "embedded-database.tar.gz");

/**
 * What a new embedded database directory starts from: the build's snapshot, which spares
 * PGlite's initdb and the migrations (about 1.5 s of the first start). An existing directory,
 * or a run without a build (`next dev`, tests), starts as PGlite makes it.
 */
export function snapshotForNewDirectory(dir: string, snapshot = EMBEDDED_DATABASE_SNAPSHOT): Blob | undefined {
  if (existsSync(path.join(dir, "PG_VERSION")) || !existsSync(snapshot)) return undefined;
  return new Blob([readFileSync(snapshot)]);
}
