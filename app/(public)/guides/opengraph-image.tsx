import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { guideEntries, guideImagePath } from "@/lib/guides";
import { SITE_NAME } from "@/lib/site";

// The share card of /guides, drawn when the app is built: three of the catalogue's illustrations
// and the title. Only the font next/og bundles; nothing is fetched.
export const alt = `Plant guides from ${SITE_NAME}: illustrated garden plants`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

const SHOWN = ["tomato", "basil", "sunflower"];

export default async function Image() {
  const count = guideEntries().length;
  const pictures = await Promise.all(
    SHOWN.map(async (slug) => `data:image/jpeg;base64,${(await readFile(path.join(process.cwd(), "public", guideImagePath(slug)))).toString("base64")}`),
  );
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", backgroundColor: "#ffffff", borderTop: "24px solid #2f7d4a", padding: "48px 64px", color: "#14261b" }}>
        <div style={{ display: "flex", fontSize: 28, color: "#2f6b43" }}>{SITE_NAME}</div>
        <div style={{ display: "flex", marginTop: 12, fontSize: 80, fontWeight: 700 }}>Plant guides</div>
        <div style={{ display: "flex", marginTop: 8, fontSize: 34, color: "#4a5b50" }}>{`How to grow ${count} garden and house plants`}</div>
        <div style={{ display: "flex", marginTop: 40, gap: 32 }}>
          {pictures.map((src, index) => (
            <img key={SHOWN[index]} src={src} alt="" width={336} height={252} style={{ width: 336, height: 252, objectFit: "cover", borderRadius: 24 }} />
          ))}
        </div>
      </div>
    ),
    size,
  );
}
