// Photos in an S3-compatible store (S3_BUCKET with S3_ENDPOINT, as MinIO, R2 or B2), against a
// stand-in S3 server on 127.0.0.1 (scripts/fake-s3.mjs): the same paths as on disk and Blob, so
// a photo is stored, served under /uploads/..., removed with its plant, swept when its request
// died, exported and imported, and a deleted account's folder goes.
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3, type FakeS3 } from "@/scripts/fake-s3.mjs";

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
  // Storage reads its settings on first use, which comes after this.
  Object.assign(process.env, s3.env);
  delete process.env.BLOB_READ_WRITE_TOKEN;
});
afterAll(async () => {
  for (const name of Object.keys(s3.env)) delete process.env[name];
  await s3.close();
});

async function jpeg(colour: string): Promise<File> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).jpeg().toBuffer();
  return new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" });
}

describe("photos in an S3-compatible store", () => {
  it("stores, serves, exports, imports and removes them in the bucket", async () => {
    const { BASE_URL, call, jsonRequest, signUp } = await import("../support/api");
    const { POST: addCustom } = await import("@/app/api/user-plants/custom/route");
    const { DELETE: deletePlant } = await import("@/app/api/user-plants/[id]/route");
    const { GET: serveUpload } = await import("@/app/uploads/[...path]/route");
    const { GET: exportData } = await import("@/app/api/export/route");
    const { POST: importData } = await import("@/app/api/import/route");
    const { DELETE: deleteAccount } = await import("@/app/api/user/route");
    const { keyFromUploadUrl } = await import("@/server/storage");

    const gardener = await signUp("Bucket Gardener");
    const stranger = await signUp("Stranger");
    const addPlant = async (name: string, colour: string) => {
      const form = new FormData();
      form.append("customCommonName", name);
      form.append("image", await jpeg(colour));
      return call(addCustom, new Request(`${BASE_URL}/api/user-plants/custom`, { method: "POST", body: form, headers: { authorization: `Bearer ${gardener.token}` } }));
    };
    const serve = (url: string, token: string) =>
      serveUpload(new Request(`${BASE_URL}${url}`, { headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({ path: url.split("/").slice(2) }) });

    const moonflower = await addPlant("Moonflower", "#3a7d2c");
    const fern = await addPlant("Fern", "#2c5d7d");
    expect([moonflower.status, fern.status]).toEqual([201, 201]);
    const moonflowerKey = keyFromUploadUrl(moonflower.body.imageUrl)!;
    expect(s3.objects()).toEqual([moonflowerKey, keyFromUploadUrl(fern.body.imageUrl)!].sort());

    // Served from the bucket under our own route, to its gardener only.
    const served = await serve(moonflower.body.imageUrl, gardener.token);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: "jpeg", width: 64, height: 48 });
    expect((await serve(moonflower.body.imageUrl, stranger.token)).status).toBe(404);

    // Export holds the photos; importing stores them anew in the bucket.
    const exported = await exportData(new Request(`${BASE_URL}/api/export`, { headers: { authorization: `Bearer ${gardener.token}` } }));
    expect(exported.status).toBe(200);
    const zip = new Uint8Array(await exported.arrayBuffer());
    expect(Object.keys(unzipSync(zip)).filter((name) => name.endsWith(".jpg"))).toHaveLength(2);
    const form = new FormData();
    form.append("file", new File([zip], "garden-export.zip"));
    const imported = await call(importData, new Request(`${BASE_URL}/api/import`, { method: "POST", body: form, headers: { authorization: `Bearer ${gardener.token}` } }));
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.imported.photos).toBe(2);
    expect(s3.objects()).toHaveLength(4);

    // Deleting a plant removes its photo from the bucket.
    const id = String(moonflower.body.id);
    expect((await call(deletePlant, jsonRequest(`/api/user-plants/${id}`, { method: "DELETE", token: gardener.token }), { id })).status).toBe(204);
    expect(s3.objects()).not.toContain(moonflowerKey);
    expect(s3.objects()).toHaveLength(3);

    // The photo of a request that died before saving its row is swept from the bucket an hour on.
    const { storeUserPhoto, sweepAbandonedPhotos, ABANDONED_AFTER_MS } = await import("@/server/garden/photos");
    const { getDb } = await import("@/server/db/client");
    const { pendingUploads } = await import("@/server/db/schema");
    const killed = await storeUserPhoto(gardener.id, await jpeg("#7d2c3a"), "diagnoses");
    expect(s3.objects()).toContain(killed.key);
    await sweepAbandonedPhotos(new Date(Date.now() + ABANDONED_AFTER_MS + 60_000));
    expect(s3.objects()).not.toContain(killed.key);
    expect(await (await getDb()).select().from(pendingUploads).where(eq(pendingUploads.key, killed.key))).toEqual([]);

    // A deleted account's folder goes with it.
    const deleted = await deleteAccount(
      new Request(`${BASE_URL}/api/user`, { method: "DELETE", body: JSON.stringify({ password: "correct-horse-42" }), headers: { authorization: `Bearer ${gardener.token}`, "content-type": "application/json" } }),
      { params: Promise.resolve({}) },
    );
    expect(deleted.status, await deleted.clone().text()).toBe(204);
    expect(s3.objects()).toEqual([]);
  });

  it("takes an import too large for a request from the browser straight to the bucket, authorised for that one file", async () => {
    const { BASE_URL, call, jsonRequest, signUp } = await import("../support/api");
    const { GET: exportData } = await import("@/app/api/export/route");
    const { POST: importData } = await import("@/app/api/import/route");
    const { POST: authorizeUpload } = await import("@/app/api/import/uploads/route");
    const { GET: listGardens } = await import("@/app/api/gardens/route");
    const { sweepAbandonedPhotos, ABANDONED_AFTER_MS } = await import("@/server/garden/photos");

    const gardener = await signUp("Big Import");
    const stranger = await signUp("Stranger");
    const exported = await exportData(new Request(`${BASE_URL}/api/export`, { headers: { authorization: `Bearer ${gardener.token}` } }));
    const zip = new Uint8Array(await exported.arrayBuffer());
    const ask = (size: unknown, token = gardener.token) => call(authorizeUpload, jsonRequest("/api/import/uploads", { body: { size }, token }));

    // Refused: no size, a made-up one, one over the import limit; signed out.
    for (const size of [undefined, -1, 1.5, "12"]) expect((await ask(size)).status, JSON.stringify(size)).toBe(400);
    expect((await ask(1024 * 1024 * 1024)).status).toBe(413);
    expect((await call(authorizeUpload, jsonRequest("/api/import/uploads", { body: { size: 10 } }))).status).toBe(401);

    const authorised = await ask(zip.byteLength);
    expect(authorised.status, JSON.stringify(authorised.body)).toBe(201);
    const { id, upload } = authorised.body as { id: string; upload: { kind: string; url: string; headers: Record<string, string> } };
    expect(upload.kind).toBe("put");
    // The URL signs the length and type, so S3 refuses any other (the stand-in does not check them;
    // the import's own limit holds whatever arrives).
    expect(new URL(upload.url).searchParams.get("X-Amz-SignedHeaders")?.split(";")).toEqual(expect.arrayContaining(["content-length", "content-type", "host"]));
    expect(Number(new URL(upload.url).searchParams.get("X-Amz-Expires"))).toBe(900);
    const sent = await fetch(upload.url, { method: "PUT", headers: upload.headers, body: zip });
    expect(sent.status).toBe(200);
    expect(s3.objects()).toContain(`users/${gardener.id}/imports/${id}`);

    // Another gardener cannot import it (the id names a file in the caller's own folder only).
    const theirs = await call(importData, jsonRequest("/api/import", { body: { upload: id }, token: stranger.token }));
    expect(theirs.status).toBe(404);
    expect((await call(importData, jsonRequest("/api/import", { body: { upload: "not-an-id" }, token: gardener.token }))).status).toBe(400);

    const before = (await call(listGardens, jsonRequest("/api/gardens", { token: gardener.token }))).body.gardens.length;
    const imported = await call(importData, jsonRequest("/api/import", { body: { upload: id }, token: gardener.token }));
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.gardens).toHaveLength(1);
    expect((await call(listGardens, jsonRequest("/api/gardens", { token: gardener.token }))).body.gardens.length).toBe(before + 1);
    // Read once, then gone from the bucket.
    expect(s3.objects().filter((key) => key.includes("/imports/"))).toEqual([]);
    expect((await call(importData, jsonRequest("/api/import", { body: { upload: id }, token: gardener.token }))).status).toBe(404);

    // An upload authorised and never imported is swept with the abandoned photos.
    const abandoned = await ask(zip.byteLength);
    await fetch(abandoned.body.upload.url, { method: "PUT", headers: abandoned.body.upload.headers, body: zip });
    expect(s3.objects().filter((key) => key.includes("/imports/"))).toHaveLength(1);
    await sweepAbandonedPhotos(new Date(Date.now() + ABANDONED_AFTER_MS + 60_000));
    expect(s3.objects().filter((key) => key.includes("/imports/"))).toEqual([]);
  });
});
