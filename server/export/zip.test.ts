import { strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { extractZipEntry, looksLikeZip, readZipDirectory, ZipFormatError, ZipLimitError, zipStream, type ZipSource } from "./zip";

const LIMITS = { maxEntries: 100 };

function entryOf(bytes: Uint8Array, name: string, maxBytes = 1024 * 1024) {
  const zip = readZipDirectory(bytes, LIMITS);
  return extractZipEntry(zip, zip.entries.get(name)!, maxBytes, `${name} is too large`);
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Sets a 32-bit field of every header with this signature. */
function patch(bytes: Uint8Array, signature: number, offset: number, value: number): Uint8Array {
  const copy = bytes.slice();
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 4 <= copy.length; at += 1) {
    if (view.getUint32(at, true) === signature) view.setUint32(at + offset, value, true);
  }
  return copy;
}

describe("reading a zip", () => {
  it("reads stored and deflated entries and skips folders", () => {
    const bytes = zipSync({ "garden.json": [strToU8('{"version":1}'), { level: 9 }], "photos/": {}, "photos/a.jpg": [new Uint8Array([0xff, 0xd8, 0xff, 1, 2]), { level: 0 }] });
    expect(looksLikeZip(bytes)).toBe(true);
    const zip = readZipDirectory(bytes, LIMITS);
    expect([...zip.entries.keys()].sort()).toEqual(["garden.json", "photos/a.jpg"]);
    expect(new TextDecoder().decode(entryOf(bytes, "garden.json"))).toBe('{"version":1}');
    expect([...entryOf(bytes, "photos/a.jpg")]).toEqual([0xff, 0xd8, 0xff, 1, 2]);
  });

  it("refuses a zip cut short, and anything that is not one", () => {
    const bytes = zipSync({ "garden.json": strToU8("{}") });
    expect(() => readZipDirectory(bytes.subarray(0, bytes.length - 5), LIMITS)).toThrow(ZipFormatError);
    expect(() => readZipDirectory(strToU8("just text, long enough to be looked at for an end record"), LIMITS)).toThrow(/its end is missing/);
    expect(looksLikeZip(strToU8("{}"))).toBe(false);
  });

  it("refuses an entry whose bytes do not match its checksum", () => {
    const bytes = zipSync({ "a.txt": [strToU8("hello garden"), { level: 0 }] });
    const damaged = bytes.slice();
    damaged[damaged.indexOf("h".charCodeAt(0))] = "j".charCodeAt(0);
    expect(() => entryOf(damaged, "a.txt")).toThrow('The zip file is damaged or incomplete: "a.txt" does not match its checksum.');
  });

  it("refuses encrypted entries, other compressions, and too many entries", () => {
    const bytes = zipSync({ "a.txt": [strToU8("x"), { level: 0 }] });
    // General purpose flag bit 0 (encrypted) and method 12 (bzip2), in the central directory.
    const encrypted = bytes.slice();
    const central = Buffer.from(encrypted).indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    encrypted[central + 8] = 1;
    expect(() => readZipDirectory(encrypted, LIMITS)).toThrow(/encrypted/);
    const bzip = bytes.slice();
    bzip[central + 10] = 12;
    expect(() => readZipDirectory(bzip, LIMITS)).toThrow(/compression this server can't read/);
    const many = zipSync(Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`${index}.txt`, strToU8("x")])));
    expect(() => readZipDirectory(many, LIMITS)).toThrow(ZipLimitError);
  });

  it("stops inflating at the limit whatever size an entry declares (a zip bomb)", () => {
    const bomb = zipSync({ "garden.json": [new Uint8Array(5 * 1024 * 1024), { level: 9 }] });
    expect(() => entryOf(bomb, "garden.json", 1024 * 1024)).toThrow(new ZipLimitError("garden.json is too large"));
    // Declares 10 bytes (local header field at 22, central at 24): still stopped at the limit.
    const lying = patch(patch(bomb, 0x04034b50, 22, 10), 0x02014b50, 24, 10);
    expect(() => entryOf(lying, "garden.json", 1024 * 1024)).toThrow(new ZipLimitError("garden.json is too large"));
    // Within the limit, the size it really inflates to must be the one declared.
    const small = zipSync({ "a.txt": [strToU8("a".repeat(1000)), { level: 9 }] });
    expect(() => entryOf(patch(patch(small, 0x04034b50, 22, 10), 0x02014b50, 24, 10), "a.txt")).toThrow(/does not match its checksum/);
  });

  it("refuses deflate data that is not deflate", () => {
    const bytes = zipSync({ "a.txt": [strToU8("a".repeat(1000)), { level: 9 }] });
    const entry = readZipDirectory(bytes, LIMITS).entries.get("a.txt")!;
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    const start = entry.localHeaderOffset + 30 + view.getUint16(entry.localHeaderOffset + 26, true) + view.getUint16(entry.localHeaderOffset + 28, true);
    const broken = bytes.slice();
    // Block type 3 (reserved): no inflater reads it.
    broken.fill(0xff, start, start + entry.compressedSize);
    expect(() => entryOf(broken, "a.txt")).toThrow('The zip file is damaged or incomplete: "a.txt" can\'t be decompressed.');
  });
});

describe("writing a zip as a stream", () => {
  it("writes each file in turn, from bytes or a stream, readable by fflate and by our reader", async () => {
    const photo = new Uint8Array(200_000).map((_, index) => index % 251);
    const sources: ZipSource[] = [
      {
        name: "photos/plants/a.jpg",
        compress: false,
        data: new ReadableStream({
          start(controller) {
            controller.enqueue(photo.subarray(0, 70_000));
            controller.enqueue(photo.subarray(70_000));
            controller.close();
          },
        }),
      },
      { name: "garden.json", compress: true, data: strToU8(JSON.stringify({ version: 1, notes: "x".repeat(10_000) })) },
    ];
    const asked: string[] = [];
    const bytes = await collect(
      zipStream(async () => {
        const next = sources.shift() ?? null;
        asked.push(next?.name ?? "end");
        return next;
      }, new Date("2026-04-01T10:00:00Z")),
    );
    expect(asked).toEqual(["photos/plants/a.jpg", "garden.json", "end"]);
    const files = unzipSync(bytes);
    expect(Buffer.from(files["photos/plants/a.jpg"]!).equals(Buffer.from(photo))).toBe(true);
    expect(JSON.parse(new TextDecoder().decode(files["garden.json"]!))).toMatchObject({ version: 1 });
    expect(Buffer.from(entryOf(bytes, "photos/plants/a.jpg")).equals(Buffer.from(photo))).toBe(true);
    // The JSON is deflated, the photo (already compressed) stored.
    const zip = readZipDirectory(bytes, LIMITS);
    expect(zip.entries.get("garden.json")!.method).toBe(8);
    expect(zip.entries.get("photos/plants/a.jpg")!.method).toBe(0);
  });
});
