import { spawnSync } from "node:child_process";
import { writeFileSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mallocRestartEnv, SERVER_MALLOC_SETTINGS } from "./malloc-settings.mjs";

describe("mallocRestartEnv", () => {
  it("starts again with two arenas and a fixed mmap threshold on Linux, keeping the rest of the environment", () => {
    expect(mallocRestartEnv({ platform: "linux", env: { PORT: "3000" }, canExecve: true })).toEqual({ PORT: "3000", MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" });
    expect(SERVER_MALLOC_SETTINGS).toEqual({ MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" });
  });

  it("keeps a setting the gardener made, and sets the others", () => {
    expect(mallocRestartEnv({ platform: "linux", env: { MALLOC_ARENA_MAX: "8" }, canExecve: true })).toEqual({ MALLOC_ARENA_MAX: "8", MALLOC_MMAP_THRESHOLD_: "131072" });
    expect(mallocRestartEnv({ platform: "linux", env: { MALLOC_MMAP_THRESHOLD_: "" }, canExecve: true })).toEqual({ MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "" });
  });

  it("goes on as started when everything is set already, off Linux, or without process.execve", () => {
    expect(mallocRestartEnv({ platform: "linux", env: { MALLOC_ARENA_MAX: "8", MALLOC_MMAP_THRESHOLD_: "65536" }, canExecve: true })).toBeNull();
    expect(mallocRestartEnv({ platform: "darwin", env: {}, canExecve: true })).toBeNull();
    expect(mallocRestartEnv({ platform: "linux", env: {}, canExecve: false })).toBeNull();
  });
});

describe("restartWithMallocSettings", () => {
  it("runs the same script again in the same process, with its flags, arguments and the malloc settings", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "malloc-"));
    const script = path.join(dir, "probe.mjs");
    const helper = path.resolve("scripts/malloc-settings.mjs");
    writeFileSync(
      script,
      `import { restartWithMallocSettings } from ${JSON.stringify(helper)};
       const started = process.env.PROBE_FIRST_PID ?? String(process.pid);
       process.env.PROBE_FIRST_PID = started;
       restartWithMallocSettings();
       console.log(JSON.stringify({ arenas: process.env.MALLOC_ARENA_MAX ?? null, threshold: process.env.MALLOC_MMAP_THRESHOLD_ ?? null, samePid: started === String(process.pid), argv: process.argv.slice(2), execArgv: process.execArgv, execve: typeof process.execve === "function" }));`,
    );
    const env = { ...process.env };
    delete env.MALLOC_ARENA_MAX;
    delete env.MALLOC_MMAP_THRESHOLD_;
    const run = spawnSync(process.execPath, ["--max-semi-space-size=8", script, "-p", "4000"], { env, encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    const seen = JSON.parse(run.stdout.trim());
    expect(seen.argv).toEqual(["-p", "4000"]);
    expect(seen.execArgv).toEqual(["--max-semi-space-size=8"]);
    expect(seen.samePid).toBe(true);
    // Node 20 has no process.execve: the server starts as it is there.
    const restarted = process.platform === "linux" && seen.execve;
    expect(seen.arenas).toBe(restarted ? "2" : null);
    expect(seen.threshold).toBe(restarted ? "131072" : null);
  });
});
