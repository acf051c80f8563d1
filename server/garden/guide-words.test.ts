import { describe, expect, it } from "vitest";
import { guideBySlug, guideEntries, guideFor, guideJsonLd, type Guide } from "@/lib/guides";
import { PREFIXED_LOCALES } from "@/lib/i18n/locales";
import { PRERENDERED_PUBLIC_PAGES, translatedRouteFor } from "@/lib/public-pages";
import { guideWordsIn } from "./guide-words";

/** Every sentence a guide shows (not its slug, paths, image or scientific name). */
function sentences(guide: Guide): string[] {
  const { slug, path, indexPath, imageSrc, scientificName, accent, locale, cta, crumbs, category, ...shown } = guide;
  void [slug, path, indexPath, imageSrc, scientificName, accent, locale, category];
  const walk = (value: unknown): string[] =>
    typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(walk) : value && typeof value === "object" ? Object.entries(value).flatMap(([key, inner]) => (key === "action" ? [] : walk(inner))) : [];
  return [...walk(shown), cta.label, ...crumbs.map((crumb) => crumb.name)];
}

describe("the plant guides in German, Spanish and French", () => {
  it("writes a guide in the reader's language, its plant by its name in it, its facts unchanged", async () => {
    const tomato = guideBySlug("tomato")!;
    const german = guideFor(tomato, await guideWordsIn("de"));
    const english = guideFor(tomato);
    expect(german.title).toBe("Tomate pflanzen und pflegen");
    expect(german.commonName).toBe("Tomate");
    expect(german.scientificName).toBe(english.scientificName);
    expect(german.path).toBe("/de/guides/tomato");
    expect(german.crumbs.map((crumb) => crumb.path)).toEqual(["/de", "/de/guides", "/de/guides/tomato"]);
    expect(german.sowing!.rows.map((row) => row.months.north)).toEqual(english.sowing!.rows.map((row) => row.months.north.replace("February", "Februar").replace("March", "März").replace("May", "Mai").replace(" to ", " bis ")));
    expect(german.facts).toContain("2");
    expect(guideJsonLd(german, "https://garden.example")[0].inLanguage).toBe("de");
    expect(guideFor(guideBySlug("apple-tree")!, await guideWordsIn("de")).harvest).toContain("1.095");
  });

  it("leaves no English in any guide of any language", async () => {
    const english = /\b(the|and|weeks?|days?|about|after|before|water it|frost-tender|hardy|sow|plant out)\b/i;
    for (const locale of PREFIXED_LOCALES) {
      const words = await guideWordsIn(locale);
      for (const entry of guideEntries()) {
        for (const sentence of sentences(guideFor(entry, words))) expect(sentence, `${locale} ${entry.slug}`).not.toMatch(english);
      }
    }
  });

  it("is served at /<code>/guides and /<code>/guides/<plant>, each built ahead", () => {
    expect(translatedRouteFor("/de/guides")).toBe("/intl/de/guides");
    expect(translatedRouteFor("/fr/guides/cherry-tomato")).toBe("/intl/fr/guides/cherry-tomato");
    expect(translatedRouteFor("/es/guides/tomato/extra")).toBeUndefined();
    // Their share cards, beside them.
    expect(translatedRouteFor("/de/guides/tomato/share-card.png")).toBe("/intl/de/guides/tomato/share-card.png");
    expect(translatedRouteFor("/fr/guides/share-card.png")).toBe("/intl/fr/guides/share-card.png");
    expect(translatedRouteFor("/fr/guides/tomato/share-cardXpng")).toBeUndefined();
    expect(translatedRouteFor("/fr/share-card.png")).toBeUndefined();
    expect(PRERENDERED_PUBLIC_PAGES.has("/intl/es/guides/tomato")).toBe(true);
    expect(PRERENDERED_PUBLIC_PAGES.has("/intl/es/guides")).toBe(true);
    expect(PRERENDERED_PUBLIC_PAGES.size).toBe(4 + 4 * (1 + guideEntries().length));
  });
});
