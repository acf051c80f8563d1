import "server-only";
// POST /api/import (issue 16): a file that Download my data saved (the zip, or `garden.json`
// alone) becomes new gardens of the importing gardener, one per garden in the file, named after
// it; nothing they have is changed.
//
// Order of work, so that a bad file writes nothing and a failure leaves nothing half-imported:
//   1. the zip's structure and `garden.json` are read and checked in full (schema, references,
//      the photos it names are in the zip): any problem is a 400 (413 for a limit) naming it;
//   2. each photo's size is read from its header, and the pixels of every use counted against the
//      import's budget before any is decoded; then each is checked by its bytes, re-encoded once
//      exactly as an upload is, and stored pending for each row naming it (server/garden/photos.ts), one
//      photo at a time, so memory holds one photo;
//   3. one transaction writes the gardens and every row (plants' journals with their photos and
//      status changes too), and takes the photos' pending marks.
// Version 1 files (before the journal) read as version 2 files whose plants have no journal.
// A failure in 2 or 3 removes the photos stored so far (and the sweep removes any it could not).
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { ZodError } from "zod";
import {
  EXPORT_DOCUMENT_NAME,
  EXPORT_READABLE_VERSIONS,
  exportDocumentSchema,
  type ExportDocument,
  type ExportedGarden,
  type ImportCounts,
  type ImportedGarden,
  type ImportResult,
} from "@/lib/export-schema";
import { containsNul, CONTROL_CHARACTERS_MESSAGE } from "@/lib/validations/common";
import { getDb, type DbExecutor } from "@/server/db/client";
import {
  diagnoses,
  gardenMembers,
  gardens,
  harvests,
  journalEntries,
  journalPhotos,
  plants,
  plantStatusChanges,
  tasks,
  userPlants,
  waterings,
} from "@/server/db/schema";
import { DEFAULT_PLANT_IMAGE } from "@/lib/plant-display";
import { env } from "@/server/env";
import { placeOf } from "@/server/garden/gardens";
import { HttpError } from "@/server/http/errors";
import { discardPhoto, keepPhoto, MAX_PHOTO_BYTES, photoPixels, preparePhoto, storeUserPhoto, type StoredPhoto } from "@/server/garden/photos";
import type { Gardener } from "@/server/account/gardener";
import { releaseLease, takeLease } from "@/server/notifications/job-lease";
import { takeRateLimit } from "@/server/rate-limit";
import { rateLimitBucket } from "@/server/rate-limit-buckets.mjs";
import type { PhotoFolder } from "@/server/storage/keys";
import { catalogueMatch, importedGardenName, importedPerson, importedPlantImage, type CatalogueEntry } from "./rules";
import type { UploadedFile } from "./upload";
import { defaultExposure } from "@/lib/water-balance";
import { extractZipEntry, looksLikeZip, readZipDirectory, ZipFormatError, ZipLimitError, type ZipDirectory } from "./zip";

/** `garden.json` may be this large, uncompressed. */
export const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;
/** Files in one zip (garden.json and the photos). */
export const MAX_ZIP_ENTRIES = 5_000;
/** Imports per gardener per hour: each re-encodes every photo. */
export const IMPORTS_PER_HOUR = 20;
const INSERT_BATCH = 1_000;

const notAnExport = () =>
  new HttpError(400, "That file is not a garden export. Choose the .zip (or garden.json) that Settings → Download my data saved.");

/** The largest import this server takes, in bytes (IMPORT_MAX_MB). */
export function importLimitBytes(): number {
  return env().imports.maxBytes;
}

/** The same in megabytes, for Settings to say. */
export function importLimitMegabytes(): number {
  return importLimitBytes() / (1024 * 1024);
}

function asHttpError(error: unknown): unknown {
  if (error instanceof ZipLimitError) return new HttpError(413, error.message);
  if (error instanceof ZipFormatError) return new HttpError(400, error.message);
  return error;
}

/** Where the file's pieces are: `garden.json` and, in a zip, its photos. */
type ImportSource = { documentBytes: Uint8Array; zip: ZipDirectory | null; prefix: string };

