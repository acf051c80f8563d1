// `npm run bench -- --small-box`: the app as most self-hosters run it, on a small machine. The
// server (`npm start`'s flags) is held to one CPU (taskset) and a 256 MB JavaScript heap
// (--max-old-space-size=256), on the embedded database, with a 25-plant garden; its reads are
// measured at 5 connections (a household) and 20 (a busy club garden): p50, p99 and the server's
// RSS. The README's "On a small box" quotes these figures.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startFakeOpenMeteo } from "../scripts/fake-open-meteo.mjs";
import { loadRun } from "./load.mjs";
import { seedGardener } from "./seed.mjs";
import { benchAppEnv, startAppServer } from "./servers.mjs";

export const SMALL_BOX = { cpus: "0", heapMegabytes: 256, plants: 25, connections: [5, 20] };

const TARGETS = [
  { name: "with-watering", path: "/api/user-plants/with-watering", headers: (gardener) => ({ authorization: `Bearer ${gardener.token}` }) },
  { name: "/api/tasks/today", path: "/api/tasks/today", headers: (gardener) => ({ authorization: `Bearer ${gardener.token}` }) },
  { name: "dashboard page /", path: "/", headers: (gardener) => ({ cookie: gardener.cookie, accept: "text/html", "accept-encoding": "gzip" }) },
];

/**
 * Runs the small-box measurement and writes its figures (JSON) to `out`.
 * @param {{ durationSeconds: number, warmupSeconds: number, out?: string, say: (message: string) => void }} options
 */
export async function runSmallBox({ durationSeconds, warmupSeconds, out, say }) {
  const weather = await startFakeOpenMeteo();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "garden-small-box-"));
  const env = { ...benchAppEnv({ secret: randomBytes(32).toString("hex"), weatherUrl: weather.url }), DATABASE_URL: "", DATA_DIR: dataDir, PGLITE_DIR: path.join(dataDir, "pglite") };
  say(`Starting the app on PGlite on CPU ${SMALL_BOX.cpus} only, with a ${SMALL_BOX.heapMegabytes} MB heap`);
  const app = await startAppServer({ label: "app", env, cpus: SMALL_BOX.cpus, nodeFlags: [`--max-old-space-size=${SMALL_BOX.heapMegabytes}`] });
  const results = { machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version }, settings: { ...SMALL_BOX, durationSeconds }, firstPageMs: app.firstPageMs, runs: [] };
  try {
    say(`First page ${(app.firstPageMs / 1000).toFixed(1)} s after start`);
    const gardener = await seedGardener(app.origin, { plantCount: SMALL_BOX.plants, runId: `small-${Date.now()}`, concurrency: 4 });
    results.startPeakRssBytes = await app.startPeak;
    say(`Highest RSS while starting: ${(results.startPeakRssBytes / 2 ** 20).toFixed(0)} MB`);
    for (const connections of SMALL_BOX.connections) {
      for (const target of TARGETS) {
        const request = { url: `${app.origin}${target.path}`, headers: target.headers(gardener), connections };
        await loadRun({ ...request, durationSeconds: warmupSeconds });
        const run = await loadRun({ ...request, durationSeconds });
        const rssBytes = app.rssBytes();
        results.runs.push({ target: target.name, connections, ...run, rssBytes });
        const bad = run.non2xx + run.errors + run.timeouts;
        say(`${target.name} at ${connections} connections: ${run.requestsPerSecond} req/s, p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms, RSS ${(rssBytes / 2 ** 20).toFixed(0)} MB${bad ? `, ${bad} FAILED` : ""}`);
      }
    }
  } finally {
    await app.stop();
    await weather.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nSmall box: 1 CPU, ${SMALL_BOX.heapMegabytes} MB heap, PGlite, ${SMALL_BOX.plants} plants (${results.machine.model}, Node ${process.version}); at most ${(results.startPeakRssBytes / 2 ** 20).toFixed(0)} MB RSS while starting`);
  console.log(`  ${"target".padEnd(20)}${"conn".padStart(5)}${"req/s".padStart(8)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"RSS MB".padStart(8)}`);
  for (const run of results.runs) {
    console.log(`  ${run.target.padEnd(20)}${String(run.connections).padStart(5)}${String(run.requestsPerSecond).padStart(8)}${String(run.latencyMs.p50).padStart(9)}${String(run.latencyMs.p99).padStart(9)}${(run.rssBytes / 2 ** 20).toFixed(0).padStart(8)}`);
  }
  const file = out ?? path.join("bench", "results", `small-box-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(results, null, 2));
  console.log(`\nFigures written to ${file}`);
  return results;
}
