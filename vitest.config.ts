import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // `server-only` throws outside React Server Components; tests import server modules directly.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "server/**/*.test.ts", "components/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/integration-setup.ts"],
          // Each file gets its own in-memory PGlite (or shares the Postgres in TEST_DATABASE_URL).
          pool: "forks",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        // Production servers started from the build: run by `npm test` after `next build`.
        test: { name: "instances", include: ["tests/instances/**/*.test.ts"], environment: "node", testTimeout: 60_000, hookTimeout: 180_000 },
      },
    ],
  },
});
