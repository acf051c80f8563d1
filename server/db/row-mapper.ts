import { Column, SQL, Subquery, getTableName, is } from "drizzle-orm";

/**
 * Rows mapped directly. Drizzle maps each row of a select by walking its selected fields and asking
 * `is(field, Column)` of every column of every row (drizzle-orm's `mapResultRow`), several
 * `instanceof`-like checks per value. A prepared statement's fields never change, so this works out
 * once per statement what each column is, how it is decoded and where it goes, and then fills each
 * row's object in one pass. The result is the same object, key for key and in the same order,
 * including drizzle's rule for a left-joined table with no row: the whole nested object is null
 * when its first column is null (server/db/row-mapper.test.ts holds it to drizzle's own mapping).
 *
 * Used by `preparedStatement` (server/db/client.ts) for the reads every request makes.
 */

type Row = readonly unknown[];
type Decode = (value: unknown) => unknown;
type SelectedField = { path: string[]; field: unknown };

/** What drizzle keeps on a prepared select (internal; both the node-postgres and PGlite sessions have it). */
export type PreparedSelect = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

type Slot = { index: number; key: string; decode: Decode | null };
type Entry =
  | { kind: "value"; slot: Slot }
  | { kind: "object"; name: string; slots: Slot[]; nullWhenColumnNull: number | null };

type Decoder = { mapFromDriverValue: Decode };
/** drizzle keeps an SQL value's decoder on it (internal). */
const decoderOfSql = (value: SQL) => (value as unknown as { decoder: Decoder }).decoder;

/** How drizzle decodes a selected field (the same choice as its `mapResultRow`). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field as unknown as { _: { sql: SQL } })._.sql);
  return decoderOfSql((field as { sql: SQL }).sql);
}

/** Decoders that hand the driver's value on unchanged: a column's default, and SQL's. */
const PLAIN_DECODERS = new Set<Decode>([Column.prototype.mapFromDriverValue, decoderOfSql(new SQL([])).mapFromDriverValue]);

/** A column's decoding, or null when it hands the driver's value on unchanged. */
function decodeOf(field: unknown): Decode | null {
  const decoder = decoderOf(field);
  const mapFromDriverValue = decoder.mapFromDriverValue;
  return PLAIN_DECODERS.has(mapFromDriverValue) ? null : (value) => mapFromDriverValue.call(decoder, value);
}

/**
 * The mapping for a statement's selected fields, or null when they have a shape this does not
 * handle (paths deeper than one nested object), so drizzle's own mapping stays.
 */
export function compileRowMapper(fields: SelectedField[], joinsNotNullableMap: Record<string, boolean> | undefined): ((row: Row) => Record<string, unknown>) | null {
  const entries: Entry[] = [];
  const objects = new Map<string, Extract<Entry, { kind: "object" }>>();
  // For each nested object: its first column's table and whether every column is of that table.
  const tables = new Map<string, { first: number; table: string; single: boolean }>();
  for (const [index, { path, field }] of fields.entries()) {
    const [name, key, deeper] = path;
    if (name === undefined || deeper !== undefined) return null;
    if (key === undefined) {
      entries.push({ kind: "value", slot: { index, key: name, decode: decodeOf(field) } });
      continue;
    }
    let object = objects.get(name);
    if (!object) {
      object = { kind: "object", name, slots: [], nullWhenColumnNull: null };
      objects.set(name, object);
      entries.push(object);
    }
    object.slots.push({ index, key, decode: decodeOf(field) });
    if (joinsNotNullableMap && is(field, Column)) {
      const table = getTableName(field.table);
      const seen = tables.get(name);
      if (!seen) tables.set(name, { first: index, table, single: true });
      else if (seen.table !== table) seen.single = false;
    }
  }
  for (const [name, { first, table, single }] of tables) {
    const object = objects.get(name);
    if (object && single && !joinsNotNullableMap?.[table]) object.nullWhenColumnNull = first;
  }

  return (row) => {
    const result: Record<string, unknown> = {};
    for (const entry of entries) {
      if (entry.kind === "value") {
        result[entry.slot.key] = valueOf(row, entry.slot);
        continue;
      }
      if (entry.nullWhenColumnNull !== null && row[entry.nullWhenColumnNull] === null) {
        result[entry.name] = null;
        continue;
      }
      const object: Record<string, unknown> = {};
      for (const slot of entry.slots) object[slot.key] = valueOf(row, slot);
      result[entry.name] = object;
    }
    return result;
  };
}

function valueOf(row: Row, { index, decode }: Slot): unknown {
  const raw = row[index];
  return raw === null || decode === null ? raw : decode(raw);
}

/**
 * Gives a prepared select the direct mapping (drizzle calls `customResultMapper` with the driver's
 * array rows in place of its own mapping). Statements of other kinds are left as they are.
 */
export function mapRowsDirectly<Statement>(statement: Statement): Statement {
  const prepared = statement as PreparedSelect;
  if (!Array.isArray(prepared.fields) || prepared.customResultMapper) return statement;
  const mapRow = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
  if (mapRow) prepared.customResultMapper = (rows) => rows.map(mapRow);
  return statement;
}
