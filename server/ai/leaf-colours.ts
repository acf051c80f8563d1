import "server-only";
import sharp from "sharp";
import type { LeafColours } from "@/lib/diagnosis";

const SAMPLE_SIZE = 128;

/**
 * A patch of brown counts as browning leaf only when it lies on the plant: at least this share
 * of its outline borders green leaf...
 */
const BROWN_PATCH_MIN_GREEN_OUTLINE = 0.25;
/** ...and at most this share of its outline is the edge of the photo (soil, bark and floors fill a photo's background). */
const BROWN_PATCH_MAX_EDGE_OUTLINE = 0.2;

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

/**
 * Sorts a pixel by its colour alone into healthy green, yellowing or brown, or something else
 * (sky, pot, white background). Brown is a candidate only: whether it is leaf or soil depends on
 * where it lies (see `measureLeafColours`). Browns that are greyish (saturation under 0.35: dry
 * soil, bark, gravel, concrete) or dark (value under 0.25: damp soil, shadow) are never leaf.
 */
export function classifyPixel(red: number, green: number, blue: number): PixelKind {
  const [hue, saturation, value] = toHsv(red, green, blue);
  if (saturation < 0.2 || value < 0.12) return "other";
  if (hue >= 75 && hue < 170) return "green";
  if (hue >= 45 && hue < 75 && value >= 0.45) return "yellowing";
  const brownish = hue < 45 ? value < 0.75 : hue < 75; // orange-brown, or dark olive (dying tissue)
  if (brownish && saturation >= 0.35 && value >= 0.25) return "browning";
  return "other";
}

/**
 * Keeps only the brown that lies on the plant. Each connected patch of brown pixels is judged by
 * its outline (the neighbours of its pixels, up, down, left and right, that are not in it): a brown
 * spot or a scorched tip on a leaf borders green leaf; the soil around a plant runs to the edges of
 * the photo. A patch counts as browning leaf when at least a quarter of its outline is green and
 * at most a fifth of it is the photo's edge; every other brown pixel becomes "other".
 */
function keepBrownOnThePlant(kinds: PixelKind[], width: number, height: number): void {
  const seen = new Uint8Array(kinds.length);
  const patch: number[] = [];
  for (let start = 0; start < kinds.length; start += 1) {
    if (kinds[start] !== "browning" || seen[start]) continue;
    patch.length = 0;
    patch.push(start);
    seen[start] = 1;
    let greenOutline = 0;
    let edgeOutline = 0;
    let otherOutline = 0;
    for (let next = 0; next < patch.length; next += 1) {
      const index = patch[next]!;
      const x = index % width;
      const y = (index - x) / width;
      const neighbours = [
        x > 0 ? index - 1 : -1,
        x < width - 1 ? index + 1 : -1,
        y > 0 ? index - width : -1,
        y < height - 1 ? index + width : -1,
      ];
      for (const neighbour of neighbours) {
        if (neighbour < 0) edgeOutline += 1;
        else if (kinds[neighbour] === "browning") {
          if (!seen[neighbour]) {
            seen[neighbour] = 1;
            patch.push(neighbour);
          }
        } else if (kinds[neighbour] === "green") greenOutline += 1;
        else otherOutline += 1;
      }
    }
    const outline = greenOutline + edgeOutline + otherOutline;
    const onThePlant = outline > 0 && greenOutline / outline >= BROWN_PATCH_MIN_GREEN_OUTLINE && edgeOutline / outline <= BROWN_PATCH_MAX_EDGE_OUTLINE;
    if (!onThePlant) for (const index of patch) kinds[index] = "other";
  }
}

/** Measures the share of healthy green, yellowing and browning in the leaf pixels of a photo. */
export async function measureLeafColours(photo: Uint8Array): Promise<LeafColours> {
  const { data, info } = await sharp(photo)
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: "inside" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const kinds: PixelKind[] = [];
  for (let index = 0; index + 2 < data.length; index += 3) kinds.push(classifyPixel(data[index]!, data[index + 1]!, data[index + 2]!));
  keepBrownOnThePlant(kinds, info.width, info.height);
  const counts = { green: 0, yellowing: 0, browning: 0, other: 0 };
  for (const kind of kinds) counts[kind] += 1;
  const pixels = kinds.length;
  const leaf = counts.green + counts.yellowing + counts.browning;
  const share = (count: number) => (leaf === 0 ? 0 : Math.round((count / leaf) * 1000) / 1000);
  return {
    green: share(counts.green),
    yellowing: share(counts.yellowing),
    browning: share(counts.browning),
    leafCoverage: Math.round((leaf / pixels) * 1000) / 1000,
  };
}
