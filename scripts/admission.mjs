// Admission for `npm start` (scripts/serve.mjs): a few requests at work at once, the rest waiting
// their turn in order of arrival. The server renders on one thread, so requests taken on together
// only take turns on it: each one then holds its memory (a page render about a megabyte) for the
// whole time all of them take, and any of them can be the last to finish. A few at once still
// keep the thread busy while others wait on the database.
//
// A request stops counting when its response closes, or after `leaseMs` at work: one still open
// by then is waiting on something other than this server (an outside service, a slow client), and
// must not hold up the rest.
//
// Requests are started on a turn of the event loop of their own (setImmediate), never inside the
// callback that read them, and at most `limit` per turn. On the embedded database a read has no
// I/O to wait on: PGlite answers inside the promise it returns, so a request started where it was
// read ran to its end in that one callback, then the next socket's in its callback, and so on.
// With 50 clients the server answered all 50 in one turn of about 0.9 s (200 plants) and read
// nothing else meanwhile: no write, no new connection (a busy server takes on one or two per
// turn), no request from a client answered early in that turn. p99 was 3–4× p50. Started on turns
// of their own, the reads wait in one line in the order they were read, and the server reads its
// sockets again after at most `limit` of them.
//
// A waiting request is started by whatever frees its place: another request's response ending,
// inside that request's async context. It must start in its own. Next snapshots the async context
// into each request's store, so a request started inside the previous one kept that one alive, and
// it the one before: under steady load ~1,800 finished responses (gzip buffers and all, 30 MB)
// hung in one chain, and the server's memory grew through the first minutes of load.
import { AsyncResource } from "node:async_hooks";

/**
 * @param {{ limit: number, leaseMs: number }} options
 */
export function createAdmission({ limit, leaseMs }) {
  let working = 0;
  /** @type {{ start: () => void, context: AsyncResource, state: "waiting" | "working" | "done", lease?: NodeJS.Timeout }[]} */
  const waiting = [];
  let turnAhead = false;

  /** Starts waiting requests on the next turn of the event loop, when there is room for them. */
  function admitWaiting() {
    if (turnAhead || working >= limit || waiting.length === 0) return;
    turnAhead = true;
    setImmediate(admitTurn);
  }

  function admitTurn() {
    turnAhead = false;
    while (working < limit && waiting.length > 0) {
      const entry = waiting.shift();
      if (entry && entry.state === "waiting") begin(entry);
    }
  }

  function begin(entry) {
    working += 1;
    entry.state = "working";
    entry.context.runInAsyncScope(() => {
      entry.lease = setTimeout(() => stopCounting(entry), leaseMs);
      entry.lease.unref?.();
      entry.start();
    });
  }

  function stopCounting(entry) {
    if (entry.state !== "working") return;
    entry.state = "done";
    clearTimeout(entry.lease);
    working -= 1;
    admitWaiting();
  }

  return {
    /**
     * Runs `start` on the next turn of the event loop if there is room, or once there is, after
     * every request that entered before it. Returns `leave`, to call when the response closes: it
     * frees the place, or takes the request out of the queue if it was waiting (its client has
     * gone).
     */
    enter(start) {
      const entry = { start, context: new AsyncResource("admission"), state: "waiting", lease: undefined };
      waiting.push(entry);
      admitWaiting();
      return () => {
        if (entry.state === "waiting") entry.state = "done";
        else stopCounting(entry);
      };
    },
    /** How many requests are at work and waiting (for tests and logs). */
    counts: () => ({ working, waiting: waiting.filter((entry) => entry.state === "waiting").length }),
  };
}

/**
 * The request handler of `npm start` (scripts/serve.mjs), with reads taken on through an
 * admission of `limit` at once: GET and HEAD requests, but not Next's build files (quick, and
 * wanted at once by a page that is loading). Writes, whose bodies may come slowly, are not held.
 *
 * @param {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => unknown} handle
 * @param {{ limit: number, leaseMs: number }} options
 */
export function withAdmission(handle, options) {
  const admission = createAdmission(options);
  return (request, response) => {
    const admitted = (request.method === "GET" || request.method === "HEAD") && !request.url?.startsWith("/_next/");
    if (!admitted) return handle(request, response);
    const leave = admission.enter(() => handle(request, response));
    // The place frees up as soon as the response is complete (not a turn of the event loop later,
    // when it has been written out), or when the client goes first.
    const end = response.end;
    response.end = function (...args) {
      leave();
      return end.apply(this, args);
    };
    // Next puts up to its limit of "close" listeners on a page's response: one more is this one.
    response.setMaxListeners(response.getMaxListeners() + 1);
    response.once("close", leave);
  };
}
