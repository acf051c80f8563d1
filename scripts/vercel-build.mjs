#!/usr/bin/env node
// The Vercel build, for real: `vercel build` (the CLI from the npm registry, pinned below) on this
// checkout, with a project file written here, so no account or network beyond the registry is
// needed. Then it reads what Vercel would deploy (.vercel/output, the Build Output API) and checks
// it: every function within the platform's size limit, vercel.json's cron jobs present, and which
// pages are static files. Prints each function's size and the build time; exits 1 on a failed check.
//   node scripts/vercel-build.mjs            (npm test runs it last: it rebuilds .next)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const VERCEL_CLI = "vercel@60.1.3";
// A function's bundle may be at most 250 MB uncompressed (Vercel's limits: "Functions").
const FUNCTION_LIMIT_BYTES = 250 * 1024 * 1024;
const root = process.cwd();
const output = path.join(root, ".vercel", "output");
const MB = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The sizes of files under a directory (links followed), by real path. */
function filesUnder(dir, into = new Map()) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) continue;
    if (stat.isDirectory()) filesUnder(full, into);
    else into.set(fs.realpathSync(full), stat.size);
  }
  return into;
}

/** Every function Vercel would deploy, with the bytes of its bundle (its folder and the files it maps in). */
export function readFunctions(outputDir = output) {
  const functions = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const directory = entry.isDirectory() || (entry.isSymbolicLink() && fs.statSync(full, { throwIfNoEntry: false })?.isDirectory());
      if (!directory) continue;
      if (!entry.name.endsWith(".func")) {
        walk(full);
        continue;
      }
      const config = JSON.parse(fs.readFileSync(path.join(full, ".vc-config.json"), "utf8"));
      const files = filesUnder(full);
      for (const source of Object.values(config.filePathMap ?? {})) {
        const absolute = path.resolve(root, source);
        const stat = fs.statSync(absolute, { throwIfNoEntry: false });
        if (stat?.isFile()) files.set(fs.realpathSync(absolute), stat.size);
      }
      let bytes = 0;
      for (const size of files.values()) bytes += size;
      const route = "/" + path.relative(path.join(outputDir, "functions"), full).replace(/\.func$/, "").replace(/\\/g, "/");
      // Functions that are links to another (Next puts many routes in one) share its bundle.
      const shared = fs.lstatSync(full).isSymbolicLink();
      functions.push({ route, bytes, files: files.size, runtime: config.runtime, shared });
    }
  };
  walk(path.join(outputDir, "functions"));
  return functions.sort((a, b) => b.bytes - a.bytes);
}

/** Pages Vercel serves as files, not by running a function: static HTML, and prerendered pages. */
export function readStaticPages(outputDir = output) {
  const pages = new Set();
  const staticDir = path.join(outputDir, "static");
  if (fs.existsSync(staticDir)) {
    for (const file of filesUnder(staticDir).keys()) {
      const relative = path.relative(fs.realpathSync(staticDir), file).replace(/\\/g, "/");
      if (relative.endsWith(".html")) pages.add("/" + relative.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, ""));
    }
  }
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !entry.name.endsWith(".func")) walk(full);
      else if (entry.name.endsWith(".prerender-config.json")) {
        pages.add("/" + path.relative(path.join(outputDir, "functions"), full).replace(/\.prerender-config\.json$/, "").replace(/(^|\/)index$/, "").replace(/\\/g, "/"));
      }
    }
  };
  walk(path.join(outputDir, "functions"));
  // Pages, not the React Server Component payloads and segments Next writes beside them.
  return [...pages].filter((page) => !page.endsWith(".rsc") && !page.includes(".segments/")).sort();
}

function main() {
  fs.mkdirSync(path.join(root, ".vercel"), { recursive: true });
  // What `vercel link` would write, without an account: a Next.js project built by `npm run build`.
  fs.writeFileSync(
    path.join(root, ".vercel", "project.json"),
    JSON.stringify({ projectId: "prj_garden_assistant_local", orgId: "team_garden_assistant_local", settings: { framework: "nextjs", buildCommand: "npm run build", installCommand: null, outputDirectory: null, devCommand: null, rootDirectory: null, nodeVersion: "22.x" } }),
  );
  const started = Date.now();
  const build = spawnSync("npx", ["--yes", VERCEL_CLI, "build", "--yes"], {
    stdio: "inherit",
    env: { ...process.env, VERCEL_TELEMETRY_DISABLED: "1", NEXT_TELEMETRY_DISABLED: "1", DATABASE_URL: "" },
  });
  const seconds = (Date.now() - started) / 1000;
  if (build.status !== 0) {
    console.error(`✗ vercel build failed after ${seconds.toFixed(0)}s`);
    process.exit(1);
  }

  const problems = [];
  const config = JSON.parse(fs.readFileSync(path.join(output, "config.json"), "utf8"));
  const wanted = JSON.parse(fs.readFileSync(path.join(root, "vercel.json"), "utf8")).crons ?? [];
  const crons = config.crons ?? [];
  for (const cron of wanted) {
    if (!crons.some((built) => built.path === cron.path && built.schedule === cron.schedule)) problems.push(`the cron job ${cron.path} (${cron.schedule}) is missing from the build output`);
  }
  const functions = readFunctions();
  for (const fn of functions) if (fn.bytes > FUNCTION_LIMIT_BYTES) problems.push(`${fn.route} is ${MB(fn.bytes)}, over Vercel's ${MB(FUNCTION_LIMIT_BYTES)}`);
  const bundles = functions.filter((fn) => !fn.shared);
  const pages = readStaticPages();
  // The public pages are files Vercel serves with the headers the build gave them: their policy
  // lists their inline scripts' hashes (scripts/static-page-policy.ts), and a CDN may keep them.
  for (const page of ["/welcome", "/guides", "/guides/tomato"]) {
    const configFile = path.join(output, "functions", `${page.slice(1)}.prerender-config.json`);
    const headers = fs.existsSync(configFile) ? (JSON.parse(fs.readFileSync(configFile, "utf8")).initialHeaders ?? {}) : null;
    if (!headers) problems.push(`${page} is not a prerendered page in the build output`);
    else if (!/script-src 'self'(?: 'sha256-[A-Za-z0-9+/]+=*')+;/.test(headers["content-security-policy"] ?? "")) problems.push(`${page} has no Content-Security-Policy with its scripts' hashes`);
    else if (!headers["cache-control"]?.startsWith("public,")) problems.push(`${page} is not marked for a CDN to keep (Cache-Control: ${headers["cache-control"]})`);
  }

  console.log(`\nvercel build (${VERCEL_CLI}) took ${seconds.toFixed(0)} s`);
  console.log(`${functions.length} functions (${bundles.length} bundles), largest first:`);
  for (const fn of bundles.slice(0, 12)) console.log(`  ${MB(fn.bytes).padStart(9)}  ${fn.files} files  ${fn.runtime}  ${fn.route}`);
  console.log(`cron jobs: ${crons.map((cron) => `${cron.path} ${cron.schedule}`).join(", ") || "none"}`);
  console.log(`static pages (${pages.length}): ${pages.join(", ") || "none"}`);
  fs.writeFileSync(path.join(output, "garden-check.json"), JSON.stringify({ cli: VERCEL_CLI, seconds, functions, crons, staticPages: pages }, null, 2));
  if (problems.length) {
    for (const problem of problems) console.error(`✗ ${problem}`);
    process.exit(1);
  }
  console.log("✓ every function within the limit, every cron job present, the public pages served as built with their policy");
}

if (import.meta.url === `file://${process.argv[1]}`) main();
