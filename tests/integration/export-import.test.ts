import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import sharp from "sharp";
import { asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Storage reads UPLOADS_DIR on first use, which comes after this line.
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "export-uploads-"));
process.env.UPLOADS_DIR = uploadsDir;
delete process.env.BLOB_READ_WRITE_TOKEN;

import { POST as sendChat } from "@/app/api/chat/message/route";
import { POST as diagnose } from "@/app/api/diagnose/route";
import { GET as exportData } from "@/app/api/export/route";
import { GET as listGardens } from "@/app/api/gardens/route";
import { POST as invite } from "@/app/api/gardens/[id]/invites/route";
import { POST as logHarvest } from "@/app/api/harvests/route";
import { POST as importData } from "@/app/api/import/route";
import { POST as authorizeImportUpload } from "@/app/api/import/uploads/route";
import { POST as accept } from "@/app/api/invites/[token]/accept/route";
import { POST as writeJournal } from "@/app/api/user-plants/[id]/journal/route";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { POST as completeTask } from "@/app/api/tasks/[id]/complete/route";
import { POST as createTask } from "@/app/api/tasks/route";
import { GET as getUser, PATCH as patchUser } from "@/app/api/user/route";
import { POST as addCustomPlant } from "@/app/api/user-plants/custom/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { POST as recordWatering } from "@/app/api/watering/record/route";
import { exportDocumentSchema, type ExportDocument, type ExportedGarden } from "@/lib/export-schema";
import { getDb, queryCounter } from "@/server/db/client";
import { gardens, journalEntries, journalPhotos, pendingUploads, plantStatusChanges } from "@/server/db/schema";
import { startFakeOpenMeteo, type FakeOpenMeteo } from "@/scripts/fake-open-meteo.mjs";
import { BASE_URL, call, jsonRequest, signUp, type TestUser } from "../support/api";

afterAll(async () => {
  fs.rmSync(uploadsDir, { recursive: true, force: true });
  await fakeWeather?.close();
});

const IMPORT_URL = `${BASE_URL}/api/import`;

async function photo(colour: string, width = 320, height = 240): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();
  return new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" });
}

function multipart(url: string, fields: Record<string, string | Blob>, token?: string): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(url.startsWith("http") ? url : `${BASE_URL}${url}`, { method: "POST", body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** A journal entry on a plant, through the app's route: tags comma-separated, photos the field repeated. */
async function journalEntry(user: TestUser, userPlantId: number, fields: { text: string; date: string; tags: string; photos?: File[] }) {
  const form = new FormData();
  form.append("text", fields.text);
  form.append("date", fields.date);
  form.append("tags", fields.tags);
  for (const file of fields.photos ?? []) form.append("photos", file);
  const request = new Request(`${BASE_URL}/api/user-plants/${userPlantId}/journal`, { method: "POST", body: form, headers: { authorization: `Bearer ${user.token}` } });
  const answer = await call(writeJournal, request, { id: String(userPlantId) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: number };
}

/** A version 1 file (before the journal) from a version 2 one: no journals, no status changes, and the zip without their photos. */
function asVersion1(document: ExportDocument): unknown {
  const older = structuredClone(document) as unknown as { version: number; gardens: { plants: Record<string, unknown>[] }[] };
  older.version = 1;
  for (const garden of older.gardens) {
    for (const plant of garden.plants) {
      delete plant.journal;
      delete plant.statusChanges;
    }
  }
  return older;
}

async function catalogueId(user: TestUser, commonName: string): Promise<number> {
  const catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: user.token }))).body as { id: number; commonName: string }[];
  return catalogue.find((plant) => plant.commonName === commonName)!.id;
}

async function exportZip(user: TestUser): Promise<{ response: Response; bytes: Uint8Array }> {
  const response = await exportData(new Request(`${BASE_URL}/api/export`, { headers: { authorization: `Bearer ${user.token}` } }));
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function exportJson(user: TestUser): Promise<ExportDocument> {
  const response = await exportData(new Request(`${BASE_URL}/api/export?format=json`, { headers: { authorization: `Bearer ${user.token}` } }));
  expect(response.status).toBe(200);
  return exportDocumentSchema.parse(await response.json());
}

const upload = (user: TestUser, bytes: Uint8Array | string, name = "garden-export.zip") =>
  call(importData, multipart(IMPORT_URL, { file: new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name) }, user.token));

const gardenNames = async (user: TestUser) =>
  ((await call(listGardens, jsonRequest("/api/gardens", { token: user.token }))).body.gardens as { name: string }[]).map((garden) => garden.name);

/** Stored files and pending marks of a gardener's folder: what a failed import must not leave. */
async function leftovers(user: TestUser) {
  const folder = path.join(uploadsDir, "users", user.id);
  const files = fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length : 0;
  const db = await getDb();
  const marks = await db.select().from(pendingUploads).where(like(pendingUploads.key, `users/${user.id}/%`));
  return { files, marks: marks.length };
}

