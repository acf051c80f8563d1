import { count, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { plants } from "@/server/db/schema";
import { seedCatalogue } from "@/server/db/seed-catalogue";
import catalogue from "@/server/db/plant-catalogue.json";
import fs from "node:fs";
import path from "node:path";

describe("database start-up", () => {
  it("migrates and seeds the catalogue of at least 60 plants, every kind present", async () => {
    const db = await getDb();
    const [total] = await db.select({ value: count() }).from(plants);
    expect(total?.value).toBeGreaterThanOrEqual(60);
    const kinds = new Set((await db.select({ category: plants.category }).from(plants)).map((row) => row.category));
    expect([...kinds].sort()).toEqual(["flower", "fruit", "herb", "houseplant", "succulent", "vegetable"]);
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
