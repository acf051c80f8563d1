// The public plant guides (/guides and /guides/{slug}): what each page says, worked out from the
// catalogue's own data (server/db/plant-catalogue.json) and nothing else. Every sentence comes from
// a field of the entry, or from what the app itself does with it (docs/watering.md,
// lib/water-balance.ts, lib/dormancy.ts, lib/planner.ts): no facts from elsewhere, no filler. A
// field the entry lacks leaves its part out. Pure: no server modules, no React.
import catalogue from "@/server/db/plant-catalogue.json";
import { PLANT_CATEGORIES, SUNLIGHT_LABELS, SUNLIGHT_LEVELS, type PlantCategory } from "./plant-catalogue";
import { formatNumber } from "./format";
import { CATALOGUE_IMAGE_DIR } from "./plant-display";
import { SITE_NAME } from "./site";
import { GUIDES_PATH, guidePath } from "./guide-paths";
import type { CataloguePlant } from "./garden-types";
import type { Sowing, WeekWindow } from "./sowing";

export { GUIDES_PATH, guidePath } from "./guide-paths";

/**
 * The frost dates the guides' sowing months are counted from: a typical temperate garden's, not the
 * reader's ("MM-DD"). Northern hemisphere: a last spring frost around 15 April and a first autumn
 * frost around 15 October, the mid-latitude temperate garden of USDA hardiness zones 6–7 in the
 * zone frost tables drawn from NOAA's 1991–2020 U.S. Climate Normals (the median, 50 % probability,
 * 32 °F dates), which also falls within the Royal Horticultural Society's range for lowland Britain
 * (last frosts from late March to mid-May, first frosts from October). Southern hemisphere: the
 * same seasons six months on (15 October and 15 April), as the planner's own seasonal fallback
 * (lib/planner.ts, `seasonalFrostDates`) mirrors north and south. A gardener's own dates come from
 * their garden's location (lib/frost-dates.ts): the guides say so.
 */
export const TYPICAL_FROST = {
  north: { lastSpring: "04-15", firstAutumn: "10-15" },
  south: { lastSpring: "10-15", firstAutumn: "04-15" },
} as const;

export const SET_LOCATION_NOTE = "Set your location to get your own dates.";

export type Hemisphere = keyof typeof TYPICAL_FROST;

/** The index's sections, in order: the plural heading, and what one of them is in a sentence. */
export const GUIDE_CATEGORIES: readonly { category: PlantCategory; label: string; singular: string }[] = [
  { category: "vegetable", label: "Vegetables", singular: "a vegetable" },
  { category: "herb", label: "Herbs", singular: "a herb" },
  { category: "fruit", label: "Fruit", singular: "a fruit plant" },
  { category: "flower", label: "Flowers", singular: "a flowering plant" },
  { category: "houseplant", label: "House plants", singular: "a house plant" },
  { category: "succulent", label: "Succulents", singular: "a succulent" },
];

/** A catalogue entry as the guides read it: the plant as the app lists it, with its sowing windows and colour. */
export type GuideEntry = Omit<CataloguePlant, "id" | "imagePath"> & {
  /** Null for house plants and succulents. */
  sowing: Sowing | null;
  /** A hex colour. */
  accent: string;
};

// The JSON's inferred type is a union of its entries' shapes; this is what every one of them fits.
type RawWindow = { from: number; to: number } | null;
type RawEntry = Omit<GuideEntry, "category" | "sunlight" | "sowing"> & {
  category: string;
  sunlight: string;
  sowing?: {
    sowIndoors: RawWindow;
    transplant: RawWindow;
    directSow: RawWindow;
    autumnSow: RawWindow;
    germinationDays: number[] | null;
    daysToFlower: number | null;
  } | null;
};

