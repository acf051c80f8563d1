// Makes the app's icons from one drawing (a sprout on the app's green): the favicon, the SVG
// icon, the Apple touch icon and the web app manifest's 192, 512 and maskable icons.
// Run after changing the drawing; the outputs are committed.
//   node scripts/generate-app-icons.mjs
import { mkdir, writeFile } from "node:fs/promises";
import sharp from "sharp";

const GREEN = "#2f7d4a";
const CREAM = "#fbfcf7";

const sprout = `
  <g fill="none" stroke="${CREAM}" stroke-width="28" stroke-linecap="round" stroke-linejoin="round">
    <path d="M256 404V240"/>
    <path d="M256 292c0-78-54-124-132-124 0 78 54 124 132 124z" fill="${CREAM}"/>
    <path d="M256 240c0-86 58-136 140-136 0 86-58 136-140 136z" fill="${CREAM}"/>
    <path d="M168 404h176"/>
  </g>`;

/** `rounded`: the favicon and manifest icons; full-bleed with the sprout in the safe zone: maskable and Apple's. */
function drawing({ rounded, scale = 1 }) {
  const glyph = scale === 1 ? sprout : `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">${sprout}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512"${rounded ? ' rx="112"' : ""} fill="${GREEN}"/>${glyph}</svg>\n`;
}

const png = (svg, size) => sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** An ICO file holding PNG images (every browser since IE's last takes them). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + images.length * 16;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += data.length;
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

const rounded = drawing({ rounded: true });
const fullBleed = drawing({ rounded: false, scale: 0.72 });
await mkdir("public/icons", { recursive: true });
await writeFile("app/icon.svg", rounded);
await writeFile("public/icons/icon-192.png", await png(rounded, 192));
await writeFile("public/icons/icon-512.png", await png(rounded, 512));
await writeFile("public/icons/maskable-512.png", await png(fullBleed, 512));
await writeFile("app/apple-icon.png", await png(drawing({ rounded: false, scale: 0.8 }), 180));
await writeFile("app/favicon.ico", ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(rounded, size) })))));
console.log("Icons written: app/icon.svg, app/favicon.ico, app/apple-icon.png, public/icons/*.png");
