// The C library's malloc settings for `npm start` on Linux (docs/architecture.md, "The embedded
// database's memory"). glibc reads them once, before any JavaScript runs, so the server starts
// itself again in place with them set (process.execve: same process id, same flags and
// arguments). Where process.execve is missing (Node before 22.15), off Linux, or when the gardener
// set them all (their choice wins), it starts as it is. musl's malloc ignores them.
//
// - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates at once an arena of its own, up to
//   eight per core, and keeps what each arena grew: the server's threads (libuv's pool, V8's
//   workers, PGlite's) left about 40 MB more resident after the benchmark's load than with two,
//   which held the same req/s as glibc's default (16 on 2 cores).
// - MALLOC_MMAP_THRESHOLD_=131072: blocks of 128 KB and more (zlib's state for each compressed
//   page, large buffers) get memory of their own from the kernel, given back as soon as they are
//   freed. By default glibc raises that threshold to the largest block freed so far, after which
//   such blocks are carved from the arenas and leave them fragmented: on the embedded database
//   the server kept 296–306 MB after the benchmark's load runs, and 265–267 MB with the threshold
//   fixed, at the same req/s (alternated runs: with-watering 156 / 155, the dashboard 31.5 / 31.6).

/** What the server runs with. */
export const SERVER_MALLOC_SETTINGS = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };

/** The environment to start again with, or null to go on as started. */
export function mallocRestartEnv({ platform, env, canExecve }) {
  if (platform !== "linux" || !canExecve) return null;
  const missing = Object.entries(SERVER_MALLOC_SETTINGS).filter(([name]) => env[name] === undefined);
  if (missing.length === 0) return null;
  return { ...env, ...Object.fromEntries(missing) };
}

/** Starts this process again with the malloc settings, when it should; returns otherwise. */
export function restartWithMallocSettings() {
  const env = mallocRestartEnv({ platform: process.platform, env: process.env, canExecve: typeof process.execve === "function" });
  if (!env) return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], env);
}
