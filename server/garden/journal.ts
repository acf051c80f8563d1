import "server-only";
// The plant journal (issue 36): gardeners' notes and photos on a plant, each plant's timeline (its
// journal, waterings, completed tasks, harvests, diagnoses, status changes and planting in one
// list) and the garden's journal. docs/architecture.md "The plant journal and its timeline" says
// how the pages are read.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { todayInTimeZone } from "@/lib/dates";
import { ADVICE_PREVIEW_LENGTH } from "@/lib/diagnosis-display";
import { memberRef, type MemberRef } from "@/lib/garden-types";
import { JOURNAL_PHOTOS_MAX, TIMELINE_KINDS, TIMELINE_PAGE_SIZE, type JournalTag, type TimelineKind } from "@/lib/journal";
import type { JournalEntry, JournalPage, JournalPhoto, TimelineItem, TimelinePage } from "@/lib/journal-types";
import {
  createJournalEntrySchema,
  encodeCursor,
  tagsFromForm,
  type JournalListQuery,
  type PageCursor,
  type TimelineQuery,
  type UpdateJournalEntryInput,
} from "@/lib/validations/journal";
import { getDb, type DbExecutor } from "@/server/db/client";
import { journalEntries, journalPhotos, userPlants } from "@/server/db/schema";
import { HttpError, notFound } from "@/server/http/errors";
import { isMemberOf, isStoredPhoto, JOURNAL_ENTRY_NOT_FOUND, ownJournalEntries, ownPlant, PLANT_NOT_FOUND } from "@/server/garden/ownership";
import { discardPhoto, keepPhoto, photosFromForm, preparePhoto, releasePhoto, storeUserPhoto, type StoredPhoto } from "@/server/garden/photos";
import { keyFromUploadUrl } from "@/server/storage";
import { catalogueWordsIn } from "@/server/garden/catalogue-words";
import { DEFAULT_APP_LOCALE, type AppLocale } from "@/lib/i18n/locales";
import { wordsIn } from "@/lib/i18n/words";
import { plantNames } from "@/lib/plant-display";

export { JOURNAL_ENTRY_NOT_FOUND };

/** What the journal needs of the gardener (server/account/gardener.ts, not imported: gardens.ts imports this module): who, their open garden, their zone and language. */
type JournalFor = { userId: string; gardenId: number; timeZone: string; locale?: AppLocale };

const FUTURE_DATE = "The date can't be in the future.";
const EMPTY_ENTRY = "Write a note or add a photo.";
export const NOT_YOUR_ENTRY = "Only the gardener who wrote this entry can change or delete it.";
const TOO_MANY_PHOTOS = `An entry can have at most ${JOURNAL_PHOTOS_MAX} photos.`;

const futureDate = () => new HttpError(400, FUTURE_DATE, [{ path: ["date"], message: FUTURE_DATE }]);
const emptyEntry = () => new HttpError(400, EMPTY_ENTRY, [{ path: ["text"], message: EMPTY_ENTRY }]);

/** Rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<Row>(executor: DbExecutor, statement: SQL): Promise<Row[]> {
  return ((await executor.execute(statement)) as unknown as { rows: Row[] }).rows;
}

// ---------------------------------------------------------------------------
// Reading: one statement per page.
// ---------------------------------------------------------------------------

/**
 * Order within a day and moment: the higher first. The sort key of every item is
 * (date, at, rank, id), newest first; a cursor is the last item's key. A status change comes
 * above what caused it at the same moment (a diagnosis that found a problem).
 */
const KIND_RANK: Record<TimelineKind, number> = { status: 7, journal: 6, diagnosis: 5, harvest: 4, task: 3, watering: 2, planted: 1 };

/** An instant as ISO 8601 in UTC with milliseconds, as JavaScript writes it. */
const isoInstant = (instant: SQL) => sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** Moments compare at milliseconds, the precision a cursor carries. */
const toMilliseconds = (instant: SQL) => sql`date_trunc('milliseconds', ${instant})`;

