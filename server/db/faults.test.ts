import net from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { APIError } from "better-auth/api";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isDatabaseUnavailable } from "./faults";

const serverError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: "FATAL" });

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("isDatabaseUnavailable", () => {
  it("recognises a refused connection from node-postgres, also wrapped by Drizzle and by better-auth", async () => {
    const client = new pg.Client({ host: "127.0.0.1", port: await closedPort(), connectionTimeoutMillis: 2000 });
    const refused = await client.connect().then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    const wrapped = new DrizzleQueryError("select 1", [], refused as Error);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(APIError.from("INTERNAL_SERVER_ERROR", { message: "Failed to get session", code: "FAILED_TO_GET_SESSION" }, { cause: wrapped }))).toBe(true);
  });

  it("recognises a pool that cannot connect in time or a connection that went away", () => {
    for (const message of [
      "Connection terminated unexpectedly",
      "Connection terminated due to connection timeout",
      "Connection terminated",
      "timeout exceeded when trying to connect",
      "Query read timeout",
      "Client has encountered a connection error and is not queryable",
      "Client was closed and is not queryable",
      "Cannot use a pool after calling end on the pool",
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
    for (const code of ["ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND"]) {
      expect(isDatabaseUnavailable(Object.assign(new Error(`connect ${code}`), { code })), code).toBe(true);
    }
    // Node lists each address it tried for "localhost".
    const both = new AggregateError([Object.assign(new Error("connect ECONNREFUSED ::1:5432"), { code: "ECONNREFUSED" })], "");
    expect(isDatabaseUnavailable(both)).toBe(true);
  });

  it("recognises PostgreSQL's own codes for a server that is shutting down, starting, or not reachable", () => {
    expect(isDatabaseUnavailable(serverError("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isDatabaseUnavailable(serverError("57P02", "terminating connection due to crash of another server process"))).toBe(true);
    expect(isDatabaseUnavailable(serverError("57P03", "the database system is starting up"))).toBe(true);
    expect(isDatabaseUnavailable(serverError("08006", "connection failure"))).toBe(true);
    expect(isDatabaseUnavailable(serverError("08001", "could not connect"))).toBe(true);
    expect(isDatabaseUnavailable(serverError("57014", "canceling statement due to statement timeout"))).toBe(true);
    expect(isDatabaseUnavailable(serverError("53300", "sorry, too many clients already"))).toBe(true);
  });

  it("recognises an embedded database that was closed", async () => {
    const db = new PGlite();
    await db.waitReady;
    await db.close();
    const closed = await db.query("select 1").then(
      () => null,
      (error: unknown) => error,
    );
    expect(closed).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(closed)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], closed as Error))).toBe(true);
    // A new embedded database runs initdb: seconds on a busy 2-core machine, beside the other test files.
  }, 30_000);

  it("leaves bugs, bad data, other services' failures and non-errors alone", () => {
    expect(isDatabaseUnavailable(serverError("23505", 'duplicate key value violates unique constraint "users_email_unique"'))).toBe(false);
    expect(isDatabaseUnavailable(serverError("42P01", 'relation "nothing" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError("select nothing", [], serverError("42703", "column does not exist")))).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(z.string().safeParse(1).error)).toBe(false);
    // The weather or a model being unreachable is an upstream failure (502), not the database.
    const upstream = new TypeError("fetch failed", { cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }) });
    expect(isDatabaseUnavailable(upstream)).toBe(false);
    for (const value of [undefined, null, "Connection terminated", 42, { code: 503 }]) expect(isDatabaseUnavailable(value)).toBe(false);
    const cyclic = new Error("outer") as Error & { cause?: unknown };
    cyclic.cause = cyclic;
    expect(isDatabaseUnavailable(cyclic)).toBe(false);
  });
});
