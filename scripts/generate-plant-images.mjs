#!/usr/bin/env node
// Draws this project's own illustration for every catalogue plant (one SVG per
// plant, shaped by its category and coloured by its accent) and writes them as
// JPEGs to public/uploads/plant-images/, plus default-plant.jpg as the fallback.
// Deterministic: the same catalogue gives the same images. Run: npm run images:generate
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const catalogue = JSON.parse(fs.readFileSync(path.join(root, "server/db/plant-catalogue.json"), "utf8"));
const outDir = path.join(root, "public/uploads/plant-images");
const WIDTH = 480;
const HEIGHT = 360;

/** Small seeded PRNG (mulberry32) so each plant gets stable variation. */
function random(seedText) {
  let seed = [...seedText].reduce((hash, ch) => (hash * 31 + ch.charCodeAt(0)) >>> 0, 2166136261);
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * (1 + amount))));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, "0")).join("")}`;
}

const LEAF = "#3f8f4f";
const LEAF_DARK = "#2f6f3c";

function leaf(x, y, length, angle, color = LEAF) {
  const w = length * 0.42;
  return `<path transform="translate(${x} ${y}) rotate(${angle})" d="M0 0 C ${w} ${-length * 0.3}, ${w} ${-length * 0.8}, 0 ${-length} C ${-w} ${-length * 0.8}, ${-w} ${-length * 0.3}, 0 0 Z" fill="${color}"/>
  <path transform="translate(${x} ${y}) rotate(${angle})" d="M0 0 L0 ${-length * 0.92}" stroke="${shade(color, -0.25)}" stroke-width="2" fill="none"/>`;
}

function pot(color = "#c7703f") {
  return `<path d="M170 262 L310 262 L294 338 L186 338 Z" fill="${color}"/>
  <rect x="160" y="248" width="160" height="22" rx="6" fill="${shade(color, 0.12)}"/>
  <ellipse cx="240" cy="250" rx="72" ry="7" fill="#5b3a24"/>`;
}

function soil() {
  return `<path d="M0 300 Q 120 276 240 290 T 480 296 L480 360 L0 360 Z" fill="#7a5236"/>
  <path d="M0 318 Q 160 300 300 314 T 480 318 L480 360 L0 360 Z" fill="#6a4630"/>`;
}

const drawers = {
  vegetable(rand, accent) {
    let parts = soil();
    for (let i = 0; i < 7; i += 1) parts += leaf(240 + (rand() - 0.5) * 40, 292, 90 + rand() * 50, -70 + i * 23, i % 2 ? LEAF : LEAF_DARK);
    for (let i = 0; i < 4; i += 1) {
      const cx = 170 + rand() * 140;
      const cy = 170 + rand() * 80;
      const r = 16 + rand() * 12;
      parts += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}"/><circle cx="${cx - r / 3}" cy="${cy - r / 3}" r="${r / 4}" fill="#ffffff" opacity="0.35"/>`;
    }
    return parts;
  },
  herb(rand, accent) {
    let parts = "";
    for (let i = 0; i < 14; i += 1) {
      const angle = -80 + i * 12 + (rand() - 0.5) * 8;
      parts += `<path d="M240 250 Q ${240 + angle * 0.6} ${190 - rand() * 20} ${240 + angle * 1.3} ${120 + rand() * 40}" stroke="${LEAF_DARK}" stroke-width="3" fill="none"/>`;
      parts += leaf(240 + angle * 1.3, 130 + rand() * 40, 26 + rand() * 10, angle + (rand() - 0.5) * 30, accent);
    }
    return parts + pot();
  },
  fruit(rand, accent) {
    let parts = soil() + `<rect x="232" y="200" width="16" height="100" fill="#6d4c41"/>`;
    parts += `<circle cx="240" cy="160" r="100" fill="${LEAF_DARK}"/><circle cx="190" cy="140" r="60" fill="${LEAF}"/><circle cx="290" cy="150" r="58" fill="${LEAF}"/>`;
    for (let i = 0; i < 9; i += 1) {
      const cx = 160 + rand() * 160;
      const cy = 90 + rand() * 130;
      parts += `<circle cx="${cx}" cy="${cy}" r="${9 + rand() * 6}" fill="${accent}" stroke="${shade(accent, -0.3)}" stroke-width="2"/>`;
    }
    return parts;
  },
  flower(rand, accent) {
    let parts = soil();
    const heads = 1 + Math.floor(rand() * 3);
    for (let h = 0; h < heads; h += 1) {
      const cx = heads === 1 ? 240 : 170 + (h * 140) / (heads - 1);
      const cy = 120 + rand() * 50;
      parts += `<path d="M${cx} ${cy} Q ${cx + (rand() - 0.5) * 40} 230 240 300" stroke="${LEAF_DARK}" stroke-width="5" fill="none"/>`;
      parts += leaf(cx + (240 - cx) * 0.5, 250, 50, h % 2 ? 50 : -50);
      const petals = 6 + Math.floor(rand() * 6);
      for (let p = 0; p < petals; p += 1) {
        parts += `<ellipse cx="${cx}" cy="${cy - 26}" rx="12" ry="26" fill="${accent}" stroke="${shade(accent, -0.2)}" stroke-width="1.5" transform="rotate(${(360 / petals) * p} ${cx} ${cy})"/>`;
      }
      parts += `<circle cx="${cx}" cy="${cy}" r="14" fill="#f9a825"/><circle cx="${cx}" cy="${cy}" r="7" fill="#8d5a00"/>`;
    }
    return parts;
  },
  houseplant(rand, accent) {
    let parts = "";
    for (let i = 0; i < 7; i += 1) {
      const angle = -70 + i * 23 + (rand() - 0.5) * 10;
      parts += `<path d="M240 250 L ${240 + angle * 1.2} ${180 - rand() * 30}" stroke="${LEAF_DARK}" stroke-width="4"/>`;
      parts += leaf(240 + angle * 1.2, 200 - rand() * 30, 80 + rand() * 30, angle, i % 2 ? accent : shade(accent, -0.15));
    }
    return parts + pot("#e8e2d6");
  },
  succulent(rand, accent) {
    let parts = "";
    for (let ring = 3; ring >= 1; ring -= 1) {
      const count = 5 + ring * 2;
      for (let i = 0; i < count; i += 1) {
        const angle = (360 / count) * i + ring * 11 + rand() * 6;
        parts += `<ellipse cx="240" cy="${236 - ring * 20}" rx="${8 + ring * 3}" ry="${20 + ring * 12}" fill="${shade(accent, -0.08 * ring)}" stroke="${shade(accent, -0.35)}" stroke-width="1.5" transform="rotate(${angle} 240 236) scale(1 1)"/>`;
      }
    }
    return parts + `<circle cx="240" cy="236" r="10" fill="${shade(accent, 0.2)}"/>` + pot();
  },
};