function toEntry(raw: RawEntry): GuideEntry {
  const category = PLANT_CATEGORIES.find((value) => value === raw.category);
  const sunlight = SUNLIGHT_LEVELS.find((value) => value === raw.sunlight);
  if (!category || !sunlight) throw new Error(`Catalogue entry "${raw.slug}" has an unknown category or sunlight.`);
  const sowing = raw.sowing ?? null;
  const germination = sowing?.germinationDays;
  return {
    slug: raw.slug,
    commonName: raw.commonName,
    scientificName: raw.scientificName,
    category,
    waterFrequency: raw.waterFrequency,
    harvestTime: raw.harvestTime,
    frostTender: raw.frostTender,
    winterDormant: raw.winterDormant,
    sowing: sowing
      ? {
          sowIndoors: sowing.sowIndoors,
          transplant: sowing.transplant,
          directSow: sowing.directSow,
          autumnSow: sowing.autumnSow,
          germinationDays: germination && germination.length === 2 ? [germination[0]!, germination[1]!] : null,
          daysToFlower: sowing.daysToFlower,
        }
      : null,
    sunlight,
    careDescription: raw.careDescription,
    accent: raw.accent,
  };
}

const rawEntries: RawEntry[] = catalogue;
const ENTRIES: readonly GuideEntry[] = rawEntries.map(toEntry);
const BY_SLUG = new Map(ENTRIES.map((entry) => [entry.slug, entry]));

/** Every catalogue plant, in catalogue order. */
export function guideEntries(): readonly GuideEntry[] {
  return ENTRIES;
}

/** The catalogue plant with this slug, or null. */
export function guideBySlug(slug: string): GuideEntry | null {
  return BY_SLUG.get(slug) ?? null;
}

/** A plant's illustration (public/uploads/plant-images/{slug}.jpg), as a URL path. */
export function guideImagePath(slug: string): string {
  return `${CATALOGUE_IMAGE_DIR}/${slug}.jpg`;
}

/** Where "Add {plant} to my garden" goes: the plants page opens its Add Plant dialog with the plant chosen (sign-up first when signed out). */
export function addToGardenHref(slug: string): string {
  return `/plants?add=${encodeURIComponent(slug)}`;
}

/** "How to grow Tomato": the page's title (the root layout appends the site's name). */
export function guideTitle(entry: Pick<GuideEntry, "commonName">): string {
  return `How to grow ${entry.commonName}`;
}

// ---------------------------------------------------------------------------------------------
// Words

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Dates are counted in a year without February 29, as lib/frost-dates.ts does. */
const REFERENCE_YEAR = 2001;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const weeks = (count: number) => plural(count, "week");

/** "about every 3 days" ("about every day" for 1). */
function everyDays(days: number): string {
  return days === 1 ? "about every day" : `about every ${days} days`;
}

/** "15 April" → "mid-April" style words for a typical date: early (1–10), mid (11–20) or late (21+). */
export function monthDayWords(monthDay: string): string {
  const month = MONTHS[Number(monthDay.slice(0, 2)) - 1]!;
  const day = Number(monthDay.slice(3, 5));
  return `${day <= 10 ? "early" : day <= 20 ? "mid" : "late"}-${month}`;
}

/** The month a date falls in: `weekOffset` weeks from the "MM-DD" anchor (any year wraps round). */
function monthOf(anchor: string, weekOffset: number): number {
  const start = Date.UTC(REFERENCE_YEAR, Number(anchor.slice(0, 2)) - 1, Number(anchor.slice(3, 5)));
  return new Date(start + weekOffset * 7 * DAY_MS).getUTCMonth();
}

/**
 * The months a window covers from a frost date: "February to March", or "April" when it starts and
 * ends in the same month (tomato, sown 8 to 6 weeks before 15 April: "February to March").
 */
export function windowMonths(anchor: string, window: WeekWindow): string {
  const first = MONTHS[monthOf(anchor, window.from)]!;
  const last = MONTHS[monthOf(anchor, window.to)]!;
  return first === last ? first : `${first} to ${last}`;
}

/**
 * A window in words, relative to its frost: "6 to 8 weeks before the last spring frost", "1 to 3
 * weeks after", "from 2 weeks before to 2 weeks after", "in the 4 weeks before", "in the 3 weeks after".
 */
export function windowTiming(window: WeekWindow, frost: string): string {
  const { from, to } = window;
  if (from === 0 && to === 0) return `at ${frost}`;
  if (to === 0) return `in the ${-from === 1 ? "week" : weeks(-from)} before ${frost}`;
  if (from === 0) return `in the ${to === 1 ? "week" : weeks(to)} after ${frost}`;
  if (to < 0) return from === to ? `${weeks(-to)} before ${frost}` : `${-to} to ${weeks(-from)} before ${frost}`;
  if (from > 0) return from === to ? `${weeks(from)} after ${frost}` : `${from} to ${weeks(to)} after ${frost}`;
  return `from ${weeks(-from)} before to ${weeks(to)} after ${frost}`;
}

