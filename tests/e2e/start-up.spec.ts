import { spawn } from "node:child_process";
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
});
