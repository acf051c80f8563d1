import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteGarden } from "@/app/api/gardens/[id]/route";
import { POST as invite } from "@/app/api/gardens/[id]/invites/route";
import { POST as createGarden } from "@/app/api/gardens/route";
import { POST as accept } from "@/app/api/invites/[token]/accept/route";
import { DELETE as deleteEntry, PATCH as patchEntry } from "@/app/api/journal/[id]/route";
import { GET as listJournal } from "@/app/api/journal/route";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { GET as servePhoto } from "@/app/uploads/[...path]/route";
import { DELETE as deletePlant, PATCH as patchPlant } from "@/app/api/user-plants/[id]/route";
import { POST as writeEntry } from "@/app/api/user-plants/[id]/journal/route";
import { GET as getTimeline } from "@/app/api/user-plants/[id]/timeline/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { DELETE as deleteUser, PATCH as patchUser } from "@/app/api/user/route";
import { addDays, todayInTimeZone } from "@/lib/dates";
import { TIMELINE_PAGE_SIZE } from "@/lib/journal";
import { getDb, queryCounter } from "@/server/db/client";
import { diagnoses, harvests, journalEntries, journalPhotos, pendingUploads, plantStatusChanges, tasks, waterings } from "@/server/db/schema";
import { NOT_YOUR_ENTRY } from "@/server/garden/journal";
import { keyFromUploadUrl } from "@/server/storage";
import { BASE_URL, call, jsonRequest, signUp, type TestUser } from "../support/api";

// Storage reads UPLOADS_DIR on first use, which comes after this line.
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "journal-uploads-"));
process.env.UPLOADS_DIR = uploadsDir;
delete process.env.BLOB_READ_WRITE_TOKEN;
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

const PASSWORD = "correct-horse-42";
let cameraJpeg: Buffer;

beforeAll(async () => {
  // A camera photo: EXIF with the phone's make and a GPS position.
  cameraJpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#3a7d2c" } })
    .withExif({
      IFD0: { Make: "Garden Phone", Model: "Trowel 3" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .jpeg()
    .toBuffer();
});

const photo = (name = "leaf.jpg") => new File([new Uint8Array(cameraJpeg)], name, { type: "image/jpeg" });
const today = () => todayInTimeZone("UTC");

type Fields = Record<string, string | Blob | (string | Blob)[]>;

async function plantOf(user: TestUser, commonName = "Tomato", customName?: string): Promise<number> {
  const catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: user.token }))).body as { id: number; commonName: string }[];
  const added = await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: catalogue.find((plant) => plant.commonName === commonName)!.id, customName }, token: user.token }));
  expect(added.status).toBe(201);
  return added.body.id;
}

function write(user: TestUser, plantId: number | string, fields: Fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  const request = new Request(`${BASE_URL}/api/user-plants/${plantId}/journal`, { method: "POST", body: form, headers: { authorization: `Bearer ${user.token}` } });
  return call(writeEntry, request, { id: String(plantId) });
}

const timeline = (user: TestUser, plantId: number, query = "") =>
  call(getTimeline, jsonRequest(`/api/user-plants/${plantId}/timeline${query}`, { token: user.token }), { id: String(plantId) });
const journal = (user: TestUser, query = "") => call(listJournal, jsonRequest(`/api/journal${query}`, { token: user.token }));
const patch = (user: TestUser, id: number, body: unknown) => call(patchEntry, jsonRequest(`/api/journal/${id}`, { method: "PATCH", body, token: user.token }), { id: String(id) });
const remove = (user: TestUser, id: number) => call(deleteEntry, jsonRequest(`/api/journal/${id}`, { method: "DELETE", token: user.token }), { id: String(id) });

async function shareGarden(owner: TestUser, member: TestUser, gardenId = owner.gardenId) {
  const made = await call(invite, jsonRequest(`/api/gardens/${gardenId}/invites`, { method: "POST", token: owner.token }), { id: String(gardenId) });
  expect(made.status).toBe(201);
  const joined = await call(accept, jsonRequest(`/api/invites/${made.body.token}/accept`, { method: "POST", token: member.token }), { token: made.body.token });
  expect(joined.status).toBe(200);
}

const fileOf = (url: string) => path.join(uploadsDir, ...keyFromUploadUrl(url)!.split("/"));
const servedTo = (user: TestUser, url: string) =>
  call(servePhoto, jsonRequest(url, { token: user.token }), { path: keyFromUploadUrl(url)!.split("/") });

/** The items' kinds and ids, `kind:id`, as a page lists them. */
const keysOf = (items: { kind: string; id: number }[]) => items.map((item) => `${item.kind}:${item.id}`);