const LAST_SPRING_FROST = "the last spring frost";
const FIRST_AUTUMN_FROST = "the first autumn frost";

/**
 * What the days to harvest (or to flower) count from, as lib/sowing.ts and lib/dormancy.ts read
 * them: planting for what is planted rather than sown, planting out for what is raised indoors,
 * sowing for what is sown where it grows.
 */
function countedFrom(sowing: Sowing | null): string {
  if (!sowing || !sowing.germinationDays) return "planting";
  if (sowing.transplant) return sowing.directSow ? "sowing outdoors or planting out" : "planting out";
  return "sowing";
}

function daysOrYears(days: number): string {
  if (days < 365) return `about ${days} days`;
  const years = Math.round(days / 365);
  return `about ${years === 1 ? "a year" : `${years} years`} (${formatNumber(days)} days)`;
}

// ---------------------------------------------------------------------------------------------
// The content model

export type SowingAction = "sow-indoors" | "direct-sow" | "transplant" | "autumn";

export type SowingRow = {
  action: SowingAction;
  /** "Sow indoors", "Sow outdoors", "Plant out", "Sow in autumn", "Plant in autumn". */
  label: string;
  /** Relative to its frost: "6 to 8 weeks before the last spring frost". */
  timing: string;
  /** The months for a typical temperate garden in each hemisphere (TYPICAL_FROST). */
  months: Record<Hemisphere, string>;
};

export type GuideSowing = {
  /** Which frost dates the months are counted from. */
  basis: string;
  rows: SowingRow[];
  /** "Seedlings usually come up in 5 to 10 days."; null for what is planted, not sown. */
  germination: string | null;
  /** SET_LOCATION_NOTE. */
  note: string;
};

export type Guide = {
  slug: string;
  path: string;
  commonName: string;
  scientificName: string;
  category: PlantCategory;
  /** "Vegetables", as the index heads its section. */
  categoryLabel: string;
  imageSrc: string;
  accent: string;
  /** "How to grow Tomato". */
  title: string;
  /** One line for the description and the share image: "Tomato (Solanum lycopersicum): full sun, water about every 2 days in summer, frost-tender." */
  summary: string;
  /** The summary without the names: "Full sun, water about every 2 days in summer, frost-tender." */
  facts: string;
  /** What it is ("Tomato is a vegetable."), then the catalogue's care description. */
  about: string[];
  light: { label: string; sentence: string };
  watering: string[];
  frost: { tender: boolean; sentences: string[] };
  /** Null when the catalogue has no sowing data (house plants, succulents): the page says nothing about sowing. */
  sowing: GuideSowing | null;
  /** "First harvest about 75 days after planting out."; null when the catalogue has no harvest time. */
  harvest: string | null;
  /** "First flowers about 80 days after sowing."; null when the catalogue has no days to flower. */
  flowering: string | null;
  cta: { label: string; href: string };
};

function categoryInfo(category: PlantCategory) {
  return GUIDE_CATEGORIES.find((item) => item.category === category)!;
}

/** Watering as the app does it (docs/watering.md): the catalogue interval, and what changes it. */
function wateringSentences(entry: GuideEntry): string[] {
  const every = everyDays(entry.waterFrequency);
  const rest = entry.winterDormant
    ? [
        "It rests in winter, and Garden Assistant sets it no routine watering while it rests: October to February in the northern hemisphere, April to August in the southern (outside the tropics, once your garden's location is set).",
      ]
    : [];
  if (entry.category === "houseplant") {
    return [
      `Indoors, water it ${every} while it grows (March to September in the northern hemisphere, September to March in the southern).`,
      `The rest of the year, water it half as often: ${everyDays(entry.waterFrequency * 2)}.`,
      "Rain and the weather outside do not change this.",
      ...rest,
    ];
  }
  return [
    `Water it ${every} in typical summer weather outside.`,
    "Garden Assistant adjusts this to your weather: rain pushes the next watering back and hot, dry days bring it forward. In cooler months the waterings spread out.",
    "In a pot it dries out sooner and catches only about half the rain. In a greenhouse or under cover, rain does not reach it.",
    ...(entry.category === "succulent" ? ["Garden Assistant counts a succulent as growing in a pot unless you say otherwise."] : []),
    ...rest,
  ];
}

