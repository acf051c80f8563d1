// The public plant guides (/guides and /guides/{slug}): what each page says, worked out from the
// catalogue's own data (server/db/plant-catalogue.json) and nothing else. Every sentence comes from
// a field of the entry, or from what the app itself does with it (docs/watering.md,
// lib/water-balance.ts, lib/dormancy.ts, lib/planner.ts): no facts from elsewhere, no filler. A
// field the entry lacks leaves its part out. Pure: no server modules, no React.
import catalogue from "@/server/db/plant-catalogue.json";
import { createTranslator } from "next-intl";
import publicMessages from "@/locales/en/public.json";
import { PLANT_CATEGORIES, SUNLIGHT_LEVELS, type PlantCategory } from "./plant-catalogue";
import { formatDay, formatNumber } from "./format";
import { DEFAULT_APP_LOCALE, FORMAT_LOCALES, localizedPath, type AppLocale } from "./i18n/locales";
import type { Messages } from "./i18n/messages";
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

export type Hemisphere = keyof typeof TYPICAL_FROST;

/** The index's sections, in order (their headings are the "category" message). */
export const GUIDE_CATEGORIES: readonly { category: PlantCategory }[] = [
  { category: "vegetable" },
  { category: "herb" },
  { category: "fruit" },
  { category: "flower" },
  { category: "houseplant" },
  { category: "succulent" },
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
export function guideTitle(entry: Pick<GuideEntry, "slug" | "commonName">, words: GuideWords = ENGLISH_GUIDE_WORDS): string {
  return words.t("title", { name: words.commonName(entry) });
}

// ---------------------------------------------------------------------------------------------
// Words

/**
 * The words a guide is written in: the "Guides" messages of a language (locales/<code>/public.json),
 * the catalogue's plant names and care texts in it (English is the catalogue's own), and the
 * language for month names and numbers.
 */
export type GuideWords = {
  locale: AppLocale;
  t: GuideMessages;
  commonName: (entry: Pick<GuideEntry, "slug" | "commonName">) => string;
  careDescription: (entry: Pick<GuideEntry, "slug" | "careDescription">) => string;
};

type GuideMessages = ReturnType<typeof createTranslator<Messages, "Guides">>;

const englishGuides: GuideMessages = createTranslator({ locale: DEFAULT_APP_LOCALE, messages: publicMessages as Messages, namespace: "Guides" });

/** The guides in English: the catalogue's own names. */
export const ENGLISH_GUIDE_WORDS: GuideWords = {
  locale: DEFAULT_APP_LOCALE,
  t: englishGuides,
  commonName: (entry) => entry.commonName,
  careDescription: (entry) => entry.careDescription,
};

/** A language's guide words: its "Guides" messages and the catalogue's words in it (server/garden/catalogue-words.ts). */
export function guideWords(
  locale: AppLocale,
  t: GuideMessages,
  catalogue: Pick<GuideWords, "commonName" | "careDescription">,
): GuideWords {
  return { locale, t, commonName: catalogue.commonName, careDescription: catalogue.careDescription };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Dates are counted in a year without February 29, as lib/frost-dates.ts does. */
const REFERENCE_YEAR = 2001;

/** A month's name in the guide's language (0 is January). */
function monthName(month: number, words: GuideWords): string {
  return formatDay(`${REFERENCE_YEAR}-${String(month + 1).padStart(2, "0")}-01`, "month", { locale: FORMAT_LOCALES[words.locale] });
}

/** "about every 3 days" ("about every day" for 1). */
function everyDays(days: number, words: GuideWords): string {
  return words.t("everyDays", { days });
}

/** "15 April" → "mid-April" style words for a typical date: early (1–10), mid (11–20) or late (21+). */
export function monthDayWords(monthDay: string, words: GuideWords = ENGLISH_GUIDE_WORDS): string {
  const day = Number(monthDay.slice(3, 5));
  return words.t("partOfMonth", { part: day <= 10 ? "early" : day <= 20 ? "mid" : "late", month: monthName(Number(monthDay.slice(0, 2)) - 1, words) });
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
export function windowMonths(anchor: string, window: WeekWindow, words: GuideWords = ENGLISH_GUIDE_WORDS): string {
  const first = monthOf(anchor, window.from);
  const last = monthOf(anchor, window.to);
  return first === last ? monthName(first, words) : words.t("monthRange", { first: monthName(first, words), last: monthName(last, words) });
}

/** Which frost a window is counted from. */
type Frost = "spring" | "autumn";

/**
 * A window in words, relative to its frost: "6 to 8 weeks before the last spring frost", "1 to 3
 * weeks after", "from 2 weeks before to 2 weeks after", "in the 4 weeks before", "in the 3 weeks after".
 */
export function windowTiming(window: WeekWindow, frost: Frost, words: GuideWords = ENGLISH_GUIDE_WORDS): string {
  const { from, to } = window;
  const { t } = words;
  if (from === 0 && to === 0) return t("timingAt", { frost });
  if (to === 0) return t("timingInWeeksBefore", { weeks: -from, frost });
  if (from === 0) return t("timingInWeeksAfter", { weeks: to, frost });
  if (to < 0) return from === to ? t("timingBefore", { weeks: -to, frost }) : t("timingRangeBefore", { from: -to, to: -from, frost });
  if (from > 0) return from === to ? t("timingAfter", { weeks: from, frost }) : t("timingRangeAfter", { from, to, frost });
  return t("timingAround", { before: -from, after: to, frost });
}

/**
 * What the days to harvest (or to flower) count from, as lib/sowing.ts and lib/dormancy.ts read
 * them: planting for what is planted rather than sown, planting out for what is raised indoors,
 * sowing for what is sown where it grows.
 */
function countedFrom(sowing: Sowing | null): "planting" | "plantingOut" | "either" | "sowing" {
  if (!sowing || !sowing.germinationDays) return "planting";
  if (sowing.transplant) return sowing.directSow ? "either" : "plantingOut";
  return "sowing";
}

function daysOrYears(days: number, words: GuideWords): string {
  if (days < 365) return words.t("aboutDays", { days });
  return words.t("aboutYears", { years: Math.round(days / 365), days: formatNumber(days, {}, { locale: FORMAT_LOCALES[words.locale] }) });
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
  /** "Set your location to get your own dates." */
  note: string;
};

/** The words around a guide's content: its headings, the table's, the links'. */
export type GuideLabels = {
  about: string;
  light: string;
  watering: string;
  frost: string;
  sowing: string;
  harvest: string;
  flowering: string;
  sowingCaption: string;
  whatToDo: string;
  northern: string;
  southern: string;
  reminders: string;
  allGuides: string;
  illustration: string;
  breadcrumb: string;
};

export type Guide = {
  slug: string;
  /** The language it is written in. */
  locale: AppLocale;
  /** Its path in that language: /guides/tomato, /de/guides/tomato. */
  path: string;
  /** The index's path in that language. */
  indexPath: string;
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
  labels: GuideLabels;
  /** Home › Plant guides › the plant, in its language. */
  crumbs: Crumb[];
};

/** Watering as the app does it (docs/watering.md): the catalogue interval, and what changes it. */
function wateringSentences(entry: GuideEntry, words: GuideWords): string[] {
  const { t } = words;
  const every = everyDays(entry.waterFrequency, words);
  const rest = entry.winterDormant ? [t("restsInWinter")] : [];
  if (entry.category === "houseplant") {
    return [t("indoorsGrowing", { every }), t("indoorsResting", { every: everyDays(entry.waterFrequency * 2, words) }), t("rainNoEffect"), ...rest];
  }
  return [t("outdoorsEvery", { every }), t("adjusts"), t("pots"), ...(entry.category === "succulent" ? [t("succulentPot")] : []), ...rest];
}

/** When a frost-tender plant can go outside: the earliest of its planting-out and outdoor sowing windows. */
function goesOutside(sowing: Sowing | null, words: GuideWords): string | null {
  const windows = [sowing?.transplant, sowing?.directSow].filter((window): window is WeekWindow => Boolean(window));
  if (windows.length === 0) return null;
  const earliest = Math.min(...windows.map((window) => window.from));
  const verb = sowing?.transplant && sowing.directSow ? "both" : sowing?.transplant ? "plant" : "sow";
  if (earliest <= 0) return words.t("outsideOnceFrostPassed", { verb });
  return words.t("outsideFrom", { verb, weeks: earliest });
}

function frostSentences(entry: GuideEntry, words: GuideWords): string[] {
  const { t } = words;
  const winter = entry.winterDormant ? [t("restsOverWinter")] : [];
  if (!entry.frostTender) return [t("hardy"), ...winter];
  return [t("tender"), goesOutside(entry.sowing, words) ?? t("keepFromFrost"), ...winter];
}

function sowingRows(sowing: Sowing, words: GuideWords): SowingRow[] {
  const rows: SowingRow[] = [];
  const { t } = words;
  const row = (action: SowingAction, label: string, window: WeekWindow, frost: Frost) => {
    const anchor = (hemisphere: Hemisphere) => (frost === "spring" ? TYPICAL_FROST[hemisphere].lastSpring : TYPICAL_FROST[hemisphere].firstAutumn);
    rows.push({
      action,
      label,
      timing: windowTiming(window, frost, words),
      months: { north: windowMonths(anchor("north"), window, words), south: windowMonths(anchor("south"), window, words) },
    });
  };
  if (sowing.sowIndoors) row("sow-indoors", t("sowIndoors"), sowing.sowIndoors, "spring");
  if (sowing.directSow) row("direct-sow", t("sowOutdoors"), sowing.directSow, "spring");
  if (sowing.transplant) row("transplant", t("plantOut"), sowing.transplant, "spring");
  // What is planted rather than sown in autumn (bulbs, cloves, young plants) is planted, as the planner has it.
  if (sowing.autumnSow) row("autumn", sowing.germinationDays ? t("sowInAutumn") : t("plantInAutumn"), sowing.autumnSow, "autumn");
  return rows;
}

/** The typical frost dates in words, for the sowing section. */
export function typicalFrostBasis(words: GuideWords = ENGLISH_GUIDE_WORDS): string {
  const { north, south } = TYPICAL_FROST;
  return words.t("basis", {
    northSpring: monthDayWords(north.lastSpring, words),
    northAutumn: monthDayWords(north.firstAutumn, words),
    southSpring: monthDayWords(south.lastSpring, words),
    southAutumn: monthDayWords(south.firstAutumn, words),
  });
}

function guideSowing(sowing: Sowing | null, words: GuideWords): GuideSowing | null {
  if (!sowing) return null;
  const rows = sowingRows(sowing, words);
  if (rows.length === 0) return null;
  const germination = sowing.germinationDays;
  return {
    basis: typicalFrostBasis(words),
    rows,
    germination: germination
      ? germination[0] === germination[1]
        ? words.t("germinationAbout", { days: germination[0] })
        : words.t("germinationRange", { from: germination[0], to: germination[1] })
      : null,
    note: words.t("setLocation"),
  };
}

function harvestSentence(entry: GuideEntry, words: GuideWords): string | null {
  if (entry.harvestTime === null || entry.harvestTime <= 0) return null;
  // lib/dormancy.ts: a resting plant's winter does not count towards a harvest under a year away.
  const rest = entry.winterDormant && entry.harvestTime < 365 ? "yes" : "no";
  return words.t("firstHarvest", { wait: daysOrYears(entry.harvestTime, words), from: countedFrom(entry.sowing), rest });
}

function floweringSentence(entry: GuideEntry, words: GuideWords): string | null {
  const days = entry.sowing?.daysToFlower;
  if (!days) return null;
  return words.t("firstFlowers", { wait: daysOrYears(days, words), from: countedFrom(entry.sowing) });
}

/** The key facts in a line: "Full sun, water about every 2 days in summer, frost-tender." */
export function guideFacts(entry: GuideEntry, words: GuideWords = ENGLISH_GUIDE_WORDS): string {
  return words.t("facts", {
    sunlight: entry.sunlight,
    every: everyDays(entry.waterFrequency, words),
    indoors: entry.category === "houseplant" ? "yes" : "no",
    tender: entry.frostTender ? "yes" : "no",
  });
}

/** One line: "Tomato (Solanum lycopersicum): full sun, water about every 2 days in summer, frost-tender." */
export function guideSummary(entry: GuideEntry, words: GuideWords = ENGLISH_GUIDE_WORDS): string {
  const facts = guideFacts(entry, words);
  return words.t("summary", { name: words.commonName(entry), scientificName: entry.scientificName, facts: `${facts.charAt(0).toLowerCase()}${facts.slice(1)}` });
}

/** Everything a plant's guide says, from its catalogue entry, in a language (English unless words are given). */
export function guideFor(entry: GuideEntry, words: GuideWords = ENGLISH_GUIDE_WORDS): Guide {
  const { t } = words;
  const name = words.commonName(entry);
  const path = localizedPath(words.locale, guidePath(entry.slug));
  const sunlight = t("sunlight", { sunlight: entry.sunlight });
  return {
    slug: entry.slug,
    locale: words.locale,
    path,
    indexPath: localizedPath(words.locale, GUIDES_PATH),
    commonName: name,
    scientificName: entry.scientificName,
    category: entry.category,
    categoryLabel: t("category", { category: entry.category }),
    imageSrc: guideImagePath(entry.slug),
    accent: entry.accent,
    title: guideTitle(entry, words),
    summary: guideSummary(entry, words),
    facts: guideFacts(entry, words),
    about: [t("isA", { name, category: entry.category }), words.careDescription(entry)],
    light: { label: sunlight, sentence: t("growIn", { sunlight: entry.sunlight }) },
    watering: wateringSentences(entry, words),
    frost: { tender: entry.frostTender, sentences: frostSentences(entry, words) },
    sowing: guideSowing(entry.sowing, words),
    harvest: harvestSentence(entry, words),
    flowering: floweringSentence(entry, words),
    cta: { label: t("addToGarden", { name }), href: addToGardenHref(entry.slug) },
    labels: {
      about: t("about", { name }),
      light: t("light"),
      watering: t("watering"),
      frost: t("frost"),
      sowing: t("sowing"),
      harvest: t("harvest"),
      flowering: t("flowering"),
      sowingCaption: t("sowingCaption", { name }),
      whatToDo: t("whatToDo"),
      northern: t("northern"),
      southern: t("southern"),
      reminders: t("reminders", { name }),
      allGuides: t("allGuides"),
      illustration: t("illustration", { name }),
      breadcrumb: t("breadcrumb"),
    },
    crumbs: guideCrumbs(words, { commonName: name, path }),
  };
}

/** The index: each category in GUIDE_CATEGORIES order with its plants (in catalogue order); empty categories left out. */
export function guideSections(words: GuideWords = ENGLISH_GUIDE_WORDS): { category: PlantCategory; label: string; entries: GuideEntry[] }[] {
  return GUIDE_CATEGORIES.map(({ category }) => ({ category, label: words.t("category", { category }), entries: ENTRIES.filter((entry) => entry.category === category) })).filter(
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

/** Home › Plant guides (› the plant): the breadcrumb trail in a language, as the page shows it and JSON-LD lists it. */
export function guideCrumbs(words: GuideWords = ENGLISH_GUIDE_WORDS, guide?: { commonName: string; path: string }): Crumb[] {
  const crumbs = [
    { name: words.t("home"), path: localizedPath(words.locale, "/") },
    { name: words.t("indexTitle"), path: localizedPath(words.locale, GUIDES_PATH) },
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
    inLanguage: guide.locale,
  };
  return [article, breadcrumbJsonLd(origin, guide.crumbs)] as const;
}

/** JSON for a <script type="application/ld+json">: no "<" left to close the script early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