/** A plant's names as a row carries them; the name shown is made from them in the reader's language (`plantNamerFor`). */
type JournalPlant = { customName: string | null; customCommonName: string | null; slug: string | null; commonName: string | null };

/** The names of the plant `plant` (a row of user_plants, or the timeline's `plant`) and its catalogue entry's slug and name. */
const plantNamesJson = (plant: string, slug: SQL, commonName: SQL) =>
  sql`jsonb_build_object('customName', ${sql.raw(plant)}.custom_name, 'customCommonName', ${sql.raw(plant)}.custom_common_name, 'slug', ${slug}, 'commonName', ${commonName})`;

/** Names plants as the app shows them (lib/plant-display.ts), catalogue names and "Unnamed plant" in the reader's language. */
async function plantNamerFor(gardener: JournalFor): Promise<(plant: JournalPlant) => string> {
  const locale = gardener.locale ?? DEFAULT_APP_LOCALE;
  const [catalogue, facts] = await Promise.all([catalogueWordsIn(locale), wordsIn(locale, "PlantFacts")]);
  const { displayName } = plantNames(facts);
  return ({ customName, customCommonName, slug, commonName }) =>
    displayName({
      customName: customName || null,
      customCommonName: customCommonName || null,
      plant: slug && commonName ? { commonName: catalogue.commonName({ slug, commonName }) } : null,
    });
}

/** A journal entry's fields as one JSON object: the entry `e`, its author `u`, and its plant's names. */
const journalItemJson = (names: SQL) => sql`jsonb_build_object(
  'userPlantId', e.user_plant_id,
  'plant', ${names},
  'text', e.text,
  'tags', to_jsonb(e.tags),
  'byId', e.author_id,
  'byName', u.name,
  'updatedAt', ${isoInstant(sql`e.updated_at`)},
  'photos', coalesce((select jsonb_agg(jsonb_build_object('url', p.image_url, 'width', p.width, 'height', p.height) order by p.position) from journal_photos p where p.entry_id = e.id), '[]'::jsonb)
)`;

type ItemRow = { day: string | null; at: string | null; kind: TimelineKind | null; id: number | null; item: Record<string, unknown> | null };

type JournalJson = {
  userPlantId: number;
  plant: JournalPlant;
  text: string;
  tags: JournalTag[];
  byId: string | null;
  byName: string | null;
  updatedAt: string;
  photos: JournalPhoto[];
};

/** Who reads an entry, and how plants are named for them. */
type Reader = { userId: string; nameOf: (plant: JournalPlant) => string };

async function readerOf(gardener: JournalFor): Promise<Reader> {
  return { userId: gardener.userId, nameOf: await plantNamerFor(gardener) };
}

function toJournalEntry(row: { day: string; at: string; id: number }, json: JournalJson, reader: Reader): JournalEntry {
  return {
    kind: "journal",
    date: row.day,
    at: row.at,
    id: row.id,
    plant: { id: json.userPlantId, name: reader.nameOf(json.plant) },
    text: json.text,
    tags: json.tags,
    photos: json.photos,
    author: memberRef(json.byId, json.byName),
    editable: json.byId !== null && json.byId === reader.userId,
    updatedAt: json.updatedAt,
  };
}

/** Who did it, from a row's `byId` and `byName`. */
const byOf = (item: Record<string, unknown>): MemberRef | null => memberRef((item.byId as string | null) ?? null, (item.byName as string | null) ?? null);

function toTimelineItem(row: ItemRow & { day: string; at: string; kind: TimelineKind; id: number; item: Record<string, unknown> }, reader: Reader): TimelineItem {
  const base = { date: row.day, at: row.at, id: row.id };
  const item = row.item;
  switch (row.kind) {
    case "journal":
      return toJournalEntry(row, item as JournalJson, reader);
    case "watering":
      return { kind: "watering", ...base, count: Number(item.count), by: item.by as MemberRef[] };
    case "task":
      return { kind: "task", ...base, title: item.title as string, taskType: item.taskType as never, by: byOf(item) };
    case "harvest":
      return { kind: "harvest", ...base, quantity: Number(item.quantity), unit: item.unit as never, notes: (item.notes as string | null) ?? null, by: byOf(item) };
    case "diagnosis":
      return {
        kind: "diagnosis",
        ...base,
        imageUrl: item.imageUrl as string,
        question: (item.question as string | null) ?? null,
        health: item.health === "healthy" || item.health === "problems" ? item.health : null,
        problems: Array.isArray(item.problems) ? item.problems.filter((problem): problem is string => typeof problem === "string") : [],
        advicePreview: item.advicePreview as string,
        source: item.source as never,
        by: byOf(item),
      };
    case "status":
      return { kind: "status", ...base, status: item.status as never, previousStatus: item.previousStatus as never, by: byOf(item) };
    case "planted":
      return { kind: "planted", ...base };
  }
}

