import { afterAll, afterEach } from "vitest";

// PGlite in memory unless DATABASE_URL points the suite at a real Postgres.
if (!process.env.DATABASE_URL) process.env.PGLITE_DIR = "memory://";
process.env.DATA_DIR ??= ".data/test";
process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-integration-test-secret";
process.env.BETTER_AUTH_URL ??= "http://localhost:3000";
// Every test signs up fresh gardeners from one address; tests/integration/sign-in-limits.test.ts turns the limits on.
process.env.AUTH_RATE_LIMIT ??= "off";

afterAll(async () => {
  const { closeDb } = await import("@/server/db/client");
  const { resetLocalAuth } = await import("@/server/auth/local");
  await closeDb();
  resetLocalAuth();
});

// Given a query while its connection is still busy with another, pg queues it and warns, once per
// process, that pg@9 will refuse it: within a transaction (one connection) statements must be
// awaited one at a time, not together. The warning fails the test that caused it.
const queuedBehindBusyConnection: Error[] = [];
process.on("warning", (warning) => {
  if (warning.message.includes("already executing a query")) queuedBehindBusyConnection.push(warning);
});
afterEach(async () => {
  await new Promise((resolve) => setImmediate(resolve)); // warnings are emitted on a later tick
  const [warning] = queuedBehindBusyConnection.splice(0);
  if (warning) throw new Error(`A statement was sent to a connection that was still running another: ${warning.message}`);
});
