import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as invite } from "@/app/api/gardens/[id]/invites/route";
import { POST as accept } from "@/app/api/invites/[token]/accept/route";
import { POST as diagnose } from "@/app/api/diagnose/route";
import { DELETE as deleteEntry } from "@/app/api/journal/[id]/route";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { GET as servePhoto } from "@/app/uploads/[...path]/route";
import { PUT as putCover } from "@/app/api/user-plants/[id]/cover/route";
import { POST as writeEntry } from "@/app/api/user-plants/[id]/journal/route";
import { GET as getPhotos } from "@/app/api/user-plants/[id]/photos/route";
import { DELETE as deletePlant, PATCH as patchPlant } from "@/app/api/user-plants/[id]/route";
import { POST as addCustomPlant } from "@/app/api/user-plants/custom/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { todayInTimeZone } from "@/lib/dates";
import { getDb } from "@/server/db/client";
import { journalEntries, pendingUploads } from "@/server/db/schema";
import { NOT_THIS_PLANTS_PHOTO } from "@/server/garden/plant-photos";
import { keyFromUploadUrl } from "@/server/storage";
import { BASE_URL, call, jsonRequest, signUp, type TestUser } from "../support/api";

// Storage reads UPLOADS_DIR on first use, which comes after this line; diagnoses are the offline estimate.
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "plant-photos-uploads-"));
process.env.UPLOADS_DIR = uploadsDir;
delete process.env.BLOB_READ_WRITE_TOKEN;
delete process.env.OPENAI_API_KEY;
delete process.env.OPENAI_BASE_URL;
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

const jpegs = new Map<string, Buffer>();
beforeAll(async () => {
  for (const colour of ["#3a7d2c", "#c0392b", "#f1c40f", "#2c3e50", "#8e44ad"]) {
    jpegs.set(colour, await sharp({ create: { width: 120, height: 80, channels: 3, background: colour } }).jpeg().toBuffer());
  }
});
/** A photo of one colour (the colours make different files). */
const photo = (colour = "#3a7d2c") => new File([new Uint8Array(jpegs.get(colour)!)], "leaf.jpg", { type: "image/jpeg" });

type Fields = Record<string, string | Blob | (string | Blob)[]>;

function multipart(url: string, user: TestUser, fields: Fields): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  return new Request(`${BASE_URL}${url}`, { method: "POST", body: form, headers: { authorization: `Bearer ${user.token}` } });
}

const write = (user: TestUser, plantId: number, fields: Fields) => call(writeEntry, multipart(`/api/user-plants/${plantId}/journal`, user, fields), { id: String(plantId) });
const photosOf = (user: TestUser | null, plantId: number | string) =>
  call(getPhotos, jsonRequest(`/api/user-plants/${plantId}/photos`, { token: user?.token }), { id: String(plantId) });
const setCover = (user: TestUser | null, plantId: number | string, body: unknown) =>
  call(putCover, jsonRequest(`/api/user-plants/${plantId}/cover`, { method: "PUT", body, token: user?.token }), { id: String(plantId) });
const servedTo = (user: TestUser, url: string) => call(servePhoto, jsonRequest(url, { token: user.token }), { path: keyFromUploadUrl(url)!.split("/") });
const fileOf = (url: string) => path.join(uploadsDir, ...keyFromUploadUrl(url)!.split("/"));
const filesIn = (user: TestUser, folder: string) => {
  const dir = path.join(uploadsDir, "users", user.id, folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const pendingOf = async (user: TestUser) => (await getDb()).select().from(pendingUploads).where(like(pendingUploads.key, `users/${user.id}/%`));

async function customPlant(user: TestUser, name: string, image?: File): Promise<{ id: number; imageUrl: string }> {
  const added = await call(addCustomPlant, multipart("/api/user-plants/custom", user, { customCommonName: name, ...(image ? { image } : {}) }));
  expect(added.status).toBe(201);
  return added.body;
}

async function cataloguePlant(user: TestUser): Promise<number> {
  const catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: user.token }))).body as { id: number; commonName: string }[];
  const added = await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: catalogue.find((plant) => plant.commonName === "Tomato")!.id }, token: user.token }));
  expect(added.status).toBe(201);
  return added.body.id;
}

async function shareGarden(owner: TestUser, member: TestUser) {
  const made = await call(invite, jsonRequest(`/api/gardens/${owner.gardenId}/invites`, { method: "POST", token: owner.token }), { id: String(owner.gardenId) });
  expect(made.status).toBe(201);
  const joined = await call(accept, jsonRequest(`/api/invites/${made.body.token}/accept`, { method: "POST", token: member.token }), { token: made.body.token });
  expect(joined.status).toBe(200);
}

