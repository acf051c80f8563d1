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

/** A strawberry leaf: three toothed, rounded leaflets at the end of a stalk. */
function trifoliateLeaf(x, y, size, angle) {
  const leaflet = (rotation, color) => {
    const w = size * 0.34;
    const l = size * 0.62;
    // A rounded leaflet with a toothed edge (small zigzags along its outline).
    let d = "M0 0";
    const teeth = 14;
    for (const side of [1, -1]) {
      for (let i = 1; i <= teeth; i += 1) {
        const t = side === 1 ? i / teeth : 1 - i / teeth;
        const px = side * w * Math.sin(Math.PI * t) ** 0.6;
        const py = -l * t;
        const out = i % 2 ? 1.1 : 1;
        d += ` L${(px * out).toFixed(1)} ${py.toFixed(1)}`;
      }
    }
    return `<g transform="rotate(${rotation})"><path d="${d} Z" fill="${color}" stroke="${shade(color, -0.25)}" stroke-width="1.5"/>
      <path d="M0 0 L0 ${-l * 0.9}" stroke="${shade(color, -0.3)}" stroke-width="1.5"/></g>`;
  };
  return `<g transform="translate(${x} ${y}) rotate(${angle})">${leaflet(-38, LEAF_DARK)}${leaflet(38, LEAF_DARK)}${leaflet(0, LEAF)}</g>`;
}

/** A five-petalled flower with a yellow centre. */
function smallFlower(x, y, r, petal = "#ffffff") {
  let parts = "";
  for (let p = 0; p < 5; p += 1) {
    parts += `<circle cx="${x}" cy="${y - r * 0.62}" r="${r * 0.5}" fill="${petal}" stroke="#d9d4c7" stroke-width="1" transform="rotate(${72 * p} ${x} ${y})"/>`;
  }
  return parts + `<circle cx="${x}" cy="${y}" r="${r * 0.36}" fill="#f4c20d"/>`;
}

/** A strawberry: a red cone with pale seeds and a green cap, hanging from its stalk. */
function strawberryFruit(x, y, size, accent, tilt) {
  let seeds = "";
  for (let row = 0; row < 4; row += 1) {
    for (let col = -row; col <= row; col += 2) {
      seeds += `<ellipse cx="${col * size * 0.12}" cy="${size * (0.18 + row * 0.17)}" rx="1.6" ry="2.4" fill="#ffe9a8"/>`;
    }
  }
  return `<g transform="translate(${x} ${y}) rotate(${tilt})">
    <path d="M0 ${size * 0.95} C ${-size * 0.2} ${size * 0.8}, ${-size * 0.55} ${size * 0.3}, ${-size * 0.45} ${size * 0.05} C ${-size * 0.3} ${-size * 0.12}, ${size * 0.3} ${-size * 0.12}, ${size * 0.45} ${size * 0.05} C ${size * 0.55} ${size * 0.3}, ${size * 0.2} ${size * 0.8}, 0 ${size * 0.95} Z" fill="${accent}" stroke="${shade(accent, -0.3)}" stroke-width="1.5"/>
    ${seeds}
    <path d="M${-size * 0.4} 0 L${-size * 0.15} ${size * 0.12} L0 ${-size * 0.02} L${size * 0.15} ${size * 0.12} L${size * 0.4} 0 L${size * 0.1} ${-size * 0.1} L0 ${-size * 0.22} L${-size * 0.1} ${-size * 0.1} Z" fill="${LEAF}"/>
  </g>`;
}

