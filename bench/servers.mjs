// Starting and stopping the production server (`node scripts/serve.mjs`, what `npm start` runs),
// and reading its memory.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { freePort } from "../scripts/free-port.mjs";

/** Whether `npm run build` has left a production build here. */
export function hasProductionBuild() {
  return existsSync(".next/BUILD_ID");
}

/**
 * Starts `node scripts/serve.mjs -p PORT -H 127.0.0.1` with `env` added to this process's
 * environment (DATABASE_URL is dropped unless `env` gives one), and waits until it answers.
 * With `cpuProfileDir`, V8 writes the server's CPU profile there when it stops; with `cpus`, it
 * runs on those CPUs only; `nodeFlags` are added to the start script's.
 */
/** The Node flags `npm start` gives the server (package.json's start script), so the benchmark runs what users run. */
export function startScriptNodeFlags() {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8"));
  const match = /^node ((?:--\S+ )*)scripts\/serve\.mjs$/.exec(scripts.start);
  if (!match) throw new Error(`package.json's start script is not "node [flags] scripts/serve.mjs": ${scripts.start}`);
  return match[1].split(" ").filter(Boolean);
}

/**
 * What every benchmarked app server runs with: a fresh auth secret, the stand-in Open-Meteo, no
 * sign-in limits, and none of the machine's own settings (Clerk, a model, Blob, uploads, pool size).
 */
export function benchAppEnv({ secret, weatherUrl }) {
  return {
    BETTER_AUTH_SECRET: secret,
    BETTER_AUTH_URL: "",
    APP_URL: "",
    AUTH_RATE_LIMIT: "off",
    NEXT_TELEMETRY_DISABLED: "1",
    OPEN_METEO_FORECAST_URL: `${weatherUrl}/v1/forecast`,
    OPEN_METEO_GEOCODING_URL: `${weatherUrl}/v1/search`,
    OPEN_METEO_ARCHIVE_URL: `${weatherUrl}/v1/archive`,
    OPEN_METEO_API_KEY: "",
    NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: "",
    CLERK_SECRET_KEY: "",
    CLERK_JWT_KEY: "",
    OPENAI_API_KEY: "",
    OPENAI_BASE_URL: "",
    BLOB_READ_WRITE_TOKEN: "",
    UPLOADS_DIR: "",
    DATABASE_POOL_SIZE: "",
  };
}

/** How often RSS is read while a server starts, and for how long after its database answers. */
const START_SAMPLE_MS = 50;
const START_PEAK_WINDOW_MS = 3000;

