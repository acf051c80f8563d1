// What a production server (`npm start`) refuses at its edge. 200 MB bodies, without holding them:
// sent chunked to better-auth's sign-in (signed out) and to a signed-in JSON route, four at once,
// and declared in Content-Length, each is answered 413 while the server's memory stays within
// 100 MB of its idle size. A path segment that does not decode, on pages and API routes: a 400
// with the security headers (Next answered a bare 500). Needs the build (`npm run build`); the
// embedded database in memory.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const PORT = 3306;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const MB = 1024 * 1024;
const BODY_BYTES = 200 * MB;

let server: ChildProcess | undefined;
const output: string[] = [];

/** The server process's resident memory, in bytes (Linux). */
function residentBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((entry) => entry.startsWith("VmRSS:"));
  return Number(/(\d+)/.exec(line ?? "")?.[1] ?? 0) * 1024;
}

/** Sends `bytes` of body (chunked unless declared), as fast as the server takes it; answers the status (0 when the server cut the upload off first). */
function send(path: string, bytes: number, headers: Record<string, string>, declared = false): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(`${ORIGIN}${path}`, { method: path === "/api/user" ? "PATCH" : "POST", headers: { "content-type": "application/json", ...(declared ? { "content-length": String(bytes) } : {}), ...headers } });
    let answered = 0;
    request.on("response", (response) => {
      answered = response.statusCode ?? 0;
      response.resume();
      response.on("end", () => resolve(answered));
      request.destroy();
    });
    request.on("error", () => resolve(answered));
    request.on("close", () => resolve(answered));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    chunk.write('{"email":"');
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !request.destroyed) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!request.destroyed) request.end();
    };
    pump();
  });
}

async function signUp(): Promise<string> {
  const response = await fetch(`${ORIGIN}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify({ name: "Big Body", email: `big-${Date.now()}@example.com`, password: "correct-horse-42" }),
  });
  expect(response.status).toBe(200);
  return response.headers.get("set-auth-token")!;
}

describe.skipIf(!existsSync(".next/BUILD_ID"))("a production server's edge", () => {
  beforeAll(async () => {
    server = spawn("node", ["scripts/serve.mjs", "-p", String(PORT), "-H", "127.0.0.1"], {
      env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: "memory://", DATA_DIR: ".data/body-size", BETTER_AUTH_SECRET: "body-size-secret-body-size-secret-body", BETTER_AUTH_URL: "", APP_URL: "", AUTH_RATE_LIMIT: "off", REMINDERS_SCHEDULER: "off", NEXT_TELEMETRY_DISABLED: "1" },
      detached: true,
    });
    server.stdout!.on("data", (chunk) => output.push(String(chunk)));
    server.stderr!.on("data", (chunk) => output.push(String(chunk)));
    for (let attempt = 0; attempt < 120; attempt += 1) {
      if (server.exitCode !== null) throw new Error(`the server exited:\n${output.join("")}`);
      if (await fetch(`${ORIGIN}/api/clerk/config`).then((response) => response.ok, () => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the server did not start:\n${output.join("")}`);
  });

  afterAll(() => {
    if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  });

  it("answers each 413 and stays within 100 MB of its idle memory", { timeout: 180_000 }, async () => {
    const token = await signUp();
    // Warm both routes with small bodies, then take the idle size.
    for (let round = 0; round < 3; round += 1) {
      await send("/api/auth/sign-in/email", 1024, {});
      await send("/api/user", 1024, { authorization: `Bearer ${token}` });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = residentBytes(server!.pid!);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(server!.pid!))), 50);
    try {
      const chunked = await Promise.all([
        send("/api/auth/sign-in/email", BODY_BYTES, {}),
        send("/api/auth/sign-in/email", BODY_BYTES, {}),
        send("/api/user", BODY_BYTES, { authorization: `Bearer ${token}` }),
        send("/api/user", BODY_BYTES, { authorization: `Bearer ${token}` }),
      ]);
      const declared = await Promise.all([
        send("/api/auth/sign-in/email", BODY_BYTES, {}, true),
        send("/api/user", BODY_BYTES, { authorization: `Bearer ${token}` }, true),
      ]);
      expect(chunked).toEqual([413, 413, 413, 413]);
      expect(declared).toEqual([413, 413]);
    } finally {
      clearInterval(sampler);
    }
    console.log(`body-size: idle ${Math.round(idle / MB)} MB, peak ${Math.round(peak / MB)} MB`);
    expect(peak - idle).toBeLessThan(100 * MB);
  });

  it("answers a path segment that does not decode with a 400 and the security headers, wherever it is", async () => {
    const paths = ["/%ZZ", "/garden/%ZZ", "/invite/%C0%AE", "/reset-password/%ZZ", "/uploads/users/%ZZ/x.jpg", "/api/%ZZ", "/api/invites/%ZZ/accept", "/api/tasks/%C0%AE", "/api/gardens/1/members/%ZZ", "/api/auth/%ZZ"];
    for (const path of paths) {
      for (const method of ["GET", "POST"]) {
        const response = await fetch(`${ORIGIN}${path}`, { method, headers: method === "POST" ? { "content-type": "application/json", origin: ORIGIN } : {}, body: method === "POST" ? "{}" : undefined });
        expect(response.status, `${method} ${path}`).toBe(400);
        expect(response.headers.get("content-security-policy"), path).toContain("default-src 'none'");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(response.headers.get("x-frame-options")).toBe("DENY");
        expect(await response.json()).toEqual({ error: "That address can't be read: part of its path is not valid percent-encoded UTF-8." });
      }
    }
    // A path that decodes is answered as before.
    expect((await fetch(`${ORIGIN}/api/watering/history/%31`)).status).toBe(401);
  });
});