/** The page and the next cursor from up to PAGE_SIZE + 1 rows. */
function pageOf<Item extends { date: string; at: string; kind: TimelineKind; id: number }>(items: Item[]): { items: Item[]; nextCursor: string | null } {
  if (items.length <= TIMELINE_PAGE_SIZE) return { items, nextCursor: null };
  const page = items.slice(0, TIMELINE_PAGE_SIZE);
  const last = page[page.length - 1]!;
  return { items: page, nextCursor: encodeCursor({ date: last.date, at: last.at, kind: last.kind, id: last.id }) };
}

/** Rows after the cursor's item, in the (day, at, rank, id) order, newest first. */
const afterCursor = (cursor: PageCursor | undefined) =>
  cursor
    ? sql`where (item_day, item_at, item_rank, item_id) < (${cursor.date}::date, ${cursor.at}::timestamptz, ${KIND_RANK[cursor.kind]}::int, ${cursor.id}::int)`
    : sql``;

/** Each kind's rows for the plant in the `plant` CTE: (item_day, item_at, item_rank, kind, item_id, item). */
function timelineBranch(kind: TimelineKind, gardener: JournalFor): SQL {
  const tz = gardener.timeZone;
  const rank = sql.raw(String(KIND_RANK[kind]));
  switch (kind) {
    case "journal":
      return sql`select e.date as item_day, e.created_at as item_at, ${rank} as item_rank, 'journal' as kind, e.id as item_id, ${journalItemJson(plantNamesJson("plant", sql`plant.slug`, sql`plant.common_name`))} as item
        from journal_entries e join plant on plant.id = e.user_plant_id left join users u on u.id = e.author_id`;
    case "watering":
      // One item per calendar day in the viewer's zone; its id is the day's latest watering's.
      return sql`select (w.watered_at at time zone ${tz})::date as item_day, ${toMilliseconds(sql`max(w.watered_at)`)} as item_at, ${rank} as item_rank, 'watering' as kind, max(w.id) as item_id,
          jsonb_build_object('count', count(*), 'by', coalesce(jsonb_agg(distinct jsonb_build_object('id', u.id, 'name', u.name)) filter (where u.id is not null), '[]'::jsonb)) as item
        from waterings w join plant on plant.id = w.user_plant_id left join users u on u.id = w.watered_by
        group by 1`;
    case "task":
      // A water task is done by a watering (either records the other): the day's watering shows it.
      return sql`select (t.completed_at at time zone ${tz})::date as item_day, ${toMilliseconds(sql`t.completed_at`)} as item_at, ${rank} as item_rank, 'task' as kind, t.id as item_id,
          jsonb_build_object('title', t.title, 'taskType', t.task_type, 'byId', t.completed_by, 'byName', u.name) as item
        from tasks t join plant on plant.id = t.user_plant_id left join users u on u.id = t.completed_by
        where t.completed and t.completed_at is not null and t.task_type <> 'water'`;
    case "harvest":
      return sql`select h.harvested_on as item_day, ${toMilliseconds(sql`h.created_at`)} as item_at, ${rank} as item_rank, 'harvest' as kind, h.id as item_id,
          jsonb_build_object('quantity', h.quantity, 'unit', h.unit, 'notes', h.notes, 'byId', h.harvested_by, 'byName', u.name) as item
        from harvests h join plant on plant.id = h.user_plant_id left join users u on u.id = h.harvested_by`;
    case "diagnosis":
      return sql`select (d.created_at at time zone ${tz})::date as item_day, ${toMilliseconds(sql`d.created_at`)} as item_at, ${rank} as item_rank, 'diagnosis' as kind, d.id as item_id,
          jsonb_build_object(
            'imageUrl', d.image_url,
            'question', d.question,
            'health', d.diagnosis->'plantAnalysis'->'health'->>'status',
            'problems', coalesce(jsonb_path_query_array(d.diagnosis, '$.plantAnalysis.health.problems[*].name'), '[]'::jsonb),
            'advicePreview', left(d.ai_advice, ${ADVICE_PREVIEW_LENGTH}::int),
            'source', d.source,
            'byId', d.user_id,
            'byName', u.name
          ) as item
        from diagnoses d join plant on plant.id = d.user_plant_id and d.garden_id = ${gardener.gardenId} left join users u on u.id = d.user_id`;
    case "status":
      // A moment, as a diagnosis or a task done: its day in the viewer's zone, so the change a diagnosis made sits on the diagnosis's day.
      return sql`select (s.changed_at at time zone ${tz})::date as item_day, ${toMilliseconds(sql`s.changed_at`)} as item_at, ${rank} as item_rank, 'status' as kind, s.id as item_id,
          jsonb_build_object('status', s.status, 'previousStatus', s.previous_status, 'byId', s.changed_by, 'byName', u.name) as item
        from plant_status_changes s join plant on plant.id = s.user_plant_id left join users u on u.id = s.changed_by`;
    case "planted":
      return sql`select plant.planted_date as item_day, ${toMilliseconds(sql`plant.created_at`)} as item_at, ${rank} as item_rank, 'planted' as kind, plant.id as item_id, '{}'::jsonb as item from plant`;
  }
}

