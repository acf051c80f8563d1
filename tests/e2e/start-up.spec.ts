import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { lanHosts } from "../../scripts/lan-addresses.mjs";
import { expect, test } from "./fixtures";

/** Starts the production server as `npm start` does and waits for it to exit (or gives up). */
function startServer(env: Record<string, string>, port: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("node", ["scripts/serve.mjs", "-p", String(port), "-H", "127.0.0.1"], {
      env: { ...process.env, PGLITE_DIR: "memory://", DATA_DIR: ".data/e2e-start-up", ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGTERM"), 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test.describe("start-up", () => {
  test("an invalid setting stops the server with a message that names it", async () => {
    const { code, output } = await startServer({ DATABASE_POOL_SIZE: "abc" }, 3190);
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_POOL_SIZE must be a whole number from 1 to 1000 (got "abc")');
  });

  test("on Vercel (VERCEL=1) the embedded database and local photos stop the server, naming what to set", async () => {
    const { code, output } = await startServer({ VERCEL: "1", DATABASE_URL: "", BLOB_READ_WRITE_TOKEN: "" }, 3189);
    expect(code).toBe(1);
    expect(output).toContain("DATABASE_URL must be set on Vercel (VERCEL=1)");
    expect(output).toContain("BLOB_READ_WRITE_TOKEN must be set on Vercel (VERCEL=1)");
  });

  test("npm start names the addresses to open it at, and a sign-up with no public URL logs no warning", async () => {
    test.setTimeout(60_000);
    const port = 3187;
    // As a fresh clone runs it: on every address, with no public URL.
    const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: "memory://", DATA_DIR: ".data/e2e-start-up", BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-secret" };
    for (const name of ["APP_URL", "BETTER_AUTH_URL", "HOSTNAME", "PORT", "MALLOC_ARENA_MAX", "MALLOC_MMAP_THRESHOLD_"]) delete env[name];
    const child = spawn("node", ["scripts/serve.mjs", "-p", String(port)], { env, detached: true });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    try {
      await expect.poll(() => output, { timeout: 45_000 }).toContain("Garden Assistant is ready");
      // Not 0.0.0.0, which no phone can open: localhost, and each LAN address (this machine's, when it has one).
      expect(output).not.toContain("0.0.0.0");
      expect(output).toContain(`ready on http://localhost:${port}`);
      for (const host of lanHosts()) expect(output).toContain(`on your network: http://${host}:${port}`);
      // It starts from the configuration the build resolved (scripts/serve.mjs): Next neither runs
      // next.config.ts again nor loads its SWC compiler, about 30 MB of the server's memory.
      expect(output).not.toContain("next.config.ts");
      if (process.platform === "linux") expect(readFileSync(`/proc/${child.pid}/maps`, "utf8")).not.toContain("@next/swc");
      // On Linux it started itself again, in place, with two malloc arenas and a fixed mmap
      // threshold (scripts/malloc-settings.mjs), where this Node can (process.execve, Node 22.15
      // and later).
      if (process.platform === "linux") {
        const canExecve = execFileSync("node", ["-p", "typeof process.execve"], { encoding: "utf8" }).trim() === "function";
        const environment = readFileSync(`/proc/${child.pid}/environ`, "utf8").split("\0");
        expect(environment.includes("MALLOC_ARENA_MAX=2")).toBe(canExecve);
        expect(environment.includes("MALLOC_MMAP_THRESHOLD_=131072")).toBe(canExecve);
      }

      const origin = `http://127.0.0.1:${port}`;
      const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ name: "Rosa Gallica", email: `rosa-${Date.now()}@example.com`, password: "tomatoes-and-basil-7" }),
      });
      expect(signUp.status).toBe(200);
      // better-auth warned at its first request that it had no base URL: by design, the app uses the address each request came to.
      expect(output).not.toContain("Base URL is not set");
    } finally {
      process.kill(-child.pid!, "SIGTERM");
    }
  });
});