export async function startAppServer({ env, label, cpuProfileDir, cpus, nodeFlags = [], timeoutMs = 120_000 }) {
  const port = await freePort();
  const childEnv = { ...process.env, NODE_ENV: "production" };
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, env);
  // A CPU profile is written when the server exits (it does on SIGTERM, below).
  const profile = cpuProfileDir ? ["--cpu-prof", "--cpu-prof-dir", cpuProfileDir] : [];
  const args = [...startScriptNodeFlags(), ...nodeFlags, ...profile, "scripts/serve.mjs", "-p", String(port), "-H", "127.0.0.1"];
  // `cpus` ("0"): the server runs on those CPUs only (taskset, which execs it: the pid is the server's).
  const [command, commandArgs] = cpus ? ["taskset", ["-c", cpus, process.execPath, ...args]] : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = [];
  // What the server logs once it is ready: lines per kind (digits and ids folded), to show when
  // a request logs something on every call.
  const log = { ready: false, lines: 0, kinds: new Map() };
  const keep = (chunk) => {
    output.push(String(chunk));
    if (output.length > 200) output.shift();
    if (!log.ready) return;
    for (const line of String(chunk).split("\n")) {
      if (!line.trim()) continue;
      log.lines += 1;
      const kind = line.replace(/\d+/g, "N").slice(0, 200);
      if (log.kinds.has(kind) || log.kinds.size < 50) log.kinds.set(kind, (log.kinds.get(kind) ?? 0) + 1);
    }
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  // The highest RSS from spawn until a few seconds after the database answers: the embedded
  // database's start has a peak of well under a second (docs/architecture.md, "The embedded
  // database's memory") that samples taken between load runs miss.
  let startPeakRssBytes = 0;
  const startSampler = setInterval(() => (startPeakRssBytes = Math.max(startPeakRssBytes, treeRssBytes(child.pid))), START_SAMPLE_MS);
  startSampler.unref();
  child.once("exit", () => clearInterval(startSampler));
  // The first page a visitor sees (signed out: no database), then the first answer that needs the
  // database open and migrated (the catalogue, refused for a made-up token after the session read).
  const answers = async (path, headers, accept) => fetch(`${origin}${path}`, { headers }).then((response) => accept(response.status), () => false);
  const waitFor = async (path, headers, accept) => {
    while (!(await answers(path, headers, accept))) {
      if (child.exitCode !== null) throw new Error(`The ${label} server exited (${child.exitCode}):\n${output.join("")}`);
      if (Date.now() - started > timeoutMs) {
        child.kill("SIGKILL");
        throw new Error(`The ${label} server did not answer ${path} within ${timeoutMs / 1000}s:\n${output.join("")}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Date.now() - started;
  };
  const firstPageMs = await waitFor("/", {}, (status) => status === 200);
  const startupMs = await waitFor("/api/plants", { authorization: "Bearer none" }, (status) => status === 401 || status === 200);
  log.ready = true;
  const startPeak = new Promise((resolve) => {
    const done = () => {
      clearInterval(startSampler);
      resolve(startPeakRssBytes);
    };
    setTimeout(done, START_PEAK_WINDOW_MS).unref();
    child.once("exit", done);
  });
  return {
    label,
    origin,
    pid: child.pid,
    firstPageMs,
    startupMs,
    /** The highest RSS while starting: settles START_PEAK_WINDOW_MS after the database answered. */
    startPeak,
    output,
    /** Lines logged since it was ready, and the commonest kinds of line. */
    logSummary: () => ({
      lines: log.lines,
      commonest: [...log.kinds].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([line, count]) => ({ line, count })),
    }),
    rssBytes: () => treeRssBytes(child.pid),
    cpuMs: () => treeCpuMs(child.pid),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function statusField(pid, field) {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

function childrenOf(pid) {
  const children = [];
  let entries = [];
  try {
    entries = readdirSync("/proc");
  } catch {
    return children;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid ...; comm may hold spaces and parentheses.
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // gone
    }
  }
  return children;
}

/** A process and all its descendants' sum of `measure` (Linux /proc); 0 where /proc is missing. */
function treeSum(pid, measure) {
  let total = 0;
  const queue = [pid];
  while (queue.length) {
    const current = queue.shift();
    total += measure(current);
    queue.push(...childrenOf(current));
  }
  return total;
}

/** VmRSS of a process and all its descendants. */
export function treeRssBytes(pid) {
  return treeSum(pid, (current) => statusField(current, "VmRSS"));
}

/** The kernel's clock ticks per second, in which /proc/<pid>/stat counts CPU time. */
let ticksPerSecond;

/** CPU time (user and system) a process and all its descendants have used so far, in ms. */
export function treeCpuMs(pid) {
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
  const ticks = treeSum(pid, (current) => {
    try {
      const stat = readFileSync(`/proc/${current}/stat`, "utf8");
      // After "pid (comm) ": state is field 3, utime and stime are fields 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  });
  return (ticks * 1000) / ticksPerSecond;
}

/** Starts bench/bare-server.mjs in its own process (so it never shares the benchmark's event loop). */
export async function startBareServer({ databaseUrl, secret, poolSize = 10, timeoutMs = 30_000 }) {
  const child = spawn(process.execPath, ["bench/bare-server.mjs"], {
    env: { ...process.env, BARE_DATABASE_URL: databaseUrl, BARE_AUTH_SECRET: secret, BARE_PORT: "0", BARE_POOL_SIZE: String(poolSize) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = [];
  child.stderr.on("data", (chunk) => output.push(String(chunk)));
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The bare server did not start:\n${output.join("")}`)), timeoutMs);
    child.stdout.on("data", (chunk) => {
      const match = /ready (\d+)/.exec(String(chunk));
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The bare server exited (${code}):\n${output.join("")}`));
    });
  });
  return {
    label: "bare",
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    output,
    rssBytes: () => treeRssBytes(child.pid),
    cpuMs: () => treeCpuMs(child.pid),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
