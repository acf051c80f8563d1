import { spawnSync } from "node:child_process";
import { writeFileSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { arenaRestartEnv, SERVER_MALLOC_ARENAS } from "./malloc-arenas.mjs";

describe("arenaRestartEnv", () => {
  it("starts again with two arenas on Linux, keeping the rest of the environment", () => {
    expect(arenaRestartEnv({ platform: "linux", env: { PORT: "3000" }, canExecve: true })).toEqual({ PORT: "3000", MALLOC_ARENA_MAX: SERVER_MALLOC_ARENAS });
    expect(SERVER_MALLOC_ARENAS).toBe("2");
  });

  it("goes on as started when the gardener set the arenas, off Linux, or without process.execve", () => {
    expect(arenaRestartEnv({ platform: "linux", env: { MALLOC_ARENA_MAX: "8" }, canExecve: true })).toBeNull();
    expect(arenaRestartEnv({ platform: "linux", env: { MALLOC_ARENA_MAX: "" }, canExecve: true })).toBeNull();
    expect(arenaRestartEnv({ platform: "darwin", env: {}, canExecve: true })).toBeNull();
    expect(arenaRestartEnv({ platform: "linux", env: {}, canExecve: false })).toBeNull();
  });
});

describe("restartWithFewerArenas", () => {
  it("runs the same script again in the same process, with its flags, arguments and MALLOC_ARENA_MAX", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "arenas-"));
    const script = path.join(dir, "probe.mjs");
    const helper = path.resolve("scripts/malloc-arenas.mjs");
    writeFileSync(
      script,
      `import { restartWithFewerArenas } from ${JSON.stringify(helper)};
       const started = process.env.PROBE_FIRST_PID ?? String(process.pid);
       process.env.PROBE_FIRST_PID = started;
       restartWithFewerArenas();
       console.log(JSON.stringify({ arenas: process.env.MALLOC_ARENA_MAX ?? null, samePid: started === String(process.pid), argv: process.argv.slice(2), execArgv: process.execArgv, execve: typeof process.execve === "function" }));`,
    );
    const env = { ...process.env };
    delete env.MALLOC_ARENA_MAX;
    const run = spawnSync(process.execPath, ["--max-semi-space-size=8", script, "-p", "4000"], { env, encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    const seen = JSON.parse(run.stdout.trim());
    expect(seen.argv).toEqual(["-p", "4000"]);
    expect(seen.execArgv).toEqual(["--max-semi-space-size=8"]);
    expect(seen.samePid).toBe(true);
    // Node 20 has no process.execve: the server starts as it is there.
    expect(seen.arenas).toBe(process.platform === "linux" && seen.execve ? "2" : null);
  });
});
