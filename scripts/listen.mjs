// Where `npm start` (scripts/serve.mjs) takes its connections from: several listening sockets on
// the one port where Node can share a port between them (SO_REUSEPORT: Node 22.12 and later),
// one elsewhere.
//
// libuv accepts one connection per listening socket per turn of the event loop (libuv pull
// request #3696). Under load a turn is long, as every open connection's request is worked on in
// it; a burst of new connections then waited one busy turn each, the last for seconds, while the
// connections already open were served again and again (`npm run bench`, PGlite, 50 connections:
// with-watering p50 253 ms, p99 4.6 s; a bare node:http server with a 5 ms handler: p50 145 ms,
// p99 4.2 s). The kernel spreads new connections over the sockets, so a burst is taken on in a
// turn or two and requests are served about in the order their connections came.
import http from "node:http";

/**
 * How long an idle keep-alive connection is kept open, in ms. Node's default (5 s) closes it while
 * a client may be sending its next request on it: that request fails with a reset connection
 * (ECONNRESET; a browser retries it, a reverse proxy answers 502 and an API client fails). Longer
 * than the common proxies' idle timeout (60 s: nginx's upstream keep-alive, load balancers), so the
 * client, not the server, is the one that closes.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Enough sockets that a burst of a few dozen connections rarely puts two on one. */
export const LISTENING_SOCKETS = 32;

/** Whether this Node can open several listening sockets on one port (`reusePort`: 22.12+, 23.1+). */
export function canSharePort(version = process.versions.node) {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  return major > 23 || (major === 23 && minor >= 1) || (major === 22 && minor >= 12);
}

/**
 * Listens on `port` and `hostname` with `handler` on `sockets` servers (one where the port can't
 * be shared). Resolves once all listen, with the servers and `close()`.
 * @param {{ handler: http.RequestListener, port: number, hostname: string, sockets?: number }} options
 */
export async function listenShared({ handler, port, hostname, sockets = LISTENING_SOCKETS }) {
  const count = canSharePort() ? sockets : 1;
  // A port another process holds is refused (EADDRINUSE) as with one socket: shared sockets would
  // otherwise join a second server started by mistake on the same port and split its requests.
  const free = count > 1 ? await claimFreePort(port, hostname) : port;
  const servers = [];
  for (let index = 0; index < count; index += 1) {
    const server = http.createServer({ keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS }, handler);
    servers.push(server);
    await listen(server, { port: free, host: hostname, reusePort: count > 1 });
  }
  return {
    servers,
    port: servers[0].address().port,
    close: () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(() => resolve())))),
  };
}

function listen(server, options) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/** The port (0: any free one), once a socket that does not share it could listen there. */
async function claimFreePort(port, hostname) {
  const probe = http.createServer();
  await listen(probe, { port, host: hostname });
  const claimed = probe.address().port;
  await new Promise((resolve) => probe.close(resolve));
  return claimed;
}
