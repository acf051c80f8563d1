import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { GET, HEAD } from "@/app/uploads/[...path]/route";
import { HttpError } from "@/server/http/errors";
import { MAX_PHOTO_BYTES, assertUploadSize, photoFromForm, storeUserPhoto } from "@/server/garden/photos";
import { getStorage, keyFromUploadUrl, uploadUrl } from "@/server/storage";
import { BASE_URL, call, jsonRequest, signUp } from "../support/api";

// Storage reads UPLOADS_DIR on first use, which comes after this line.
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), "garden-uploads-"));
process.env.UPLOADS_DIR = uploadsDir;
delete process.env.BLOB_READ_WRITE_TOKEN;

afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

const NOT_A_PHOTO = "Please upload a JPEG, PNG, WebP or HEIC photo.";
const TOO_LARGE = "Photos must be 10 MB or smaller.";
const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

/** A width × height image, left half red and right half blue, so orientation can be checked. */
function twoToneImage(width: number, height: number) {
  const left = { input: { create: { width: width / 2, height, channels: 3 as const, background: RED } }, left: 0, top: 0 };
  return sharp({ create: { width, height, channels: 3, background: BLUE } }).composite([left]);
}

const photoFile = (bytes: Uint8Array, name = "photo.jpg", type = "image/jpeg") =>
  new File([new Uint8Array(bytes)], name, { type });

async function expectHttpError(promise: Promise<unknown>, status: number, message?: string | RegExp) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).status).toBe(status);
  if (message) expect((error as HttpError).message).toMatch(message);
}

/** Whether a raw EXIF block (as sharp's metadata gives it) has a GPS IFD pointer, tag 0x8825. */
function exifHasGps(exif: Buffer): boolean {
  const littleEndian = exif.subarray(6, 8).toString("latin1") === "II";
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

async function pixelAt(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return { r: data[offset] ?? 0, g: data[offset + 1] ?? 0, b: data[offset + 2] ?? 0 };
}

const storedBytes = (key: string) => readFile(path.join(uploadsDir, ...key.split("/")));

describe("storeUserPhoto", () => {
  it("re-encodes a camera JPEG without its EXIF, GPS position or XMP", async () => {
    const input = await twoToneImage(600, 400)
      .withExif({
        IFD0: { Make: "Garden Phone", Model: "Trowel 3" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
      })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .jpeg()
      .toBuffer();
    const inputMetadata = await sharp(input).metadata();
    expect(inputMetadata.exif && exifHasGps(inputMetadata.exif)).toBe(true);
    expect(inputMetadata.xmp).toBeDefined();

    const stored = await storeUserPhoto("user-1", photoFile(input), "plants");

    expect(stored.key).toMatch(/^users\/user-1\/plants\/[0-9a-f-]{36}\.jpg$/);
    expect(stored.url).toBe(`/uploads/${stored.key}`);
    expect(stored).toMatchObject({ width: 600, height: 400 });
    const output = await storedBytes(stored.key);
    expect([...output.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const metadata = await sharp(output).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 600, height: 400, space: "srgb" });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(output.includes(Buffer.from("Garden Phone"))).toBe(false);
  });

  it("turns a photo upright from its EXIF orientation", async () => {
    // Orientation 6: the camera was turned a quarter clockwise, so the left edge belongs on top.
    const input = await twoToneImage(60, 40).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const stored = await storeUserPhoto("user-1", photoFile(input), "diagnoses");

    expect(stored.key).toMatch(/^users\/user-1\/diagnoses\//);
    expect(stored).toMatchObject({ width: 40, height: 60 });
    const output = await storedBytes(stored.key);
    const metadata = await sharp(output).metadata();
    expect(metadata).toMatchObject({ width: 40, height: 60 });
    expect(metadata.orientation).toBeUndefined();
    const top = await pixelAt(output, 20, 5);
    const bottom = await pixelAt(output, 20, 55);
    expect(top.r).toBeGreaterThan(150);
    expect(bottom.b).toBeGreaterThan(150);
  });

  it("accepts a PNG, shrinks it to fit 2048 px and puts transparency on white", async () => {
    const input = await sharp({ create: { width: 3000, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();

    const stored = await storeUserPhoto("user-1", photoFile(input, "leaf.png", "image/png"), "plants");

    expect(stored).toMatchObject({ width: 2048, height: 683 });
    const output = await storedBytes(stored.key);
    expect((await sharp(output).metadata()).format).toBe("jpeg");
    expect(await pixelAt(output, 10, 10)).toEqual({ r: 255, g: 255, b: 255 });
  });

  it("accepts a WebP, and never enlarges a small photo", async () => {
    const input = await twoToneImage(300, 200).webp().toBuffer();
    const stored = await storeUserPhoto("user-1", photoFile(input, "leaf.webp", "image/webp"), "plants");
    expect(stored).toMatchObject({ width: 300, height: 200 });
    expect((await sharp(await storedBytes(stored.key)).metadata()).format).toBe("jpeg");
  });

  it("judges by content, not by name or declared type", async () => {
    const png = await twoToneImage(20, 20).png().toBuffer();
    const stored = await storeUserPhoto("user-1", photoFile(png, "mislabelled.txt", "text/plain"), "plants");
    expect(stored.key).toMatch(/\.jpg$/);

    const text = new TextEncoder().encode("This is a shopping list, not a photo.");
    await expectHttpError(storeUserPhoto("user-1", photoFile(text, "photo.jpg", "image/jpeg"), "plants"), 415, NOT_A_PHOTO);
  });

  it("refuses a JPEG that is cut short or garbage after its signature", async () => {
    const whole = await twoToneImage(400, 300).jpeg().toBuffer();
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    await expectHttpError(storeUserPhoto("user-1", photoFile(truncated), "plants"), 415, /could not be read/);

    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 0x5a)]);
    await expectHttpError(storeUserPhoto("user-1", photoFile(garbage), "plants"), 415, /could not be read/);
  });

  it("explains when it cannot read a HEIC photo", async () => {
    const heicStart = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
      Buffer.alloc(512, 0),
    ]);
    await expectHttpError(storeUserPhoto("user-1", photoFile(heicStart, "IMG_0001.HEIC", "image/heic"), "plants"), 415, /HEIC/);
  });

  it("refuses a photo over 10 MB", async () => {
    const huge = new Blob([new Uint8Array(11 * 1024 * 1024)], { type: "image/jpeg" });
    await expectHttpError(storeUserPhoto("user-1", huge, "plants"), 413, TOO_LARGE);
  });

  it("refuses a small file that decodes to an enormous image", async () => {
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_PHOTO_BYTES);
    await expectHttpError(storeUserPhoto("user-1", photoFile(bomb, "bomb.png", "image/png"), "plants"), 413, /megapixels/);
  });

  it("leaves no temporary files behind", () => {
    const leftovers = readdirSync(uploadsDir, { recursive: true }).map(String).filter((name) => name.endsWith(".tmp"));
    expect(leftovers).toEqual([]);
  });
});