describe("writing journal entries", () => {
  it("writes an entry with photos (201): re-encoded without their EXIF, in the order sent, by its author, dated today", async () => {
    const gardener = await signUp("Jo Journal");
    const tomato = await plantOf(gardener, "Tomato", "Big Red");
    const written = await write(gardener, tomato, { text: "  First flowers on the second truss  ", tags: ["flowering", "pests,flowering"], photos: [photo("a.jpg"), photo("b.jpg")] });
    expect(written.status).toBe(201);
    expect(written.body).toEqual({
      kind: "journal",
      id: expect.any(Number),
      date: today(),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: written.body.at,
      plant: { id: tomato, name: "Big Red" },
      text: "First flowers on the second truss",
      tags: ["flowering", "pests"],
      photos: [
        { url: expect.stringMatching(new RegExp(`^/uploads/users/${gardener.id}/journal/[0-9a-f-]{36}\\.jpg$`)), width: 120, height: 80 },
        { url: expect.stringMatching(/\.jpg$/), width: 120, height: 80 },
      ],
      author: { id: gardener.id, name: "Jo Journal" },
      editable: true,
    });
    for (const { url } of written.body.photos as { url: string }[]) {
      const stored = fs.readFileSync(fileOf(url));
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe("jpeg");
      expect(metadata.exif).toBeUndefined();
      expect(stored.includes(Buffer.from("Garden Phone"))).toBe(false);
      // Kept: no longer pending, so the sweep leaves it.
      expect(await (await getDb()).select().from(pendingUploads).where(eq(pendingUploads.key, keyFromUploadUrl(url)!))).toEqual([]);
      expect((await servedTo(gardener, url)).status).toBe(200);
    }
  });

  it("writes a note without photos, dated in the past; refuses a future date, an empty entry, unknown tags and a sixth photo with 400", async () => {
    const gardener = await signUp();
    const tomato = await plantOf(gardener);
    const dated = await write(gardener, tomato, { text: "Planted out after the last frost", date: "2025-05-10", tags: "planting" });
    expect(dated.status).toBe(201);
    expect(dated.body).toMatchObject({ date: "2025-05-10", photos: [], tags: ["planting"] });
    // An empty date is today; a photo alone is an entry.
    expect((await write(gardener, tomato, { text: "Watered well", date: "" })).body.date).toBe(today());
    expect((await write(gardener, tomato, { photos: photo() })).status).toBe(201);

    const refusals: [Fields, number, string][] = [
      [{ text: "Tomorrow's note", date: addDays(today(), 1) }, 400, "The date can't be in the future."],
      [{ text: "", date: "2025-05-10" }, 400, "Write a note or add a photo."],
      [{ text: "x", date: "2025-02-30" }, 400, "The date must be a real date (YYYY-MM-DD)."],
      [{ text: "x", tags: "pests,aliens" }, 400, "Tags must be among: pests, disease, flowering, fruiting, pruning, feeding, planting, weather, harvest, other."],
      [{ text: "x".repeat(5001) }, 400, "The note must be at most 5,000 characters."],
      [{ text: "x", photos: [photo(), photo(), photo(), photo(), photo(), photo()] }, 400, "Send at most 5 files in the form."],
      [{ text: "x", photos: "not a file" }, 400, 'The "photos" field must be a file.'],
      [{ text: "x", photos: new File(["%PDF-1.4"], "note.pdf") }, 415, "Please upload a JPEG, PNG, WebP or HEIC photo."],
    ];
    for (const [fields, status, message] of refusals) {
      const refused = await write(gardener, tomato, fields);
      expect(refused.status, JSON.stringify(fields).slice(0, 80)).toBe(status);
      expect(refused.body.error).toBe(message);
    }
    // Nothing refused was kept: one stored photo (the photo-only entry) in the gardener's journal folder.
    expect(fs.readdirSync(path.join(uploadsDir, "users", gardener.id, "journal"))).toHaveLength(1);
    expect((await (await getDb()).select().from(journalEntries).where(eq(journalEntries.userPlantId, tomato))).length).toBe(3);
  });

  it("a bad photo among good ones stores none of them", async () => {
    const gardener = await signUp();
    const tomato = await plantOf(gardener);
    const refused = await write(gardener, tomato, { text: "Three photos", photos: [photo(), photo(), new File(["not an image"], "x.jpg", { type: "image/jpeg" })] });
    expect(refused.status).toBe(415);
    expect(fs.existsSync(path.join(uploadsDir, "users", gardener.id, "journal"))).toBe(false);
  });

  it("only the author edits or deletes an entry (another member: 403); another garden's plant and entries are 404 everywhere", async () => {
    const alice = await signUp("Alice Gardener");
    const bob = await signUp("Bob Gardener");
    const stranger = await signUp("Sam Stranger");
    const tomato = await plantOf(alice);
    await shareGarden(alice, bob);
    const entry = (await write(alice, tomato, { text: "Early blight on the lower leaves", tags: "disease", photos: photo() })).body;

    // Bob sees it, with who wrote it, and its photo; he may not change it.
    const seenByBob = (await timeline(bob, tomato, "?kind=journal")).body.items;
    expect(seenByBob).toEqual([{ ...entry, editable: false }]);
    expect((await servedTo(bob, entry.photos[0].url)).status).toBe(200);
    for (const refused of [await patch(bob, entry.id, { text: "Mine now" }), await remove(bob, entry.id)]) {
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(NOT_YOUR_ENTRY);
    }
    // Bob writes his own on the same plant.
    const bobs = await write(bob, tomato, { text: "Sprayed with copper" });
    expect(bobs.body.author).toEqual({ id: bob.id, name: "Bob Gardener" });

    // A stranger finds nothing: not the plant, not the entry, not its photo.
    expect((await write(stranger, tomato, { text: "Hello" })).status).toBe(404);
    expect((await timeline(stranger, tomato)).status).toBe(404);
    expect((await patch(stranger, entry.id, { text: "Hi" })).status).toBe(404);
    expect((await remove(stranger, entry.id)).status).toBe(404);
    expect((await journal(stranger, `?plant=${tomato}`)).status).toBe(404);
    expect((await journal(stranger)).body).toEqual({ items: [], nextCursor: null });
    expect((await servedTo(stranger, entry.photos[0].url)).status).toBe(404);
    expect((await patch(alice, 2_000_000_000, { text: "Hi" })).status).toBe(404);
    expect((await timeline(alice, 2_000_000_000)).status).toBe(404);

    // Alice edits hers: text, date and tags; the photos stay.
    const edited = await patch(alice, entry.id, { text: "Early blight, lower leaves removed", date: "2025-07-01", tags: ["disease", "pruning"] });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: entry.id, text: "Early blight, lower leaves removed", date: "2025-07-01", tags: ["disease", "pruning"], photos: entry.photos, editable: true });
    expect(edited.body.updatedAt >= entry.at).toBe(true);
    expect((await patch(alice, entry.id, { date: addDays(today(), 1) })).body.error).toBe("The date can't be in the future.");
    expect((await patch(alice, entry.id, {})).status).toBe(400);
    expect((await patch(alice, entry.id, { photos: [] })).status).toBe(400);
    expect((await patch(alice, entry.id, { tags: ["aliens"] })).status).toBe(400);
    // Its photo keeps an emptied entry; a note without one needs its words.
    expect((await patch(alice, entry.id, { text: "" })).status).toBe(200);
    const note = (await write(alice, tomato, { text: "Just words" })).body;
    expect((await patch(alice, note.id, { text: "   " })).body.error).toBe("Write a note or add a photo.");

    // Alice deletes hers: its row, its photo's row and its file are gone.
    const file = fileOf(entry.photos[0].url);
    expect(fs.existsSync(file)).toBe(true);
    expect((await remove(alice, entry.id)).status).toBe(204);
    expect(fs.existsSync(file)).toBe(false);
    const db = await getDb();
    expect(await db.select().from(journalEntries).where(eq(journalEntries.id, entry.id))).toEqual([]);
    expect(await db.select().from(journalPhotos).where(eq(journalPhotos.entryId, entry.id))).toEqual([]);
    expect((await remove(alice, entry.id)).status).toBe(404);
  });
});