/** When a frost-tender plant can go outside: the earliest of its planting-out and outdoor sowing windows. */
function goesOutside(sowing: Sowing | null): string | null {
  const windows = [sowing?.transplant, sowing?.directSow].filter((window): window is WeekWindow => Boolean(window));
  if (windows.length === 0) return null;
  const earliest = Math.min(...windows.map((window) => window.from));
  const verb = sowing?.transplant && sowing.directSow ? "Plant or sow it outside" : sowing?.transplant ? "Plant it out" : "Sow it outside";
  if (earliest <= 0) return `${verb} only once ${LAST_SPRING_FROST} has passed.`;
  return `${verb} from ${weeks(earliest)} after ${LAST_SPRING_FROST}.`;
}

function frostSentences(entry: GuideEntry): string[] {
  const winter = entry.winterDormant ? ["It rests over winter."] : [];
  if (!entry.frostTender) return ["Hardy: frost does not kill it.", ...winter];
  const outside = goesOutside(entry.sowing);
  return [
    "Frost-tender: frost damages or kills it.",
    outside ?? "Keep it where frost cannot reach it.",
    ...winter,
  ];
}

function sowingRows(sowing: Sowing): SowingRow[] {
  const rows: SowingRow[] = [];
  const spring = (action: SowingAction, label: string, window: WeekWindow | null) => {
    if (!window) return;
    rows.push({
      action,
      label,
      timing: windowTiming(window, LAST_SPRING_FROST),
      months: { north: windowMonths(TYPICAL_FROST.north.lastSpring, window), south: windowMonths(TYPICAL_FROST.south.lastSpring, window) },
    });
  };
  spring("sow-indoors", "Sow indoors", sowing.sowIndoors);
  spring("direct-sow", "Sow outdoors", sowing.directSow);
  spring("transplant", "Plant out", sowing.transplant);
  if (sowing.autumnSow) {
    rows.push({
      action: "autumn",
      // What is planted rather than sown in autumn (bulbs, cloves, young plants) is planted, as the planner has it.
      label: sowing.germinationDays ? "Sow in autumn" : "Plant in autumn",
      timing: windowTiming(sowing.autumnSow, FIRST_AUTUMN_FROST),
      months: {
        north: windowMonths(TYPICAL_FROST.north.firstAutumn, sowing.autumnSow),
        south: windowMonths(TYPICAL_FROST.south.firstAutumn, sowing.autumnSow),
      },
    });
  }
  return rows;
}

/** The typical frost dates in words, for the sowing section. */
export function typicalFrostBasis(): string {
  const { north, south } = TYPICAL_FROST;
  return (
    `Months for a typical temperate garden: in the northern hemisphere the last spring frost around ${monthDayWords(north.lastSpring)} ` +
    `and the first autumn frost around ${monthDayWords(north.firstAutumn)}; in the southern hemisphere around ` +
    `${monthDayWords(south.lastSpring)} and ${monthDayWords(south.firstAutumn)}.`
  );
}

function guideSowing(sowing: Sowing | null): GuideSowing | null {
  if (!sowing) return null;
  const rows = sowingRows(sowing);
  if (rows.length === 0) return null;
  const germination = sowing.germinationDays;
  return {
    basis: typicalFrostBasis(),
    rows,
    germination: germination
      ? germination[0] === germination[1]
        ? `Seedlings usually come up in about ${plural(germination[0], "day")}.`
        : `Seedlings usually come up in ${germination[0]} to ${germination[1]} days.`
      : null,
    note: SET_LOCATION_NOTE,
  };
}

function harvestSentence(entry: GuideEntry): string | null {
  if (entry.harvestTime === null || entry.harvestTime <= 0) return null;
  // lib/dormancy.ts: a resting plant's winter does not count towards a harvest under a year away.
  const rest = entry.winterDormant && entry.harvestTime < 365 ? ", not counting its winter rest" : "";
  return `First harvest ${daysOrYears(entry.harvestTime)} after ${countedFrom(entry.sowing)}${rest}.`;
}

