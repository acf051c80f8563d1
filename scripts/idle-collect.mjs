// `npm start` collects its garbage in full once it has had nothing to do for a few seconds after
// serving requests, so the memory the JavaScript heap grew for requests in flight goes back to the
// system between visits, as on a home server most of the day. V8's memory reducer does the same of
// its own accord, but only once it has seen a full collection with little allocation after it and
// waited 8 s more: after `npm run bench`'s load runs on the embedded database it had sometimes not
// run 30 s later (360 MB, against 275 MB once it had). A full collection of the heap takes well
// under a tenth of a second, and only when no request has come for `idleMs`.
//
// It needs Node's --expose-gc (package.json's start script); without it, it does nothing.

/**
 * What to call `gc` with for a full collection that gives back the pages it frees: V8 collects "as
 * a last resort" (as when memory runs short) from V8 12 on (Node 22 and 24: a 116 MB heap went to
 * 6 MB). V8 11 (Node 20) knows no such option and then collects without giving pages back, which
 * its plain `gc()` does (81 → 38 MB).
 *
 * @param {string} v8Version process.versions.v8
 */
export function fullCollectionArgs(v8Version) {
  return Number(v8Version.split(".")[0]) >= 12 ? [{ type: "major", execution: "sync", flavor: "last-resort" }] : [];
}

/**
 * @param {{ idleMs: number, checkEveryMs?: number, collect?: ((options?: object) => void) | null }} options
 * @returns {{ touch: () => void, stop: () => void }} `touch` on every request.
 */
export function collectWhenIdle({ idleMs, checkEveryMs = 1000, collect = globalThis.gc }) {
  if (typeof collect !== "function") return { touch() {}, stop() {} };
  const args = fullCollectionArgs(process.versions.v8);
  let lastRequestAt = 0;
  let servedSinceCollecting = false;
  const timer = setInterval(() => {
    if (!servedSinceCollecting || Date.now() - lastRequestAt < idleMs) return;
    servedSinceCollecting = false;
    collect(...args);
  }, checkEveryMs);
  timer.unref();
  return {
    touch() {
      lastRequestAt = Date.now();
      servedSinceCollecting = true;
    },
    stop: () => clearInterval(timer),
  };
}
