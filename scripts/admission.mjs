// Admission for `npm start` (scripts/serve.mjs): a few requests at work at once, the rest waiting
// their turn in order of arrival. The server renders on one thread, so requests taken on together
// only take turns on it: each one then holds its memory (a page render about a megabyte) for the
// whole time all of them take, and any of them can be the last to finish. A few at once still
// keep the thread busy while others wait on the database.
//
// A request stops counting when its response closes, or after `leaseMs` at work: one still open
// by then is waiting on something other than this server (an outside service, a slow client), and
// must not hold up the rest.

/**
 * @param {{ limit: number, leaseMs: number }} options
 */
export function createAdmission({ limit, leaseMs }) {
  let working = 0;
  /** @type {{ start: () => void, state: "waiting" | "working" | "done" }[]} */
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
    entry.lease = setTimeout(() => stopCounting(entry), leaseMs);
    entry.lease.unref?.();
    entry.start();
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
      const entry = { start, state: "waiting", lease: undefined };
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