/**
 * GET /api/user-plants/{id}/timeline: a page of the plant's story, newest first, in one statement
 * (the plant's ownership checked in it: another garden's plant is a 404, not an empty page).
 */
export async function plantTimeline(gardener: JournalFor, userPlantId: number, query: TimelineQuery): Promise<TimelinePage> {
  const kinds = query.kind && query.kind.length > 0 ? TIMELINE_KINDS.filter((kind) => query.kind!.includes(kind)) : [...TIMELINE_KINDS];
  // Each kind brings at most a page of its newest rows past the cursor, so the items' JSON (an entry's
  // photos, a diagnosis's problems) is built for those few, not for the whole story.
  const order = sql`order by item_day desc, item_at desc, item_rank desc, item_id desc limit ${TIMELINE_PAGE_SIZE + 1}`;
  const branches = sql.join(
    kinds.map((kind) => sql`(select * from (${timelineBranch(kind, gardener)}) branch ${afterCursor(query.cursor)} ${order})`),
    sql` union all `,
  );
  const statement = sql`with plant as (
      select up.id, up.planted_date, up.created_at, up.custom_name, up.custom_common_name, pl.slug, pl.common_name
      from user_plants up left join plants pl on pl.id = up.plant_id
      where up.id = ${userPlantId} and up.garden_id = ${gardener.gardenId} and ${isMemberOf(gardener.userId, gardener.gardenId)}
    )
    select plant.id as plant_id, to_char(page.item_day, 'YYYY-MM-DD') as day, ${isoInstant(sql`page.item_at`)} as at, page.kind, page.item_id as id, page.item
    from plant left join lateral (
      select item_day, item_at, item_rank, kind, item_id, item
      from (${branches}) items
      ${order}
    ) page on true
    order by page.item_day desc, page.item_at desc, page.item_rank desc, page.item_id desc`;
  const [rows, reader] = await Promise.all([rowsOf<ItemRow & { plant_id: number }>(await getDb(), statement), readerOf(gardener)]);
  if (rows.length === 0) throw notFound(PLANT_NOT_FOUND);
  const items = rows
    .filter((row): row is typeof row & { day: string; at: string; kind: TimelineKind; id: number; item: Record<string, unknown> } => row.id !== null)
    .map((row) => toTimelineItem(row, reader));
  return pageOf(items);
}