function openSource(upload: UploadedFile): ImportSource {
  const { bytes } = upload;
  if (looksLikeZip(bytes)) {
    try {
      const zip = readZipDirectory(bytes, { maxEntries: MAX_ZIP_ENTRIES });
      // The export's own layout, or the same inside one folder (a zip of the unpacked download).
      let entry = zip.entries.get(EXPORT_DOCUMENT_NAME);
      let prefix = "";
      if (!entry) {
        const nested = [...zip.entries.values()].filter((candidate) => /^[^/]+\/garden\.json$/.test(candidate.name));
        if (nested.length !== 1) throw new HttpError(400, `The zip has no ${EXPORT_DOCUMENT_NAME}, so it is not a garden export. Choose the .zip that Download my data saved.`);
        entry = nested[0]!;
        prefix = entry.name.slice(0, -EXPORT_DOCUMENT_NAME.length);
      }
      const documentBytes = extractZipEntry(zip, entry, MAX_DOCUMENT_BYTES, `${EXPORT_DOCUMENT_NAME} is larger than ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB.`);
      return { documentBytes, zip, prefix };
    } catch (error) {
      throw asHttpError(error);
    }
  }
  // JSON alone: its first character (after a byte-order mark and white space) opens an object.
  let start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (start < bytes.length && (bytes[start] === 0x20 || bytes[start] === 0x0a || bytes[start] === 0x0d || bytes[start] === 0x09)) start += 1;
  if (bytes[start] !== 0x7b) throw notAnExport();
  if (bytes.length > MAX_DOCUMENT_BYTES) throw new HttpError(413, `${EXPORT_DOCUMENT_NAME} may be at most ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB.`);
  return { documentBytes: bytes.subarray(start), zip: null, prefix: "" };
}

/** "gardens[0].plants[2].plantedDate" */
function issuePath(path: readonly PropertyKey[]): string {
  return path.map((segment, index) => (typeof segment === "number" ? `[${segment}]` : `${index === 0 ? "" : "."}${String(segment)}`)).join("");
}

