// Fewer malloc arenas for `npm start` on Linux (docs/architecture.md, "The embedded database's
// memory"). glibc's malloc gives each thread that allocates at once an arena of its own, up to
// eight per core, and keeps what each arena grew: the server's threads (libuv's pool, V8's
// workers, PGlite's) left about 40 MB more resident after the benchmark's load than with two.
// glibc reads MALLOC_ARENA_MAX once, before any JavaScript runs, so the server starts itself again
// in place with it set (process.execve: same process id, same flags and arguments). Where
// process.execve is missing (Node before 22.15), off Linux, or when MALLOC_ARENA_MAX is already
// set (the gardener's own choice wins), it starts as it is. musl's malloc ignores the variable.

/** The arenas the server runs with: two held the same req/s as glibc's default (16 on 2 cores). */
export const SERVER_MALLOC_ARENAS = "2";

/** The environment to start again with, or null to go on as started. */
export function arenaRestartEnv({ platform, env, canExecve }) {
  if (platform !== "linux" || !canExecve || env.MALLOC_ARENA_MAX !== undefined) return null;
  return { ...env, MALLOC_ARENA_MAX: SERVER_MALLOC_ARENAS };
}

/** Starts this process again with MALLOC_ARENA_MAX set, when it should; returns otherwise. */
export function restartWithFewerArenas() {
  const env = arenaRestartEnv({ platform: process.platform, env: process.env, canExecve: typeof process.execve === "function" });
  if (!env) return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], env);
}