/** The open garden's journal entries (or one of them), filtered, newest first, a page at a time. */
function selectJournalEntries(gardener: JournalFor, filters: JournalListQuery & { entryId?: number }): SQL {
  const conditions: SQL[] = [sql`e.garden_id = ${gardener.gardenId}`, isMemberOf(gardener.userId, gardener.gardenId)];
  if (filters.entryId !== undefined) conditions.push(sql`e.id = ${filters.entryId}`);
  if (filters.plant !== undefined) conditions.push(sql`e.user_plant_id = ${filters.plant}`);
  if (filters.tag !== undefined) conditions.push(sql`e.tags @> array[${filters.tag}]::text[]`);
  if (filters.from !== undefined) conditions.push(sql`e.date >= ${filters.from}::date`);
  if (filters.to !== undefined) conditions.push(sql`e.date <= ${filters.to}::date`);
  // The same expression as the GIN index journal_entries_text_search_idx.
  if (filters.q) conditions.push(sql`to_tsvector('english', e.text) @@ websearch_to_tsquery('english', ${filters.q})`);
  if (filters.cursor) conditions.push(sql`(e.date, e.created_at, e.id) < (${filters.cursor.date}::date, ${filters.cursor.at}::timestamptz, ${filters.cursor.id}::int)`);
  return sql`select to_char(e.date, 'YYYY-MM-DD') as day, ${isoInstant(sql`e.created_at`)} as at, 'journal' as kind, e.id,
      ${journalItemJson(plantNamesJson("up", sql`pl.slug`, sql`pl.common_name`))} as item
    from journal_entries e
      join user_plants up on up.id = e.user_plant_id
      left join plants pl on pl.id = up.plant_id
      left join users u on u.id = e.author_id
    where ${sql.join(conditions, sql` and `)}
    order by e.date desc, e.created_at desc, e.id desc
    limit ${TIMELINE_PAGE_SIZE + 1}`;
}

type JournalRow = { day: string; at: string; kind: "journal"; id: number; item: JournalJson };

/**
 * GET /api/journal: the open garden's entries, newest first, by plant, tag, dates and words (PostgreSQL's
 * full-text search in English: `websearch_to_tsquery`, so "quoted phrases", `or` and `-word` work).
 * One statement; a plant of another garden (`plant=`) is a 404, checked only when nothing was found.
 */
export async function listJournal(gardener: JournalFor, query: JournalListQuery): Promise<JournalPage> {
  const db = await getDb();
  const [rows, reader] = await Promise.all([rowsOf<JournalRow>(db, selectJournalEntries(gardener, query)), readerOf(gardener)]);
  if (rows.length === 0 && query.plant !== undefined) {
    const [plant] = await db.select({ id: userPlants.id }).from(userPlants).where(ownPlant(gardener, query.plant));
    if (!plant) throw notFound(PLANT_NOT_FOUND);
  }
  return pageOf(rows.map((row) => toJournalEntry(row, row.item, reader)));
}

async function readJournalEntry(executor: DbExecutor, gardener: JournalFor, entryId: number): Promise<JournalEntry> {
  const [[row], reader] = await Promise.all([rowsOf<JournalRow>(executor, selectJournalEntries(gardener, { entryId })), readerOf(gardener)]);
  if (!row) throw notFound(JOURNAL_ENTRY_NOT_FOUND);
  return toJournalEntry(row, row.item, reader);
}

// ---------------------------------------------------------------------------
// Writing.
// ---------------------------------------------------------------------------

const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  if (value !== null && typeof value !== "string") throw new HttpError(400, `The "${name}" field must be text.`);
  return value ?? undefined;
};

/** A journal entry the request made (`created`), or the one it had made already (the same `clientId` sent again). */
export type JournalEntrySaved = { entry: JournalEntry; created: boolean };

const CLIENT_ID_TAKEN = "This clientId belongs to another of your entries. Send a new one for a new entry.";

/**
 * The author's entry with this clientId, when it is on this plant; null when there is none. One on
 * another plant is a 409: a device reusing an id, never a retry of this request.
 */
