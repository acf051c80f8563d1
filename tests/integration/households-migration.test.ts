// The migration to gardens (drizzle/0005_households.sql): every existing account gets one garden
// holding its place, care plan and everything it had, with nothing lost. Run on its own embedded
// database stopped before the migration, and on PostgreSQL when CI gives it a database of its own.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrationsBefore } from "../support/migrations";

type Query = <Row>(sql: string) => Promise<Row[]>;

const LEGACY_DATA = `
  insert into users (id, name, email) values ('ann', 'Ann', 'ann@example.com'), ('ben', 'Ben', 'ben@example.com');
  insert into profiles (user_id, location, latitude, longitude, climate_zone, garden_type, experience_level, timezone, care_plan_revision, care_planned_revision, care_planned_on)
    values ('ann', 'Leeds', 53.8, -1.55, '8a', 'outdoor', 'beginner', 'Europe/London', 5, 5, '2026-11-20');
  insert into user_plants (id, user_id, custom_common_name, planted_date, image_url) values
    (1, 'ann', 'Tomato', '2026-05-01', '/uploads/users/ann/plants/tomato.jpg'), (2, 'ann', 'Basil', '2026-06-01', null), (3, 'ben', 'Fern', '2026-07-01', null);
  insert into waterings (user_plant_id, watered_at) values (1, '2026-11-19T08:00:00Z'), (1, '2026-11-20T08:00:00Z'), (3, '2026-11-18T08:00:00Z');
  insert into tasks (user_id, user_plant_id, title, due_date, task_type, completed, completed_at) values
    ('ann', 1, 'Water Tomato', '2026-11-20', 'water', true, '2026-11-20T08:00:00Z'),
    ('ann', 2, 'Prune Basil', '2026-11-25', 'prune', false, null),
    ('ben', null, 'Buy compost', '2026-11-26', 'prune', false, null);
  insert into diagnoses (user_id, user_plant_id, image_url, diagnosis, ai_advice, source)
    values ('ann', 1, '/uploads/users/ann/diagnoses/leaf.jpg', '{"plantIdentification": [], "plantAnalysis": {}}', 'Water less.', 'offline');
`;

const migrationsBeforeHouseholds = () => migrationsBefore("0005_households");

async function expectMigratedData(query: Query) {
  const gardens = await query<{ id: number; owner: string; name: string; location: string; zone: string; type: string; revision: number; planned_on: string }>(`
    select g.id, m.user_id as owner, g.name, g.location, g.climate_zone as zone, g.garden_type as type, g.care_plan_revision as revision, g.care_planned_on::text as planned_on
    from gardens g join garden_members m on m.garden_id = g.id and m.role = 'owner' order by m.user_id`);
  expect(gardens.map(({ owner, name, location, zone, type, revision, planned_on }) => ({ owner, name, location, zone, type, revision, planned_on }))).toEqual([
    // Revisions: the profile's, plus one from 0009 (the care plan's longer horizon plans every garden
    // again) and one from 0013 (the water balance: every garden plans its watering again).
    { owner: "ann", name: "My Garden", location: "Leeds", zone: "8a", type: "outdoor", revision: 7, planned_on: "2026-11-20" },
    { owner: "ben", name: "My Garden", location: null, zone: null, type: null, revision: 2, planned_on: null },
  ]);
  const [ann, ben] = gardens.map((garden) => garden.id);
  expect(await query(`select user_id, active_garden_id, experience_level, timezone from profiles order by user_id`)).toEqual([
    { user_id: "ann", active_garden_id: ann, experience_level: "beginner", timezone: "Europe/London" },
    { user_id: "ben", active_garden_id: ben, experience_level: null, timezone: "UTC" },
  ]);
  // Where they grow, from the garden (0013): custom plants in an outdoor garden, or one of no type, are in the ground.
  expect(await query(`select id, garden_id, exposure from user_plants order by id`)).toEqual([
    { id: 1, garden_id: ann, exposure: "ground" },
    { id: 2, garden_id: ann, exposure: "ground" },
    { id: 3, garden_id: ben, exposure: "ground" },
  ]);
  expect(await query(`select user_plant_id, watered_by from waterings order by id`)).toEqual([
    { user_plant_id: 1, watered_by: "ann" },
    { user_plant_id: 1, watered_by: "ann" },
    { user_plant_id: 3, watered_by: "ben" },
  ]);
  expect(await query(`select title, garden_id, completed_by, assigned_to from tasks order by id`)).toEqual([
    { title: "Water Tomato", garden_id: ann, completed_by: "ann", assigned_to: null },
    { title: "Prune Basil", garden_id: ann, completed_by: null, assigned_to: null },
    { title: "Buy compost", garden_id: ben, completed_by: null, assigned_to: null },
  ]);
  expect(await query(`select user_id, garden_id, user_plant_id from diagnoses`)).toEqual([{ user_id: "ann", garden_id: ann, user_plant_id: 1 }]);
}

describe("migration to gardens", () => {
  it("gives every account one garden holding its place, plants, waterings, tasks and diagnoses (PGlite)", async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const earlier = migrationsBeforeHouseholds();
    const client = new PGlite();
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: earlier });
      await client.exec(LEGACY_DATA);
      await migrate(db, { migrationsFolder: path.join(process.cwd(), "drizzle") });
      await expectMigratedData(async <Row,>(sql: string) => (await client.query<Row>(sql)).rows);
    } finally {
      await client.close();
      fs.rmSync(earlier, { recursive: true, force: true });
    }
  });

  // .ci/run makes this database for the test alone: its schema is dropped and made again here.
  it.runIf(process.env.TEST_MIGRATION_DATABASE_URL)("does the same on PostgreSQL", async () => {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const earlier = migrationsBeforeHouseholds();
    const pool = new Pool({ connectionString: process.env.TEST_MIGRATION_DATABASE_URL, max: 1 });
    try {
      await pool.query("drop schema if exists drizzle cascade; drop schema public cascade; create schema public;");
      const db = drizzle({ client: pool });
      await migrate(db, { migrationsFolder: earlier });
      await pool.query(LEGACY_DATA);
      await migrate(db, { migrationsFolder: path.join(process.cwd(), "drizzle") });
      await expectMigratedData(async <Row,>(sql: string) => (await pool.query(sql)).rows as Row[]);
    } finally {
      await pool.end();
      fs.rmSync(earlier, { recursive: true, force: true });
    }
  });
});
