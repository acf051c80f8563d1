import "server-only";

const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
const REDACTED = "\nparams: [not logged]";

/**
 * A failed query's error (drizzle's) carries its parameters, in its message and as a property:
 * emails, password hashes, session tokens. This strips them from the error and what it wraps,
 * in place, before anything logs it; the query itself is kept for the reader.
 */
export function withoutQueryParameters<T>(error: T): T {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if ("params" in current) {
      (current as { params: unknown }).params = "[not logged]";
      current.message = current.message.replace(PARAMS_LINE, REDACTED);
      if (current.stack) current.stack = current.stack.replace(PARAMS_LINE, REDACTED);
    }
    current = current.cause;
  }
  return error;
}

/** Logs an error that may come from a query, without its parameters. */
export function logError(message: string, error: unknown): void {
  console.error(message, withoutQueryParameters(error));
}

/**
 * One line for the log: the error and what it wraps, for a failure that is expected now and then
 * (a database outage, a weather source that cannot be reached), which logs one line, not a stack each time.
 */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  for (let current = error; current instanceof Error && parts.length < 4; current = current.cause) {
    parts.push(current.message.split("\n")[0] ?? "");
  }
  return parts.join(" <- ") || String(error);
}
