import { iconSprite } from "@/server/icon-sprite";

// Built once, at build time; the URL carries a version (ICON_SPRITE_URL), so browsers keep it.
export const dynamic = "force-static";

export function GET() {
  return new Response(iconSprite(), {
    headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=31536000, immutable" },
  });
}
