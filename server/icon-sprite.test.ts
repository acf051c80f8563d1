import { describe, expect, it } from "vitest";
import { ICON_NAMES, ICON_SPRITE_URL } from "@/components/ui/icons";
import { iconSpriteVersion } from "@/lib/icon-names";
import { iconSprite } from "./icon-sprite";

describe("the icon sprite", () => {
  const sprite = iconSprite();

  it("has a symbol with Lucide's drawing for every icon the app uses, and nothing else", () => {
    const symbols = [...sprite.matchAll(/<symbol id="([a-z0-9-]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(symbols.map((match) => match[1]).sort()).toEqual([...ICON_NAMES].sort());
    for (const [, , drawing] of symbols) expect(drawing).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^<>]*\/>)+$/);
  });

  it("draws a known icon exactly (Lucide's droplets)", () => {
    expect(sprite).toContain('<symbol id="droplets" viewBox="0 0 24 24"><path d="M7 16.3c2.2 0 4-1.83 4-4.05');
    expect(sprite).not.toContain("key=");
  });

  it("is addressed with a version that follows the list of icons", () => {
    expect(ICON_SPRITE_URL).toMatch(/^\/icons\.svg\?v=[0-9a-z]+$/);
    expect(ICON_SPRITE_URL).toBe(`/icons.svg?v=${iconSpriteVersion(ICON_NAMES)}`);
    expect(iconSpriteVersion([...ICON_NAMES, "new-icon"])).not.toBe(iconSpriteVersion(ICON_NAMES));
  });
});