/** Parses and checks `garden.json`: not JSON, another version, or anything the schema refuses is a 400 naming it. */
export function parseExportDocument(documentBytes: Uint8Array): ExportDocument {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(documentBytes));
  } catch (error) {
    const detail = error instanceof SyntaxError ? ` (${error.message})` : " (it is not UTF-8 text)";
    throw new HttpError(400, `${EXPORT_DOCUMENT_NAME} is not valid JSON${detail}. The file may be damaged or cut short.`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw notAnExport();
  const version = (value as { version?: unknown }).version;
  if (version === undefined) throw notAnExport();
  if (!(EXPORT_READABLE_VERSIONS as readonly unknown[]).includes(version)) {
    const readable = EXPORT_READABLE_VERSIONS.join(" or ");
    throw new HttpError(400, `This export is version ${JSON.stringify(version)}, and this server reads version ${readable}. Update the app, or export again.`, [
      { path: ["version"], message: `Must be ${readable}.` },
    ]);
  }
  if (containsNul(value)) throw new HttpError(400, `${EXPORT_DOCUMENT_NAME}: ${CONTROL_CHARACTERS_MESSAGE}`);
  const parsed = exportDocumentSchema.safeParse(value);
  if (!parsed.success) throw schemaProblem(parsed.error);
  return parsed.data;
}

function schemaProblem(error: ZodError): HttpError {
  const issues = error.issues.slice(0, 20).map((issue) => ({ path: issue.path, message: issue.message }));
  const first = error.issues[0]!;
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more problem${error.issues.length === 2 ? "" : "s"})` : "";
  return new HttpError(400, `${EXPORT_DOCUMENT_NAME} does not match the export format: ${issuePath(first.path)}: ${first.message}${more}`, issues);
}

/** Which row shows a photo: a plant, a diagnosis, or a journal entry's photo (by its place in the entry). */
const photoUseKey = {
  plant: (gardenIndex: number, index: number) => `${gardenIndex}:plant:${index}`,
  diagnosis: (gardenIndex: number, index: number) => `${gardenIndex}:diagnosis:${index}`,
  journal: (gardenIndex: number, plantIndex: number, entryIndex: number, photoIndex: number) => `${gardenIndex}:journal:${plantIndex}:${entryIndex}:${photoIndex}`,
};

/** A photo the document names, and which row shows it (`photoUseKey`). */
type PhotoUse = { path: string; folder: PhotoFolder; key: string };

function photoUses(document: ExportDocument): PhotoUse[] {
  return document.gardens.flatMap((garden, gardenIndex) => [
    ...garden.plants.flatMap((plant, index) => (plant.photo ? [{ path: plant.photo, folder: "plants" as const, key: photoUseKey.plant(gardenIndex, index) }] : [])),
    ...garden.plants.flatMap((plant, plantIndex) =>
      plant.journal.flatMap((entry, entryIndex) =>
        entry.photos.map((photo, photoIndex) => ({ path: photo.path, folder: "journal" as const, key: photoUseKey.journal(gardenIndex, plantIndex, entryIndex, photoIndex) })),
      ),
    ),
    ...garden.diagnoses.flatMap((diagnosis, index) =>
      diagnosis.photo ? [{ path: diagnosis.photo, folder: "diagnoses" as const, key: photoUseKey.diagnosis(gardenIndex, index) }] : [],
    ),
  ]);
}

/**
 * Decoded pixels an import may cost, per byte of IMPORT_MAX_MB: this app's exported photos are
 * JPEGs of at most 2048 px a side, about 5 pixels a byte, so an export within the limit fits.
 * Every use of a photo counts (one photo named by 40 plants is stored 40 times).
 */
const IMPORT_PIXELS_PER_BYTE = 8;

/** A photo's inflated bytes (at most MAX_PHOTO_BYTES); a problem is a 400 or 413 naming it. */
function inflatePhoto(zip: ZipDirectory, entry: Parameters<typeof extractZipEntry>[1], path: string): Uint8Array {
  try {
    return extractZipEntry(zip, entry, MAX_PHOTO_BYTES, `${path} is larger than ${MAX_PHOTO_BYTES / (1024 * 1024)} MB; photos may be at most that.`);
  } catch (error) {
    throw asHttpError(error);
  }
}

/** A photo's problem (a 415 and the like) as the import's: a 400 naming it, or a 413. */
function photoProblem(error: unknown, path: string): unknown {
  if (error instanceof HttpError) return new HttpError(error.status === 413 ? 413 : 400, `${path}: ${error.message}`);
  return error;
}

/**
 * Checks, re-encodes and stores (pending) each photo the document names. First every photo is
 * inflated once and its size read from its header: its bytes count against twice the limit
 * (a zip bomb stops there, whatever its entries declare) and its pixels, once for every row
 * naming it, against IMPORT_PIXELS_PER_BYTE × the limit, so nothing is decoded until the whole
 * import is known to fit. Then each photo is decoded once and stored for each row that names it,
 * one photo in memory at a time. Any problem with one is a 400 naming it; the caller discards
 * what was stored if anything fails.
 */
async function storePhotos(userId: string, source: ImportSource, uses: PhotoUse[], maxBytes: number, stored: StoredPhoto[]): Promise<Map<string, StoredPhoto>> {
  const photos = new Map<string, StoredPhoto>();
  const zip = source.zip;
  if (!zip) return photos;
  // An export holds one file for each row with a photo: no more than a zip may hold.
  if (uses.length > MAX_ZIP_ENTRIES) throw new HttpError(413, `${EXPORT_DOCUMENT_NAME} names ${uses.length} photos; an import may hold at most ${MAX_ZIP_ENTRIES}.`);
  const usesByPath = new Map<string, PhotoUse[]>();
  for (const use of uses) usesByPath.set(use.path, [...(usesByPath.get(use.path) ?? []), use]);

  let byteBudget = 2 * maxBytes;
  let pixelBudget = IMPORT_PIXELS_PER_BYTE * maxBytes;
  for (const [path, named] of usesByPath) {
    const entry = zip.entries.get(source.prefix + path)!;
    if (entry.size > byteBudget) throw new HttpError(413, `The photos in the zip add up to more than ${Math.floor((2 * maxBytes) / (1024 * 1024))} MB uncompressed.`);
    // Its real size is its declared size (or it is refused), so the budget counts what was inflated.
    const bytes = inflatePhoto(zip, entry, path);
    byteBudget -= bytes.length;
    let pixels: number;
    try {
      pixels = await photoPixels(bytes);
    } catch (error) {
      throw photoProblem(error, path);
    }
    pixelBudget -= pixels * named.length;
    if (pixelBudget < 0) {
      throw new HttpError(
        413,
        `The photos this import names add up to more than ${Math.floor((IMPORT_PIXELS_PER_BYTE * maxBytes) / 1_000_000)} megapixels (a photo named twice counts twice); an import of ${Math.floor(maxBytes / (1024 * 1024))} MB may decode at most that.`,
      );
    }
  }

  for (const [path, named] of usesByPath) {
    let prepared;
    try {
      prepared = await preparePhoto(new Blob([new Uint8Array(inflatePhoto(zip, zip.entries.get(source.prefix + path)!, path))]));
    } catch (error) {
      throw photoProblem(error, path);
    }
    for (const use of named) {
      const photo = await storeUserPhoto(userId, prepared, use.folder);
      stored.push(photo);
      photos.set(use.key, photo);
    }
  }
  return photos;
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) await insert(rows.slice(start, start + INSERT_BATCH));
}

/**
 * `count` new ids for a table with a serial `id` (user_plants, journal_entries), taken from its
 * sequence: each row's id is known before it is written, so the rows pointing at it go in batches too.
 */
async function newIds(tx: DbExecutor, table: "user_plants" | "journal_entries", count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))::int` })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((row) => Number(row.id));
}

