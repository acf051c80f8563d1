import { describe, expect, it } from "vitest";
import { detectImageType } from "./image-type";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** An ISO-BMFF file start: an ftyp box with the given brands, then the start of a meta box. */
function ftyp(major: string, compatible: string[] = [], size = 16 + compatible.length * 4) {
  const header = bytes(size >>> 24, (size >>> 16) & 0xff, (size >>> 8) & 0xff, size & 0xff);
  return concat(header, text("ftyp"), text(major), bytes(0, 0, 0, 0), ...compatible.map(text), bytes(0, 0, 0, 0x20), text("meta"));
}

describe("detectImageType", () => {
  it("recognises JPEG whatever marker follows SOI", () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("jpeg");
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe("jpeg");
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe("jpeg");
  });

  it("recognises PNG by its full eight-byte signature", () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe("png");
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a))).toBeNull();
  });

  it("recognises WebP inside a RIFF container, but no other RIFF file", () => {
    expect(detectImageType(concat(text("RIFF"), bytes(0x24, 0, 0, 0), text("WEBPVP8 ")))).toBe("webp");
    expect(detectImageType(concat(text("RIFF"), bytes(0x24, 0, 0, 0), text("WAVEfmt ")))).toBeNull();
  });

  it("recognises HEIC from its ftyp brands", () => {
    for (const brand of ["heic", "heix", "hevc"]) expect(detectImageType(ftyp(brand, ["mif1", brand]))).toBe("heic");
    expect(detectImageType(ftyp("mif1", ["heic"]))).toBe("heic");
    expect(detectImageType(ftyp("msf1", ["hevc"]))).toBe("heic");
  });

  it("recognises AVIF, including a generic HEIF brand with an AVIF compatible brand", () => {
    expect(detectImageType(ftyp("avif", ["mif1", "avif", "miaf"]))).toBe("avif");
    expect(detectImageType(ftyp("mif1", ["avif", "miaf"]))).toBe("avif");
  });

  it("handles an ftyp box that claims to run to the end of the file", () => {
    expect(detectImageType(ftyp("mif1", ["avif"], 0))).toBe("avif");
  });

  it("refuses other ISO-BMFF files such as MP4 and QuickTime video", () => {
    expect(detectImageType(ftyp("isom", ["iso2", "mp41"]))).toBeNull();
    expect(detectImageType(ftyp("qt  ", ["qt  "]))).toBeNull();
  });

  it("refuses text, other image formats, empty and too-short input", () => {
    expect(detectImageType(text("hello, this is not a photo"))).toBeNull();
    expect(detectImageType(text("GIF89a"))).toBeNull();
    expect(detectImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(text("BM"))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
    expect(detectImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectImageType(text("RIFF"))).toBeNull();
  });
});