describe("a plant's timeline", () => {
  it("merges every kind, newest first, waterings one per day in the gardener's zone, with who did each", async () => {
    const gardener = await signUp("Tim Line");
    const tomato = await plantOf(gardener);
    expect((await call(patchPlant, jsonRequest(`/api/user-plants/${tomato}`, { method: "PATCH", body: { plantedDate: "2025-03-01" }, token: gardener.token }), { id: String(tomato) })).status).toBe(200);
    const db = await getDb();
    const at = (iso: string) => new Date(iso);
    const [early, late, nextDay] = await db
      .insert(waterings)
      .values([
        { userPlantId: tomato, wateredAt: at("2025-04-02T08:00:00Z"), wateredBy: gardener.id },
        { userPlantId: tomato, wateredAt: at("2025-04-02T18:00:00Z"), wateredBy: gardener.id },
        // 02:00 UTC on the 5th is still the 4th in New York.
        { userPlantId: tomato, wateredAt: at("2025-04-05T02:00:00Z"), wateredBy: gardener.id },
      ])
      .returning({ id: waterings.id });
    const [pruned] = await db
      .insert(tasks)
      .values([
        { gardenId: gardener.gardenId, userPlantId: tomato, title: "Pinch out side shoots", taskType: "prune", dueDate: "2025-04-03", completed: true, completedAt: at("2025-04-03T12:00:00Z"), completedBy: gardener.id },
        // A water task is done by a watering: the day's watering shows it, not the task.
        { gardenId: gardener.gardenId, userPlantId: tomato, title: "Water", taskType: "water", dueDate: "2025-04-02", completed: true, completedAt: at("2025-04-02T18:00:00Z"), completedBy: gardener.id },
        // Open tasks are not history.
        { gardenId: gardener.gardenId, userPlantId: tomato, title: "Feed", taskType: "fertilize", dueDate: "2025-04-03" },
      ])
      .returning({ id: tasks.id });
    const [picked] = await db
      .insert(harvests)
      .values({ gardenId: gardener.gardenId, userPlantId: tomato, quantity: 1.25, unit: "kg", harvestedOn: "2025-04-04", notes: "First truss", harvestedBy: gardener.id, createdAt: at("2025-04-04T17:00:00Z") })
      .returning({ id: harvests.id });
    const [diagnosed] = await db
      .insert(diagnoses)
      .values({
        userId: gardener.id,
        gardenId: gardener.gardenId,
        userPlantId: tomato,
        imageUrl: "/uploads/plant-images/tomato.jpg",
        question: "Spots on the leaves?",
        diagnosis: {
          plantIdentification: [{ name: "Tomato", scientificName: "Solanum lycopersicum", commonNames: [], confidence: 0.9 }],
          plantAnalysis: {
            plantIdentification: [],
            health: { status: "problems", problems: [{ name: "Early blight", likelihood: 0.7, symptoms: [], cause: "Alternaria", treatment: "Remove the leaves" }] },
          },
        },
        aiAdvice: "Remove the lower leaves and water at the base.",
        confidence: "0.700",
        source: "model",
        createdAt: at("2025-04-06T09:00:00Z"),
      })
      .returning({ id: diagnoses.id });
    // The status the diagnosis set, at the same moment: the change comes above what caused it.
    const [marked] = await db
      .insert(plantStatusChanges)
      .values({ userPlantId: tomato, status: "sick", previousStatus: "healthy", changedBy: gardener.id, date: "2025-04-06", changedAt: at("2025-04-06T09:00:00Z") })
      .returning({ id: plantStatusChanges.id });
    const note = (await write(gardener, tomato, { text: "Looking better", date: "2025-04-07", tags: "disease" })).body;

    const page = await timeline(gardener, tomato);
    expect(page.status).toBe(200);
    expect(page.body.nextCursor).toBeNull();
    const by = [{ id: gardener.id, name: "Tim Line" }];
    expect(page.body.items).toEqual([
      note,
      { kind: "status", id: marked!.id, date: "2025-04-06", at: "2025-04-06T09:00:00.000Z", status: "sick", previousStatus: "healthy", by: by[0] },
      {
        kind: "diagnosis",
        id: diagnosed!.id,
        date: "2025-04-06",
        at: "2025-04-06T09:00:00.000Z",
        imageUrl: "/uploads/plant-images/tomato.jpg",
        question: "Spots on the leaves?",
        health: "problems",
        problems: ["Early blight"],
        advicePreview: "Remove the lower leaves and water at the base.",
        source: "model",
        by: by[0],
      },
      { kind: "watering", id: nextDay!.id, date: "2025-04-05", at: "2025-04-05T02:00:00.000Z", count: 1, by },
      { kind: "harvest", id: picked!.id, date: "2025-04-04", at: "2025-04-04T17:00:00.000Z", quantity: 1.25, unit: "kg", notes: "First truss", by: by[0] },
      { kind: "task", id: pruned!.id, date: "2025-04-03", at: "2025-04-03T12:00:00.000Z", title: "Pinch out side shoots", taskType: "prune", by: by[0] },
      { kind: "watering", id: late!.id, date: "2025-04-02", at: "2025-04-02T18:00:00.000Z", count: 2, by },
      { kind: "planted", id: tomato, date: "2025-03-01", at: expect.any(String) },
    ]);
    expect(early!.id).toBeLessThan(late!.id);

    // Filtered by kind.
    expect(keysOf((await timeline(gardener, tomato, "?kind=watering,planted")).body.items)).toEqual([`watering:${nextDay!.id}`, `watering:${late!.id}`, `planted:${tomato}`]);
    expect(keysOf((await timeline(gardener, tomato, "?kind=journal")).body.items)).toEqual([`journal:${note.id}`]);
    for (const bad of ["?kind=statuses", "?kind=journal,", "?cursor=abc", "?cursor=%%%"]) {
      const refused = await timeline(gardener, tomato, bad);
      expect(refused.status, bad).toBe(400);
    }

    // In New York the 5th's 02:00 UTC watering is on the 4th.
    expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { timezone: "America/New_York" }, token: gardener.token }))).status).toBe(200);
    const inNewYork = (await timeline(gardener, tomato, "?kind=watering")).body.items;
    expect(inNewYork.map((item: { date: string; count: number }) => `${item.date} ${item.count}`)).toEqual(["2025-04-04 1", "2025-04-02 2"]);
  });

  it("shows each change of the plant's status, from what and by whom, dated in the changer's zone; an unchanged status adds none", async () => {
    const alice = await signUp("Alice Status");
    const bob = await signUp("Bob Status");
    const stranger = await signUp();
    const tomato = await plantOf(alice);
    await shareGarden(alice, bob);
    const patchPlantOf = (user: TestUser, plantId: number, body: unknown) =>
      call(patchPlant, jsonRequest(`/api/user-plants/${plantId}`, { method: "PATCH", body, token: user.token }), { id: String(plantId) });
    const statusRows = async () => (await getDb()).select().from(plantStatusChanges).where(eq(plantStatusChanges.userPlantId, tomato));

    // A new plant's first status is not a change; nor is setting the same status again, or other fields.
    expect((await patchPlantOf(alice, tomato, { status: "healthy" })).status).toBe(200);
    expect((await patchPlantOf(alice, tomato, { location: "Greenhouse" })).status).toBe(200);
    expect(await statusRows()).toEqual([]);

    // Alice marks it blooming, then Bob sick ('Monitor').
    expect((await patchPlantOf(alice, tomato, { status: "blooming" })).body.recordedStatus).toBe("blooming");
    expect((await patchPlantOf(alice, tomato, { status: "blooming", notes: "Staked" })).status).toBe(200);
    expect((await patchPlantOf(bob, tomato, { status: "sick" })).body.recordedStatus).toBe("sick");
    // Another garden's gardener changes nothing, and records nothing.
    expect((await patchPlantOf(stranger, tomato, { status: "healthy" })).status).toBe(404);
    expect(await statusRows()).toHaveLength(2);

    const iso = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const changes = (await timeline(bob, tomato, "?kind=status")).body;
    expect(changes).toEqual({
      items: [
        { kind: "status", id: expect.any(Number), date: today(), at: iso, status: "sick", previousStatus: "blooming", by: { id: bob.id, name: "Bob Status" } },
        { kind: "status", id: expect.any(Number), date: today(), at: iso, status: "blooming", previousStatus: "healthy", by: { id: alice.id, name: "Alice Status" } },
      ],
      nextCursor: null,
    });
    const [sick, blooming] = changes.items as { id: number; at: string }[];
    expect(sick!.at >= blooming!.at).toBe(true);
    // Merged with the rest of the story, newest first: the planting came before them.
    expect(keysOf((await timeline(bob, tomato)).body.items)).toEqual([`status:${sick!.id}`, `status:${blooming!.id}`, `planted:${tomato}`]);
    expect(keysOf((await timeline(bob, tomato, "?kind=status,planted")).body.items)).toEqual([`status:${sick!.id}`, `status:${blooming!.id}`, `planted:${tomato}`]);
    expect(keysOf((await timeline(bob, tomato, "?kind=journal,watering")).body.items)).toEqual([]);
    expect((await timeline(stranger, tomato, "?kind=status")).status).toBe(404);

    // A moment, like a diagnosis: Alice in Kiritimati (UTC+14) changes a plant; it is kept on her day
    // (for the export) and each viewer sees it on theirs, beside what else happened that moment.
    const basil = await plantOf(alice, "Basil");
    const kiritimati = "Pacific/Kiritimati";
    expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { timezone: kiritimati }, token: alice.token }))).status).toBe(200);
    expect((await patchPlantOf(alice, basil, { status: "sick" })).status).toBe(200);
    const [kept] = await (await getDb()).select().from(plantStatusChanges).where(eq(plantStatusChanges.userPlantId, basil));
    expect(kept!.date).toBe(todayInTimeZone(kiritimati));
    expect((await timeline(bob, basil, "?kind=status")).body.items).toMatchObject([{ kind: "status", date: todayInTimeZone("UTC"), status: "sick", previousStatus: "healthy" }]);
    expect((await timeline(alice, basil, "?kind=status")).body.items).toMatchObject([{ kind: "status", date: todayInTimeZone(kiritimati) }]);

    // Bob's account goes: his change stays, by no one.
    expect((await call(deleteUser, jsonRequest("/api/user", { method: "DELETE", body: { password: PASSWORD }, token: bob.token }))).status).toBe(204);
    expect((await timeline(alice, tomato, "?kind=status")).body.items.map((item: { by: unknown }) => item.by)).toEqual([null, { id: alice.id, name: "Alice Status" }]);
  });

  it("pages 30 at a time without gaps or repeats while new entries arrive", async () => {
    const gardener = await signUp();
    const tomato = await plantOf(gardener);
    const db = await getDb();
    // 70 entries over 35 days (two a day, the same moment: the id breaks the tie) and 40 waterings.
    await db.insert(journalEntries).values(
      Array.from({ length: 70 }, (_, index) => ({
        gardenId: gardener.gardenId,
        userPlantId: tomato,
        authorId: gardener.id,
        date: addDays("2025-06-01", Math.floor(index / 2)),
        text: `Note ${index}`,
        createdAt: new Date(Date.UTC(2025, 5, 1 + Math.floor(index / 2), 12)),
      })),
    );
    await db.insert(waterings).values(Array.from({ length: 40 }, (_, index) => ({ userPlantId: tomato, wateredAt: new Date(Date.UTC(2025, 5, 1 + index, 12)), wateredBy: gardener.id })));
    const everything = keysOf(await allPages(gardener, tomato));
    expect(everything).toHaveLength(70 + 40 + 1);
    expect(new Set(everything).size).toBe(everything.length);

    const first = (await timeline(gardener, tomato)).body;
    expect(first.items).toHaveLength(TIMELINE_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));
    // New arrivals between pages: today's entry and watering, and an entry dated back into the pages to come.
    const fresh = (await write(gardener, tomato, { text: "A new note" })).body;
    const backdated = (await write(gardener, tomato, { text: "Remembered later", date: "2025-06-02" })).body;
    await db.insert(waterings).values({ userPlantId: tomato, wateredBy: gardener.id });
    const seen = [...keysOf(first.items)];
    let cursor: string | null = first.nextCursor;
    while (cursor) {
      const next = await timeline(gardener, tomato, `?cursor=${encodeURIComponent(cursor)}`);
      expect(next.status).toBe(200);
      expect(next.body.items.length).toBeLessThanOrEqual(TIMELINE_PAGE_SIZE);
      seen.push(...keysOf(next.body.items));
      cursor = next.body.nextCursor;
    }
    // Every item there was when paging began, once; of the new ones only the one dated into the later pages.
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).not.toContain(`journal:${fresh.id}`);
    expect(seen).toContain(`journal:${backdated.id}`);
    expect(seen.filter((key) => key !== `journal:${backdated.id}`)).toEqual(everything);
    // A new first page starts with the newest: today's watering (recorded last), then the new entry.
    expect(keysOf((await timeline(gardener, tomato)).body.items).slice(0, 2)).toEqual([expect.stringMatching(/^watering:\d+$/), `journal:${fresh.id}`]);
  });

  it("reads the first page of a plant with 2,000 items in one statement after the session lookup", async () => {
    const gardener = await signUp();
    const tomato = await plantOf(gardener);
    const db = await getDb();
    const day = (index: number) => addDays("2020-01-01", index);
    await db.insert(journalEntries).values(
      Array.from({ length: 800 }, (_, index) => ({ gardenId: gardener.gardenId, userPlantId: tomato, authorId: gardener.id, date: day(index), text: `Note ${index}`, createdAt: new Date(`${day(index)}T09:00:00Z`) })),
    );
    await db.insert(waterings).values(Array.from({ length: 700 }, (_, index) => ({ userPlantId: tomato, wateredAt: new Date(`${day(index)}T07:00:00Z`), wateredBy: gardener.id })));
    await db.insert(harvests).values(
      Array.from({ length: 500 }, (_, index) => ({ gardenId: gardener.gardenId, userPlantId: tomato, quantity: 1, unit: "count" as const, harvestedOn: day(index), harvestedBy: gardener.id })),
    );
    await timeline(gardener, tomato); // a first read, so the count below is a read like any other
    const before = { ...queryCounter };
    const started = performance.now();
    const page = await timeline(gardener, tomato);
    const elapsed = performance.now() - started;
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(TIMELINE_PAGE_SIZE);
    // Planted today (the newest), then the latest of the 2,000.
    expect(page.body.items.slice(0, 2)).toMatchObject([{ kind: "planted" }, { kind: "journal", date: day(799) }]);
    expect({ statements: queryCounter.count - before.count, writes: queryCounter.writes - before.writes }).toEqual({ statements: 2, writes: 0 });
    // Not a timed test; printed to compare runs.
    console.info(`timeline first page, 2,000 items: ${elapsed.toFixed(1)} ms`);
  });
});

