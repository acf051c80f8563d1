import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as addCustom } from "@/app/api/user-plants/custom/route";
import { getDb } from "@/server/db/client";
import { pendingUploads } from "@/server/db/schema";
import { ABANDONED_AFTER_MS, storeUserPhoto, sweepAbandonedPhotos } from "@/server/photos";
import { getStorage, keyFromUploadUrl } from "@/server/storage";
import { userFolder } from "@/server/storage/keys";
import { BASE_URL, call, signUp, type TestUser } from "../support/api";

// Storage reads UPLOADS_DIR on first use, which comes after this line.
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), "abandoned-uploads-"));
process.env.UPLOADS_DIR = uploadsDir;
delete process.env.BLOB_READ_WRITE_TOKEN;
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

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
