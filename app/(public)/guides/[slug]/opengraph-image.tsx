import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { guideBySlug, guideEntries, guideFor, guideImagePath } from "@/lib/guides";
import { SITE_NAME } from "@/lib/site";

// The share card of a plant's guide, drawn when the app is built: its illustration, name and
// one-line summary in its accent colour. Only the font next/og bundles; nothing is fetched.
export const alt = `A plant guide from ${SITE_NAME}: the plant's illustration, name and how to grow it`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return guideEntries().map((entry) => ({ slug: entry.slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const entry = guideBySlug((await params).slug);
  if (!entry) return new Response("Not found", { status: 404 });
  const guide = guideFor(entry);
  const illustration = await readFile(path.join(process.cwd(), "public", guideImagePath(entry.slug)));
  const src = `data:image/jpeg;base64,${illustration.toString("base64")}`;
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", backgroundColor: "#ffffff", borderTop: `24px solid ${guide.accent}` }}>
        <img src={src} alt="" width={560} height={606} style={{ width: 560, height: 606, objectFit: "cover" }} />
        <div style={{ flex: 1, display: "flex", flexDirection: "column", justifyContent: "center", padding: "48px 56px", color: "#14261b" }}>
          <div style={{ display: "flex", fontSize: 28, color: "#2f6b43" }}>{`${SITE_NAME} · Plant guides`}</div>
          <div style={{ display: "flex", marginTop: 16, fontSize: 76, fontWeight: 700, lineHeight: 1.05 }}>{guide.commonName}</div>
          <div style={{ display: "flex", marginTop: 8, fontSize: 32, fontStyle: "italic", color: "#4a5b50" }}>{guide.scientificName}</div>
          <div style={{ display: "flex", width: 120, height: 10, marginTop: 32, borderRadius: 5, backgroundColor: guide.accent }} />
          <div style={{ display: "flex", marginTop: 32, fontSize: 32, lineHeight: 1.35 }}>{guide.facts}</div>
        </div>
      </div>
    ),
    size,
  );
}
