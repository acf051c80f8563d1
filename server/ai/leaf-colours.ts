import "server-only";
import sharp from "sharp";
import type { LeafColours } from "@/lib/diagnosis";

const SAMPLE_SIZE = 128;

/** Hue (0..360), saturation and value (0..1) of an RGB pixel. */
export function toHsv(red: number, green: number, blue: number): [number, number, number] {
  const r = red / 255;
  const g = green / 255;
  const b = blue / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  let hue = 0;
  if (delta > 0) {
    if (max === r) hue = 60 * (((g - b) / delta) % 6);
    else if (max === g) hue = 60 * ((b - r) / delta + 2);
    else hue = 60 * ((r - g) / delta + 4);
  }
  return [(hue + 360) % 360, max === 0 ? 0 : delta / max, max];
}

export type PixelKind = "green" | "yellowing" | "browning" | "other";

/** Sorts a pixel into healthy green, yellowing or browning leaf, or something else (sky, pot, background). */
export function classifyPixel(red: number, green: number, blue: number): PixelKind {
  const [hue, saturation, value] = toHsv(red, green, blue);
  if (saturation < 0.2 || value < 0.12) return "other";
  if (hue >= 75 && hue < 170) return "green";
  if (hue >= 45 && hue < 75 && value >= 0.45) return "yellowing";
  if (hue < 45 && value < 0.75) return "browning";
  if (hue >= 45 && hue < 75) return "browning"; // dark olive: dying tissue
  return "other";
}

/** Measures the share of healthy green, yellowing and browning in the leaf pixels of a photo. */
export async function measureLeafColours(photo: Uint8Array): Promise<LeafColours> {
  const { data } = await sharp(photo)
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: "inside" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = { green: 0, yellowing: 0, browning: 0, other: 0 };
  for (let index = 0; index + 2 < data.length; index += 3) {
    counts[classifyPixel(data[index]!, data[index + 1]!, data[index + 2]!)] += 1;
  }
  const pixels = data.length / 3;
  const leaf = counts.green + counts.yellowing + counts.browning;
  const share = (count: number) => (leaf === 0 ? 0 : Math.round((count / leaf) * 1000) / 1000);
  return {
    green: share(counts.green),
    yellowing: share(counts.yellowing),
    browning: share(counts.browning),
    leafCoverage: Math.round((leaf / pixels) * 1000) / 1000,
  };
}
