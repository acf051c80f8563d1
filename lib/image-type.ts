export type ImageType = "jpeg" | "png" | "webp" | "heic" | "avif";

const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "heim", "heis", "hevm", "hevs"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);
// Generic HEIF brands: the file may hold HEVC (HEIC) or AV1 (AVIF) images.
const GENERIC_HEIF_BRANDS = new Set(["mif1", "msf1"]);
const MAX_FTYP_BYTES = 256;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The brands of an ISO-BMFF `ftyp` box at the start of the file: major first, then compatible ones. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== "ftyp") return [];
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  // A size of 0 means "to the end of the file"; real ftyp boxes are tiny either way.
  const boxEnd = Math.min(boxSize === 0 ? bytes.length : boxSize, bytes.length, MAX_FTYP_BYTES);
  const brands = [ascii(bytes, 8, 12)];
  // Bytes 12–16 are the minor version; compatible brands follow, four bytes each.
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands;
}

function heifFamilyType(bytes: Uint8Array): "heic" | "avif" | null {
  const [major, ...compatible] = ftypBrands(bytes);
  if (!major) return null;
  if (HEIC_BRANDS.has(major)) return "heic";
  if (AVIF_BRANDS.has(major)) return "avif";
  if (!GENERIC_HEIF_BRANDS.has(major)) return null;
  if (compatible.some((brand) => AVIF_BRANDS.has(brand))) return "avif";
  return "heic";
}

/**
 * The image format the first bytes of a file announce, whatever its name or
 * declared MIME type say; null for anything that is not a supported photo.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  return heifFamilyType(bytes);
}