type Context = { userId: string; catalogue: ReadonlyMap<string, CatalogueEntry>; photos: ReadonlyMap<string, StoredPhoto> };

/** Writes one garden with everything in it; answers its id and counts. */
async function writeGarden(tx: DbExecutor, garden: ExportedGarden, gardenIndex: number, name: string, context: Context): Promise<ImportedGarden> {
  const { userId, catalogue, photos } = context;
  const photoUrl = (key: string) => photos.get(key)?.url ?? null;
  const person = (who: Parameters<typeof importedPerson>[0]) => importedPerson(who, userId);
  const [created] = await tx
    .insert(gardens)
    .values({
      name,
      ...placeOf(garden),
      createdAt: new Date(garden.createdAt),
    })
    .returning({ id: gardens.id });
  const gardenId = created!.id;
  await tx.insert(gardenMembers).values({ gardenId, userId, role: "owner" });

  const ids = await newIds(tx, "user_plants", garden.plants.length);
  const plantIds = new Map(garden.plants.map((plant, index) => [plant.ref, ids[index]!]));
  await inBatches(
    garden.plants.map((plant, index) => {
      const match = catalogueMatch(plant, catalogue);
      const storedUrl = photoUrl(photoUseKey.plant(gardenIndex, index));
      const fallbackImage = (plant.catalogue && catalogue.get(plant.catalogue.slug)?.imagePath) || DEFAULT_PLANT_IMAGE;
      return {
        id: ids[index]!,
        gardenId,
        plantId: match.plantId,
        isCustomPlant: match.isCustomPlant,
        customCommonName: match.customCommonName,
        customName: plant.customName,
        customWateringFrequency: plant.customWateringFrequency,
        exposure: plant.exposure ?? defaultExposure(plant.catalogue ? catalogue.get(plant.catalogue.slug)?.category : null, garden.gardenType),
        waterFactor: plant.waterFactor ?? 1,
        plantedDate: plant.plantedDate,
        imageUrl: importedPlantImage(plant, storedUrl, fallbackImage),
        location: plant.location,
        notes: plant.notes,
        status: plant.status,
        createdAt: new Date(plant.createdAt),
        updatedAt: new Date(plant.updatedAt),
      };
    }),
    (batch) => tx.insert(userPlants).values(batch),
  );

  const wateringRows = garden.plants.flatMap((plant) =>
    plant.waterings.map((watering) => ({ userPlantId: plantIds.get(plant.ref)!, wateredAt: new Date(watering.wateredAt), wateredBy: person(watering.wateredBy) })),
  );
  await inBatches(wateringRows, (batch) => tx.insert(waterings).values(batch));

  const harvestRows = garden.plants.flatMap((plant) =>
    plant.harvests.map((harvest) => ({
      gardenId,
      userPlantId: plantIds.get(plant.ref)!,
      quantity: harvest.quantity,
      unit: harvest.unit,
      harvestedOn: harvest.harvestedOn,
      notes: harvest.notes,
      harvestedBy: person(harvest.harvestedBy),
      createdAt: new Date(harvest.createdAt),
    })),
  );
  await inBatches(harvestRows, (batch) => tx.insert(harvests).values(batch));

  // The journals: each entry's id first, so that its photos (those imported; none from
  // garden.json alone) go in batches after the entries, in the entry's order.
  const entries = garden.plants.flatMap((plant, plantIndex) => plant.journal.map((entry, entryIndex) => ({ plant, plantIndex, entry, entryIndex })));
  const entryIds = await newIds(tx, "journal_entries", entries.length);
  await inBatches(
    entries.map(({ plant, entry }, index) => ({
      id: entryIds[index]!,
      gardenId,
      userPlantId: plantIds.get(plant.ref)!,
      authorId: person(entry.author),
      date: entry.date,
      text: entry.text,
      tags: entry.tags,
      createdAt: new Date(entry.createdAt),
      updatedAt: new Date(entry.updatedAt),
    })),
    (batch) => tx.insert(journalEntries).values(batch),
  );
  const journalPhotoRows = entries.flatMap(({ plantIndex, entry, entryIndex }, index) =>
    entry.photos
      .flatMap((_photo, photoIndex) => photos.get(photoUseKey.journal(gardenIndex, plantIndex, entryIndex, photoIndex)) ?? [])
      .map((photo, position) => ({ entryId: entryIds[index]!, position, imageUrl: photo.url, width: photo.width, height: photo.height })),
  );
  await inBatches(journalPhotoRows, (batch) => tx.insert(journalPhotos).values(batch));

  const statusChangeRows = garden.plants.flatMap((plant) =>
    plant.statusChanges.map((change) => ({
      userPlantId: plantIds.get(plant.ref)!,
      status: change.status,
      previousStatus: change.previousStatus,
      changedBy: person(change.by),
      date: change.date,
      changedAt: new Date(change.changedAt),
    })),
  );
  await inBatches(statusChangeRows, (batch) => tx.insert(plantStatusChanges).values(batch));

  await inBatches(
    garden.tasks.map((task) => ({
      gardenId,
      userPlantId: task.plantRef === null ? null : plantIds.get(task.plantRef)!,
      title: task.title,
      taskType: task.taskType,
      priority: task.priority,
      dueDate: task.dueDate,
      estimatedMinutes: task.estimatedMinutes,
      origin: task.origin,
      completed: task.completed,
      completedAt: task.completedAt === null ? null : new Date(task.completedAt),
      completedBy: person(task.completedBy),
      assignedTo: person(task.assignedTo),
      skippedAt: task.skippedAt === null ? null : new Date(task.skippedAt),
      repeatEveryDays: task.repeatEveryDays ?? null,
      createdAt: new Date(task.createdAt),
      updatedAt: new Date(task.updatedAt),
    })),
    (batch) => tx.insert(tasks).values(batch),
  );

  await inBatches(
    garden.diagnoses.map((diagnosis, index) => ({
      gardenId,
      userId: person(diagnosis.askedBy),
      userPlantId: diagnosis.plantRef === null ? null : plantIds.get(diagnosis.plantRef)!,
      // A diagnosis always shows a photo: without its own (a JSON-only import), the plain plant image.
      imageUrl: photoUrl(photoUseKey.diagnosis(gardenIndex, index)) ?? DEFAULT_PLANT_IMAGE,
      question: diagnosis.question,
      diagnosis: diagnosis.diagnosis,
      aiAdvice: diagnosis.aiAdvice,
      confidence: diagnosis.confidence,
      source: diagnosis.source,
      createdAt: new Date(diagnosis.createdAt),
    })),
    (batch) => tx.insert(diagnoses).values(batch),
  );

  const photoCount =
    garden.plants.filter((_plant, index) => photos.has(photoUseKey.plant(gardenIndex, index))).length +
    garden.diagnoses.filter((_diagnosis, index) => photos.has(photoUseKey.diagnosis(gardenIndex, index))).length +
    journalPhotoRows.length;
  return {
    gardenId,
    name,
    imported: {
      plants: garden.plants.length,
      waterings: wateringRows.length,
      tasks: garden.tasks.length,
      harvests: harvestRows.length,
      diagnoses: garden.diagnoses.length,
      journalEntries: entries.length,
      statusChanges: statusChangeRows.length,
      photos: photoCount,
    },
  };
}