async function entrySentBefore(executor: DbExecutor, gardener: JournalFor, userPlantId: number, clientId: string): Promise<JournalEntry | null> {
  const [sent] = await executor
    .select({ id: journalEntries.id, userPlantId: journalEntries.userPlantId })
    .from(journalEntries)
    .where(and(eq(journalEntries.authorId, gardener.userId), eq(journalEntries.clientId, clientId)));
  if (!sent) return null;
  if (sent.userPlantId !== userPlantId) throw new HttpError(409, CLIENT_ID_TAKEN, [{ path: ["clientId"], message: CLIENT_ID_TAKEN }]);
  return readJournalEntry(executor, gardener, sent.id);
}

/**
 * POST /api/user-plants/{id}/journal (multipart, see createJournalEntrySchema): a new entry by the
 * gardener on a plant of their open garden (another garden's plant is a 404). The fields are
 * checked and every photo read before any is stored; the photos stay pending until the entry is
 * saved and are removed again if it is not, so a failed request leaves nothing behind.
 *
 * With a `clientId`, an entry sent again (an offline queue retrying after a lost answer) is saved
 * once: when the author has an entry with that id already, it is the answer (`created: false`) and
 * the photos are not kept. Two sent at once both pass that check; the unique index on (author,
 * clientId) lets one insert (`on conflict do nothing`), and the other discards its photos and answers
 * the winner's entry.
 */
export async function createJournalEntry(gardener: JournalFor, userPlantId: number, form: FormData, now = new Date()): Promise<JournalEntrySaved> {
  const input = createJournalEntrySchema.parse({
    text: formText(form, "text"),
    date: formText(form, "date"),
    tags: tagsFromForm(form.getAll("tags")),
    clientId: formText(form, "clientId"),
  });
  const today = todayInTimeZone(gardener.timeZone, now);
  const date = input.date ?? today;
  if (date > today) throw futureDate();
  const files = photosFromForm(form, "photos");
  if (files.length > JOURNAL_PHOTOS_MAX) throw new HttpError(400, TOO_MANY_PHOTOS, [{ path: ["photos"], message: TOO_MANY_PHOTOS }]);
  if (input.text === "" && files.length === 0) throw emptyEntry();
  const db = await getDb();
  // The plant first: another garden's plant costs no photo work.
  const [plant] = await db.select({ id: userPlants.id }).from(userPlants).where(ownPlant(gardener, userPlantId));
  if (!plant) throw notFound(PLANT_NOT_FOUND);
  const clientId = input.clientId ?? null;
  if (clientId !== null) {
    // Sent before: its answer again, and nothing of this request stored.
    const sent = await entrySentBefore(db, gardener, userPlantId, clientId);
    if (sent) return { entry: sent, created: false };
  }
  const prepared = [];
  for (const file of files) prepared.push(await preparePhoto(file));
  const stored: StoredPhoto[] = [];
  let saved: JournalEntry | null;
  try {
    for (const photo of prepared) stored.push(await storeUserPhoto(gardener.userId, photo, "journal"));
    saved = await db.transaction(async (tx) => {
      // The plant stays while its entry is written (a delete racing it waits, then takes the entry and its photos too).
      const [held] = await tx.select({ id: userPlants.id }).from(userPlants).where(ownPlant(gardener, userPlantId)).for("key share");
      if (!held) throw notFound(PLANT_NOT_FOUND);
      // The same clientId being saved by another request waits here for it, then inserts nothing.
      const [entry] = await tx
        .insert(journalEntries)
        .values({ gardenId: gardener.gardenId, userPlantId, authorId: gardener.userId, date, text: input.text, tags: input.tags, clientId, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: [journalEntries.authorId, journalEntries.clientId] })
        .returning({ id: journalEntries.id });
      if (!entry) return null;
      for (const photo of stored) await keepPhoto(tx, photo);
      if (stored.length > 0) {
        await tx.insert(journalPhotos).values(stored.map((photo, position) => ({ entryId: entry.id, position, imageUrl: photo.url, width: photo.width, height: photo.height })));
      }
      return readJournalEntry(tx, gardener, entry.id);
    });
  } catch (error) {
    for (const photo of stored) await discardPhoto(photo);
    throw error;
  }
  if (saved) return { entry: saved, created: true };
  // Another request saved this clientId first: its entry is the answer, and these photos go.
  for (const photo of stored) await discardPhoto(photo);
  const sent = clientId === null ? null : await entrySentBefore(db, gardener, userPlantId, clientId);
  if (!sent) throw new HttpError(409, "This entry was being saved by another request that did not finish. Please send it again.");
  return { entry: sent, created: false };
}

