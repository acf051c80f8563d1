#!/usr/bin/env node
// `npm run bench` (after `npm run build`): the production server on PostgreSQL and on PGlite under
// load, beside a bare node:http + pg server answering with-watering from the same SQL. Prints the
// figures and the goals they are held to, and writes them to bench/results/<time>.json.
// It is a tool, not a timed test: it fails only when it cannot measure (no build, a server that
// does not start, a target that does not answer 200, a bare server whose answer no longer matches
// the app's). Missed goals and requests that fail under load are figures, printed as such.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { BARE_WITH_WATERING_SQL } from "./bare-server.mjs";
import { lighthouseMedian } from "./lighthouse.mjs";
import { loadRun } from "./load.mjs";
import { pageWeight } from "./page-weight.mjs";
import { BACKEND_NAMES, evaluateGoals, formatReport, summarise, TARGET_NAMES } from "./report.mjs";
import { QUICK_TIMELINE_STORY, seedGardener, seedTimelineGardener, storyItems, TIMELINE_ITEMS, TIMELINE_STORY } from "./seed.mjs";
import { benchAppEnv, hasProductionBuild, startAppServer, startBareServer } from "./servers.mjs";
import { runSmallBox } from "./small-box.mjs";
import { startSqlCounter, throughProxy } from "./sql-counter.mjs";
import { startFakeOpenMeteo } from "../scripts/fake-open-meteo.mjs";
import { startPgBouncer } from "../scripts/pgbouncer.mjs";

const HELP = `Usage: npm run bench -- [options]        (after npm run build)

  --quick              a few seconds per run (CI): 1 s runs, 1 round, short warm-ups
  --duration <s>       seconds per autocannon run (default 10; quick: 1)
  --rounds <n>         app/bare rounds of with-watering, interleaved (default 2; quick: 1)
  --connections <n>    autocannon connections (default 50)
  --gardens <list>     plants per gardener (default 25,200)
  --targets <list>     floor,with-watering,tasks-today,stats,page-floor,guide,dashboard,timeline
                       (default: all). timeline: the first page of a plant's timeline of ${TIMELINE_ITEMS}
                       items, on a gardener of its own (seeded once per database, not per garden)
  --backends <list>    postgres,pglite,pooled (default: postgres,pglite; PostgreSQL only when
                       reachable). pooled: the app on the same PostgreSQL through PgBouncer in
                       transaction mode (DATABASE_POOLING=transaction), after postgres, on its gardeners
  --memory-minutes <n> minutes of mixed load on a fresh server, its RSS sampled (default 5; quick: 0)
  --out <file>         where to write the JSON (default bench/results/<time>.json)
  --keep-data          keep the benchmark's gardeners in the PostgreSQL database
  --cpu-profile <dir>  write each app server's CPU profile (.cpuprofile, for Chrome DevTools) to <dir>
  --small-box          only the small machine: the server on one CPU (taskset) with a 256 MB heap,
                       on PGlite, 25 plants, its reads at 5 and 20 connections (bench/small-box.mjs)

PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL. The benchmark's gardeners are new
accounts (bench-<time>-...@example.com), deleted again at the end.`;

// floor: what Next.js itself costs per request here (a public route: no session, no SQL), the
// ceiling any route handler of the app can reach on this machine.
// page-floor: the same for a page (the signed-out landing page: a server render, no SQL), the
// ceiling for the dashboard.
// timeline: GET /api/user-plants/{id}/timeline, its first page, on a plant with TIMELINE_ITEMS items
// (bench/seed.mjs `seedTimelineGardener`), the only plant of a gardener of its own.
const TARGETS = ["floor", "with-watering", "tasks-today", "stats", "page-floor", "guide", "dashboard", "timeline"];
const PAGE_TARGETS = new Set(["page-floor", "guide", "dashboard"]);
const PATHS = {
  floor: "/api/clerk/config",
  "page-floor": "/welcome",
  // A plant guide: a page built ahead, served as a file (lib/public-pages.ts).
  guide: "/guides/tomato",
  "with-watering": "/api/user-plants/with-watering",
  "tasks-today": "/api/tasks/today",
  stats: "/api/dashboard/stats",
  dashboard: "/",
};
/** The `garden` of the timeline's figures: its gardener has that one plant. */
const TIMELINE_GARDEN = 1;