/** Every item of a plant's timeline, page by page. */
async function allPages(user: TestUser, plantId: number): Promise<{ kind: string; id: number }[]> {
  const items: { kind: string; id: number }[] = [];
  let cursor: string | null = null;
  do {
    const page = await timeline(user, plantId, cursor ? `?cursor=${encodeURIComponent(cursor)}` : "");
    expect(page.status).toBe(200);
    items.push(...page.body.items);
    cursor = page.body.nextCursor;
  } while (cursor);
  return items;
}

describe("the garden's journal", () => {
  it("names a plant by its catalogue name in the reader's language, wherever an entry is read", async () => {
    const gardener = await signUp();
    const tomato = await plantOf(gardener, "Tomato");
    expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { locale: "de" }, token: gardener.token }))).status).toBe(200);
    const written = (await write(gardener, tomato, { text: "Erste Blüten", date: "2025-07-02" })).body;
    expect(written.plant).toEqual({ id: tomato, name: "Tomate" });
    expect((await journal(gardener)).body.items[0].plant).toEqual({ id: tomato, name: "Tomate" });
    const page = (await timeline(gardener, tomato, "?kind=journal")).body;
    expect(page.items[0].plant).toEqual({ id: tomato, name: "Tomate" });
    expect((await patch(gardener, written.id, { text: "Erste Blüten!" })).body.plant).toEqual({ id: tomato, name: "Tomate" });
  });

  it("lists every plant's entries, newest first, by plant, tag and words, a page at a time", async () => {
    const gardener = await signUp();
    const tomato = await plantOf(gardener, "Tomato");
    const rose = await plantOf(gardener, "Basil", "Sweet Basil");
    const blight = (await write(gardener, tomato, { text: "Early blight on the lower leaves", date: "2025-07-02", tags: "disease" })).body;
    const aphids = (await write(gardener, rose, { text: "Aphids on the new shoots", date: "2025-07-03", tags: "pests" })).body;
    const pinched = (await write(gardener, rose, { text: "Pinched out the flower buds", date: "2025-07-01", tags: "pruning,flowering" })).body;

    const all = await journal(gardener);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ items: [aphids, blight, pinched], nextCursor: null });
    expect(aphids.plant).toEqual({ id: rose, name: "Sweet Basil" });
    expect(blight.plant).toEqual({ id: tomato, name: "Tomato" });

    const ids = async (query: string) => ((await journal(gardener, query)).body.items as { id: number }[]).map((entry) => entry.id);
    expect(await ids(`?plant=${rose}`)).toEqual([aphids.id, pinched.id]);
    expect(await ids("?tag=flowering")).toEqual([pinched.id]);
    expect(await ids(`?tag=pests&plant=${tomato}`)).toEqual([]);
    expect(await ids("?from=2025-07-02")).toEqual([aphids.id, blight.id]);
    expect(await ids("?from=2025-07-01&to=2025-07-02")).toEqual([blight.id, pinched.id]);
    // Full-text search, in English: words, their other forms, phrases, or, not.
    expect(await ids("?q=blight")).toEqual([blight.id]);
    expect(await ids("?q=Blighted")).toEqual([blight.id]);
    expect(await ids("?q=shoot")).toEqual([aphids.id]);
    expect(await ids(`?q=${encodeURIComponent('"lower leaves"')}`)).toEqual([blight.id]);
    expect(await ids(`?q=${encodeURIComponent("aphids or blight")}`)).toEqual([aphids.id, blight.id]);
    expect(await ids(`?q=${encodeURIComponent("leaves -aphids")}`)).toEqual([blight.id]);
    expect(await ids("?q=courgette")).toEqual([]);
    expect(await ids("?q=the")).toEqual([]);
    expect(await ids("?q=")).toEqual([aphids.id, blight.id, pinched.id]);

    for (const bad of ["?tag=aliens", "?plant=abc", "?plant=0", "?from=2025-02-30", "?from=2025-07-03&to=2025-07-01", `?q=${"x".repeat(201)}`, "?q=%07", "?cursor=e30"]) {
      expect((await journal(gardener, bad)).status, bad).toBe(400);
    }
    expect((await journal(gardener, "?plant=2000000000")).status).toBe(404);

    // Pages: 35 more entries, 30 to a page.
    const db = await getDb();
    await db.insert(journalEntries).values(
      Array.from({ length: 35 }, (_, index) => ({ gardenId: gardener.gardenId, userPlantId: tomato, authorId: gardener.id, date: "2025-06-01", text: `Old note ${index}` })),
    );
    const first = (await journal(gardener)).body;
    expect(first.items).toHaveLength(30);
    const second = (await journal(gardener, `?cursor=${encodeURIComponent(first.nextCursor)}`)).body;
    expect(second.items).toHaveLength(8);
    expect(second.nextCursor).toBeNull();
    const seen = [...first.items, ...second.items].map((entry: { id: number }) => entry.id);
    expect(new Set(seen).size).toBe(38);
  });
});

