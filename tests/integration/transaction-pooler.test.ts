// Behind a transaction pooler (Debian's PgBouncer in transaction mode, as Neon's and Supabase's
// poolers work): each statement outside a transaction goes to whichever server connection is free.
// The app must send no named prepared statements and no session-level settings, and take only
// transaction-level advisory locks. Needs TEST_DATABASE_URL (CI) and pgbouncer (installed by the
// starter when missing and root). `npm test` also runs the whole integration suite behind it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPgBouncer, type PgBouncer } from "@/scripts/pgbouncer.mjs";

const databaseUrl = process.env.TEST_DATABASE_URL;
let pooler: PgBouncer | undefined;

describe.skipIf(!databaseUrl)("behind a transaction pooler", () => {
  beforeAll(async () => {
    pooler = await startPgBouncer(databaseUrl!, { poolSize: 4 });
    // Before the app's modules read the configuration (each test file runs in its own process).
    process.env.DATABASE_URL = pooler.url;
    process.env.DATABASE_POOLING = "transaction";
    process.env.DATABASE_POOL_SIZE = "20";
  });

  afterAll(async () => {
    const { closeDb } = await import("@/server/db/client");
    await closeDb();
    await pooler?.stop();
  });

  it("opens the database (migrations under a transaction lock), and concurrent reads and writes all succeed", async () => {
    const { call, jsonRequest, signUp } = await import("../support/api");
    const { GET: listWithWatering } = await import("@/app/api/user-plants/with-watering/route");
    const { POST: addPlant } = await import("@/app/api/user-plants/route");
    const { POST: recordWatering } = await import("@/app/api/watering/record/route");
    const { GET: todayTasks } = await import("@/app/api/tasks/today/route");
    const { GET: catalogueRoute } = await import("@/app/api/plants/route");

    const gardener = await signUp("Pooled Gardener");
    const catalogue = (await call(catalogueRoute, jsonRequest("/api/plants", { token: gardener.token }))).body as { id: number }[];
    const added = await Promise.all(
      catalogue.slice(0, 8).map((plant) => call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: plant.id }, token: gardener.token }))),
    );
    expect(added.map((response) => response.status)).toEqual(Array(8).fill(201));

    // 20 server connections' worth of statements at once, on 4 server connections: every named
    // statement would land on a connection that has never seen it.
    const reads = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? call(listWithWatering, jsonRequest("/api/user-plants/with-watering", { token: gardener.token }))
          : call(todayTasks, jsonRequest("/api/tasks/today", { token: gardener.token })),
      ),
    );
    expect(reads.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(reads[0]!.body).toHaveLength(8);

    const watered = await Promise.all(
      added.map((response) => call(recordWatering, jsonRequest("/api/watering/record", { body: { userPlantId: response.body.id }, token: gardener.token }))),
    );
    expect(watered.map((response) => response.status)).toEqual(Array(8).fill(201));
    const after = await call(listWithWatering, jsonRequest("/api/user-plants/with-watering", { token: gardener.token }));
    expect(after.body.every((plant: { lastWatering: unknown }) => plant.lastWatering !== null)).toBe(true);
  });
});