/** A target's path; the timeline's names the gardener's plant. */
function pathFor(target, gardener) {
  return target === "timeline" ? `/api/user-plants/${gardener.plantId}/timeline` : PATHS[target];
}
/**
 * How long the server is left idle after its load runs before its RSS is read again: `npm start`
 * collects its heap in full 5 s after its last request (scripts/idle-collect.mjs). V8's own memory
 * reducer, which it did without, had sometimes not run 30 s after the full benchmark's load.
 */
const IDLE_AFTER_LOAD_MS = 15_000;
/** Quick runs of the page last this long at least: at 50 connections a slow page answers none in 1 s. */
const QUICK_PAGE_SECONDS = 2;

function options() {
  const { values } = parseArgs({
    options: {
      quick: { type: "boolean", default: false },
      duration: { type: "string" },
      rounds: { type: "string" },
      connections: { type: "string", default: "50" },
      gardens: { type: "string", default: "25,200" },
      targets: { type: "string", default: TARGETS.join(",") },
      backends: { type: "string", default: "postgres,pglite" },
      out: { type: "string" },
      "memory-minutes": { type: "string" },
      "keep-data": { type: "boolean", default: false },
      "cpu-profile": { type: "string" },
      "small-box": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const list = (value) => value.split(",").map((item) => item.trim()).filter(Boolean);
  const targets = list(values.targets);
  const backends = list(values.backends);
  const unknown = [...targets.filter((target) => !TARGETS.includes(target)), ...backends.filter((backend) => !BACKEND_NAMES[backend])];
  if (unknown.length) throw new Error(`Unknown target or backend: ${unknown.join(", ")}\n\n${HELP}`);
  const number = (value, fallback) => (value === undefined ? fallback : Number(value));
  return {
    mode: values.quick ? "quick" : "full",
    durationSeconds: number(values.duration, values.quick ? 1 : 10),
    warmupSeconds: values.quick ? 0.5 : 3,
    rounds: number(values.rounds, values.quick ? 1 : 2),
    connections: number(values.connections, 50),
    gardens: list(values.gardens).map(Number),
    targets,
    backends,
    out: values.out,
    keepData: values["keep-data"],
    cpuProfileDir: values["cpu-profile"] ? path.resolve(values["cpu-profile"]) : undefined,
    smallBox: values["small-box"],
    sqlSamples: values.quick ? 3 : 5,
    memoryMinutes: number(values["memory-minutes"], values.quick ? 0 : 5),
    lighthouseRuns: values.quick ? 1 : 5,
    /** Warm-up before each target on each garden (full), or on the first garden only (quick). */
    warmupEveryGarden: !values.quick,
    pageSeconds: values.quick && values.duration === undefined ? QUICK_PAGE_SECONDS : number(values.duration, 10),
  };
}

const startedAt = Date.now();
const say = (message) => console.log(`[${((Date.now() - startedAt) / 1000).toFixed(1).padStart(5)}s] ${message}`);

function git() {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).trim() !== "";
    return { commit, dirty };
  } catch {
    return { commit: "unknown", dirty: false };
  }
}

function redact(url) {
  try {
    const copy = new URL(url);
    if (copy.password) copy.password = "***";
    return copy.toString();
  } catch {
    return "(not a URL)";
  }
}

/** Whether the PostgreSQL at `url` answers, and why not. */
async function probePostgres(url) {
  if (!url) return { available: false, reason: "BENCH_DATABASE_URL and TEST_DATABASE_URL are unset" };
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query("show server_version");
    return { available: true, url: redact(url), version: rows[0].server_version };
  } catch (error) {
    return { available: false, url: redact(url), reason: `cannot connect to ${redact(url)}: ${error.message}` };
  } finally {
    await client.end().catch(() => {});
  }
}