describe("deleting what holds a journal", () => {
  const folderOf = (user: TestUser) => path.join(uploadsDir, "users", user.id, "journal");
  const filesIn = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);

  it("deleting a plant removes its entries, their photos' rows and files", async () => {
    const gardener = await signUp();
    const tomato = await plantOf(gardener);
    const basil = await plantOf(gardener, "Basil");
    const entry = (await write(gardener, tomato, { text: "Two photos", photos: [photo(), photo()] })).body;
    const kept = (await write(gardener, basil, { text: "Stays", photos: photo() })).body;
    expect(filesIn(folderOf(gardener))).toHaveLength(3);

    expect((await call(deletePlant, jsonRequest(`/api/user-plants/${tomato}`, { method: "DELETE", token: gardener.token }), { id: String(tomato) })).status).toBe(204);
    const db = await getDb();
    expect(await db.select().from(journalEntries).where(eq(journalEntries.userPlantId, tomato))).toEqual([]);
    expect(await db.select().from(journalPhotos).where(eq(journalPhotos.entryId, entry.id))).toEqual([]);
    expect(filesIn(folderOf(gardener))).toEqual([path.basename(kept.photos[0].url)]);
    const keys = (entry.photos as { url: string }[]).map((one) => keyFromUploadUrl(one.url)!);
    expect(await db.select().from(pendingUploads).where(inArray(pendingUploads.key, keys))).toEqual([]);
  });

  it("deleting a garden removes its journal and photos; deleting an account removes the entries its gardener wrote in gardens that stay", async () => {
    const alice = await signUp();
    const bob = await signUp();
    // Alice's second garden, with a journal.
    const second = (await call(createGarden, jsonRequest("/api/gardens", { body: { name: "Allotment" }, token: alice.token }))).body.garden.id as number;
    expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { activeGardenId: second }, token: alice.token }))).status).toBe(200);
    const onAllotment = await plantOf(alice);
    await write(alice, onAllotment, { text: "On the allotment", photos: photo() });
    expect(filesIn(folderOf(alice))).toHaveLength(1);
    expect((await call(deleteGarden, jsonRequest(`/api/gardens/${second}`, { method: "DELETE", token: alice.token }), { id: String(second) })).status).toBe(204);
    const db = await getDb();
    expect(await db.select().from(journalEntries).where(eq(journalEntries.gardenId, second))).toEqual([]);
    expect(filesIn(folderOf(alice))).toEqual([]);

    // Bob writes in Alice's first garden, then deletes his account: his entry and photo go, hers stay.
    expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { activeGardenId: alice.gardenId }, token: alice.token }))).status).toBe(200);
    const tomato = await plantOf(alice);
    await shareGarden(alice, bob);
    const bobs = (await write(bob, tomato, { text: "Bob's note", photos: photo() })).body;
    const alices = (await write(alice, tomato, { text: "Alice's note" })).body;
    expect(filesIn(folderOf(bob))).toHaveLength(1);
    expect((await call(deleteUser, jsonRequest("/api/user", { method: "DELETE", body: { password: PASSWORD }, token: bob.token }))).status).toBe(204);
    expect(await db.select().from(journalEntries).where(and(eq(journalEntries.gardenId, alice.gardenId), eq(journalEntries.id, bobs.id)))).toEqual([]);
    expect(filesIn(folderOf(bob))).toEqual([]);
    expect(keysOf((await timeline(alice, tomato, "?kind=journal")).body.items)).toEqual([`journal:${alices.id}`]);
  });
});