function total(gardensImported: ImportedGarden[]): ImportCounts {
  const sum: ImportCounts = { plants: 0, waterings: 0, tasks: 0, harvests: 0, diagnoses: 0, journalEntries: 0, statusChanges: 0, photos: 0 };
  for (const { imported } of gardensImported) {
    for (const key of Object.keys(sum) as (keyof ImportCounts)[]) sum[key] += imported[key];
  }
  return sum;
}

/** How long an import may hold the gardener's turn if its server dies before giving it back. */
const IMPORT_TURN_MS = 30 * 60 * 1000;
export const IMPORT_RUNNING_MESSAGE = "An import of yours is already running. Wait for it to finish, then try again.";

/**
 * Before an import's body is read: the gardener's turn (one import at a time, across instances:
 * 409 while another runs) and the hourly limit (429), so a refused import costs nothing to send.
 * Answers the function that gives the turn back.
 */
export async function startImport(userId: string, now = new Date()): Promise<() => Promise<void>> {
  const turn = rateLimitBucket("import", userId);
  const holder = randomUUID();
  if (!(await takeLease(turn, holder, now, new Date(now.getTime() + IMPORT_TURN_MS)))) throw new HttpError(409, IMPORT_RUNNING_MESSAGE);
  const finish = () => releaseLease(turn, holder);
  try {
    await takeRateLimit(rateLimitBucket("import", userId), [
      { windowMs: 60 * 60 * 1000, max: IMPORTS_PER_HOUR, message: `You can import ${IMPORTS_PER_HOUR} files an hour. Please try again later.` },
    ], now);
  } catch (error) {
    await finish();
    throw error;
  }
  return finish;
}