describe("assertUploadSize", () => {
  const upload = (contentLength?: number) =>
    new Request(`${BASE_URL}/api/diagnose`, {
      method: "POST",
      headers: contentLength === undefined ? {} : { "content-length": String(contentLength) },
    });

  const refusal = (request: Request) => {
    try {
      assertUploadSize(request);
      return null;
    } catch (error) {
      return error instanceof HttpError ? { status: error.status, message: error.message } : error;
    }
  };

  it("refuses a body too large to hold a 10 MB photo and its form fields", () => {
    expect(refusal(upload(MAX_PHOTO_BYTES + 1024 * 1024))).toEqual({ status: 413, message: TOO_LARGE });
    expect(refusal(upload(50 * 1024 * 1024))).toEqual({ status: 413, message: TOO_LARGE });
  });

  it("lets a 10 MB photo with its multipart framing through, and an unknown length", () => {
    expect(refusal(upload(MAX_PHOTO_BYTES + 2000))).toBeNull();
    expect(refusal(upload())).toBeNull();
  });
});

describe("photoFromForm", () => {
  it("finds the photo in the image field, or another named field", () => {
    const form = new FormData();
    form.set("image", new File(["x"], "a.jpg"));
    form.set("photo", new File(["y"], "b.jpg"));
    expect(photoFromForm(form)?.name).toBe("a.jpg");
    expect(photoFromForm(form, "photo")?.name).toBe("b.jpg");
  });

  it("treats a missing field or an empty file as no photo", () => {
    const form = new FormData();
    expect(photoFromForm(form)).toBeNull();
    form.set("image", new File([], ""));
    expect(photoFromForm(form)).toBeNull();
  });

  it("refuses text where a file belongs", () => {
    const form = new FormData();
    form.set("image", "data:image/png;base64,AAAA");
    expect(() => photoFromForm(form)).toThrow(HttpError);
  });
});