describe("an entry sent later from the device's queue: ?garden= and authorId", () => {
  const ANOTHER_AUTHOR = "This entry was written by another account on this device: sign in as them to send it.";

  /** POST /api/user-plants/{id}/journal{query}, as the offline queue sends it. */
  function writeTo(user: TestUser, plantId: number, query: string, fields: Fields) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
    const request = new Request(`${BASE_URL}/api/user-plants/${plantId}/journal${query}`, { method: "POST", body: form, headers: { authorization: `Bearer ${user.token}` } });
    return call(writeEntry, request, { id: String(plantId) });
  }
  const entriesOf = async (plantId: number) => (await getDb()).select().from(journalEntries).where(eq(journalEntries.userPlantId, plantId));

  it("writes in the garden named by ?garden= (another of the gardener's, not the open one): 201; a garden not theirs is a 404", async () => {
    const alice = await signUp("Alice Away");
    const stranger = await signUp();
    const tomato = await plantOf(alice);
    // Alice opens her allotment; the entry she wrote in her first garden is sent afterwards.
    const allotment = (await call(createGarden, jsonRequest("/api/gardens", { body: { name: "Allotment" }, token: alice.token }))).body.garden.id as number;
    expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { activeGardenId: allotment }, token: alice.token }))).status).toBe(200);
    // Without ?garden= the open garden is meant, and the plant is not in it.
    expect((await write(alice, tomato, { text: "Written before the switch" })).status).toBe(404);

    const written = await writeTo(alice, tomato, `?garden=${alice.gardenId}`, { text: "Written before the switch", authorId: alice.id, clientId: crypto.randomUUID() });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ plant: { id: tomato }, text: "Written before the switch", author: { id: alice.id, name: "Alice Away" } });
    expect((await entriesOf(tomato)).map((row) => [row.id, row.gardenId, row.authorId])).toEqual([[written.body.id, alice.gardenId, alice.id]]);
    // The open garden's plant by the open garden's id, named outright: the same as without it.
    const onAllotment = await plantOf(alice);
    expect((await writeTo(alice, onAllotment, `?garden=${allotment}`, { text: "On the allotment" })).status).toBe(201);

    // A garden she is not a member of (or no garden at all): 404, and nothing saved.
    for (const query of [`?garden=${stranger.gardenId}`, "?garden=2000000000", "?garden=abc"]) {
      const refused = await writeTo(alice, tomato, query, { text: "Not hers", authorId: alice.id });
      expect(refused.status, query).toBe(404);
      expect(refused.body.error, query).toBe("That garden was not found.");
    }
    expect((await writeTo(stranger, tomato, `?garden=${alice.gardenId}`, { text: "Hello" })).status).toBe(404);
    expect(await entriesOf(tomato)).toHaveLength(1);
  });

  it("refuses an entry written by another account (authorId) with 409 and saves nothing; its author's own id is a 201", async () => {
    const alice = await signUp("Alice Author");
    const bob = await signUp("Bob Borrower");
    const stranger = await signUp();
    await shareGarden(alice, bob);
    const tomato = await plantOf(alice);
    const clientId = crypto.randomUUID();

    // Alice's entry, left on a shared phone, sent in Bob's session: not saved as his, nor its photo kept.
    const refused = await writeTo(bob, tomato, `?garden=${alice.gardenId}`, { text: "Alice's note", authorId: alice.id, clientId, photos: photo() });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: ANOTHER_AUTHOR });
    // Whichever garden it names, even one the session could not write in.
    expect((await writeTo(stranger, tomato, `?garden=${alice.gardenId}`, { text: "Alice's note", authorId: alice.id, clientId })).status).toBe(409);
    expect(await entriesOf(tomato)).toEqual([]);
    for (const user of [alice, bob, stranger]) expect(fs.existsSync(path.join(uploadsDir, "users", user.id, "journal"))).toBe(false);
    // An authorId that is not text is a 400.
    expect((await writeTo(alice, tomato, "", { text: "x", authorId: new File(["x"], "x.txt") })).status).toBe(400);

    // Sent by Alice: saved, hers; the same clientId again is the same entry.
    const saved = await writeTo(alice, tomato, `?garden=${alice.gardenId}`, { text: "Alice's note", authorId: alice.id, clientId, photos: photo() });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ text: "Alice's note", author: { id: alice.id, name: "Alice Author" }, photos: [{ width: 120, height: 80 }] });
    const again = await writeTo(alice, tomato, `?garden=${alice.gardenId}`, { text: "Alice's note", authorId: alice.id, clientId });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(saved.body.id);
    // Bob's own, with his id: 201 (an empty authorId, as an API client may send, is none).
    expect((await writeTo(bob, tomato, "", { text: "Bob's note", authorId: bob.id })).status).toBe(201);
    expect((await writeTo(bob, tomato, "", { text: "Bob's other note", authorId: "" })).status).toBe(201);
    expect((await entriesOf(tomato)).map((row) => row.authorId).sort()).toEqual([alice.id, bob.id, bob.id].sort());
  });
});
