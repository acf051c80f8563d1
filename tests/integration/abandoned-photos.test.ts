import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE as deletePlant } from "@/app/api/user-plants/[id]/route";
import { POST as addCustom } from "@/app/api/user-plants/custom/route";
import { getDb } from "@/server/db/client";
import { pendingUploads } from "@/server/db/schema";
import { ABANDONED_AFTER_MS, keepPhoto, storeUserPhoto, sweepAbandonedPhotos } from "@/server/garden/photos";
import { getStorage, keyFromUploadUrl } from "@/server/storage";
import { userFolder } from "@/server/storage/keys";
import { BASE_URL, call, jsonRequest, signUp, type TestUser } from "../support/api";

// The disk storage's last step (moving a finished write into place) can be held, as if the process died there.
const writes = vi.hoisted(() => ({ stallBeforeRename: false }));
vi.mock("node:fs/promises", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs/promises")>();
  const rename: typeof fs.rename = (from, to) => (writes.stallBeforeRename ? new Promise(() => {}) : fs.rename(from, to));
  return { ...fs, default: { ...fs, rename }, rename };
});

// Storage reads UPLOADS_DIR on first use, which comes after this line.
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), "abandoned-uploads-"));
process.env.UPLOADS_DIR = uploadsDir;
delete process.env.BLOB_READ_WRITE_TOKEN;
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

let jpeg: Blob;
beforeAll(async () => {
  jpeg = new Blob([await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3a7d2c" } }).jpeg().toBuffer()], { type: "image/jpeg" });
});

function addCustomPlant(user: TestUser, fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return call(addCustom, new Request(`${BASE_URL}/api/user-plants/custom`, { method: "POST", body: form, headers: { authorization: `Bearer ${user.token}` } }));
}

const filesOf = (user: TestUser) => getStorage().list(userFolder(user.id));
/** Every file under a folder, hidden ones included. */
const allFilesIn = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
const anHourAndAMinuteLater = () => new Date(Date.now() + ABANDONED_AFTER_MS + 60_000);

describe("no photo outlives a request that did not save its row", () => {
  it("a saved plant's photo is kept for good, and a failed save leaves no photo behind", async () => {
    const gardener = await signUp();
    const saved = await addCustomPlant(gardener, { customCommonName: "Moonflower", image: jpeg });
    expect(saved.status).toBe(201);
    // A name far too long fails after the photo was read: nothing is stored for it.
    const failed = await addCustomPlant(gardener, { customCommonName: "x".repeat(5000), image: jpeg });
    expect(failed.status).toBe(400);
    expect(await filesOf(gardener)).toEqual([keyFromUploadUrl(saved.body.imageUrl)]);

    // However late the sweep runs, a photo whose row was saved stays.
    await sweepAbandonedPhotos(anHourAndAMinuteLater());
    expect(await filesOf(gardener)).toEqual([keyFromUploadUrl(saved.body.imageUrl)]);
  });

  it("the photo of a request killed before saving its row is swept once it is an hour old, not before", async () => {
    const gardener = await signUp();
    // What a request leaves when the process dies (kill -9) between storing the photo and saving its row.
    const killed = await storeUserPhoto(gardener.id, jpeg, "plants");
    expect(await filesOf(gardener)).toEqual([killed.key]);

    // A request still running (a slow vision model) keeps its photo.
    await sweepAbandonedPhotos(new Date());
    expect(await filesOf(gardener)).toEqual([killed.key]);

    expect(await sweepAbandonedPhotos(anHourAndAMinuteLater())).toBeGreaterThanOrEqual(1);
    expect(await filesOf(gardener)).toEqual([]);
    const db = await getDb();
    expect((await db.select().from(pendingUploads)).map((row) => row.key)).not.toContain(killed.key);
  });
});

describe("every way a request can stop half way", () => {
  it("a photo that landed although storing it reported a failure is removed with the request", async () => {
    const gardener = await signUp();
    const storage = getStorage();
    const put = storage.put.bind(storage);
    // Vercel Blob can store the bytes and still fail the call (a timeout waiting for its answer).
    vi.spyOn(storage, "put").mockImplementationOnce(async (key, bytes, contentType) => {
      await put(key, bytes, contentType);
      throw new Error("The Blob store did not answer in time");
    });
    expect((await addCustomPlant(gardener, { customCommonName: "Moonflower", image: jpeg })).status).toBe(500);
    expect(await filesOf(gardener)).toEqual([]);
  });

  it("a disk write killed before it finished leaves nothing once the sweep has run", async () => {
    const gardener = await signUp();
    await sweepAbandonedPhotos(anHourAndAMinuteLater());
    const before = allFilesIn(uploadsDir);
    // kill -9 between writing the bytes and moving them into place: the move never happens.
    writes.stallBeforeRename = true;
    void storeUserPhoto(gardener.id, jpeg, "plants");
    await vi.waitFor(() => expect(allFilesIn(uploadsDir).length).toBeGreaterThan(before.length));
    writes.stallBeforeRename = false;

    // A write that may still be running is left alone.
    await sweepAbandonedPhotos(new Date());
    expect(allFilesIn(uploadsDir)).toHaveLength(before.length + 1);

    await sweepAbandonedPhotos(anHourAndAMinuteLater());
    expect(allFilesIn(uploadsDir)).toEqual(before);
  });

  it("a deleted plant's photo goes even when removing it fails, or the process dies, after the plant is gone", async () => {
    const gardener = await signUp();
    const plant = (await addCustomPlant(gardener, { customCommonName: "Moonflower", image: jpeg })).body;
    vi.spyOn(getStorage(), "remove").mockRejectedValueOnce(new Error("The Blob store is unreachable"));
    const id = String(plant.id);
    const deleted = await call(deletePlant, jsonRequest(`/api/user-plants/${id}`, { method: "DELETE", token: gardener.token }), { id });
    expect(deleted.status).toBe(204);
    expect(await filesOf(gardener)).toEqual([keyFromUploadUrl(plant.imageUrl)]);

    await sweepAbandonedPhotos(anHourAndAMinuteLater());
    expect(await filesOf(gardener)).toEqual([]);
  });

  it("a request that outlives the sweep cannot save a row pointing at its swept photo", async () => {
    const gardener = await signUp();
    const stored = await storeUserPhoto(gardener.id, jpeg, "diagnoses");
    await sweepAbandonedPhotos(anHourAndAMinuteLater());
    expect(await filesOf(gardener)).toEqual([]);

    const db = await getDb();
    await expect(db.transaction((tx) => keepPhoto(tx, stored))).rejects.toThrow(/took too long/);
  });
});
