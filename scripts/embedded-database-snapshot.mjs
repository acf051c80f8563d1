#!/usr/bin/env node
// After `next build`: a new embedded database (PGlite) with every migration applied, saved as a
// tarball. A server opening a new PGLITE_DIR loads it instead of running initdb and the migrations
// (about 1.5 s of PGlite's own start-up), so the first page after a fresh install comes sooner.
// The app checks and applies migrations at start-up anyway, so an older snapshot is still safe.
//   node scripts/embedded-database-snapshot.mjs [output]     (default .next/embedded-database.tar.gz)
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const output = process.argv[2] ?? path.join(".next", "embedded-database.tar.gz");
const started = Date.now();
const client = new PGlite("memory://");
await client.waitReady;
await migrate(drizzle({ client }), { migrationsFolder: path.join(process.cwd(), "drizzle") });
const tarball = await client.dumpDataDir("gzip");
await client.close();
await writeFile(output, new Uint8Array(await tarball.arrayBuffer()));
console.log(`Embedded database snapshot: ${output} (${Math.round(tarball.size / 1024)} KB, ${Date.now() - started} ms)`);