/** A round tomato with its green, star-shaped calyx. */
function tomatoFruit(x, y, r, color) {
  let calyx = "";
  for (let i = 0; i < 5; i += 1) {
    calyx += `<path d="M${x} ${y - r * 0.8} l${r * 0.12} ${-r * 0.02} l${-r * 0.12} ${-r * 0.42} Z" fill="${LEAF_DARK}" transform="rotate(${i * 72 - 144} ${x} ${y - r * 0.85})"/>`;
  }
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" stroke="${shade(color, -0.3)}" stroke-width="1.5"/>
    <ellipse cx="${x - r * 0.35}" cy="${y - r * 0.35}" rx="${r * 0.22}" ry="${r * 0.14}" fill="#ffffff" opacity="0.4"/>${calyx}`;
}

/** A tomato leaf: leaflets in pairs along a stalk, and one at its tip. */
function compoundLeaf(x, y, length, angle) {
  let parts = `<path d="M0 0 L${length} 0" stroke="${LEAF_DARK}" stroke-width="3"/>`;
  for (let i = 1; i <= 3; i += 1) {
    const along = (length * i) / 4;
    parts += leaf(along, 0, length * 0.34, -50, i % 2 ? LEAF : LEAF_DARK) + leaf(along, 0, length * 0.34, 230, i % 2 ? LEAF_DARK : LEAF);
  }
  parts += leaf(length, 0, length * 0.38, 90, LEAF);
  return `<g transform="translate(${x} ${y}) rotate(${angle})">${parts}</g>`;
}

/**
 * Plants whose category's drawing would mislead: a strawberry is a low plant with three-part
 * leaves, white flowers and red fruit near the ground; a tomato a vine tied to a stake, with
 * trusses of round fruit.
 */
const plantDrawers = {
  strawberry(rand, accent) {
    let parts = soil();
    // A runner, then the crown's leaves on their stalks, low over the soil.
    parts += `<path d="M300 292 Q 360 270 420 292" stroke="#8a5a3b" stroke-width="3" fill="none"/>` + trifoliateLeaf(420, 292, 40, 0);
    const leaves = [-62, -40, -18, 4, 26, 48, 66];
    for (const [i, angle] of leaves.entries()) {
      const length = 70 + rand() * 25;
      const rad = (angle * Math.PI) / 180;
      const tipX = 230 + Math.sin(rad) * length * 1.6;
      const tipY = 292 - Math.cos(rad) * length;
      parts += `<path d="M230 292 Q ${230 + Math.sin(rad) * length * 0.7} ${292 - Math.cos(rad) * length * 0.9} ${tipX} ${tipY}" stroke="${shade(LEAF, -0.2)}" stroke-width="3" fill="none"/>`;
      parts += trifoliateLeaf(tipX, tipY, 58 + rand() * 14, angle * 0.8 + (i % 2 ? 6 : -6));
    }
    // Flowers above the leaves, fruit hanging down to the soil.
    parts += smallFlower(176, 196, 16) + smallFlower(292, 186, 15) + smallFlower(240, 168, 13);
    for (const [x, y, tilt] of [[150, 258, 12], [196, 270, -8], [286, 266, 10], [326, 256, -14]]) {
      parts += `<path d="M230 240 Q ${(230 + x) / 2} ${y - 40} ${x} ${y}" stroke="${LEAF_DARK}" stroke-width="2" fill="none"/>`;
      parts += strawberryFruit(x, y, 30 + rand() * 6, accent, tilt);
    }
    return parts;
  },
  tomato(rand, accent) {
    return stakedTomato(rand, accent, { fruitRadius: 17, perTruss: 3 });
  },
  "cherry-tomato"(rand, accent) {
    return stakedTomato(rand, accent, { fruitRadius: 10, perTruss: 6 });
  },
};

function stakedTomato(rand, accent, { fruitRadius, perTruss }) {
  let parts = soil();
  // The stake, and the vine climbing it, tied at three places.
  parts += `<rect x="246" y="36" width="12" height="262" rx="3" fill="#a47148" stroke="#7b5232" stroke-width="2"/>`;
  parts += `<path d="M240 296 C 226 250, 258 220, 240 176 S 256 100, 242 56" stroke="${shade(LEAF, -0.1)}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  for (const y of [240, 160, 90]) parts += `<path d="M236 ${y} q 16 -8 28 0" stroke="#e9dcc0" stroke-width="3" fill="none"/>`;
  // Leaves, alternating sides up the vine.
  const leafAt = [[240, 262, 200], [244, 222, -20], [238, 190, 205], [248, 150, -25], [240, 120, 200], [246, 84, -30], [242, 64, 210]];
  for (const [x, y, angle] of leafAt) parts += compoundLeaf(x, y, 70 + rand() * 20, angle);
  // Trusses of round fruit hanging off the vine, ripest at the bottom.
  const trusses = [[244, 236, 1], [240, 168, -1], [246, 112, 1]];
  for (const [t, [x, y, side]] of trusses.entries()) {
    const tx = x + side * 44;
    parts += `<path d="M${x} ${y} Q ${x + side * 30} ${y - 10} ${tx} ${y + 6}" stroke="${LEAF_DARK}" stroke-width="3" fill="none"/>`;
    for (let i = 0; i < perTruss; i += 1) {
      const fx = tx + side * (i % 3) * fruitRadius * 1.4 - side * fruitRadius * 0.4;
      const fy = y + 6 + fruitRadius + Math.floor(i / 3) * fruitRadius * 1.7 + (i % 2) * fruitRadius * 0.5;
      const ripe = t === 0 || (t === 1 && i % 3 !== 2);
      parts += tomatoFruit(fx, fy, fruitRadius * (0.9 + rand() * 0.2), ripe ? accent : "#8bc34a");
    }
  }
  return parts;
}

function illustration(slug, category, accent) {
  const rand = random(slug);
  const hue = Math.floor(rand() * 40);
  const background = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${95 + hue}, 45%, 93%)"/><stop offset="1" stop-color="hsl(${60 + hue}, 50%, 86%)"/>
  </linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="${390 - hue}" cy="70" r="34" fill="#fff4c2" opacity="0.9"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${background}${(plantDrawers[slug] ?? drawers[category])(rand, accent)}</svg>`;
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