function floweringSentence(entry: GuideEntry): string | null {
  const days = entry.sowing?.daysToFlower;
  if (!days) return null;
  return `First flowers ${daysOrYears(days)} after ${countedFrom(entry.sowing)}.`;
}

/** The key facts in a line: "Full sun, water about every 2 days in summer, frost-tender." */
export function guideFacts(entry: GuideEntry): string {
  const when = entry.category === "houseplant" ? "while it grows" : "in summer";
  return `${SUNLIGHT_LABELS[entry.sunlight]}, water ${everyDays(entry.waterFrequency)} ${when}, ${entry.frostTender ? "frost-tender" : "hardy"}.`;
}

/** One line: "Tomato (Solanum lycopersicum): full sun, water about every 2 days in summer, frost-tender." */
export function guideSummary(entry: GuideEntry): string {
  const facts = guideFacts(entry);
  return `${entry.commonName} (${entry.scientificName}): ${facts.charAt(0).toLowerCase()}${facts.slice(1)}`;
}

/** Everything a plant's guide says, from its catalogue entry. */
export function guideFor(entry: GuideEntry): Guide {
  const info = categoryInfo(entry.category);
  const lightLabel = SUNLIGHT_LABELS[entry.sunlight];
  return {
    slug: entry.slug,
    path: guidePath(entry.slug),
    commonName: entry.commonName,
    scientificName: entry.scientificName,
    category: entry.category,
    categoryLabel: info.label,
    imageSrc: guideImagePath(entry.slug),
    accent: entry.accent,
    title: guideTitle(entry),
    summary: guideSummary(entry),
    facts: guideFacts(entry),
    about: [`${entry.commonName} is ${info.singular}.`, entry.careDescription],
    light: { label: lightLabel, sentence: `Grow it in ${lightLabel.toLowerCase()}.` },
    watering: wateringSentences(entry),
    frost: { tender: entry.frostTender, sentences: frostSentences(entry) },
    sowing: guideSowing(entry.sowing),
    harvest: harvestSentence(entry),
    flowering: floweringSentence(entry),
    cta: { label: `Add ${entry.commonName} to my garden`, href: addToGardenHref(entry.slug) },
  };
}

/** The index: each category in GUIDE_CATEGORIES order with its plants (in catalogue order); empty categories left out. */
export function guideSections(): { category: PlantCategory; label: string; entries: GuideEntry[] }[] {
  return GUIDE_CATEGORIES.map(({ category, label }) => ({ category, label, entries: ENTRIES.filter((entry) => entry.category === category) })).filter(
    (section) => section.entries.length > 0,
  );
}

// ---------------------------------------------------------------------------------------------
// Structured data (schema.org JSON-LD)

type Crumb = { name: string; path: string };

/** A schema.org BreadcrumbList of absolute URLs, positions from 1. */
export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: `${origin}${crumb.path}` })),
  };
}

/** Home › Plant guides (› the plant): the breadcrumb trail, as the page shows it and JSON-LD lists it. */
export function guideCrumbs(guide?: Pick<Guide, "commonName" | "path">): Crumb[] {
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Plant guides", path: GUIDES_PATH },
  ];
  return guide ? [...crumbs, { name: guide.commonName, path: guide.path }] : crumbs;
}

/** A guide's JSON-LD: the Article and its BreadcrumbList. `origin` is the site's, without a trailing slash. */
export function guideJsonLd(guide: Guide, origin: string) {
  const url = `${origin}${guide.path}`;
  const article = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: guide.title,
    description: guide.summary,
    image: `${origin}${guide.imageSrc}`,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    about: { "@type": "Thing", name: guide.commonName, alternateName: guide.scientificName },
    publisher: { "@type": "Organization", name: SITE_NAME, url: `${origin}/` },
    inLanguage: "en",
  };
  return [article, breadcrumbJsonLd(origin, guideCrumbs(guide))] as const;
}

/** JSON for a <script type="application/ld+json">: no "<" left to close the script early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
