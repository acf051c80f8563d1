import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { classifyPixel, measureLeafColours } from "./leaf-colours";

const LEAF_GREEN = "#3f8f3a";
const DEAD_LEAF_BROWN = "#7a4a1e";
/** Garden soil as a photo shows it: a warm mid brown, and a darker damp brown. */
const SOIL = "#7b5a3c";
const DAMP_SOIL = "#4a3626";

async function jpeg(svg: string): Promise<Uint8Array> {
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer());
}

/** A leaf of the given colours on a background (white, as a real photo would frame it, unless given). */
export async function leafPhoto(fill: string, spots?: string, background = "#f4f4f0"): Promise<Uint8Array> {
  return jpeg(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
    <rect width="400" height="300" fill="${background}"/>
    <ellipse cx="200" cy="150" rx="160" ry="90" fill="${fill}"/>
    ${spots ? `<circle cx="150" cy="130" r="45" fill="${spots}"/><circle cx="260" cy="170" r="35" fill="${spots}"/>` : ""}
  </svg>`);
}

/** A young plant seen from above: five green leaves around its stem, on soil with darker clods. */
async function plantOnSoil(leaf: string, spots?: string): Promise<Uint8Array> {
  const leaves = [0, 72, 144, 216, 288]
    .map((angle) => `<ellipse cx="200" cy="95" rx="30" ry="62" fill="${leaf}" transform="rotate(${angle} 200 160)"/>`)
    .join("");
  const clods = [40, 110, 300, 350, 70, 330].map((x, index) => `<circle cx="${x}" cy="${40 + index * 45}" r="14" fill="${DAMP_SOIL}"/>`).join("");
  const spot = spots ? `<circle cx="200" cy="85" r="24" fill="${spots}"/><circle cx="262" cy="140" r="22" fill="${spots}"/>` : "";
  return jpeg(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
    <rect width="400" height="300" fill="${SOIL}"/>${clods}${leaves}${spot}
  </svg>`);
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

  it("never takes greyish or dark browns for leaf: dry soil, bark, damp soil, shadow", () => {
    expect(classifyPixel(140, 120, 100)).toBe("other"); // dry soil, saturation 0.29
    expect(classifyPixel(0x4a, 0x36, 0x26)).toBe("browning"); // damp soil: only where it lies decides
    expect(classifyPixel(50, 36, 28)).toBe("other"); // dark soil, value 0.2
  });

  it("measures a healthy green leaf", async () => {
    const colours = await measureLeafColours(await leafPhoto(LEAF_GREEN));
    expect(colours.green).toBeGreaterThan(0.95);
    expect(colours.leafCoverage).toBeGreaterThan(0.3);
  });

  it("measures a yellowed leaf", async () => {
    const colours = await measureLeafColours(await leafPhoto(LEAF_GREEN, "#d8c23a"));
    expect(colours.yellowing).toBeGreaterThan(0.2);
    expect(colours.browning).toBeLessThan(0.05);
  });

  it("measures a browned leaf", async () => {
    const colours = await measureLeafColours(await leafPhoto(LEAF_GREEN, DEAD_LEAF_BROWN));
    expect(colours.browning).toBeGreaterThan(0.2);
    expect(colours.yellowing).toBeLessThan(0.05);
  });

  it("does not count the soil around a healthy plant as browning leaf", async () => {
    const colours = await measureLeafColours(await plantOnSoil(LEAF_GREEN));
    expect(colours.browning).toBeLessThan(0.02);
    expect(colours.green).toBeGreaterThan(0.95);
    // The plant's own share of the photo, not the soil's.
    expect(colours.leafCoverage).toBeLessThan(0.4);
  });

  it("does not count soil filling the background of a leaf photo", async () => {
    for (const soil of [SOIL, DAMP_SOIL]) {
      const colours = await measureLeafColours(await leafPhoto(LEAF_GREEN, undefined, soil));
      expect(colours.browning).toBeLessThan(0.02);
    }
  });

  it("still counts brown patches on the leaves of a plant on soil", async () => {
    const colours = await measureLeafColours(await plantOnSoil(LEAF_GREEN, DEAD_LEAF_BROWN));
    expect(colours.browning).toBeGreaterThan(0.1);
    const spotted = await measureLeafColours(await leafPhoto(LEAF_GREEN, DEAD_LEAF_BROWN, SOIL));
    expect(spotted.browning).toBeGreaterThan(0.2);
  });

  it("counts a scorched tip at the edge of a leaf", async () => {
    const tip = await jpeg(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
      <defs><clipPath id="tip"><rect x="290" y="0" width="110" height="300"/></clipPath></defs>
      <rect width="400" height="300" fill="#f4f4f0"/>
      <ellipse cx="200" cy="150" rx="160" ry="90" fill="${LEAF_GREEN}"/>
      <ellipse cx="200" cy="150" rx="160" ry="90" fill="${DEAD_LEAF_BROWN}" clip-path="url(#tip)"/>
    </svg>`);
    expect((await measureLeafColours(tip)).browning).toBeGreaterThan(0.1);
  });

  it("finds no leaf in a blank photo", async () => {
    const blank = new Uint8Array(await sharp({ create: { width: 50, height: 50, channels: 3, background: "#ffffff" } }).png().toBuffer());
    expect(await measureLeafColours(blank)).toEqual({ green: 0, yellowing: 0, browning: 0, leafCoverage: 0 });
  });
});
