import { afterAll } from "vitest";

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