async function diagnosisOf(user: TestUser, plantId: number, colour: string) {
  const diagnosed = await call(diagnose, multipart("/api/diagnose", user, { image: photo(colour), userPlantId: String(plantId) }));
  expect(diagnosed.status).toBe(201);
  return diagnosed.body.diagnosis as { id: number; imageUrl: string; aiAdvice: string };
}

describe("a plant's photos", () => {
  it("lists its journal, diagnosis and own photos on one strip, newest first, with their notes and who took them", async () => {
    const alice = await signUp("Alice Photos");
    const bob = await signUp("Bob Photos");
    await shareGarden(alice, bob);
    const fern = await customPlant(alice, "Fern", photo("#2c3e50"));
    expect((await call(patchPlant, jsonRequest(`/api/user-plants/${fern.id}`, { method: "PATCH", body: { plantedDate: "2025-03-01" }, token: alice.token }), { id: String(fern.id) })).status).toBe(200);
    const april = (await write(alice, fern.id, { text: "New fronds", date: "2025-04-01", photos: [photo("#3a7d2c"), photo("#c0392b")] })).body;
    const may = (await write(bob, fern.id, { date: "2025-05-01", photos: photo("#f1c40f") })).body;
    const diagnosis = await diagnosisOf(bob, fern.id, "#8e44ad");
    // Another plant's photos are not this one's.
    const other = await customPlant(alice, "Moss");
    await write(alice, other.id, { text: "Moss", photos: photo() });

    const strip = await photosOf(alice, fern.id);
    expect(strip.status).toBe(200);
    const by = { alice: { id: alice.id, name: "Alice Photos" }, bob: { id: bob.id, name: "Bob Photos" } };
    expect(strip.body).toEqual({
      items: [
        {
          url: diagnosis.imageUrl,
          width: null,
          height: null,
          date: todayInTimeZone("UTC"),
          source: "diagnosis",
          diagnosisId: diagnosis.id,
          note: diagnosis.aiAdvice.length > 200 ? `${diagnosis.aiAdvice.slice(0, 200)}...` : diagnosis.aiAdvice,
          by: by.bob,
          isCover: false,
        },
        { url: may.photos[0].url, width: 120, height: 80, date: "2025-05-01", source: "journal", entryId: may.id, note: null, by: by.bob, isCover: false },
        { url: april.photos[0].url, width: 120, height: 80, date: "2025-04-01", source: "journal", entryId: april.id, note: "New fronds", by: by.alice, isCover: false },
        { url: april.photos[1].url, width: 120, height: 80, date: "2025-04-01", source: "journal", entryId: april.id, note: "New fronds", by: by.alice, isCover: false },
        { url: fern.imageUrl, width: null, height: null, date: "2025-03-01", source: "plant", note: null, by: null, isCover: true },
      ],
    });
    // Bob, a member, sees the same strip.
    expect((await photosOf(bob, fern.id)).body).toEqual(strip.body);
    // A catalogue plant's picture is not a photo of it.
    expect((await photosOf(alice, await cataloguePlant(alice))).body).toEqual({ items: [] });
  });

  it("another garden's plant is a 404, the signed-out a 401", async () => {
    const alice = await signUp();
    const stranger = await signUp();
    const fern = await customPlant(alice, "Fern", photo());
    const entry = (await write(alice, fern.id, { text: "x", photos: photo("#c0392b") })).body;
    for (const answer of [await photosOf(stranger, fern.id), await setCover(stranger, fern.id, { url: entry.photos[0].url }), await photosOf(alice, 2_000_000_000), await photosOf(alice, "abc")]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: "That plant was not found." });
    }
    for (const answer of [await photosOf(null, fern.id), await setCover(null, fern.id, { url: entry.photos[0].url })]) {
      expect(answer.status).toBe(401);
    }
    // Nothing changed.
    expect((await photosOf(alice, fern.id)).body.items.find((item: { source: string }) => item.source === "plant").url).toBe(fern.imageUrl);
  });
});

