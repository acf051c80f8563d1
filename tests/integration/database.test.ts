import { count, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, PGLITE_SHARED_BUFFERS } from "@/server/db/client";
import { plants } from "@/server/db/schema";
import { seedCatalogue } from "@/server/db/seed-catalogue";
import catalogue from "@/server/db/plant-catalogue.json";
import fs from "node:fs";
import path from "node:path";
import { migrationsBefore } from "../support/migrations";

describe("database start-up", () => {
  it("migrates and seeds the catalogue of at least 60 plants, every kind present", async () => {
    const db = await getDb();
    const [total] = await db.select({ value: count() }).from(plants);
    expect(total?.value).toBeGreaterThanOrEqual(60);
    const kinds = new Set((await db.select({ category: plants.category }).from(plants)).map((row) => row.category));
    expect([...kinds].sort()).toEqual(["flower", "fruit", "herb", "houseplant", "succulent", "vegetable"]);
  });

  // The embedded database's shared buffers are small (docs/architecture.md): PostgreSQL's own are the server's to set.
  it.runIf(!process.env.DATABASE_URL)("opens the embedded database with 16 MB of shared buffers, not PostgreSQL's 128 MB", async () => {
    const db = await getDb();
    const { rows } = (await db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
    expect(rows[0]?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
  });

  // Against Postgres (TEST_DATABASE_URL) every test file re-opens an already
  // migrated database, which proves the start-up migration is idempotent too.
  it("seeding again changes nothing (idempotent)", async () => {
    const db = await getDb();
    await seedCatalogue(db);
    await seedCatalogue(db);
    const [total] = await db.select({ value: count() }).from(plants);
    expect(total?.value).toBe(catalogue.length);
  });

  it("gives ornamentals no harvest time and every plant an image that exists", async () => {
    const db = await getDb();
    const ornamentals = await db.select().from(plants).where(eq(plants.category, "flower"));
    expect(ornamentals.every((plant) => plant.harvestTime === null)).toBe(true);
    const withoutHarvest = await db.select().from(plants).where(isNull(plants.harvestTime));
    expect(withoutHarvest.every((plant) => ["flower", "houseplant", "succulent"].includes(plant.category))).toBe(true);
    for (const plant of await db.select().from(plants)) {
      expect(plant.imagePath).toMatch(/^\/uploads\/plant-images\/[a-z0-9-]+\.jpg$/);
      expect(fs.existsSync(path.join(process.cwd(), "public", plant.imagePath)), plant.imagePath).toBe(true);
    }
    expect(fs.existsSync(path.join(process.cwd(), "public/uploads/plant-images/default-plant.jpg"))).toBe(true);
  });
});

describe("migration to calendar planted dates", () => {
  // Its own embedded database, stopped before the migration under test, whatever the suite runs on.
  it("keeps every plant and turns each planted moment into the gardener's calendar date", async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const earlier = migrationsBefore("0002_care_plan_and_calendar_dates");

    const client = new PGlite();
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: earlier });
      await client.exec(`
        insert into users (id, name, email) values ('nz', 'Kiri', 'kiri@example.com'), ('la', 'Lou', 'lou@example.com'), ('no-profile', 'N', 'n@example.com');
        insert into profiles (user_id, timezone) values ('nz', 'Pacific/Auckland'), ('la', 'America/Los_Angeles');
        insert into user_plants (user_id, custom_common_name, planted_date) values
          ('nz', 'picked in the app', '2026-01-10T12:00:00Z'),
          ('nz', 'added in the evening', '2026-01-10T20:30:00Z'),
          ('la', 'added at night', '2026-03-02T05:00:00Z'),
          ('no-profile', 'added', '2026-03-02T05:00:00Z');
      `);
      await migrate(db, { migrationsFolder: path.join(process.cwd(), "drizzle") });
      const { rows } = await client.query<{ name: string; planted: string }>(
        "select custom_common_name as name, planted_date::text as planted from user_plants order by id",
      );
      expect(rows).toEqual([
        { name: "picked in the app", planted: "2026-01-10" },
        // 20:30 UTC is already the 11th in Auckland.
        { name: "added in the evening", planted: "2026-01-11" },
        // 05:00 UTC on the 2nd is still the 1st in Los Angeles.
        { name: "added at night", planted: "2026-03-01" },
        { name: "added", planted: "2026-03-02" },
      ]);
    } finally {
      await client.close();
      fs.rmSync(earlier, { recursive: true, force: true });
    }
  });
});
