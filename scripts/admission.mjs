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

  function admitWaiting() {
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
     * Runs `start` now if there is room, or once there is. Returns `leave`, to call when the
     * response closes: it frees the place, or takes the request out of the queue if it was waiting
     * (its client has gone).
     */
    enter(start) {
      const entry = { start, context: new AsyncResource("admission"), state: "waiting", lease: undefined };
      if (working < limit && waiting.length === 0) begin(entry);
      else waiting.push(entry);
      return () => {
        if (entry.state === "waiting") entry.state = "done";
        else stopCounting(entry);
      };
    },
    /** How many requests are at work and waiting (for tests and logs). */
    counts: () => ({ working, waiting: waiting.filter((entry) => entry.state === "waiting").length }),
  };
}
