import { desc, eq, getTableColumns, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import * as drizzleUtils from "drizzle-orm/utils";
import { describe, expect, it } from "vitest";
import { compileRowMapper, mapRowsDirectly, type PreparedSelect } from "./row-mapper";
import { plants, userPlants, users, waterings } from "./schema";

// drizzle's own row mapping (internal to drizzle-orm/utils), the mapping to match.
const { mapResultRow } = drizzleUtils as unknown as {
  mapResultRow: (fields: PreparedSelect["fields"], row: unknown[], joinsNotNullableMap: PreparedSelect["joinsNotNullableMap"]) => Record<string, unknown>;
};

// A database that only builds statements (nothing is sent anywhere).
const db = drizzle.mock();

/** The shape of the busiest read: a left join, a lateral subquery, an SQL column among a table's own. */
function gardenRead() {
  const last = db
    .select({ wateredAt: waterings.wateredAt, wateredById: waterings.wateredBy, wateredByName: users.name })
    .from(waterings)
    .leftJoin(users, eq(users.id, waterings.wateredBy))
    .where(eq(waterings.userPlantId, userPlants.id))
    .orderBy(desc(waterings.id))
    .as("last_watering");
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- picking the rest
  const { waterPlan, ...columns } = getTableColumns(userPlants);
  return db
    .select({
      userPlant: { ...columns, waterPlan: sql<unknown>`${userPlants.waterPlan} - 'expected'` },
      plant: { id: plants.id, commonName: plants.commonName, waterFrequency: plants.waterFrequency, sowing: plants.sowing },
      last: { wateredAt: last.wateredAt, wateredById: last.wateredById, wateredByName: last.wateredByName },
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(userPlants)
    .leftJoin(plants, eq(plants.id, userPlants.plantId))
    .leftJoinLateral(last, sql`true`)
    .prepare("row_mapper_test");
}

/** Rows as the driver hands them (array mode), every column either null or a value of its kind. */
function driverRows(prepared: PreparedSelect, count: number): unknown[][] {
  const fields = prepared.fields!;
  return Array.from({ length: count }, (_, rowIndex) =>
    fields.map(({ path }, index) => {
      if ((rowIndex + index) % 5 === 0 || (rowIndex % 4 === 1 && index === fields.findIndex((f) => f.path[0] === path[0]))) return null;
      const name = path.at(-1)!;
      if (/At$/.test(name)) return `2026-0${1 + (rowIndex % 9)}-1${rowIndex % 10} 08:30:00.123+00`;
      if (/(Id|id|Frequency|total)$/.test(name)) return String(rowIndex * 7 + index);
      if (name === "waterPlan" || name === "sowing") return { expected: rowIndex, nextDue: "2026-12-01" };
      return `text ${rowIndex}.${index}`;
    }),
  );
}

describe("rows mapped directly", () => {
  it("maps every row exactly as drizzle does: values, decoding, key order and left-joined objects with no row", () => {
    const prepared = gardenRead() as unknown as PreparedSelect;
    const mapRow = compileRowMapper(prepared.fields!, prepared.joinsNotNullableMap)!;
    expect(mapRow).not.toBeNull();
    const rows = driverRows(prepared, 40);
    let nullObjects = 0;
    for (const row of rows) {
      const expected = mapResultRow(prepared.fields, row, prepared.joinsNotNullableMap);
      const actual = mapRow(row);
      expect(actual).toEqual(expected);
      expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
      nullObjects += Object.values(actual).filter((value) => value === null).length;
    }
    // The rows exercise the rule for a left join with no row (and decoding: dates are Dates).
    expect(nullObjects).toBeGreaterThan(0);
    expect(rows.map(mapRow).some((row) => (row.last as { wateredAt?: unknown } | null)?.wateredAt instanceof Date)).toBe(true);
  });

  it("keeps an inner-joined table's object even when its first column is null", () => {
    const prepared = db
      .select({ plant: { name: userPlants.customName, id: userPlants.id }, catalogue: { name: plants.commonName } })
      .from(userPlants)
      .innerJoin(plants, eq(plants.id, userPlants.plantId))
      .prepare("row_mapper_inner") as unknown as PreparedSelect;
    const mapRow = compileRowMapper(prepared.fields!, prepared.joinsNotNullableMap)!;
    const row = [null, 3, null];
    expect(mapRow(row)).toEqual(mapResultRow(prepared.fields, row, prepared.joinsNotNullableMap));
    expect(mapRow(row)).toEqual({ plant: { name: null, id: 3 }, catalogue: { name: null } });
  });

  it("is what a prepared statement uses, and leaves other statements as they are", () => {
    const prepared = mapRowsDirectly(gardenRead()) as unknown as PreparedSelect;
    expect(prepared.customResultMapper).toBeTypeOf("function");
    const rows = driverRows(prepared, 3);
    expect(prepared.customResultMapper!(rows)).toEqual(rows.map((row) => mapResultRow(prepared.fields, row, prepared.joinsNotNullableMap)));

    const own = (rows: unknown[][]) => rows.length;
    const withItsOwn = { fields: prepared.fields, customResultMapper: own };
    expect(mapRowsDirectly(withItsOwn).customResultMapper).toBe(own);
    const notASelect = { execute: () => undefined };
    expect(mapRowsDirectly(notASelect)).toEqual({ execute: notASelect.execute });
  });

  it("leaves fields nested deeper than one object to drizzle", () => {
    expect(compileRowMapper([{ path: ["a", "b", "c"], field: userPlants.id }], undefined)).toBeNull();
  });
});