describe("keyFromUploadUrl", () => {
  it("reads the key from an upload URL, ignoring a cache-busting query", () => {
    expect(keyFromUploadUrl("/uploads/users/abc/plants/1.jpg")).toBe("users/abc/plants/1.jpg");
    expect(keyFromUploadUrl("/uploads/users/abc/plants/1.jpg?v=1712345678")).toBe("users/abc/plants/1.jpg");
    expect(keyFromUploadUrl("/uploads/plant-images/tomato.jpg?v=2")).toBe("plant-images/tomato.jpg");
    expect(keyFromUploadUrl(uploadUrl("users/u_1/diagnoses/x-y.jpg"))).toBe("users/u_1/diagnoses/x-y.jpg");
  });

  it.each([
    "/uploads/users/abc/../def/1.jpg",
    "/uploads/../etc/passwd",
    "/uploads/users/abc/..",
    "/uploads/users/abc/%2e%2e/1.jpg",
    "/uploads/users\\abc\\1.jpg",
    "/uploads//etc/passwd",
    "/uploads/users//1.jpg",
    "/uploads/users/abc/",
    "/uploads/",
    "/uploads/?v=1",
    "/uploads/users/abc/.hidden",
    "/images/users/abc/1.jpg",
    "users/abc/1.jpg",
    "https://example.com/uploads/users/abc/1.jpg",
    "/etc/passwd",
    "",
  ])("refuses %j", (url) => {
    expect(keyFromUploadUrl(url)).toBeNull();
  });
});

describe("disk storage", () => {
  it("round-trips a file, treats a missing one as absent, and refuses unsafe keys", async () => {
    const storage = getStorage();
    const key = "users/someone/plants/roundtrip.png";
    await storage.put(key, new Uint8Array([1, 2, 3]), "image/png");
    expect(await storage.exists(key)).toBe(true);
    const file = await storage.get(key);
    expect(file).toMatchObject({ contentType: "image/png", size: 3 });
    expect([...(file?.body as Uint8Array)]).toEqual([1, 2, 3]);

    await storage.remove(key);
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists("users/someone")).toBe(false);
    await expect(storage.put("../escape.jpg", new Uint8Array([1]), "image/jpeg")).rejects.toThrow();
    await expect(storage.get("users/../../escape.jpg")).rejects.toThrow();
  });
});

describe("GET /uploads/[...path]", () => {
  const uploadRequest = (urlPath: string, token?: string, method = "GET") => {
    const request = jsonRequest(urlPath, { token });
    return new Request(request, { method });
  };
  const segments = (key: string) => ({ path: key.split("/") });

  it("serves a gardener's own photo, with headers fit for an immutable private image", async () => {
    const owner = await signUp();
    const input = await twoToneImage(120, 80).jpeg().toBuffer();
    const { key, url } = await storeUserPhoto(owner.id, photoFile(input), "plants");
    const onDisk = await storedBytes(key);

    const { status, response } = await call(GET, uploadRequest(`${url}?v=1`, owner.token), segments(key));
    expect(status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-length")).toBe(String(onDisk.length));

    const body = await GET(uploadRequest(url, owner.token), { params: Promise.resolve(segments(key)) });
    expect(Buffer.from(await body.arrayBuffer()).equals(onDisk)).toBe(true);

    const head = await HEAD(uploadRequest(url, owner.token, "HEAD"), { params: Promise.resolve(segments(key)) });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(onDisk.length));
    expect(head.body).toBeNull();
  });

  it("answers 404 for someone else's photo, 401 when signed out", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const input = await twoToneImage(40, 40).jpeg().toBuffer();
    const { key, url } = await storeUserPhoto(owner.id, photoFile(input), "diagnoses");

    const asStranger = await call(GET, uploadRequest(url, stranger.token), segments(key));
    expect(asStranger.status).toBe(404);
    expect(asStranger.body).toEqual({ error: expect.any(String) });

    const signedOut = await call(GET, uploadRequest(url), segments(key));
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ error: expect.any(String) });
  });

  it("answers 404 for a missing photo and for paths that are not a gardener's file", async () => {
    const owner = await signUp();
    const missing = `users/${owner.id}/plants/00000000-0000-0000-0000-000000000000.jpg`;
    expect((await call(GET, uploadRequest(`/uploads/${missing}`, owner.token), segments(missing))).status).toBe(404);

    const badPaths = [
      ["users", owner.id, "..", "..", "etc", "passwd"],
      ["..", "..", "package.json"],
      ["users", owner.id, "plants", "..%2F..%2Fsecret.jpg"],
      ["users", owner.id, "plants\\..\\x.jpg"],
      ["users", owner.id, "", "x.jpg"],
      ["plant-images", "missing.jpg"],
      ["users"],
    ];
    for (const pathSegments of badPaths) {
      const { status } = await call(GET, uploadRequest("/uploads/x", owner.token), { path: pathSegments });
      expect(status, pathSegments.join("/")).toBe(404);
    }
  });
});
