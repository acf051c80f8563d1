import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { classifyPixel, measureLeafColours } from "./leaf-colours";

/** A leaf of the given colours on a white background, as a real photo would frame it. */
export async function leafPhoto(fill: string, spots?: string): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
    <rect width="400" height="300" fill="#f4f4f0"/>
    <ellipse cx="200" cy="150" rx="160" ry="90" fill="${fill}"/>
    ${spots ? `<circle cx="150" cy="130" r="45" fill="${spots}"/><circle cx="260" cy="170" r="35" fill="${spots}"/>` : ""}
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer());
}

describe("leaf colours", () => {
  it("classifies typical pixels", () => {
    expect(classifyPixel(60, 140, 50)).toBe("green");
    expect(classifyPixel(30, 90, 40)).toBe("green");
    expect(classifyPixel(220, 200, 60)).toBe("yellowing");
    expect(classifyPixel(120, 70, 30)).toBe("browning");
    expect(classifyPixel(245, 245, 240)).toBe("other");
    expect(classifyPixel(60, 90, 200)).toBe("other");
  });

  it("measures a healthy green leaf", async () => {
    const colours = await measureLeafColours(await leafPhoto("#3f8f3a"));
    expect(colours.green).toBeGreaterThan(0.95);
    expect(colours.leafCoverage).toBeGreaterThan(0.3);
  });

  it("measures a yellowed leaf", async () => {
    const colours = await measureLeafColours(await leafPhoto("#3f8f3a", "#d8c23a"));
    expect(colours.yellowing).toBeGreaterThan(0.2);
    expect(colours.browning).toBeLessThan(0.05);
  });

  it("measures a browned leaf", async () => {
    const colours = await measureLeafColours(await leafPhoto("#3f8f3a", "#7a4a1e"));
    expect(colours.browning).toBeGreaterThan(0.2);
    expect(colours.yellowing).toBeLessThan(0.05);
  });

  it("finds no leaf in a blank photo", async () => {
    const blank = new Uint8Array(await sharp({ create: { width: 50, height: 50, channels: 3, background: "#ffffff" } }).png().toBuffer());
    expect(await measureLeafColours(blank)).toEqual({ green: 0, yellowing: 0, browning: 0, leafCoverage: 0 });
  });
});
