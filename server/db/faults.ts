// Which errors mean "the database is not there right now" (down, restarting, unreachable, not
// answering), as opposed to a bug or bad data. One place, used by the HTTP error mapping (503)
// and by the pool, which drops a connection that failed this way.

/** Socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception) is matched by prefix; 57P01 admin
 * shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up, in recovery), 57014 a
 * statement cancelled by statement_timeout, 53300 too many connections.
 */
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "57014", "53300"]);

/** What node-postgres, pg-pool and PGlite say when the connection is gone or timed out. */
const MESSAGES = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is clos(ed|ing)$/,
];

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

function matches(error: ErrorLike): boolean {
  const code = typeof error.code === "string" ? error.code : "";
  if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof error.message === "string" ? error.message : "";
  return MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when `error`, or an error it wraps (`cause`, as Drizzle and better-auth wrap a driver's
 * error; `errors`, as an AggregateError lists each address tried), says the database is
 * unreachable or not answering. A failed `fetch` (an upstream such as the weather or a model) is
 * not the database, whatever its socket error says.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 20) {
    const current = pending.shift();
    if (typeof current !== "object" || current === null || seen.has(current)) continue;
    seen.add(current);
    const candidate = current as ErrorLike;
    if (current instanceof TypeError && candidate.message === "fetch failed") continue;
    if (matches(candidate)) return true;
    pending.push(candidate.cause);
    if (Array.isArray(candidate.errors)) pending.push(...candidate.errors);
  }
  return false;
}
