import { describe, expect, it } from "vitest";
import {
  GUIDE_CATEGORIES,
  TYPICAL_FROST,
  addToGardenHref,
  guideBySlug,
  guideEntries,
  guideFor,
  guideJsonLd,
  guidePath,
  guideSections,
  serializeJsonLd,
  windowMonths,
  windowTiming,
  type Guide,
} from "./guides";

function guideOf(slug: string): Guide {
  const entry = guideBySlug(slug);
  if (!entry) throw new Error(`No catalogue entry "${slug}"`);
  return guideFor(entry);
}

/** Every string anywhere in a value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const frostWords = (guide: Guide) => guide.frost.sentences.join(" ");

describe("plant guides", () => {
  it("reads every catalogue entry, with unique slugs", () => {
    const entries = guideEntries();
    expect(entries).toHaveLength(79);
    expect(new Set(entries.map((entry) => entry.slug)).size).toBe(entries.length);
    expect(guideBySlug("tomato")?.commonName).toBe("Tomato");
    expect(guideBySlug("no-such-plant")).toBeNull();
  });

  it.each(guideEntries().map((entry) => [entry.slug, entry] as const))("%s has a guide with no missing values in its words", (_slug, entry) => {
    const guide = guideFor(entry);
    for (const text of strings(guide)) {
      expect(text, entry.slug).not.toMatch(/undefined|null|NaN|\[object/);
      expect(text.trim(), entry.slug).not.toBe("");
    }
    expect(guide.summary.startsWith(`${entry.commonName} (${entry.scientificName}): `)).toBe(true);
    expect(guide.cta).toEqual({ label: `Add ${entry.commonName} to my garden`, href: `/plants?add=${entry.slug}` });
    // A plant with sowing data has at least one window; one without says nothing about sowing.
    expect(guide.sowing === null).toBe(entry.sowing === null);
  });

  it("says a frost-tender plant is frost-tender and when it can go out", () => {
    const tomato = guideOf("tomato");
    expect(tomato.frost.tender).toBe(true);
    expect(frostWords(tomato)).toContain("Frost-tender");
    expect(frostWords(tomato)).toContain("Plant it out from 1 week after the last spring frost.");
    expect(tomato.summary).toBe("Tomato (Solanum lycopersicum): full sun, water about every 2 days in summer, frost-tender.");
  });

  it("does not call a hardy plant frost-tender", () => {
    const garlic = guideOf("garlic");
    expect(garlic.frost.tender).toBe(false);
    expect(frostWords(garlic)).toContain("Hardy");
    expect(frostWords(garlic).toLowerCase()).not.toContain("tender");
    expect(garlic.summary.toLowerCase()).not.toContain("tender");
  });

  it("flips the sowing months by hemisphere (tomato: sown indoors February to March, or August to September in the south)", () => {
    const sowing = guideOf("tomato").sowing!;
    const indoors = sowing.rows.find((row) => row.action === "sow-indoors")!;
    expect(indoors.label).toBe("Sow indoors");
    expect(indoors.timing).toBe("6 to 8 weeks before the last spring frost");
    expect(indoors.months).toEqual({ north: "February to March", south: "August to September" });
    const plantOut = sowing.rows.find((row) => row.action === "transplant")!;
    expect(plantOut.months).toEqual({ north: "April to May", south: "October to November" });
    expect(sowing.note).toBe("Set your location to get your own dates.");
    expect(sowing.germination).toBe("Seedlings usually come up in 5 to 10 days.");
  });

  it("gives a window within one month as that month", () => {
    // Lettuce is planted out from 2 weeks before to 2 weeks after the last frost: 1 to 29 April.
    const plantOut = guideOf("lettuce").sowing!.rows.find((row) => row.action === "transplant")!;
    expect(plantOut.timing).toBe("from 2 weeks before to 2 weeks after the last spring frost");
    expect(plantOut.months).toEqual({ north: "April", south: "October" });
    expect(windowMonths("04-15", { from: 0, to: 2 })).toBe("April");
    expect(windowMonths("04-15", { from: 0, to: 3 })).toBe("April to May");
  });

  it("counts autumn windows from the first autumn frost, and plants what is not sown", () => {
    const garlic = guideOf("garlic").sowing!;
    expect(garlic.rows).toHaveLength(1);
    expect(garlic.rows[0]).toMatchObject({ action: "autumn", label: "Plant in autumn", timing: "2 to 6 weeks before the first autumn frost" });
    expect(garlic.rows[0]!.months).toEqual({ north: "September to October", south: "March to April" });
    expect(garlic.germination).toBeNull();
  });

  it("wraps windows round the new year", () => {
    expect(windowMonths(TYPICAL_FROST.north.lastSpring, { from: -26, to: -14 })).toBe("October to January");
  });

  it("puts windows into words", () => {
    expect(windowTiming({ from: 1, to: 3 }, "spring")).toBe("1 to 3 weeks after the last spring frost");
    expect(windowTiming({ from: -4, to: 0 }, "spring")).toBe("in the 4 weeks before the last spring frost");
    expect(windowTiming({ from: 0, to: 1 }, "spring")).toBe("in the week after the last spring frost");
    expect(windowTiming({ from: 0, to: 0 }, "spring")).toBe("at the last spring frost");
    expect(windowTiming({ from: -2, to: -2 }, "autumn")).toBe("2 weeks before the first autumn frost");
  });

  it("says nothing about sowing for a plant with no sowing data", () => {
    const monstera = guideOf("monstera");
    expect(monstera.sowing).toBeNull();
    expect(monstera.harvest).toBeNull();
    expect(monstera.flowering).toBeNull();
    // Its content, not the page's headings (the sowing section's is never shown without sowing).
    expect(strings({ ...monstera, labels: null }).join(" ").toLowerCase()).not.toMatch(/\bsow|germinat|set your location/);
  });

  it("describes watering as the app does it", () => {
    const tomato = guideOf("tomato").watering.join(" ");
    expect(tomato).toContain("about every 2 days in typical summer weather outside");
    expect(tomato).toMatch(/rain pushes the next watering back/);
    expect(tomato).toMatch(/half the rain/);
    expect(tomato).not.toMatch(/rests in winter/);
    const monstera = guideOf("monstera").watering.join(" ");
    expect(monstera).toContain("about every 7 days while it grows");
    expect(monstera).toContain("about every 14 days");
    expect(guideOf("monstera").summary).toContain("water about every 7 days while it grows");
    expect(guideOf("lavender").watering.join(" ")).toMatch(/no routine watering while it rests/);
  });

  it("gives days to harvest for edibles and days to flower for flowers, only when the catalogue has them", () => {
    expect(guideOf("tomato").harvest).toBe("First harvest about 75 days after planting out.");
    expect(guideOf("radish").harvest).toBe("First harvest about 25 days after sowing.");
    expect(guideOf("apple-tree").harvest).toBe("First harvest about 3 years (1,095 days) after planting.");
    expect(guideOf("strawberry").harvest).toBe("First harvest about 90 days after planting, not counting its winter rest.");
    expect(guideOf("tomato").flowering).toBeNull();
    expect(guideOf("sunflower").flowering).toBe("First flowers about 80 days after sowing.");
    expect(guideOf("sunflower").harvest).toBeNull();
    expect(guideOf("tulip").flowering).toBe("First flowers about 180 days after planting.");
  });

  it("lists every plant once in the index, by category in order", () => {
    const sections = guideSections();
    expect(sections.map((section) => section.category)).toEqual(GUIDE_CATEGORIES.map((category) => category.category));
    const slugs = sections.flatMap((section) => section.entries.map((entry) => entry.slug));
    expect(slugs).toHaveLength(guideEntries().length);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("builds paths and links", () => {
    expect(guidePath("tomato")).toBe("/guides/tomato");
    expect(addToGardenHref("cherry-tomato")).toBe("/plants?add=cherry-tomato");
    expect(guideOf("tomato").imageSrc).toBe("/uploads/plant-images/tomato.jpg");
    expect(guideOf("tomato").title).toBe("How to grow Tomato");
  });
});

describe("guide JSON-LD", () => {
  const origin = "https://garden.example";
  const [article, breadcrumbs] = guideJsonLd(guideOf("tomato"), origin);

  it("is a schema.org Article about the plant", () => {
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "How to grow Tomato",
      image: "https://garden.example/uploads/plant-images/tomato.jpg",
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://garden.example/guides/tomato" },
      about: { name: "Tomato" },
      publisher: { "@type": "Organization", name: "Garden Assistant" },
    });
    expect(article.description).toBe(guideOf("tomato").summary);
  });

  it("has a BreadcrumbList from Home through Plant guides to the plant, positions 1 to 3", () => {
    expect(breadcrumbs["@context"]).toBe("https://schema.org");
    expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
    expect(breadcrumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://garden.example/" },
      { "@type": "ListItem", position: 2, name: "Plant guides", item: "https://garden.example/guides" },
      { "@type": "ListItem", position: 3, name: "Tomato", item: "https://garden.example/guides/tomato" },
    ]);
  });

  it("serializes without a raw '<'", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
