#!/usr/bin/env node
// `npm start`: Next's production server with two additions: it takes on pages and reads a few
// at a time (below), and, like any reverse proxy, it appends
// the address the connection came from to X-Forwarded-For. `next start` keeps whatever
// X-Forwarded-For a client sends, so with no proxy in front a client could name any address it
// liked and dodge the per-address sign-in limit. server/http/client-address.ts reads the entry
// TRUSTED_PROXIES places before this last one.
//   node scripts/serve.mjs [-p port] [-H hostname]     (PORT and HOSTNAME work too)
//
// `npm start` runs it with --heap-growing-percent=30 (package.json): V8 lets the heap grow to 4x
// what survived the last full collection before it collects again, 1.3x with the flag. Under
// load the objects of requests in flight survive into the old generation, so the server's memory
// climbed to 1 GB and stayed there (V8 keeps what it grew); with 1.3x it holds at about 400 MB at
// the same throughput (npm run bench measures both, with the flags of the start script). Set on
// the command line: set from here, after start-up, the same flag cost a fifth of the throughput.
import http from "node:http";
import { parseArgs } from "node:util";
import { createAdmission } from "./admission.mjs";

process.env.NODE_ENV = "production";
const { default: next } = await import("next");

const { values } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME ?? "0.0.0.0";

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// Pages and reads are taken on four at a time (scripts/admission.mjs). Measured on a 2-core
// machine with 50 clients: dashboard 45 → 59 req/s with its p99 2.2 → 1.0 s, with-watering p99
// 0.5 → 0.2 s, and 60 MB less memory, against 2, 8, 16 or no limit. Writes (whose bodies may come
// slowly) and Next's build files (quick, and wanted at once by a page that is loading) skip it.
const admission = createAdmission({ limit: 4, leaseMs: 1000 });
const admitted = (request) => (request.method === "GET" || request.method === "HEAD") && !request.url?.startsWith("/_next/");

const server = http.createServer((request, response) => {
  const forwarded = request.headers["x-forwarded-for"];
  request.headers["x-forwarded-for"] = [forwarded, request.socket.remoteAddress].filter(Boolean).join(", ");
  if (!admitted(request)) return handle(request, response);
  response.once("close", admission.enter(() => handle(request, response)));
});
server.listen(port, hostname, () => console.log(`Garden Assistant is ready on http://${hostname}:${port}`));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
