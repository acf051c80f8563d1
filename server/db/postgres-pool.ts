import "server-only";
import type { Pool, PoolClient } from "pg";
import { isDatabaseUnavailable } from "./faults";

type PoolSettings = {
  url: string;
  max: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  /** Behind a transaction pooler (PgBouncer in transaction mode, Neon's and Supabase's poolers). */
  transactionPooling: boolean;
};
type ConnectCallback = (error: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void;

/** Clients handed out by `connect()` (transactions, migrations) and not yet released. */
const checkedOut = new WeakSet<PoolClient>();

function logDroppedConnection(error: Error) {
  console.warn("A database connection failed and was dropped:", error.message);
}

/**
 * Every new connection: its errors are heard (an unexpected disconnect while a transaction holds
 * it would otherwise crash the process), and a query that fails because the database is gone or
 * not answering drops the connection at once. Without that, a transaction whose `begin` timed out
 * (Drizzle never releases it) would keep its connection forever, and a frozen server would use up
 * the pool for good.
 */
function watchConnection(client: PoolClient, transactionPooling: boolean) {
  // The query that was running fails with the same error, and the pool reports an idle one's.
  client.on("error", () => {});
  const query = client.query as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    if (transactionPooling) args[0] = unnamed(args[0]);
    const result = query.apply(client, args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (checkedOut.has(client) && isDatabaseUnavailable(error)) client.release(error instanceof Error ? error : new Error(String(error)));
      });
    }
    return result;
  }) as PoolClient["query"];
}

/**
 * A statement without its name. A named prepared statement lives on one server connection, and a
 * transaction pooler sends the next statement to whichever connection is free, where that name is
 * unknown ("prepared statement ... does not exist") or means another statement. Unnamed, each
 * statement is parsed where it runs; the SQL is still built once (server/db/client.ts).
 */
function unnamed(statement: unknown): unknown {
  if (typeof statement === "object" && statement !== null && "name" in statement && statement.name) {
    return { ...statement, name: undefined };
  }
  return statement;
}

/** A checked-out client's release may be called again (after it was dropped) without throwing. */
function releasableOnce(client: PoolClient): PoolClient {
  const release = client.release;
  checkedOut.add(client);
  client.release = (error?: Error | boolean) => {
    if (!checkedOut.has(client)) return;
    checkedOut.delete(client);
    release(error);
  };
  return client;
}

/**
 * A node-postgres pool that never hangs and recovers by itself: opening a connection (or waiting
 * for a free one) is bounded by the connect timeout, each statement by the statement timeout on
 * the server (statement_timeout) and in the client (query_timeout, for a server that is frozen or
 * unreachable), connections that fail are dropped, and new ones are opened once the database is
 * back.
 *
 * Behind a transaction pooler nothing may outlive a statement or transaction on its server
 * connection: statements go unnamed, and the statement timeout is not sent as a start-up setting
 * (PgBouncer refuses the connection for it; set it on the database role instead, README
 * "Pooled PostgreSQL"). The client-side timeout still bounds every statement. Advisory locks are
 * only ever taken for a transaction (server/db/migrate.ts, server/rate-limit.ts).
 */
export async function createPostgresPool(settings: PoolSettings): Promise<Pool> {
  const pg = await import("pg");

  class ResilientPool extends pg.Pool {
    override connect(): Promise<PoolClient>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<PoolClient> | void {
      if (callback) return super.connect(callback);
      return super.connect().then(releasableOnce);
    }
  }

  const pool = new ResilientPool({
    connectionString: settings.url,
    max: settings.max,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    ...(settings.transactionPooling ? {} : { statement_timeout: settings.statementTimeoutMs }),
    query_timeout: settings.statementTimeoutMs,
  });
  pool.on("connect", (client) => watchConnection(client, settings.transactionPooling));
  // An idle connection that fails (the server restarted, the network dropped) is removed by the
  // pool, which then reports it here; unheard, that report would crash the process.
  pool.on("error", logDroppedConnection);
  return pool;
}