async function deleteGardeners(url, runId) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rowCount } = await client.query("delete from users where email like $1", [`bench-${runId}-%`]);
    say(`Deleted this run's ${rowCount} gardeners from PostgreSQL`);
  } catch (error) {
    say(`Could not delete this run's gardeners (bench-${runId}-*) from PostgreSQL: ${error.message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The headers a target is requested with: bearer token for the API, the session cookie (and gzip, as a browser) for the page. */
function headersFor(target, gardener) {
  if (target === "dashboard") return { cookie: gardener.cookie, accept: "text/html", "accept-encoding": "gzip" };
  if (target === "page-floor" || target === "guide") return { accept: "text/html", "accept-encoding": "gzip" };
  return { authorization: `Bearer ${gardener.token}` };
}

async function get(origin, target, gardener) {
  const response = await fetch(`${origin}${pathFor(target, gardener)}`, { headers: headersFor(target, gardener) });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${pathFor(target, gardener)} on ${origin} answered ${response.status}: ${text.slice(0, 200)}`);
  return text;
}

function firstDifference(a, b) {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  return `at byte ${index}: app …${a.slice(Math.max(0, index - 40), index + 40)}… bare …${b.slice(Math.max(0, index - 40), index + 40)}…`;
}

async function main() {
  const settings = options();
  if (!hasProductionBuild()) throw new Error("There is no production build: run `npm run build` first.");
  if (settings.smallBox) {
    await runSmallBox({ durationSeconds: settings.durationSeconds, warmupSeconds: settings.warmupSeconds, out: settings.out, say });
    return;
  }
  // Lower case: better-auth keeps emails in lower case, and the clean-up finds them by it.
  const runId = new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "z").toLowerCase();
  const secret = randomBytes(32).toString("hex");
  const tempRoot = mkdtempSync(path.join(os.tmpdir(), "garden-bench-"));
  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "";
  const postgres = settings.backends.some((backend) => backend === "postgres" || backend === "pooled")
    ? await probePostgres(databaseUrl)
    : { available: false, reason: "left out by --backends" };
  const backends = settings.backends.filter((backend) => (backend !== "postgres" && backend !== "pooled") || postgres.available);
  if (settings.backends.some((backend) => backend === "postgres" || backend === "pooled") && !postgres.available) {
    console.log(`\n!! PostgreSQL is unavailable: ${postgres.reason}.`);
    console.log("!! Running on PGlite only: no bare-server comparison and no SQL statement counts.\n");
  }

  const results = {
    version: 1,
    runId,
    mode: settings.mode,
    startedAt: new Date(startedAt).toISOString(),
    settings: { ...settings, backends, pageRequestHeaders: "cookie, accept: text/html, accept-encoding: gzip", apiRequestHeaders: "authorization: Bearer" },
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? "unknown", memoryBytes: os.totalmem(), node: process.version, platform: `${os.platform()} ${os.release()}` },
    git: git(),
    postgres,
    servers: {},
    seeds: {},
    identity: [],
    sameSql: null,
    sql: null,
    pages: [],
    runs: [],
    summary: [],
    goals: [],
    // Leave room for the later measurements: a Lighthouse run of the pages, and RSS over 5 minutes of load.
    lighthouse: null,
    memoryRun: null,
  };
  // Problems mean the tool could not measure (exit 1); warnings are figures worth a look.
  const problems = [];
  const warnings = [];
  const weather = await startFakeOpenMeteo();
  const baseEnv = benchAppEnv({ secret, weatherUrl: weather.url });
  const running = new Set();
  const track = (server) => (running.add(server), server);
  const stop = async (server) => {
    if (!server) return;
    running.delete(server);
    await server.stop();
  };

  async function seedAll(app, backend) {
    const gardeners = {};
    results.seeds[backend] = [];
    for (const plantCount of settings.gardens) {
      const started = Date.now();
      gardeners[plantCount] = await seedGardener(app.origin, { plantCount, runId });
      const { made } = gardeners[plantCount];
      results.seeds[backend].push({ ...made, seconds: (Date.now() - started) / 1000 });
      say(`Seeded a ${plantCount}-plant gardener on ${BACKEND_NAMES[backend]} in ${((Date.now() - started) / 1000).toFixed(1)}s (${made.waterings} waterings, ${made.tasks} open or recent tasks, ${made.tasksToday} today)`);
    }
    if (settings.targets.includes("timeline")) {
      const started = Date.now();
      const story = settings.mode === "quick" ? QUICK_TIMELINE_STORY : TIMELINE_STORY;
      gardeners.timeline = await seedTimelineGardener(app.origin, { runId, story });
      const { made } = gardeners.timeline;
      results.seeds[backend].push({ ...made, seconds: (Date.now() - started) / 1000 });
      say(`Seeded a plant with ${made.timelineItems} timeline items on ${BACKEND_NAMES[backend]} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
      if (made.timelineItems !== storyItems(story)) warnings.push(`the timeline's plant lists ${made.timelineItems} items, not ${storyItems(story)} (${BACKEND_NAMES[backend]})`);
    }
    return gardeners;
  }

  async function measurePages(app, gardeners) {
    for (const pagePath of ["/", "/login", "/register", PATHS.guide]) results.pages.push(await pageWeight(app.origin, pagePath));
    for (const plantCount of settings.gardens) {
      results.pages.push({ ...(await pageWeight(app.origin, "/", gardeners[plantCount].cookie)), garden: plantCount });
    }
    say(`Measured ${results.pages.length} pages`);
    results.lighthouse = await lighthouseMedian(`${app.origin}/`, settings.lighthouseRuns);
    results.lighthouseGuide = await lighthouseMedian(`${app.origin}${PATHS.guide}`, settings.lighthouseRuns);
    for (const [name, figures] of [["the landing page", results.lighthouse], ["a plant guide", results.lighthouseGuide]]) {
      const { score, seo, accessibility, bestPractices, largestContentfulPaintMs, totalBlockingTimeMs, cumulativeLayoutShift, runs, failedAudits } = figures;
      say(
        `Lighthouse (mobile) on ${name}, median of ${runs.length}: performance ${score}, SEO ${seo}, accessibility ${accessibility}, best practices ${bestPractices}, ` +
          `LCP ${Math.round(largestContentfulPaintMs)} ms, TBT ${Math.round(totalBlockingTimeMs)} ms, CLS ${cumulativeLayoutShift} (scores ${runs.map((run) => run.score).join(", ")})` +
          (failedAudits.length ? `; failed: ${failedAudits.join(", ")}` : ""),
      );
    }
  }

  /** Mixed load (every target in turn, 15 s each) on a fresh server for `minutes`, its RSS after each stretch. */
  async function memoryRun(app, gardener, minutes) {
    const targets = ["with-watering", "tasks-today", "stats", "dashboard"];
    const samples = [{ atSeconds: 0, rssBytes: app.rssBytes() }];
    // The highest RSS at any moment of the run, not only between stretches.
    let peakRssBytes = samples[0].rssBytes;
    const peakSampler = setInterval(() => (peakRssBytes = Math.max(peakRssBytes, app.rssBytes())), 250);
    const started = Date.now();
    for (let index = 0; Date.now() - started < minutes * 60_000; index += 1) {
      const target = targets[index % targets.length];
      const run = await loadRun({ url: `${app.origin}${PATHS[target]}`, headers: headersFor(target, gardener), connections: settings.connections, durationSeconds: 15 });
      const bad = run.non2xx + run.errors + run.timeouts;
      if (bad) warnings.push(`${bad} requests failed during the memory run (${TARGET_NAMES[target]})`);
      samples.push({ atSeconds: Math.round((Date.now() - started) / 1000), target, rssBytes: app.rssBytes() });
    }
    clearInterval(peakSampler);
    const atMinuteOne = samples.find((sample) => sample.atSeconds >= 60) ?? samples.at(-1);
    const last = samples.at(-1);
    peakRssBytes = Math.max(peakRssBytes, ...samples.map((sample) => sample.rssBytes));
    say(`Memory run, ${minutes} min of mixed load: RSS ${(atMinuteOne.rssBytes / 2 ** 20).toFixed(0)} MB at ${atMinuteOne.atSeconds}s, ${(last.rssBytes / 2 ** 20).toFixed(0)} MB at ${last.atSeconds}s, ${(peakRssBytes / 2 ** 20).toFixed(0)} MB at most`);
    return { minutes, samples, atMinuteOne, last, peakRssBytes };
  }

  /** Statements per request of each target, through the counting proxy, and the bare server's. */
  async function countStatements(app, countingBare, counter, gardeners) {
    results.sql = {};
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    const measure = async (origin, target, gardener) => {
      await get(origin, target, gardener);
      await settle();
      counter.reset();
      let sample = null;
      for (let index = 0; index < settings.sqlSamples; index += 1) {
        await get(origin, target, gardener);
        await settle();
        if (index === 0) sample = counter.counts().sql;
      }
      const { statements, writes } = counter.counts();
      return { statements: statements / settings.sqlSamples, writes: writes / settings.sqlSamples, sql: sample };
    };
    // The timeline's plant has a gardener of its own: counted once, below.
    const gardenTargets = TARGETS.filter((target) => target !== "timeline");
    for (const plantCount of settings.gardens) {
      const gardener = gardeners[plantCount];
      results.sql[plantCount] = {};
      for (const target of gardenTargets) results.sql[plantCount][target] = await measure(app.origin, target, gardener);
      results.sql[plantCount]["bare with-watering"] = await measure(countingBare.origin, "with-watering", gardener);
    }
    const [first] = settings.gardens;
    const appSql = results.sql[first]["with-watering"].sql;
    const bareSql = results.sql[first]["bare with-watering"].sql;
    results.sameSql = { identical: JSON.stringify(appSql) === JSON.stringify(bareSql), app: appSql, bare: bareSql, expected: BARE_WITH_WATERING_SQL };
    if (!results.sameSql.identical) say("!! The app's with-watering SQL differs from the bare server's: update bench/bare-server.mjs");
    say(`Counted SQL statements per request: ${gardenTargets.map((target) => `${TARGET_NAMES[target]} ${results.sql[first][target].statements}`).join(", ")}`);
    if (gardeners.timeline) {
      results.sql.timeline = await measure(app.origin, "timeline", gardeners.timeline);
      const { statements, writes } = results.sql.timeline;
      say(`Counted SQL statements per request: ${TARGET_NAMES.timeline} ${statements} (${writes} writes)`);
    }
  }

  async function checkIdentity(app, bare, gardeners) {
    for (const plantCount of settings.gardens) {
      // The app first: its read keeps the water plans the bare server reads.
      const appBody = await get(app.origin, "with-watering", gardeners[plantCount]);
      const bareBody = await get(bare.origin, "with-watering", gardeners[plantCount]);
      const identical = appBody === bareBody;
      results.identity.push({ garden: plantCount, identical, bytes: Buffer.byteLength(appBody), ...(identical ? {} : { difference: firstDifference(appBody, bareBody) }) });
      if (!identical) problems.push(`the bare server's with-watering JSON differs from the app's (${plantCount} plants)`);
      say(`with-watering, ${plantCount} plants: bare JSON ${identical ? "byte-identical to the app's" : "DIFFERS from the app's"} (${Buffer.byteLength(appBody)} bytes)`);
    }
  }

  async function loadTests(backend, app, gardeners, bare, bareGardeners) {
    const sample = (server) => server.rssBytes();
    const measured = async (server, target, gardener, round, garden) => {
      const durationSeconds = PAGE_TARGETS.has(target) ? settings.pageSeconds : settings.durationSeconds;
      const cpuBefore = server.cpuMs();
      const run = await loadRun({ url: `${server.origin}${pathFor(target, gardener)}`, headers: headersFor(target, gardener), connections: settings.connections, durationSeconds });
      // The server's own CPU time per answer: steadier than req/s where the load generator and the database share the CPUs.
      const cpuMsPerRequest = run.requests ? Math.round(((server.cpuMs() - cpuBefore) / run.requests) * 1000) / 1000 : null;
      const entry = { backend, garden, target, server: server.label, round, ...run, cpuMsPerRequest, rssBytes: sample(server) };
      results.runs.push(entry);
      const bad = run.non2xx + run.errors + run.timeouts;
      const plants = `${garden} ${garden === 1 ? "plant" : "plants"}`;
      const where = `${server.label} ${TARGET_NAMES[target]} on ${BACKEND_NAMES[backend]}, ${plants}`;
      if (bad) warnings.push(`${bad} requests failed under load (non-2xx, errors or timeouts): ${where}`);
      if (!run.requests) warnings.push(`no request was answered within the ${durationSeconds}s run (${where}): try a longer --duration`);
      say(`${BACKEND_NAMES[backend]} ${plants} ${TARGET_NAMES[target]} ${server.label}${settings.rounds > 1 && target === "with-watering" ? ` round ${round + 1}` : ""}: ${run.requestsPerSecond} req/s, p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms, CPU ${cpuMsPerRequest} ms/request, RSS ${(entry.rssBytes / 2 ** 20).toFixed(0)} MB${bad ? `, ${bad} FAILED` : ""}`);
    };
    const warm = (server, target, gardener) =>
      loadRun({ url: `${server.origin}${pathFor(target, gardener)}`, headers: headersFor(target, gardener), connections: settings.connections, durationSeconds: settings.warmupSeconds });
    for (const [gardenIndex, garden] of settings.gardens.entries()) {
      const warmUp = gardenIndex === 0 || settings.warmupEveryGarden;
      for (const target of settings.targets) {
        if (target === "timeline") continue;
        const gardener = gardeners[garden];
        // One request first: a target that does not answer 200 (signed out, broken) is not measured.
        await get(app.origin, target, gardener);
        if (warmUp) await warm(app, target, gardener);
        if (target === "with-watering" && bare) {
          if (warmUp) await warm(bare, target, bareGardeners[garden]);
          for (let round = 0; round < settings.rounds; round += 1) {
            await measured(bare, target, bareGardeners[garden], round, garden);
            await measured(app, target, gardener, round, garden);
          }
        } else {
          await measured(app, target, gardener, 0, garden);
        }
      }
    }
    // The timeline's plant, on its own gardener, as the gardens' targets are measured.
    if (settings.targets.includes("timeline")) {
      await get(app.origin, "timeline", gardeners.timeline);
      await warm(app, "timeline", gardeners.timeline);
      await measured(app, "timeline", gardeners.timeline, 0, TIMELINE_GARDEN);
    }
  }

  let bare = null;
  let bareGardeners = null;
  let pooler = null;
  try {
    for (const backend of backends) {
      let app;
      let gardeners;
      let appEnv;
      if (backend === "postgres") {
        const target = new URL(databaseUrl);
        const counter = await startSqlCounter({ host: target.hostname || "127.0.0.1", port: Number(target.port || 5432) });
        const proxied = throughProxy(databaseUrl, counter.port);
        say("Starting the app on PostgreSQL through the SQL-counting proxy (for seeding and counting)");
        app = track(await startAppServer({ label: "app", cpuProfileDir: settings.cpuProfileDir, env: { ...baseEnv, DATABASE_URL: proxied, PGLITE_DIR: "", DATA_DIR: path.join(tempRoot, "postgres") } }));
        gardeners = await seedAll(app, backend);
        const countingBare = track(await startBareServer({ databaseUrl: proxied, secret }));
        await checkIdentity(app, countingBare, gardeners);
        await countStatements(app, countingBare, counter, gardeners);
        if (!results.pages.length) await measurePages(app, gardeners);
        await stop(countingBare);
        await stop(app);
        await counter.close();
        say("Starting the app on PostgreSQL directly, and the bare server");
        appEnv = { ...baseEnv, DATABASE_URL: databaseUrl, PGLITE_DIR: "", DATA_DIR: path.join(tempRoot, "postgres") };
        app = track(await startAppServer({ label: "app", cpuProfileDir: settings.cpuProfileDir, env: appEnv }));
        bare = track(await startBareServer({ databaseUrl, secret }));
        bareGardeners = gardeners;
      } else if (backend === "pooled") {
        pooler = await startPgBouncer(databaseUrl, { poolSize: 20 });
        say("Starting the app on PostgreSQL through PgBouncer in transaction mode");
        appEnv = { ...baseEnv, DATABASE_URL: pooler.url, DATABASE_POOLING: "transaction", PGLITE_DIR: "", DATA_DIR: path.join(tempRoot, "pooled") };
        app = track(await startAppServer({ label: "app", cpuProfileDir: settings.cpuProfileDir, env: appEnv }));
        // The same gardeners as on PostgreSQL directly, when it ran first; the bare server is not run again.
        gardeners = bareGardeners ?? (await seedAll(app, backend));
      } else {
        say("Starting the app on PGlite");
        const dataDir = path.join(tempRoot, "pglite");
        appEnv = { ...baseEnv, DATABASE_URL: "", DATA_DIR: dataDir, PGLITE_DIR: path.join(dataDir, "pglite") };
        app = track(await startAppServer({ label: "app", cpuProfileDir: settings.cpuProfileDir, env: appEnv }));
        gardeners = await seedAll(app, backend);
        if (!results.pages.length) await measurePages(app, gardeners);
      }
      results.servers[backend] = { firstPageMs: app.firstPageMs, startupMs: app.startupMs, rssAfterSeedBytes: app.rssBytes() };
      say(`${BACKEND_NAMES[backend]}: first page ${(app.firstPageMs / 1000).toFixed(1)}s after start, database ready in ${(app.startupMs / 1000).toFixed(1)}s; load runs of ${settings.durationSeconds}s at ${settings.connections} connections`);
      const linesBefore = app.logSummary().lines;
      await loadTests(backend, app, gardeners, backend === "pooled" ? null : bare, bareGardeners);
      results.servers[backend].rssAfterLoadBytes = app.rssBytes();
      // What the server keeps once the load is over: V8 gives back the room it grew for requests in
      // flight after some seconds without work (its memory reducer), as on a home server between visits.
      await new Promise((resolve) => setTimeout(resolve, IDLE_AFTER_LOAD_MS));
      results.servers[backend].rssIdleAfterLoadBytes = app.rssBytes();
      say(`${BACKEND_NAMES[backend]}: RSS ${(results.servers[backend].rssAfterLoadBytes / 2 ** 20).toFixed(0)} MB after the load runs, ${(results.servers[backend].rssIdleAfterLoadBytes / 2 ** 20).toFixed(0)} MB ${IDLE_AFTER_LOAD_MS / 1000} s later`);
      results.servers[backend].startPeakRssBytes = await app.startPeak;
      const appRequests = results.runs.filter((run) => run.backend === backend && run.server === "app").reduce((sum, run) => sum + run.requests, 0);
      const log = app.logSummary();
      results.servers[backend].log = { linesDuringLoad: log.lines - linesBefore, measuredAppRequests: appRequests, commonest: log.commonest };
      await stop(app);
      // Started again on the database the runs left (as after an update or a reboot): its first page,
      // then, once per benchmark, minutes of mixed load on that fresh process.
      const memoryRunHere = settings.memoryMinutes > 0 && !results.memoryRun;
      if (backend === "pglite" || memoryRunHere) {
        app = track(await startAppServer({ label: "app", cpuProfileDir: settings.cpuProfileDir, env: appEnv }));
        results.servers[backend].firstPageExistingMs = app.firstPageMs;
        results.servers[backend].startPeakExistingRssBytes = await app.startPeak;
        say(`${BACKEND_NAMES[backend]}, started again on its database: first page ${(app.firstPageMs / 1000).toFixed(1)}s after start, highest RSS while starting ${(results.servers[backend].startPeakExistingRssBytes / 2 ** 20).toFixed(0)} MB`);
        if (memoryRunHere) {
          say(`${settings.memoryMinutes} minutes of mixed load on that fresh app`);
          results.memoryRun = { backend, ...(await memoryRun(app, gardeners[settings.gardens[0]], settings.memoryMinutes)) };
        }
        await stop(app);
      }
    }
  } catch (error) {
    // What the servers logged says why a request failed (a 500 names nothing).
    for (const server of running) {
      const logged = (server.output ?? []).join("").trim();
      if (logged) console.error(`\nThe ${server.label} server logged, last:\n${logged.slice(-4000)}`);
    }
    throw error;
  } finally {
    await Promise.all([...running].map((server) => stop(server).catch(() => {})));
    await pooler?.stop();
    await weather.close();
    rmSync(tempRoot, { recursive: true, force: true });
    if (postgres.available && !settings.keepData) await deleteGardeners(databaseUrl, runId);
  }

  results.summary = summarise(results.runs);
  results.goals = evaluateGoals(results);
  results.finishedAt = new Date().toISOString();
  results.durationSeconds = Math.round((Date.now() - startedAt) / 100) / 10;
  results.problems = problems;
  results.warnings = warnings;

  const out = settings.out ?? path.join("bench", "results", `${runId}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);

  console.log(`\n${formatReport(results)}\n`);
  console.log(`Figures written to ${out} (${results.durationSeconds}s in all)`);
  if (warnings.length) console.log(`\nWarnings:\n- ${warnings.join("\n- ")}`);
  if (problems.length) {
    console.error(`\nThe benchmark could not measure properly:\n- ${problems.join("\n- ")}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(`\nThe benchmark failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
});