describe("choosing a plant's cover", () => {
  it("copies a journal photo as the plant's photo: the replaced photo goes, the copy outlives its entry", async () => {
    const gardener = await signUp();
    const fern = await customPlant(gardener, "Fern", photo("#2c3e50"));
    const entry = (await write(gardener, fern.id, { text: "Best frond yet", photos: [photo("#3a7d2c"), photo("#c0392b")] })).body;
    const chosen = entry.photos[1].url as string;

    const covered = await setCover(gardener, fern.id, { url: chosen });
    expect(covered.status).toBe(200);
    const cover = covered.body.imageUrl as string;
    expect(covered.body).toMatchObject({ id: fern.id, customCommonName: "Fern", imageUrl: expect.stringMatching(new RegExp(`^/uploads/users/${gardener.id}/plants/[0-9a-f-]{36}\\.from-[0-9a-f-]{36}\\.jpg$`)) });
    expect(covered.body).not.toHaveProperty("lastWatering");
    // A copy of the same bytes; the plant's old photo is removed, and nothing is left pending.
    expect(fs.readFileSync(fileOf(cover)).equals(fs.readFileSync(fileOf(chosen)))).toBe(true);
    expect(fs.existsSync(fileOf(fern.imageUrl))).toBe(false);
    expect(filesIn(gardener, "plants")).toEqual([path.basename(cover)]);
    expect(await pendingOf(gardener)).toEqual([]);

    // The strip shows the chosen photo as the cover, once.
    const strip = (await photosOf(gardener, fern.id)).body.items as { url: string; source: string; isCover: boolean }[];
    expect(strip.map((item) => [item.url, item.source, item.isCover])).toEqual([
      [entry.photos[0].url, "journal", false],
      [chosen, "journal", true],
    ]);
    // Its cover again changes nothing (by the photo's URL or the cover's own).
    for (const url of [chosen, cover]) {
      const again = await setCover(gardener, fern.id, { url });
      expect(again.status).toBe(200);
      expect(again.body.imageUrl).toBe(cover);
    }

    // Deleting the entry removes its photos but not the cover, which the strip now lists as the plant's.
    expect((await call(deleteEntry, jsonRequest(`/api/journal/${entry.id}`, { method: "DELETE", token: gardener.token }), { id: String(entry.id) })).status).toBe(204);
    expect(fs.existsSync(fileOf(chosen))).toBe(false);
    expect((await servedTo(gardener, cover)).status).toBe(200);
    expect((await photosOf(gardener, fern.id)).body.items).toEqual([expect.objectContaining({ url: cover, source: "plant", isCover: true })]);

    // A diagnosis photo of the plant may be the cover too; the journal copy it replaces goes.
    const diagnosis = await diagnosisOf(gardener, fern.id, "#f1c40f");
    const fromDiagnosis = await setCover(gardener, fern.id, { url: diagnosis.imageUrl });
    expect(fromDiagnosis.status).toBe(200);
    expect(fs.existsSync(fileOf(cover))).toBe(false);
    expect(fs.readFileSync(fileOf(fromDiagnosis.body.imageUrl)).equals(fs.readFileSync(fileOf(diagnosis.imageUrl)))).toBe(true);
    expect((await photosOf(gardener, fern.id)).body.items).toEqual([expect.objectContaining({ url: diagnosis.imageUrl, source: "diagnosis", isCover: true })]);

    // Deleting the plant removes its cover.
    expect((await call(deletePlant, jsonRequest(`/api/user-plants/${fern.id}`, { method: "DELETE", token: gardener.token }), { id: String(fern.id) })).status).toBe(204);
    expect(filesIn(gardener, "plants")).toEqual([]);
  });

  it("a member's choice is stored in their own folder and shown to the garden", async () => {
    const alice = await signUp();
    const bob = await signUp();
    await shareGarden(alice, bob);
    const tomato = await cataloguePlant(alice);
    const entry = (await write(alice, tomato, { text: "Ripe", photos: photo("#c0392b") })).body;
    const covered = await setCover(bob, tomato, { url: entry.photos[0].url });
    expect(covered.status).toBe(200);
    expect(covered.body.imageUrl).toMatch(new RegExp(`^/uploads/users/${bob.id}/plants/`));
    expect((await servedTo(alice, covered.body.imageUrl)).status).toBe(200);
  });

  it("refuses a photo that is not this plant's, and a bad body, with 400", async () => {
    const alice = await signUp();
    const stranger = await signUp();
    const fern = await customPlant(alice, "Fern", photo("#2c3e50"));
    const moss = await customPlant(alice, "Moss");
    const mossPhoto = (await write(alice, moss.id, { text: "Moss", photos: photo() })).body.photos[0].url as string;
    const strangersPlant = await customPlant(stranger, "Cactus");
    const strangersPhoto = (await write(stranger, strangersPlant.id, { text: "Spines", photos: photo("#c0392b") })).body.photos[0].url as string;

    for (const url of [mossPhoto, strangersPhoto, moss.imageUrl, "/uploads/plant-images/tomato.jpg", `/uploads/users/${alice.id}/journal/00000000-0000-4000-8000-000000000000.jpg`, "https://example.com/a.jpg", `${mossPhoto}?x=1`]) {
      const refused = await setCover(alice, fern.id, { url });
      expect(refused.status, url).toBe(400);
      expect(refused.body.error).toBe(NOT_THIS_PLANTS_PHOTO);
    }
    for (const body of [{}, { url: "" }, { url: 5 }, { url: null }, { url: mossPhoto, extra: true }, [mossPhoto], "not json {", { url: "x".repeat(1001) }]) {
      const refused = await setCover(alice, fern.id, body);
      expect(refused.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(refused.body.error).toEqual(expect.any(String));
    }
    // Nothing changed and nothing was copied.
    expect((await photosOf(alice, fern.id)).body.items).toEqual([expect.objectContaining({ url: fern.imageUrl, source: "plant", isCover: true })]);
    expect(filesIn(alice, "plants")).toEqual([path.basename(fern.imageUrl)]);
    expect(await pendingOf(alice)).toEqual([]);
  });
});

describe("a journal entry sent twice is saved once", () => {
  const clientId = () => crypto.randomUUID();
  const entriesWith = async (id: string) => (await getDb()).select().from(journalEntries).where(eq(journalEntries.clientId, id));

  it("answers the entry saved before (200), stores nothing the second time; other ids and other authors are new entries", async () => {
    const alice = await signUp();
    const bob = await signUp();
    await shareGarden(alice, bob);
    const fern = await customPlant(alice, "Fern");
    const id = clientId();
    const first = await write(alice, fern.id, { text: "Repotted", clientId: id, photos: photo() });
    expect(first.status).toBe(201);
    const again = await write(alice, fern.id, { text: "Repotted", clientId: id, photos: photo() });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // The same id in capitals is the same id.
    expect((await write(alice, fern.id, { text: "Repotted", clientId: id.toUpperCase() })).body.id).toBe(first.body.id);
    expect(await entriesWith(id)).toHaveLength(1);
    expect(filesIn(alice, "journal")).toEqual([path.basename(first.body.photos[0].url)]);
    expect(await pendingOf(alice)).toEqual([]);

    // Another author's entry with the same id, and an entry without one, are entries of their own.
    expect((await write(bob, fern.id, { text: "Watered", clientId: id })).status).toBe(201);
    expect((await write(alice, fern.id, { text: "No id" })).status).toBe(201);
    expect((await write(alice, fern.id, { text: "Empty id", clientId: "" })).status).toBe(201);
    expect(await entriesWith(id)).toHaveLength(2);

    // Not a UUID: 400; the id of an entry on another plant: 409.
    // (Not in the fuzz sweep's journal sample: a valid clientId there would make its every later attempt a retry.)
    for (const bad of ["abc", "12345", `${id}x`, "' OR 1=1 --", "   "]) {
      const refused = await write(alice, fern.id, { text: "x", clientId: bad });
      expect(refused.status, bad).toBe(400);
      expect(refused.body.error).toBe("clientId must be a UUID.");
    }
    // Refused by the form reader before the field is read: a NUL, an oversized field.
    for (const bad of ["\u0000", `${id}\u0000`, "x".repeat(100_000)]) expect((await write(alice, fern.id, { text: "x", clientId: bad })).status).toBe(400);
    const moss = await customPlant(alice, "Moss");
    const reused = await write(alice, moss.id, { text: "Repotted", clientId: id });
    expect(reused.status).toBe(409);
    expect(reused.body.error).toMatch(/clientId/);
  });

  it("of three sent at once, one is saved: each answers it, and no photo is left behind", async () => {
    const gardener = await signUp();
    const fern = await customPlant(gardener, "Fern");
    const id = clientId();
    const answers = await Promise.all([1, 2, 3].map(() => write(gardener, fern.id, { text: "Sent from the queue", clientId: id, photos: [photo(), photo("#c0392b")] })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    const saved = answers.find((answer) => answer.status === 201)!.body;
    for (const answer of answers) expect(answer.body).toEqual(saved);
    expect(await entriesWith(id)).toHaveLength(1);
    expect(filesIn(gardener, "journal").sort()).toEqual(saved.photos.map((one: { url: string }) => path.basename(one.url)).sort());
    expect(await pendingOf(gardener)).toEqual([]);
  });
});
