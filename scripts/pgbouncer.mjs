// Debian's PgBouncer in transaction mode on 127.0.0.1, in front of a PostgreSQL, for tests: the
// pooling Neon's, Supabase's and most managed poolers do (each transaction, or each statement
// outside one, goes to whichever server connection is free). Installs pgbouncer with apt when it
// is missing and we are root, as scripts/ensure-chromium.mjs does for Chromium.
//   node scripts/pgbouncer.mjs postgres://user:password@127.0.0.1:5432/db   (prints the pooled URL)
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port.mjs";

const BINARY = "/usr/sbin/pgbouncer";

/** True when pgbouncer is there, or could be installed now. */
export function ensurePgBouncer() {
  if (fs.existsSync(BINARY)) return true;
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return false;
  console.log("pgbouncer not found; installing Debian's pgbouncer with apt...");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer > /dev/null", { stdio: "inherit", shell: "/bin/bash" });
  return fs.existsSync(BINARY);
}

const quote = (value) => `"${String(value).replace(/"/g, '""')}"`;

/**
 * Starts PgBouncer in transaction mode in front of `databaseUrl` (user and password in the URL).
 * Resolves to `{ url, stop, log }` once it accepts connections; `url` is `databaseUrl` through it,
 * `log()` what it has logged.
 */
export async function startPgBouncer(databaseUrl, { poolSize = 20 } = {}) {
  if (!ensurePgBouncer()) throw new Error(`PgBouncer is missing at ${BINARY} (Debian: apt-get install pgbouncer)`);
  const target = new URL(databaseUrl);
  const user = decodeURIComponent(target.username);
  const password = decodeURIComponent(target.password);
  const database = target.pathname.slice(1);
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pgbouncer-"));
  fs.writeFileSync(path.join(dir, "users.txt"), `${quote(user)} ${quote(password)}\n`);
  fs.writeFileSync(
    path.join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `${database} = host=${target.hostname} port=${target.port || 5432} dbname=${database}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "pool_mode = transaction",
      `default_pool_size = ${poolSize}`,
      "max_client_conn = 500",
      "auth_type = scram-sha-256",
      // A log file, not a pipe: `npm test` waits on each suite with spawnSync, and a pipe nobody
      // reads would fill and stop the pooler.
      `logfile = ${path.join(dir, "pgbouncer.log")}`,
      "log_connections = 0",
      "log_disconnections = 0",
      `auth_file = ${path.join(dir, "users.txt")}`,
      // It will not run as root: it drops to the postgres user, who must read these files.
      ...(process.getuid?.() === 0 ? ["user = postgres"] : []),
      "",
    ].join("\n"),
  );
  if (process.getuid?.() === 0) execSync(`chown -R postgres ${JSON.stringify(dir)}`);
  const child = spawn(BINARY, [path.join(dir, "pgbouncer.ini")], { stdio: "ignore" });
  const log = () => {
    try {
      return fs.readFileSync(path.join(dir, "pgbouncer.log"), "utf8");
    } catch {
      return "";
    }
  };
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    }).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    const listening = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (listening) {
      const url = new URL(databaseUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return { url: url.toString(), stop, log };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const logged = log();
  await stop();
  throw new Error(`PgBouncer did not start:\n${logged}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pooler = await startPgBouncer(process.argv[2]);
  console.log(pooler.url);
  process.on("SIGINT", () => pooler.stop().then(() => process.exit(0)));
}