/** A garden with everything an export holds: a catalogue plant and a custom one with a photo, waterings, tasks, a harvest, a diagnosis with a photo, and chat. */
async function plantAFullGarden(owner: TestUser) {
  const db = await getDb();
  await db.update(gardens).set({ location: "Bristol, England", latitude: 51.45, longitude: -2.59 }).where(eq(gardens.id, owner.gardenId));
  const patched = await call(patchUser, jsonRequest("/api/user", { method: "PATCH", token: owner.token, body: { climateZone: "9a", gardenType: "outdoor", experienceLevel: "intermediate", lastSpringFrost: "03-24", firstAutumnFrost: "11-12" } }));
  expect(patched.status).toBe(200);
  const tomato = await call(addPlant, jsonRequest("/api/user-plants", { token: owner.token, body: { plantId: await catalogueId(owner, "Tomato"), customName: "Big Red", location: "Greenhouse", notes: "Grafted" } }));
  expect(tomato.status).toBe(201);
  const fern = await call(addCustomPlant, multipart("/api/user-plants/custom", { customCommonName: "Mystery fern", customName: "Fernando", customWateringFrequency: "weekly", image: await photo("#2f7d32", 640, 480) }, owner.token));
  expect(fern.status).toBe(201);
  for (const userPlantId of [tomato.body.id, tomato.body.id, fern.body.id]) {
    expect((await call(recordWatering, jsonRequest("/api/watering/record", { token: owner.token, body: { userPlantId } }))).status).toBe(201);
  }
  const task = await call(createTask, jsonRequest("/api/tasks", { token: owner.token, body: { title: "Pinch out side shoots", dueDate: "2026-06-01", taskType: "prune", priority: "high", estimatedMinutes: 15, userPlantId: tomato.body.id, repeatEveryDays: 7 } }));
  expect(task.status).toBe(201);
  expect((await call(completeTask, jsonRequest(`/api/tasks/${task.body.id}/complete`, { method: "POST", token: owner.token }), { id: String(task.body.id) })).status).toBe(200);
  expect((await call(createTask, jsonRequest("/api/tasks", { token: owner.token, body: { title: "Order seed compost", dueDate: "2026-07-01", taskType: "sow" } }))).status).toBe(201);
  expect((await call(logHarvest, jsonRequest("/api/harvests", { token: owner.token, body: { userPlantId: tomato.body.id, quantity: 1.25, unit: "kg", harvestedOn: "2025-08-01", notes: "First truss" } }))).status).toBe(201);
  const diagnosis = await call(diagnose, multipart("/api/diagnose", { image: await photo("#c8b400"), userPlantId: String(fern.body.id), question: "Why yellow?" }, owner.token));
  expect(diagnosis.status).toBe(201);
  expect((await call(sendChat, jsonRequest("/api/chat/message", { token: owner.token, body: { message: "How often should I water a fern?" } }))).status).toBe(201);
  // The journal: a note with two photos on the tomato, a note alone on the fern (whose own photo the limits tests reuse).
  await journalEntry(owner, tomato.body.id, { text: "Aphids under the top leaves; first flowers open.", date: "2025-06-15", tags: "pests,flowering", photos: [await photo("#b03020", 400, 300), await photo("#f0d020", 300, 400)] });
  await journalEntry(owner, tomato.body.id, { text: "Fed with comfrey tea.", date: "2025-06-20", tags: "feeding" });
  await journalEntry(owner, fern.body.id, { text: "New fronds unrolling.", date: "2025-05-02", tags: "" });
  // The plant's status history (no route writes it yet): one change by the gardener, one by an account since deleted.
  await db.insert(plantStatusChanges).values([
    { userPlantId: tomato.body.id, status: "sick", previousStatus: "healthy", changedBy: owner.id, date: "2025-06-15", changedAt: new Date("2025-06-15T08:30:00.123Z") },
    { userPlantId: tomato.body.id, status: "healthy", previousStatus: "sick", changedBy: null, date: "2025-06-25", changedAt: new Date("2025-06-25T18:00:00.000Z") },
  ]);
  return { tomatoId: tomato.body.id as number, fernId: fern.body.id as number };
}

/** What must survive the round trip: the garden with its photo paths reduced to "a photo of this kind". */
function comparable(garden: ExportedGarden) {
  return {
    ...garden,
    name: undefined,
    plants: garden.plants.map((plant) => ({
      ...plant,
      photo: plant.photo ? "a plant photo" : null,
      journal: plant.journal.map((entry) => ({ ...entry, photos: entry.photos.map((photo) => ({ ...photo, path: "a journal photo" })) })),
    })),
    diagnoses: garden.diagnoses.map((diagnosis) => ({ ...diagnosis, photo: diagnosis.photo ? "a diagnosis photo" : null })),
  };
}

let alma: TestUser;
/** Alma's export before anything was imported: one garden. */
let almaZip: Uint8Array;
let fakeWeather: FakeOpenMeteo;

beforeAll(async () => {
  // The chat reads the weather of the garden's place: from a stand-in, never the internet.
  fakeWeather = await startFakeOpenMeteo();
  process.env.OPEN_METEO_FORECAST_URL = `${fakeWeather.url}/v1/forecast`;
  process.env.OPEN_METEO_GEOCODING_URL = `${fakeWeather.url}/v1/search`;
  process.env.OPEN_METEO_ARCHIVE_URL = `${fakeWeather.url}/v1/archive`;
  alma = await signUp("Alma Export");
  await plantAFullGarden(alma);
  almaZip = (await exportZip(alma)).bytes;
});

