#!/usr/bin/env node
// `npm start`: Next's production server with five additions: it listens on several sockets
// (scripts/listen.mjs), it takes on pages and reads a few
// at a time (below), it answers a path that does not decode with a 400 (scripts/request-path.mjs),
// it sends a response's headers in one write with its first chunk (scripts/headers-with-body.mjs),
// and, like any reverse proxy, it appends
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
// Two more keep the embedded database's server small (docs/architecture.md, "The embedded
// database's memory"): --liftoff-only (V8 never recompiles PGlite's WebAssembly with its optimising
// compiler, which took 600 MB for a moment to compile one of PostgreSQL's largest functions, on
// Node 24, soon after every start) and --max-semi-space-size=8 (a smaller young generation).
// --expose-gc lets it collect its heap once it has gone idle (scripts/idle-collect.mjs). On
// Linux it starts itself again at once with the C library's malloc settings for a lean server
// (MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_: scripts/malloc-settings.mjs).
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { withAdmission } from "./admission.mjs";
import { headersWithBody } from "./headers-with-body.mjs";
import { collectWhenIdle } from "./idle-collect.mjs";
import { listenShared } from "./listen.mjs";
import { UNDECODABLE_PATH, undecodablePath } from "./request-path.mjs";
import { lanOrigins } from "./lan-addresses.mjs";
import { restartWithMallocSettings } from "./malloc-settings.mjs";

restartWithMallocSettings();
process.env.NODE_ENV = "production";
applyBuiltConfig();
const { default: next } = await import("next");

const { values } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME ?? "0.0.0.0";

// Next builds two base URLs from the hostname it is given: the one proxy.ts sees (request.url) and
// the one it compares a rewrite against. Given a listening address such as 127.0.0.1 they differ
// ("localhost" against "127.0.0.1"), so the landing page's rewrite counted as another site's and
// every signed-out page view was proxied over HTTP to the server itself (which now and then reset
// the connection: a 500). Next is only told where it is, as "localhost": both agree. The server
// listens where it was asked to (below).
const app = next({ dev: false, hostname: "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

// Pages and reads are taken on four at a time, each on a turn of the event loop of its own, in
// the order they came (scripts/admission.mjs). Side by side on a 2-core machine with 50 clients,
// against no limit: the dashboard 45–48 → 50–57 req/s with its p99 2.0–2.2 → 1.1–1.3 s,
// with-watering's p99 280–310 → 190–230 ms, 25–35 MB less memory; 2, 8 and 16 at a time did no
// better.
const admitThenHandle = withAdmission(handle, { limit: 4, leaseMs: 1000 });
// Five seconds without a request after serving some: the heap is collected in full once
// (scripts/idle-collect.mjs).
const idle = collectWhenIdle({ idleMs: 5000 });

function handleRequest(request, response) {
  idle.touch();
  const forwarded = request.headers["x-forwarded-for"];
  request.headers["x-forwarded-for"] = [forwarded, request.socket.remoteAddress].filter(Boolean).join(", ");
  // A path that does not decode gets a 400 with the security headers, not Next's bare 500.
  if (undecodablePath(request.url)) request.url = UNDECODABLE_PATH;
  headersWithBody(response);
  admitThenHandle(request, response);
}

// Several listening sockets on the port, so a burst of new connections is taken on at once
// (scripts/listen.mjs).
const listening = await listenShared({ handler: handleRequest, port, hostname });
console.log(readyMessage());

/**
 * Next reads next.config.ts again at every start, compiling it with its SWC compiler: about 30 MB
 * of the server's memory for good, and a fifth of a second. The build already wrote the resolved
 * configuration (.next/required-server-files.json), and Next's own standalone server starts from
 * it through this variable; so does this one. Without a build Next refuses to start either way.
 */
function applyBuiltConfig() {
  if (process.env.__NEXT_PRIVATE_STANDALONE_CONFIG) return;
  let built;
  try {
    built = JSON.parse(readFileSync(".next/required-server-files.json", "utf8")).config;
  } catch {
    return;
  }
  if (built) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(built);
}

/**
 * Where to open the app: on every address when listening on all of them (0.0.0.0 or ::), the
 * machine's own and each LAN address (the one to open on a phone, or to share with a household);
 * otherwise the one address it listens on.
 */
function readyMessage() {
  const everywhere = hostname === "0.0.0.0" || hostname === "::";
  if (!everywhere) return `Garden Assistant is ready on http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${port}`;
  const lines = [`Garden Assistant is ready on http://localhost:${port}`];
  for (const origin of lanOrigins(port)) lines.push(`  on your network: ${origin}`);
  return lines.join("\n");
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => listening.close().then(() => process.exit(0)));
}