/**
 * Imports an export file as new gardens of the gardener (after `startImport`); see the top of
 * this file for the order of work.
 */
export async function importGardenerData(gardener: Pick<Gardener, "userId">, upload: UploadedFile): Promise<ImportResult> {
  const { userId } = gardener;
  const maxBytes = importLimitBytes();
  const source = openSource(upload);
  const document = parseExportDocument(source.documentBytes);
  if (document.gardens.length === 0) throw new HttpError(400, "This export holds no gardens to import (an export holds only the gardens you own).");
  const uses = photoUses(document);
  if (source.zip) {
    const absent = uses.find((use) => !source.zip!.entries.has(source.prefix + use.path));
    if (absent) throw new HttpError(400, `${EXPORT_DOCUMENT_NAME} names the photo ${absent.path}, but the zip does not hold it. The file may be damaged.`);
  }
  const db = await getDb();
  const slugs = [...new Set(document.gardens.flatMap((garden) => garden.plants.flatMap((plant) => (plant.catalogue ? [plant.catalogue.slug] : []))))];
  const [catalogueRows, ownGardens] = await Promise.all([
    slugs.length > 0 ? db.select({ id: plants.id, slug: plants.slug, imagePath: plants.imagePath, category: plants.category }).from(plants).where(inArray(plants.slug, slugs)) : Promise.resolve([]),
    db.select({ name: gardens.name }).from(gardens).innerJoin(gardenMembers, and(eq(gardenMembers.gardenId, gardens.id), eq(gardenMembers.userId, userId))),
  ]);
  const catalogue = new Map(catalogueRows.map((row) => [row.slug, { id: row.id, imagePath: row.imagePath, category: row.category }]));

  const stored: StoredPhoto[] = [];
  try {
    const photos = await storePhotos(userId, source, uses, maxBytes, stored);
    const imported = await db.transaction(async (tx) => {
      const taken = ownGardens.map((garden) => garden.name);
      const written: ImportedGarden[] = [];
      for (const [index, garden] of document.gardens.entries()) {
        const name = importedGardenName(garden.name, taken);
        taken.push(name);
        written.push(await writeGarden(tx, garden, index, name, { userId, catalogue, photos }));
      }
      for (const photo of stored) await keepPhoto(tx, photo);
      return written;
    });
    const first = imported[0]!;
    return { gardenId: first.gardenId, gardenName: first.name, imported: total(imported), gardens: imported };
  } catch (error) {
    for (const photo of stored) await discardPhoto(photo);
    throw error;
  }
}