describe("GET /api/export", () => {
  it("answers a dated zip of garden.json and the photos, never cached", async () => {
    const { response, bytes } = await exportZip(alma);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="garden-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");

    const files = unzipSync(bytes);
    const names = Object.keys(files);
    expect(names).toContain("garden.json");
    expect(names.filter((name) => name.startsWith("photos/plants/"))).toHaveLength(1);
    expect(names.filter((name) => name.startsWith("photos/diagnoses/"))).toHaveLength(1);
    expect(names.filter((name) => name.startsWith("photos/journal/"))).toHaveLength(2);
    expect(names).toHaveLength(5);
    const written = JSON.parse(strFromU8(files["garden.json"]!)) as { version: unknown };
    expect(written.version).toBe(2);
    const document = exportDocumentSchema.parse(written);
    expect(document).toMatchObject({ version: 2, profile: { name: "Alma Export", email: alma.email, timezone: "UTC", experienceLevel: "intermediate", plan: "free" } });
    expect(document.gardens).toHaveLength(1);
    const [garden] = document.gardens;
    expect(garden).toMatchObject({
      name: "Alma's Garden",
      location: "Bristol, England",
      latitude: 51.45,
      longitude: -2.59,
      climateZone: "9a",
      gardenType: "outdoor",
      lastSpringFrost: "03-24",
      firstAutumnFrost: "11-12",
    });
    const [tomato, fern] = garden!.plants;
    expect(tomato).toMatchObject({
      ref: "plant-1",
      catalogue: { slug: "tomato", commonName: "Tomato" },
      customName: "Big Red",
      location: "Greenhouse",
      notes: "Grafted",
      photo: null,
      image: "/uploads/plant-images/tomato.jpg",
      harvests: [{ quantity: 1.25, unit: "kg", harvestedOn: "2025-08-01", notes: "First truss", harvestedBy: { name: "Alma Export", self: true } }],
    });
    expect(tomato!.waterings).toHaveLength(2);
    expect(tomato!.waterings[0]!.wateredBy).toEqual({ name: "Alma Export", self: true });
    expect(fern).toMatchObject({ ref: "plant-2", catalogue: null, isCustomPlant: true, customCommonName: "Mystery fern", customWateringFrequency: "weekly", image: null });
    expect(fern!.photo).toMatch(/^photos\/plants\/[0-9a-f-]{36}\.jpg$/);
    // The photo is the stored one, byte for byte; no account id is in its name.
    expect(files[fern!.photo!]!.length).toBeGreaterThan(0);
    expect(JSON.stringify(document)).not.toContain(alma.id);
    expect(garden!.tasks.find((task) => task.title === "Pinch out side shoots" && task.completed)).toMatchObject({ plantRef: "plant-1", completed: true, completedBy: { name: "Alma Export", self: true }, origin: "user", repeatEveryDays: 7 });
    // Completed, it came round again: the next one repeats too; a task that does not repeat says null.
    expect(garden!.tasks.find((task) => task.title === "Pinch out side shoots" && !task.completed)).toMatchObject({ plantRef: "plant-1", repeatEveryDays: 7 });
    expect(garden!.tasks.find((task) => task.title === "Order seed compost")).toMatchObject({ repeatEveryDays: null });
    expect(garden!.tasks.find((task) => task.title === "Order seed compost")).toMatchObject({ plantRef: null, completed: false });
    expect(garden!.diagnoses).toEqual([expect.objectContaining({ plantRef: "plant-2", question: "Why yellow?", source: "offline", askedBy: { name: "Alma Export", self: true } })]);
    expect(garden!.diagnoses[0]!.photo).toMatch(/^photos\/diagnoses\//);
    expect(document.chat).toEqual([expect.objectContaining({ message: "How often should I water a fern?" })]);

    // Each plant's journal, oldest first, with its photos in the zip, in the entry's order.
    expect(tomato!.journal).toEqual([
      {
        date: "2025-06-15",
        text: "Aphids under the top leaves; first flowers open.",
        tags: ["pests", "flowering"],
        author: { name: "Alma Export", self: true },
        photos: [
          { path: expect.stringMatching(/^photos\/journal\/[0-9a-f-]{36}\.jpg$/), width: 400, height: 300 },
          { path: expect.stringMatching(/^photos\/journal\/[0-9a-f-]{36}\.jpg$/), width: 300, height: 400 },
        ],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      expect.objectContaining({ date: "2025-06-20", text: "Fed with comfrey tea.", tags: ["feeding"], photos: [] }),
    ]);
    for (const { path: photoPath, width, height } of tomato!.journal[0]!.photos) {
      expect(await sharp(files[photoPath]!).metadata()).toMatchObject({ format: "jpeg", width, height });
    }
    expect(fern!.journal).toEqual([expect.objectContaining({ date: "2025-05-02", text: "New fronds unrolling.", tags: [], photos: [] })]);
    expect(tomato!.statusChanges).toEqual([
      { status: "sick", previousStatus: "healthy", date: "2025-06-15", changedAt: "2025-06-15T08:30:00.123Z", by: { name: "Alma Export", self: true } },
      { status: "healthy", previousStatus: "sick", date: "2025-06-25", changedAt: "2025-06-25T18:00:00.000Z", by: null },
    ]);
  });

  it("reads the journals in a fixed number of statements, however many entries, photos and status changes", async () => {
    const gardener = await signUp("Nia Counted");
    const basil = await call(addPlant, jsonRequest("/api/user-plants", { token: gardener.token, body: { plantId: await catalogueId(gardener, "Basil") } }));
    await journalEntry(gardener, basil.body.id, { text: "Sown", date: "2025-04-01", tags: "planting" });
    const statementsOfAnExport = async () => {
      const before = { ...queryCounter };
      await exportJson(gardener);
      return { statements: queryCounter.count - before.count, writes: queryCounter.writes - before.writes };
    };
    const few = await statementsOfAnExport();
    const mint = await call(addPlant, jsonRequest("/api/user-plants", { token: gardener.token, body: { plantId: await catalogueId(gardener, "Mint") } }));
    for (const [index, userPlantId] of [basil.body.id, mint.body.id, mint.body.id].entries()) {
      await journalEntry(gardener, userPlantId, { text: `Note ${index}`, date: "2025-05-01", tags: "other", photos: [await photo("#336699", 64, 48), await photo("#996633", 48, 64)] });
    }
    const db = await getDb();
    await db.insert(plantStatusChanges).values([basil.body.id, mint.body.id].map((userPlantId) => ({ userPlantId, status: "blooming" as const, previousStatus: "healthy" as const, changedBy: gardener.id, date: "2025-05-02" })));
    const many = await statementsOfAnExport();
    expect(many).toEqual(few);
    expect(many.writes).toBe(0);
    const exported = await exportJson(gardener);
    expect(exported.gardens[0]!.plants.map((plant) => [plant.journal.length, plant.journal.flatMap((entry) => entry.photos).length, plant.statusChanges.length])).toEqual([
      [2, 2, 1],
      [2, 4, 1],
    ]);
  });

  it("?format=json answers garden.json alone, and an unknown format is a 400", async () => {
    const response = await exportData(new Request(`${BASE_URL}/api/export?format=json`, { headers: { authorization: `Bearer ${alma.token}` } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/filename="garden-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const document = exportDocumentSchema.parse(await response.json());
    expect(document.gardens[0]!.plants).toHaveLength(2);

    const bad = await call(exportData, jsonRequest("/api/export?format=tar", { token: alma.token }));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('format must be "zip" (garden.json and the photos) or "json" (garden.json alone).');
  });

  it("answers 401 to the signed out", async () => {
    expect((await call(exportData, jsonRequest("/api/export"))).status).toBe(401);
    expect((await call(importData, multipart(IMPORT_URL, { file: new File([new Uint8Array(almaZip)], "x.zip") }))).status).toBe(401);
  });
});

describe("POST /api/import", () => {
  it("on disk storage takes every import itself: no upload to a store is authorised (400), and an upload id finds nothing (404)", async () => {
    const user = await signUp();
    const asked = await call(authorizeImportUpload, jsonRequest("/api/import/uploads", { body: { size: 10 * 1024 * 1024 }, token: user.token }));
    expect(asked.status).toBe(400);
    expect(asked.body.error).toBe("This server takes imports in the request itself: send the file to POST /api/import.");
    const fromUpload = await call(importData, jsonRequest("/api/import", { body: { upload: crypto.randomUUID() }, token: user.token }));
    expect(fromUpload.status).toBe(404);
  });

  it("round-trips: the zip becomes a new garden equal to the old one, photos and all, and nothing else changes", async () => {
    const before = await exportJson(alma);
    const imported = await upload(alma, almaZip);
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({
      gardenId: expect.any(Number),
      gardenName: "Alma's Garden (imported)",
      imported: { plants: 2, waterings: 3, tasks: expect.any(Number), harvests: 1, diagnoses: 1, journalEntries: 3, statusChanges: 2, photos: 4 },
      gardens: [{ gardenId: imported.body.gardenId, name: "Alma's Garden (imported)", imported: imported.body.imported }],
    });
    expect(imported.body.imported.tasks).toBe(before.gardens[0]!.tasks.length);
    // A new garden, not opened: the old one is still open and unchanged.
    expect(await gardenNames(alma)).toEqual(["Alma's Garden", "Alma's Garden (imported)"]);
    expect((await call(getUser, jsonRequest("/api/user", { token: alma.token }))).body.user.location).toBe("Bristol, England");
    // The export's four photos (a plant's, a diagnosis's, two of a journal entry), and the same four stored anew.
    expect(await leftovers(alma)).toEqual({ files: 8, marks: 0 });

    const { bytes } = await exportZip(alma);
    const files = unzipSync(bytes);
    const after = exportDocumentSchema.parse(JSON.parse(strFromU8(files["garden.json"]!)));
    expect(after.gardens).toHaveLength(2);
    expect(comparable(after.gardens[0]!)).toEqual(comparable(before.gardens[0]!));
    expect(comparable(after.gardens[1]!)).toEqual(comparable(before.gardens[0]!));
    expect(after.gardens[1]!.name).toBe("Alma's Garden (imported)");
    expect(after.chat).toEqual(before.chat);

    // Photos: re-encoded as uploads are, the same pictures, stored anew in the importer's folder.
    const original = unzipSync(almaZip);
    const plantPhoto = async (document: ExportDocument, gardenIndex: number, zip: Record<string, Uint8Array>) =>
      sharp(zip[document.gardens[gardenIndex]!.plants[1]!.photo!]!).metadata();
    const originalDocument = exportDocumentSchema.parse(JSON.parse(strFromU8(original["garden.json"]!)));
    expect(await plantPhoto(after, 1, files)).toMatchObject({ format: "jpeg", width: 640, height: 480 });
    expect(await plantPhoto(originalDocument, 0, original)).toMatchObject({ format: "jpeg", width: 640, height: 480 });
    expect(after.gardens[1]!.plants[1]!.photo).not.toBe(after.gardens[0]!.plants[1]!.photo);
    expect(await sharp(files[after.gardens[1]!.diagnoses[0]!.photo!]!).metadata()).toMatchObject({ format: "jpeg", width: 320, height: 240 });

    // The journal: the same notes, tags, dates and author (Alma), and its photos stored anew in
    // Alma's journal folder, readable, in their order, the same pictures.
    const [entryBefore] = before.gardens[0]!.plants[0]!.journal;
    const [entryAfter] = after.gardens[1]!.plants[0]!.journal;
    expect(entryAfter).toMatchObject({ date: "2025-06-15", text: entryBefore!.text, tags: ["pests", "flowering"], author: { name: "Alma Export", self: true }, createdAt: entryBefore!.createdAt });
    expect(after.gardens[1]!.plants[0]!.statusChanges).toEqual(before.gardens[0]!.plants[0]!.statusChanges);
    const db = await getDb();
    const stored = await db
      .select({ imageUrl: journalPhotos.imageUrl, position: journalPhotos.position, width: journalPhotos.width, height: journalPhotos.height, authorId: journalEntries.authorId })
      .from(journalPhotos)
      .innerJoin(journalEntries, eq(journalEntries.id, journalPhotos.entryId))
      .where(eq(journalEntries.gardenId, imported.body.gardenId))
      .orderBy(asc(journalPhotos.position));
    expect(stored.map(({ position, width, height, authorId }) => ({ position, width, height, authorId }))).toEqual([
      { position: 0, width: 400, height: 300, authorId: alma.id },
      { position: 1, width: 300, height: 400, authorId: alma.id },
    ]);
    for (const [index, row] of stored.entries()) {
      expect(row.imageUrl).toMatch(new RegExp(`^/uploads/users/${alma.id}/journal/[0-9a-f-]{36}\\.jpg$`));
      const onDisk = fs.readFileSync(path.join(uploadsDir, row.imageUrl.slice("/uploads/".length)));
      expect(await sharp(onDisk).metadata()).toMatchObject({ format: "jpeg", width: row.width, height: row.height });
      // The same picture: its colour is the one the original photo had.
      const [original, copy] = await Promise.all([original_(index), onDisk].map((bytes) => sharp(bytes).stats()));
      expect(copy!.dominant).toEqual(original!.dominant);
      expect(files[entryAfter!.photos[index]!.path]!.length).toBe(onDisk.length);
      expect(entryAfter!.photos[index]!.path).not.toBe(entryBefore!.photos[index]!.path);
    }
    function original_(index: number) {
      return original[originalDocument.gardens[0]!.plants[0]!.journal[0]!.photos[index]!.path]!;
    }
  });

  it("imports garden.json alone, without photos: the plant shows its plain image", async () => {
    const gardener = await signUp("Jo Json");
    const document = JSON.parse(strFromU8(unzipSync(almaZip)["garden.json"]!)) as ExportDocument;
    const imported = await upload(gardener, JSON.stringify(document), "garden.json");
    expect(imported.status).toBe(200);
    expect(imported.body.gardenName).toBe("Alma's Garden");
    expect(imported.body.imported).toMatchObject({ plants: 2, waterings: 3, harvests: 1, diagnoses: 1, journalEntries: 3, statusChanges: 2, photos: 0 });
    const mine = await exportJson(gardener);
    const garden = mine.gardens.find((candidate) => candidate.name === "Alma's Garden")!;
    expect(garden.plants[1]).toMatchObject({ photo: null, image: "/uploads/plant-images/default-plant.jpg" });
    // What Alma did is the importer's now.
    expect(garden.plants[0]!.waterings[0]!.wateredBy).toEqual({ name: "Jo Json", self: true });
    expect(mine.chat).toEqual([]);
    // The journal's notes come along without their photos; Alma's entries and status change are Jo's now, nobody's stays nobody's.
    expect(garden.plants[0]!.journal.map((entry) => [entry.date, entry.text, entry.tags, entry.author, entry.photos])).toEqual([
      ["2025-06-15", "Aphids under the top leaves; first flowers open.", ["pests", "flowering"], { name: "Jo Json", self: true }, []],
      ["2025-06-20", "Fed with comfrey tea.", ["feeding"], { name: "Jo Json", self: true }, []],
    ]);
    expect(garden.plants[0]!.statusChanges.map((change) => change.by)).toEqual([{ name: "Jo Json", self: true }, null]);
  });

  it("refuses a corrupt zip with a 400 and writes nothing", async () => {
    const gardener = await signUp();
    const before = await gardenNames(gardener);
    // A photo's bytes changed: its checksum no longer matches.
    const corrupt = almaZip.slice();
    const photoAt = Buffer.from(corrupt).indexOf(Buffer.from([0xff, 0xd8, 0xff]));
    corrupt[photoAt + 200] = corrupt[photoAt + 200]! ^ 0xff;
    const damaged = await upload(gardener, corrupt);
    expect(damaged.status).toBe(400);
    expect(damaged.body.error).toMatch(/^The zip file is damaged or incomplete: "photos\/.+" does not match its checksum\.$/);

    const garbage = new Uint8Array(4096).fill(7);
    garbage.set([0x50, 0x4b, 0x03, 0x04]);
    const notZip = await upload(gardener, garbage);
    expect(notZip.status).toBe(400);
    expect(notZip.body.error).toContain("The zip file is damaged or incomplete");

    const other = await upload(gardener, "%PDF-1.4 not an export", "notes.pdf");
    expect(other.status).toBe(400);
    expect(other.body.error).toContain("not a garden export");

    const noDocument = await upload(gardener, zipSync({ "notes.txt": strToU8("hello") }));
    expect(noDocument.status).toBe(400);
    expect(noDocument.body.error).toContain("has no garden.json");

    expect(await gardenNames(gardener)).toEqual(before);
    expect(await leftovers(gardener)).toEqual({ files: 0, marks: 0 });
  });

  it("refuses a truncated zip (a download cut short) with a 400", async () => {
    const gardener = await signUp();
    const truncated = await upload(gardener, almaZip.subarray(0, Math.floor(almaZip.length * 0.7)));
    expect(truncated.status).toBe(400);
    expect(truncated.body.error).toBe("The zip file is damaged or incomplete: its end is missing (was the download cut short?).");
    const cutJson = await upload(gardener, JSON.stringify(await exportJson(alma)).slice(0, 500), "garden.json");
    expect(cutJson.status).toBe(400);
    expect(cutJson.body.error).toMatch(/^garden\.json is not valid JSON \(.+\)\. The file may be damaged or cut short\.$/);
    expect(await leftovers(gardener)).toEqual({ files: 0, marks: 0 });
    expect(await gardenNames(gardener)).toHaveLength(1);
  });

  it("refuses JSON that fails the schema with a 400 naming the path, before writing anything", async () => {
    const gardener = await signUp();
    const document = await exportJson(alma);
    const check = async (change: (copy: ExportDocument) => void, path: (string | number)[], message: RegExp) => {
      const copy = structuredClone(document);
      change(copy);
      const answer = await upload(gardener, JSON.stringify(copy), "garden.json");
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(message);
      expect(answer.body.issues[0].path).toEqual(path);
    };
    await check((copy) => (copy.gardens[0]!.plants[0]!.plantedDate = "2026-02-30"), ["gardens", 0, "plants", 0, "plantedDate"], /^garden\.json does not match the export format: gardens\[0\]\.plants\[0\]\.plantedDate: Must be a real date/);
    await check((copy) => (copy.gardens[0]!.tasks[0]!.plantRef = "plant-99"), ["gardens", 0, "tasks", 0, "plantRef"], /No plant of this garden has the ref "plant-99"/);
    await check((copy) => (copy.gardens[0]!.plants[1]!.ref = "plant-1"), ["gardens", 0, "plants", 1, "ref"], /Another plant of this garden has the ref "plant-1"/);
    // Another gardener's photo can't be slipped in as a plant's image.
    await check((copy) => (copy.gardens[0]!.plants[0]!.image = `/uploads/users/${alma.id}/plants/x.jpg`), ["gardens", 0, "plants", 0, "image"], /plant illustrations/);
    await check((copy) => (copy.gardens[0]!.plants[1]!.photo = "../../etc/passwd"), ["gardens", 0, "plants", 1, "photo"], /under photos\//);
    await check((copy) => ((copy as { version: number }).version = 3), ["version"], /^This export is version 3, and this server reads version 1 or 2\./);
    await check((copy) => (copy.gardens[0]!.plants[0]!.journal[0]!.tags = ["pests", "slugs" as never]), ["gardens", 0, "plants", 0, "journal", 0, "tags", 1], /journal\[0\]\.tags\[1\]: Must be one of: pests, /);
    await check(
      (copy) => (copy.gardens[0]!.plants[0]!.journal[0]!.photos = Array.from({ length: 6 }, () => copy.gardens[0]!.plants[0]!.journal[0]!.photos[0]!)),
      ["gardens", 0, "plants", 0, "journal", 0, "photos"],
      /^garden\.json does not match the export format: gardens\[0\]\.plants\[0\]\.journal\[0\]\.photos: An entry holds at most 5 photos\.$/,
    );
    await check((copy) => (copy.gardens[0]!.plants[0]!.harvests[0]!.quantity = -1), ["gardens", 0, "plants", 0, "harvests", 0, "quantity"], /Must be more than 0/);
    const noGardens = await upload(gardener, JSON.stringify({ ...document, gardens: [] }), "garden.json");
    expect(noGardens.status).toBe(400);
    expect(noGardens.body.error).toContain("holds no gardens");
    expect(await gardenNames(gardener)).toHaveLength(1);
  });

  it("imports a garden.json from before tasks could repeat: its tasks do not repeat", async () => {
    const gardener = await signUp();
    const exported = await exportJson(alma);
    // Alma's own garden alone (the tests above imported a copy).
    const document = { ...exported, gardens: exported.gardens.slice(0, 1) };
    const older = structuredClone(document);
    for (const task of older.gardens[0]!.tasks) delete task.repeatEveryDays;
    expect(JSON.stringify(older)).not.toContain("repeatEveryDays");
    const imported = await upload(gardener, JSON.stringify(older), "garden.json");
    expect(imported.status).toBe(200);
    const garden = (await exportJson(gardener)).gardens.find((candidate) => candidate.name === "Alma's Garden")!;
    expect(garden.tasks).toHaveLength(document.gardens[0]!.tasks.length);
    expect(garden.tasks.every((task) => task.repeatEveryDays === null)).toBe(true);
    // A care-plan task that says it repeats is refused, before anything is written.
    const wrong = structuredClone(document);
    const planned = wrong.gardens[0]!.tasks.findIndex((task) => task.origin === "schedule");
    wrong.gardens[0]!.tasks[planned]!.repeatEveryDays = 7;
    const refused = await upload(gardener, JSON.stringify(wrong), "garden.json");
    expect(refused.status).toBe(400);
    expect(refused.body.issues[0].path).toEqual(["gardens", 0, "tasks", planned, "repeatEveryDays"]);
    expect(await gardenNames(gardener)).toHaveLength(2);
  });

  it("refuses a garden.json nested too deeply to walk with a 400, not a 500", async () => {
    const gardener = await signUp();
    const depth = 500_000;
    const deep = `{"version":1,"gardens":${"[".repeat(depth)}${"]".repeat(depth)}}`;
    const answer = await upload(gardener, deep, "garden.json");
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^garden\.json does not match the export format: /);
    const inZip = await upload(gardener, zipSync({ "garden.json": strToU8(`{"version":1,"x":${"{\"a\":".repeat(depth)}1${"}".repeat(depth)}}`) }));
    expect(inZip.status).toBe(400);
    expect(await gardenNames(gardener)).toHaveLength(1);
  });

  it("refuses a zip whose garden.json names a photo it does not hold, or holds a photo that is not one, and leaves no photo behind", async () => {
    const gardener = await signUp();
    const files = unzipSync(almaZip);
    const document = JSON.parse(strFromU8(files["garden.json"]!)) as ExportDocument;
    const missing = { ...files };
    delete missing[document.gardens[0]!.diagnoses[0]!.photo!];
    const absent = await upload(gardener, zipSync(missing));
    expect(absent.status).toBe(400);
    expect(absent.body.error).toMatch(/names the photo photos\/diagnoses\/.+, but the zip does not hold it/);

    // The plant's photo is fine and is stored first; the diagnosis photo is not a photo: both go.
    const broken: Zippable = { ...files, [document.gardens[0]!.diagnoses[0]!.photo!]: strToU8("not a photo at all") };
    const notAPhoto = await upload(gardener, zipSync(broken));
    expect(notAPhoto.status).toBe(400);
    expect(notAPhoto.body.error).toMatch(/^photos\/diagnoses\/.+\.jpg: Please upload a JPEG, PNG, WebP or HEIC photo\.$/);
    expect(await leftovers(gardener)).toEqual({ files: 0, marks: 0 });
    expect(await gardenNames(gardener)).toHaveLength(1);
  });

  it("a zip of the unpacked download (one folder inside) imports too", async () => {
    const gardener = await signUp();
    const files = unzipSync(almaZip);
    const nested = Object.fromEntries(Object.entries(files).map(([name, data]) => [`garden-export/${name}`, data]));
    const imported = await upload(gardener, zipSync(nested));
    expect(imported.status).toBe(200);
    expect(imported.body.imported.photos).toBe(4);
  });

  it("imports a version 1 file (from before the journal), zip or garden.json alone", async () => {
    const gardener = await signUp("Vera Version");
    const files = unzipSync(almaZip);
    const document = exportDocumentSchema.parse(JSON.parse(strFromU8(files["garden.json"]!)));
    const older = asVersion1(document);
    expect(JSON.stringify(older)).not.toMatch(/"journal"|"statusChanges"|photos\/journal\//);
    const zip: Zippable = { "garden.json": strToU8(JSON.stringify(older)) };
    for (const [name, data] of Object.entries(files)) if (name.startsWith("photos/") && !name.startsWith("photos/journal/")) zip[name] = data;
    const imported = await upload(gardener, zipSync(zip));
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.imported).toEqual({ plants: 2, waterings: 3, tasks: document.gardens[0]!.tasks.length, harvests: 1, diagnoses: 1, journalEntries: 0, statusChanges: 0, photos: 2 });
    const alone = await upload(gardener, JSON.stringify(older), "garden.json");
    expect(alone.status).toBe(200);
    expect(alone.body.imported).toMatchObject({ plants: 2, journalEntries: 0, photos: 0 });

    const mine = await exportJson(gardener);
    const copies = mine.gardens.filter((garden) => garden.name.startsWith("Alma's Garden"));
    expect(copies).toHaveLength(2);
    for (const copy of copies) {
      expect(copy.plants.map((plant) => [plant.customName, plant.journal, plant.statusChanges])).toEqual([
        ["Big Red", [], []],
        ["Fernando", [], []],
      ]);
    }
    expect(copies[0]!.plants[1]!.photo).toMatch(/^photos\/plants\//);
  });

  it("refuses a zip missing a journal photo, or holding one that is not a photo or cut short, and leaves no photo behind", async () => {
    const gardener = await signUp();
    const files = unzipSync(almaZip);
    const document = JSON.parse(strFromU8(files["garden.json"]!)) as ExportDocument;
    const [, second] = document.gardens[0]!.plants[0]!.journal[0]!.photos;
    const missing = { ...files };
    delete missing[second!.path];
    const absent = await upload(gardener, zipSync(missing));
    expect(absent.status).toBe(400);
    expect(absent.body.error).toBe(`garden.json names the photo ${second!.path}, but the zip does not hold it. The file may be damaged.`);

    // Not a photo at all: refused when the sizes are read, before any photo is stored.
    const notAPhoto = await upload(gardener, zipSync({ ...files, [second!.path]: strToU8("not a photo at all") }));
    expect(notAPhoto.status).toBe(400);
    expect(notAPhoto.body.error).toBe(`${second!.path}: Please upload a JPEG, PNG, WebP or HEIC photo.`);
    expect(await leftovers(gardener)).toEqual({ files: 0, marks: 0 });

    // Cut short: its header reads, so the plant's photo and the entry's first are stored before
    // its pixels fail to decode; then all of them go.
    const cut = files[second!.path]!.subarray(0, Math.floor(files[second!.path]!.length * 0.6));
    expect(await sharp(cut).metadata()).toMatchObject({ width: second!.width, height: second!.height });
    const truncated = await upload(gardener, zipSync({ ...files, [second!.path]: cut }));
    expect(truncated.status).toBe(400);
    expect(truncated.body.error).toMatch(new RegExp(`^${second!.path}: That photo could not be read`));
    expect(await leftovers(gardener)).toEqual({ files: 0, marks: 0 });
    expect(await gardenNames(gardener)).toHaveLength(1);
  });

  describe("limits", () => {
    const saved = process.env.IMPORT_MAX_MB;
    afterAll(() => {
      if (saved === undefined) delete process.env.IMPORT_MAX_MB;
      else process.env.IMPORT_MAX_MB = saved;
    });

    it("refuses a file over IMPORT_MAX_MB with a 413 that says the limit, declared or not", async () => {
      process.env.IMPORT_MAX_MB = "1";
      const gardener = await signUp();
      const big = new Uint8Array(1024 * 1024 + 10).fill(0x20);
      big[0] = 0x7b;
      const streamed = await upload(gardener, big, "garden.json");
      expect(streamed.status).toBe(413);
      expect(streamed.body.error).toBe("Imports must be 1 MB or smaller. This server's limit is set by IMPORT_MAX_MB.");
      // A declared length over the limit is refused before the body is read.
      const declared = await call(
        importData,
        new Request(IMPORT_URL, { method: "POST", headers: { authorization: `Bearer ${gardener.token}`, "content-type": "multipart/form-data; boundary=x", "content-length": String(50 * 1024 * 1024) }, body: "--x--" }),
      );
      expect(declared.status).toBe(413);
      delete process.env.IMPORT_MAX_MB;
    });

    it("counts each photo's decoded pixels, every time garden.json names it, before decoding any (413)", async () => {
      process.env.IMPORT_MAX_MB = "1";
      try {
        const gardener = await signUp();
        const files = unzipSync(almaZip);
        const document = JSON.parse(strFromU8(files["garden.json"]!)) as ExportDocument;
        const [garden] = document.gardens;
        const withPhoto = garden!.plants.find((plant) => plant.photo)!;
        // A photo of a few dozen KB that decodes to 5 megapixels, named by two plants: 10 megapixels, over the 8 a 1 MB import may decode.
        const wide = await sharp({ create: { width: 2500, height: 2000, channels: 3, background: "#2f7d32" } }).png().toBuffer();
        expect(wide.length).toBeLessThan(256 * 1024);
        const path = withPhoto.photo!;
        const twice = { ...garden!, plants: [withPhoto, { ...withPhoto, ref: "plant-twin" }], tasks: [], diagnoses: [] };
        const zip = (doc: ExportDocument) => zipSync({ "garden.json": strToU8(JSON.stringify(doc)), [path]: new Uint8Array(wide) });
        const started = Date.now();
        const refused = await upload(gardener, zip({ ...document, gardens: [twice] }));
        expect(refused.status).toBe(413);
        expect(refused.body.error).toBe("The photos this import names add up to more than 8 megapixels (a photo named twice counts twice); an import of 1 MB may decode at most that.");
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(await leftovers(gardener)).toEqual({ files: 0, marks: 0 });
        expect(await gardenNames(gardener)).toHaveLength(1);

        // A small photo named by more rows than a zip may hold files.
        const crowd = Array.from({ length: 2_501 }, (_, index) => ({ ...withPhoto, ref: `plant-${index}` }));
        const crowded = await upload(gardener, zip({ ...document, gardens: [{ ...twice, plants: crowd }, { ...twice, plants: crowd }] }));
        expect(crowded.status, crowded.body.error).toBe(413);
        expect(crowded.body.error).toBe("garden.json names 5002 photos; an import may hold at most 5000.");

        // Named once it fits, and is imported.
        const once = await upload(gardener, zip({ ...document, gardens: [{ ...twice, plants: [withPhoto] }] }));
        expect(once.status).toBe(200);
        expect(once.body.imported.photos).toBe(1);
      } finally {
        delete process.env.IMPORT_MAX_MB;
      }
    });

    it("refuses zip bombs: too many entries, or a garden.json that inflates past its limit (413)", async () => {
      const gardener = await signUp();
      const many: Zippable = {};
      for (let index = 0; index <= 5_000; index += 1) many[`photos/${index}.jpg`] = new Uint8Array(1);
      const crowded = await upload(gardener, zipSync(many, { level: 0 }));
      expect(crowded.status).toBe(413);
      expect(crowded.body.error).toBe("The zip holds 5001 files; an import may hold at most 5000.");

      const bomb = zipSync({ "garden.json": new Uint8Array(70 * 1024 * 1024).fill(0x20) }, { level: 9 });
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const inflated = await upload(gardener, bomb);
      expect(inflated.status).toBe(413);
      expect(inflated.body.error).toBe("garden.json is larger than 64 MB.");

      // The same bomb declaring a small size: inflating stops at the limit all the same.
      const lying = bomb.slice();
      const view = new DataView(lying.buffer);
      for (const [signature, sizeAt] of [[0x04034b50, 22], [0x02014b50, 24]] as const) {
        const at = Buffer.from(lying).indexOf(Buffer.from(new Uint32Array([signature]).buffer));
        view.setUint32(at + sizeAt, 1000, true);
      }
      const lied = await upload(gardener, lying);
      expect(lied.status).toBe(413);
      expect(lied.body.error).toBe("garden.json is larger than 64 MB.");
    });
  });

  it("refuses what is not a file, an empty file, or no form at all (400)", async () => {
    const gardener = await signUp();
    const text = await call(importData, multipart(IMPORT_URL, { file: "not a file" }, gardener.token));
    expect(text.status).toBe(400);
    expect(text.body.error).toBe('The "file" field must be a file.');
    const empty = await call(importData, multipart(IMPORT_URL, { file: new File([], "empty.zip") }, gardener.token));
    expect(empty.status).toBe(400);
    expect(empty.body.error).toContain("That file is empty");
    const none = await call(importData, multipart(IMPORT_URL, { other: "x" }, gardener.token));
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('Choose a file to import (the form\'s "file" field).');
    const json = await call(importData, jsonRequest("/api/import", { token: gardener.token, body: { version: 1 } }));
    expect(json.status).toBe(400);
    expect(json.body.error).toBe('Send the file as multipart/form-data, in a field named "file"; a file sent to the store first (POST /api/import/uploads) is imported with JSON { "upload": id }.');
    const notForm = await call(importData, new Request(IMPORT_URL, { method: "POST", body: "{}", headers: { authorization: `Bearer ${gardener.token}`, "content-type": "text/plain" } }));
    expect(notForm.status).toBe(400);
    expect(notForm.body.error).toBe('Send the file as multipart/form-data, in a field named "file".');
  });
});

describe("whose data an export holds", () => {
  it("never another gardener's, and not a garden the gardener is only a member of; their part in the owner's garden is named, not linked", async () => {
    const owner = await signUp("Olive Owner");
    const member = await signUp("Mina Member");
    const stranger = await signUp("Stan Stranger");
    const sage = await call(addPlant, jsonRequest("/api/user-plants", { token: owner.token, body: { plantId: await catalogueId(owner, "Basil"), customName: "Secret Sage" } }));
    await call(addCustomPlant, multipart("/api/user-plants/custom", { customCommonName: "Stranger's orchid", image: await photo("#aa00aa") }, stranger.token));
    await call(sendChat, jsonRequest("/api/chat/message", { token: stranger.token, body: { message: "a stranger's secret question" } }));

    const link = await call(invite, jsonRequest(`/api/gardens/${owner.gardenId}/invites`, { method: "POST", token: owner.token }), { id: String(owner.gardenId) });
    expect((await call(accept, jsonRequest(`/api/invites/${link.body.token}/accept`, { method: "POST", token: member.token }), { token: link.body.token })).status).toBe(200);
    // The member (now in the owner's garden) waters the owner's plant.
    expect((await call(recordWatering, jsonRequest("/api/watering/record", { token: member.token, body: { userPlantId: sage.body.id } }))).status).toBe(201);
    expect((await call(recordWatering, jsonRequest("/api/watering/record", { token: owner.token, body: { userPlantId: sage.body.id } }))).status).toBe(201);
    // Both write in the sage's journal.
    await journalEntry(member, sage.body.id, { text: "Mina: leaves look pale", date: "2025-07-01", tags: "feeding" });
    await journalEntry(owner, sage.body.id, { text: "Olive: fed it", date: "2025-07-02", tags: "feeding" });

    const memberExport = await exportJson(member);
    expect(memberExport.gardens.map((garden) => garden.name)).toEqual(["Mina's Garden"]);
    expect(JSON.stringify(memberExport)).not.toContain("Secret Sage");

    const ownerZip = unzipSync((await exportZip(owner)).bytes);
    const ownerText = strFromU8(ownerZip["garden.json"]!);
    expect(ownerText).not.toContain("Stranger's orchid");
    expect(ownerText).not.toContain("secret question");
    expect(ownerText).not.toContain(stranger.email);
    expect(ownerText).not.toContain(member.email);
    expect(Object.keys(ownerZip).filter((name) => name.startsWith("photos/"))).toEqual([]);
    const ownerExport = exportDocumentSchema.parse(JSON.parse(ownerText));
    expect(ownerExport.gardens.map((garden) => garden.name)).toEqual(["Olive's Garden"]);
    expect(ownerExport.gardens[0]!.plants[0]!.waterings.map((watering) => watering.wateredBy)).toEqual([
      { name: "Mina Member", self: false },
      { name: "Olive Owner", self: true },
    ]);
    expect(ownerExport.gardens[0]!.plants[0]!.journal.map((entry) => entry.author)).toEqual([
      { name: "Mina Member", self: false },
      { name: "Olive Owner", self: true },
    ]);

    // Imported back: the owner's own watering is theirs again; the member's is nobody's.
    const imported = await upload(owner, JSON.stringify(ownerExport), "garden.json");
    expect(imported.status).toBe(200);
    const again = await exportJson(owner);
    expect(again.gardens[1]!.plants[0]!.waterings.map((watering) => watering.wateredBy)).toEqual([null, { name: "Olive Owner", self: true }]);
    expect(again.gardens[1]!.plants[0]!.journal.map((entry) => [entry.text, entry.author])).toEqual([
      ["Mina: leaves look pale", null],
      ["Olive: fed it", { name: "Olive Owner", self: true }],
    ]);
  });
});
