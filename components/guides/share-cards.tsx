/* eslint-disable @next/next/no-img-element -- next/og draws these cards when the app is built: no browser loads the markup */
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { guideEntries, guideImagePath, type Guide, type GuideWords } from "@/lib/guides";
import { SITE_NAME } from "@/lib/site";

// The plant guides' share cards, drawn when the app is built, in the guide's language: a plant's
// illustration, name and one-line facts in its accent colour, or the index's three plants and
// title. Only the font next/og bundles; nothing is fetched.

export const SHARE_CARD_SIZE = { width: 1200, height: 630 };

/** A catalogue illustration as a data URL (public/, read at build time). */
async function illustration(slug: string): Promise<string> {
  return `data:image/jpeg;base64,${(await readFile(path.join(process.cwd(), "public", guideImagePath(slug)))).toString("base64")}`;
}

/** The share card's alt text of a plant's guide, and of the index, in a language. */
export const guideCardAlt = (words: GuideWords) => words.t("shareGuideAlt", { site: SITE_NAME });
export const guidesCardAlt = (words: GuideWords) => words.t("shareIndexAlt", { site: SITE_NAME });

/** A plant's guide's card. */
export async function guideShareCard(guide: Guide, words: GuideWords): Promise<ImageResponse> {
  const src = await illustration(guide.slug);
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", backgroundColor: "#ffffff", borderTop: `24px solid ${guide.accent}` }}>
        <img src={src} alt="" width={560} height={606} style={{ width: 560, height: 606, objectFit: "cover" }} />
        <div style={{ flex: 1, display: "flex", flexDirection: "column", justifyContent: "center", padding: "48px 56px", color: "#14261b" }}>
          <div style={{ display: "flex", fontSize: 28, color: "#2f6b43" }}>{`${SITE_NAME} · ${words.t("indexTitle")}`}</div>
          <div style={{ display: "flex", marginTop: 16, fontSize: 76, fontWeight: 700, lineHeight: 1.05 }}>{guide.commonName}</div>
          <div style={{ display: "flex", marginTop: 8, fontSize: 32, fontStyle: "italic", color: "#4a5b50" }}>{guide.scientificName}</div>
          <div style={{ display: "flex", width: 120, height: 10, marginTop: 32, borderRadius: 5, backgroundColor: guide.accent }} />
          <div style={{ display: "flex", marginTop: 32, fontSize: 32, lineHeight: 1.35 }}>{guide.facts}</div>
        </div>
      </div>
    ),
    SHARE_CARD_SIZE,
  );
}

const SHOWN = ["tomato", "basil", "sunflower"];

/** The index's card: three of the catalogue's illustrations and the title. */
export async function guidesShareCard(words: GuideWords): Promise<ImageResponse> {
  const pictures = await Promise.all(SHOWN.map(illustration));
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", backgroundColor: "#ffffff", borderTop: "24px solid #2f7d4a", padding: "48px 64px", color: "#14261b" }}>
        <div style={{ display: "flex", fontSize: 28, color: "#2f6b43" }}>{SITE_NAME}</div>
        <div style={{ display: "flex", marginTop: 12, fontSize: 80, fontWeight: 700 }}>{words.t("indexTitle")}</div>
        <div style={{ display: "flex", marginTop: 8, fontSize: 34, color: "#4a5b50" }}>{words.t("shareHowToGrow", { count: guideEntries().length })}</div>
        <div style={{ display: "flex", marginTop: 40, gap: 32 }}>
          {pictures.map((src, index) => (
            <img key={SHOWN[index]} src={src} alt="" width={336} height={252} style={{ width: 336, height: 252, objectFit: "cover", borderRadius: 24 }} />
          ))}
        </div>
      </div>
    ),
    SHARE_CARD_SIZE,
  );
}