/**
 * Holds one of the open garden's entries for the rest of the transaction: another garden's (or
 * none) is a 404, another member's a 403 (they see it, but only its author may change it).
 */
async function lockOwnEntry(tx: DbExecutor, gardener: JournalFor, entryId: number) {
  const [entry] = await tx
    .select({ id: journalEntries.id, authorId: journalEntries.authorId, text: journalEntries.text })
    .from(journalEntries)
    .where(and(eq(journalEntries.id, entryId), ownJournalEntries(gardener)))
    .for("update");
  if (!entry) throw notFound(JOURNAL_ENTRY_NOT_FOUND);
  if (entry.authorId !== gardener.userId) throw new HttpError(403, NOT_YOUR_ENTRY);
  return entry;
}

/** The stored photos of entries, as keys (a URL that is not a stored photo is skipped). */
function photoKeys(rows: { url: string }[]): { key: string }[] {
  return rows.flatMap(({ url }) => {
    const key = keyFromUploadUrl(url);
    return key && isStoredPhoto(key) ? [{ key }] : [];
  });
}

/** PATCH /api/journal/{id}: its author changes its text, date or tags; the photos stay. */
export async function updateJournalEntry(gardener: JournalFor, entryId: number, input: UpdateJournalEntryInput, now = new Date()): Promise<JournalEntry> {
  if (input.date !== undefined && input.date > todayInTimeZone(gardener.timeZone, now)) throw futureDate();
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockOwnEntry(tx, gardener, entryId);
    if (input.text === "") {
      const [photo] = await tx.select({ position: journalPhotos.position }).from(journalPhotos).where(eq(journalPhotos.entryId, entryId)).limit(1);
      if (!photo) throw emptyEntry();
    }
    await tx
      .update(journalEntries)
      .set({ ...input, updatedAt: now })
      .where(eq(journalEntries.id, entryId));
    return readJournalEntry(tx, gardener, entryId);
  });
}

/** DELETE /api/journal/{id}: its author deletes it, and its photos with it. */
export async function deleteJournalEntry(gardener: JournalFor, entryId: number): Promise<void> {
  const db = await getDb();
  const photos = await db.transaction(async (tx) => {
    await lockOwnEntry(tx, gardener, entryId);
    const shown = await tx.select({ url: journalPhotos.imageUrl }).from(journalPhotos).where(eq(journalPhotos.entryId, entryId));
    await tx.delete(journalEntries).where(eq(journalEntries.id, entryId));
    const keys = photoKeys(shown);
    for (const photo of keys) await releasePhoto(tx, photo);
    return keys;
  });
  for (const photo of photos) await discardPhoto(photo);
}

/**
 * The stored photos of a plant's (or a garden's) journal entries, for the transaction that deletes
 * them: it releases each (`releasePhoto`), and after the commit they are discarded.
 */
export async function journalPhotosOf(tx: DbExecutor, of: { userPlantId: number } | { gardenIds: number[] }): Promise<{ key: string }[]> {
  const where =
    "userPlantId" in of
      ? sql`e.user_plant_id = ${of.userPlantId}`
      : of.gardenIds.length === 0
        ? sql`false`
        : sql`e.garden_id in (${sql.join(of.gardenIds.map((id) => sql`${id}`), sql`, `)})`;
  const rows = await rowsOf<{ url: string }>(tx, sql`select p.image_url as url from journal_photos p join journal_entries e on e.id = p.entry_id where ${where}`);
  return photoKeys(rows);
}