function illustration(slug, category, accent) {
  const rand = random(slug);
  const hue = Math.floor(rand() * 40);
  const background = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${95 + hue}, 45%, 93%)"/><stop offset="1" stop-color="hsl(${60 + hue}, 50%, 86%)"/>
  </linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="${390 - hue}" cy="70" r="34" fill="#fff4c2" opacity="0.9"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${background}${drawers[category](rand, accent)}</svg>`;
}

async function writeJpeg(svg, file) {
  await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(path.join(outDir, file));
}

fs.mkdirSync(outDir, { recursive: true });
for (const plant of catalogue) {
  await writeJpeg(illustration(plant.slug, plant.category, plant.accent), `${plant.slug}.jpg`);
}
await writeJpeg(illustration("default-plant", "houseplant", "#4caf50"), "default-plant.jpg");
console.log(`Wrote ${catalogue.length + 1} illustrations to ${path.relative(root, outDir)}`);

// Open Graph preview: six illustrations in a 3 × 2 grid, 1200 × 630.
const ogPlants = ["tomato", "sunflower", "basil", "strawberry", "monstera", "aloe-vera"];
const tiles = await Promise.all(
  ogPlants.map((slug) => sharp(path.join(outDir, `${slug}.jpg`)).resize(400, 315, { fit: "cover" }).toBuffer()),
);
await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#ffffff" } })
  .composite(tiles.map((input, index) => ({ input, left: (index % 3) * 400, top: Math.floor(index / 3) * 315 })))
  .jpeg({ quality: 80, mozjpeg: true })
  .toFile(path.join(root, "public/og-image.jpg"));
console.log("Wrote public/og-image.jpg");
