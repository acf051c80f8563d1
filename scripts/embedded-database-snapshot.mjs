#!/usr/bin/env node
// After `next build`: a new embedded database (PGlite) with every migration applied, kept as a
// database directory. A server opening a new PGLITE_DIR copies it in (a native file copy, about
// 0.1 s) instead of running initdb and the migrations (about 3 s) or unpacking a tarball through
// PGlite's own file system (about 1 s). The app checks and applies migrations at start-up anyway,
// so an older snapshot is still safe.
//   node scripts/embedded-database-snapshot.mjs [output]     (default .next/embedded-database)
import { rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const output = path.resolve(process.argv[2] ?? path.join(".next", "embedded-database"));
const started = Date.now();
await rm(output, { recursive: true, force: true });
const client = new PGlite(output);
await client.waitReady;
await migrate(drizzle({ client }), { migrationsFolder: path.join(process.cwd(), "drizzle") });
await client.close();
console.log(`Embedded database snapshot: ${output} (${Date.now() - started} ms)`);
