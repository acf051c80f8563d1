#!/usr/bin/env node
// `npm test`: lint (eslint, knip), typecheck, unit, integration (PGlite; and Postgres when
// TEST_DATABASE_URL is set), then a production build, two instances of it on that PostgreSQL,
// the benchmark in its few-second mode (it proves the tool still works; its figures mean
// nothing there), and the Playwright suite.
import { spawnSync } from "node:child_process";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
delete env.DATABASE_URL; // the e2e server and PGlite runs use the embedded database

const steps = [
  ["lint", "npx", ["eslint", "."]],
  ["unused code (knip)", "npx", ["knip"]],
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["unit tests", "npx", ["vitest", "run", "--project", "unit"]],
  ["integration tests (PGlite)", "npx", ["vitest", "run", "--project", "integration"]],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    "integration tests (PostgreSQL)",
    "npx",
    ["vitest", "run", "--project", "integration"],
    { DATABASE_URL: process.env.TEST_DATABASE_URL },
  ]);
}
steps.push(["production build", "npm", ["run", "build"]]);
if (process.env.TEST_DATABASE_URL) {
  steps.push(["two instances on one PostgreSQL", "npx", ["vitest", "run", "--project", "instances"]]);
}
steps.push(
  ["benchmark tool (npm run bench -- --quick)", "node", ["bench/run.mjs", "--quick"]],
  ["Chromium", "node", ["scripts/ensure-chromium.mjs"]],
  ["end-to-end tests (Chromium)", "npx", ["playwright", "test"]],
);

for (const [name, command, args, extraEnv] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds}s)`);
}
console.log("\nAll checks passed.");
