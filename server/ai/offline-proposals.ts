import "server-only";
import { MAX_CHANGES_PER_ANSWER } from "@/lib/assistant-tools";
import { MAX_CHAT_MESSAGE_LENGTH } from "@/lib/chat-types";
import { addDays, daysBetween } from "@/lib/dates";
import type { CataloguePlant, UserPlantWithWatering } from "@/lib/garden-types";
import type { HarvestUnit } from "@/lib/harvest-log";
import type { PlantCategory } from "@/lib/plant-catalogue";
import { plantDisplayName, plantKindName } from "@/lib/plant-display";
import type { Task } from "@/lib/task-types";
import { REPEAT_EVERY_DAYS_MAX, REPEAT_EVERY_DAYS_MIN, TASK_TYPE_KEYS, type TaskType } from "@/lib/tasks";
import { MAX_WATERINGS_PER_CALL, writeToolInputs, type ProposedChange, type WriteToolName } from "@/lib/validations/assistant-tools";
import { MAX_HARVEST_QUANTITY } from "@/lib/validations/harvests";
import { SNOOZE_DAYS, type Exposure } from "@/lib/water-balance";
import { formatList, formatNumber, type FormatOptions } from "@/lib/format";
import { DEFAULT_APP_LOCALE, type AppLocale } from "@/lib/i18n/locales";
import { wordsIn } from "@/lib/i18n/words";
import { formatOptionsOf, type Gardener } from "@/server/account/gardener";
import { catalogueWordsIn } from "@/server/garden/catalogue-words";
import { errorWordsFor } from "@/server/http/error-language";
import { PHRASEBOOKS } from "./phrasebooks";
import { readRequest, type Phrasebook } from "./phrasebooks/phrasebook";

// The offline assistant's requests to *do* something ("I watered the tomatoes", "log 2 kg of
// courgettes", "remind me to feed the roses every two weeks"), understood with plain rules and
// turned into the same changes a model would propose (lib/validations/assistant-tools.ts). Each
// waits for the gardener's Approve. Questions are not requests: they are left to offlineAnswer.
//
// How a message is read: it is cut into sentences; each sentence loses its openers ("ok", "please",
// "can you"), its subject ("I", "we've") and its filler ("just", "today"); then the first rule in
// RULES whose pattern fits it decides what it asks for. Plants are found by their names in the
// garden (custom name, custom common name, catalogue name, a few other names of the same plant,
// plurals), never guessed: a name that fits plants of two kinds is asked about.
//
// It reads requests written in English, and in the gardener's language when it has a phrasebook
// (./phrasebooks). It answers in their language ("OfflineProposals" in locales/<code>/server.json),
// with examples of what to say that it understands (held so by ./phrasebooks/examples.test.ts).

/** How the offline assistant answers: the gardener's words and format, and their API errors' language. */
export type ProposalWords = {
  t: Awaited<ReturnType<typeof wordsIn<"OfflineProposals">>>;
  format: FormatOptions;
  /** An API error message (a change's schema refusal) in the gardener's language. */
  error: (message: string) => string;
  /** A catalogue plant's name in the gardener's language. */
  plantName: (plant: CataloguePlant) => string;
  /** The gardener's language, and how its requests are said in the rules' English (none: English only). */
  locale: AppLocale;
  phrasebook: Phrasebook | null;
  /** Words around plant names that name nothing: English's and the phrasebook's ("the", "die"). */
  filler: ReadonlySet<string>;
  /** A kind of task's name ("Tasks" in locales/<code>/care.json), for the title of a task asked for in the gardener's language. */
  taskType: (type: TaskType) => string;
};

/** The words of the offline assistant's proposals in a gardener's language. */
export async function proposalWordsIn(gardener: Pick<Gardener, "timeZone"> & Partial<Pick<Gardener, "units" | "locale">>): Promise<ProposalWords> {
  const locale = gardener.locale ?? DEFAULT_APP_LOCALE;
  const [t, error, catalogue, tasks] = await Promise.all([wordsIn(locale, "OfflineProposals"), errorWordsFor(locale), catalogueWordsIn(locale), wordsIn(locale, "Tasks")]);
  const phrasebook = PHRASEBOOKS[locale] ?? null;
  return {
    t,
    format: formatOptionsOf(gardener),
    error,
    plantName: catalogue.commonName,
    locale,
    phrasebook,
    filler: phrasebook ? new Set([...FILLER_WORDS, ...wordSet(phrasebook.fillerWords)]) : FILLER_WORDS,
    taskType: (type) => tasks(TASK_TYPE_KEYS[type]),
  };
}

/** What the offline assistant knows about the garden when it reads a request. */
export type OfflineGarden = {
  plants: UserPlantWithWatering[];
  catalogue: CataloguePlant[];
  /** The garden's open tasks (any due date). */
  openTasks: Task[];
  /** YYYY-MM-DD in the gardener's time zone. */
  today: string;
  /** The words it answers in. */
  words: ProposalWords;
};

/** Changes to propose (each waits for Approve) and a short Markdown text that introduces them or says what was not understood. */
export type OfflineProposal = { changes: ProposedChange[]; text: string };

/** What one sentence asked for: its changes, and what to tell the gardener about the rest. */
type Outcome = { changes: ProposedChange[]; notes: string[] };

/** A message is at most this long (POST /api/chat); anything beyond is not read. */
const MAX_MESSAGE_CHARACTERS = MAX_CHAT_MESSAGE_LENGTH;
/** Sentences read from one message: a request is a sentence or two, not a page. */
const MAX_SENTENCES = 20;
/** Plants added by one request ("add 3 tomatoes"). */
const MAX_PLANTS_PER_REQUEST = 10;
/** Changes proposed at once: as many as a model's answer may propose. */
const MAX_CHANGES = MAX_CHANGES_PER_ANSWER;
/** Names listed in one explanation before "and N more". */
const MAX_NAMES_LISTED = 5;


// ---------------------------------------------------------------- words

/** The singular of an English plural, good enough for plant names: strawberries, tomatoes, radishes, roses. */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|z|ss|o)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(?:ss|us)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** One word of a phrase: as written, and the key names are compared by (lower case, no accents, singular). */
type Token = { word: string; key: string };

/** Words, and the marks that separate items of a list. Apostrophes are dropped first (Lulu's, mother-in-law's). */
const TOKEN = /[\p{L}\p{N}]+|[,&+/]/gu;
const APOSTROPHES = /'/g;
const ACCENTS = /\p{M}/gu;

function wordKey(word: string): string {
  return singular(word.toLowerCase().normalize("NFKD").replace(ACCENTS, ""));
}

function tokenize(text: string): Token[] {
  return Array.from(text.replace(APOSTROPHES, "").matchAll(TOKEN), (match) => ({ word: match[0], key: wordKey(match[0]) }));
}

const keysOf = (text: string) => tokenize(text).map((token) => token.key);

/** A set of words by their keys ("plants" and "plant" alike). */
const wordSet = (words: string) => new Set(words.split(" ").map(wordKey));
/** Words that join the items of a list ("the basil and the mint"). */
const LIST_WORDS = new Set([",", "&", "+", "/", ...wordSet("and or plus")]);
/** Words around plant names that name nothing ("the", "my", "plants", "on"): skipped when names are looked up. */
const FILLER_WORDS = wordSet(
  "the my our your his her their a an some both of plants seedlings also too each one ones them those these few little other rest remaining again well please for me us bit just today now that this poor lovely new young baby with from off on in into at to by up out",
);
/** Words that mean every plant ("everything", "all the plants", "the whole garden"). */
const ALL_WORDS = wordSet("everything everyone all every garden whole lot entire");

/** "A, B and C" (or "A, B or C") in the gardener's language. */
const listOf = (items: string[], joiner: "and" | "or", words: ProposalWords) => formatList(items, joiner, words.format);

/** At most MAX_NAMES_LISTED names, then "N more". */
function shortList(items: string[], joiner: "and" | "or", words: ProposalWords): string {
  if (items.length <= MAX_NAMES_LISTED) return listOf(items, joiner, words);
  return listOf([...items.slice(0, MAX_NAMES_LISTED), words.t("more", { count: items.length - MAX_NAMES_LISTED })], joiner, words);
}

/** The gardener's words as said, in the quotes of their language. */
const quoted = (text: string, words: ProposalWords) => words.t("quoted", { text });
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The examples of what to say, in the gardener's language (they are requests it understands). */
export const EXAMPLES = ["exampleHarvest", "exampleAddPlant", "exampleRhythm", "exampleTask", "exampleWatering", "exampleWateringAll"] as const;
const example = (key: (typeof EXAMPLES)[number], words: ProposalWords) => quoted(words.t(key), words);

/** Whole numbers said in words, and the article that means one. */
const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, another: 1, one: 1, "a couple of": 2, couple: 2, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8,
  nine: 9, ten: 10, eleven: 11, twelve: 12, dozen: 12, "a dozen": 12, fifteen: 15, twenty: 20, few: 3, "a few": 3, other: 2,
};
/** A whole number of days, weeks or plants: digits or a word. */
const WHOLE = String.raw`\d{1,4}|a couple of|a dozen|a few|an?|another|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|fifteen|twenty`;
/** An amount harvested: digits (with up to 3 decimals) or a word; never "a", which is everywhere. */
const AMOUNT_NUMBER = String.raw`\d{1,7}(?:\.\d{1,3})?|a dozen|dozen|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty`;

function numberValue(text: string): number {
  const lower = text.toLowerCase();
  return NUMBER_WORDS[lower] ?? Number(lower);
}

// ---------------------------------------------------------------- dates

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
const WEEKDAY = WEEKDAYS.join("|");

/** The next `weekday` (0 is Sunday) after `today`: "on Saturday" said on a Saturday is a week on. */
function nextWeekday(today: string, weekday: number): string {
  const current = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, (weekday - current + 7) % 7 || 7);
}

const weekdayNumber = (name: string) => WEEKDAYS.indexOf(name.toLowerCase() as (typeof WEEKDAYS)[number]);

/** When a new task is first due ("tomorrow", "on Saturday", "next week"); the first that fits wins, otherwise today. */
const DUE_DATE_RULES: { pattern: RegExp; dueDate: (match: RegExpExecArray, today: string) => string }[] = [
  { pattern: /\b(?:on |by |from |starting )?(\d{4}-\d{2}-\d{2})\b/i, dueDate: (match) => match[1]! },
  { pattern: /\b(?:on |by |from |starting )?(?:the )?day after tomorrow\b/i, dueDate: (_, today) => addDays(today, 2) },
  { pattern: /\b(?:on |by |from |starting )?tomorrow\b/i, dueDate: (_, today) => addDays(today, 1) },
  { pattern: /\b(?:from |starting )?(?:today|tonight|this morning|this afternoon|this evening)\b/i, dueDate: (_, today) => today },
  { pattern: /\b(?:from |starting )?next week\b/i, dueDate: (_, today) => addDays(today, 7) },
  {
    pattern: new RegExp(String.raw`\b(?:starting )?in (${WHOLE}) (day|week)s?\b`, "i"),
    dueDate: (match, today) => addDays(today, numberValue(match[1]!) * (match[2]!.toLowerCase() === "week" ? 7 : 1)),
  },
  {
    pattern: new RegExp(String.raw`\b(?:on |by |from |starting )?(?:this |next |coming )?(${WEEKDAY})s?\b`, "i"),
    dueDate: (match, today) => nextWeekday(today, weekdayNumber(match[1]!)),
  },
];

const PERIOD_DAYS: Record<string, number> = { day: 1, morning: 1, evening: 1, night: 1, week: 7, fortnight: 14, month: 30, year: 365 };
const ADVERB_DAYS: Record<string, number> = { daily: 1, nightly: 1, weekly: 7, fortnightly: 14, biweekly: 14, monthly: 30, yearly: 365, annually: 365 };
const periodDays = (word: string) => PERIOD_DAYS[word.toLowerCase()] ?? 1;

/** How often a task comes round ("every two weeks", "daily", "every Saturday"); a month counts 30 days. */
const RECURRENCE_RULES: { pattern: RegExp; days: (match: RegExpExecArray) => number }[] = [
  {
    pattern: new RegExp(String.raw`\b(?:every|each) (${WHOLE}|other) (day|week|fortnight|month|year)s?\b`, "i"),
    days: (match) => numberValue(match[1]!) * periodDays(match[2]!),
  },
  { pattern: /\b(?:every|each|once a|once every) (day|morning|evening|night|week|fortnight|month|year)\b/i, days: (match) => periodDays(match[1]!) },
  { pattern: new RegExp(String.raw`\b(?:every|each) (?:${WEEKDAY})s?\b`, "i"), days: () => 7 },
  { pattern: /\b(daily|nightly|weekly|fortnightly|biweekly|monthly|yearly|annually)\b/i, days: (match) => ADVERB_DAYS[match[1]!.toLowerCase()] ?? 1 },
];
/** Rhythms a task cannot keep: it comes round every N days, not "twice a week". */
const UNKEPT_RHYTHM = /\b(?:twice|three times|(?:\d{1,2}|two|three|four) times) (?:a|an|per|each|every) (?:day|week|fortnight|month|year)\b/i;

/** The first rule of `rules` that fits `text`, with its match. */
function firstFit<Rule extends { pattern: RegExp }>(rules: Rule[], text: string): { rule: Rule; match: RegExpExecArray } | null {
  for (const rule of rules) {
    const match = rule.pattern.exec(text);
    if (match) return { rule, match };
  }
  return null;
}

/** `text` without the stretches matched (they may overlap), spaces tidied. */
function withoutMatches(text: string, matches: RegExpExecArray[]): string {
  const keep: boolean[] = new Array<boolean>(text.length).fill(true);
  for (const match of matches) keep.fill(false, match.index, match.index + match[0].length);
  let kept = "";
  for (let index = 0; index < text.length; index++) kept += keep[index] ? text[index] : " ";
  return kept.replace(/\s+/g, " ").trim();
}

/** `text` without the characters of `edges` at either end (a loop, not a regex: a long run of them costs nothing). */
function trimEdges(text: string, start: string, end: string): string {
  let from = 0;
  let to = text.length;
  while (from < to && start.includes(text[from]!)) from++;
  while (to > from && end.includes(text[to - 1]!)) to--;
  return text.slice(from, to);
}
const SPACE = " \t\n\r";

// ---------------------------------------------------------------- task kinds


/** The words for each kind of task, as verbs or nouns ("feed", "fed", "feeding"); what "weed" or "mow" would be has no kind. */
const TASK_TYPE_WORDS: { type: TaskType; pattern: RegExp }[] = [
  { type: "water", pattern: /\bwater(?:ed|ing|s)?\b/i },
  { type: "fertilize", pattern: /\b(?:fertili[sz](?:e|ed|es|ing)|feed(?:ing|s)?|fed|manur(?:e|ed|ing)|top ?dress(?:ed|ing)?)\b/i },
  { type: "prune", pattern: /\b(?:prun(?:e|ed|es|ing)|trim(?:med|ming|s)?|deadhead(?:ed|ing|s)?|cut(?:ting)? back|pinch(?:ed|ing)? out)\b/i },
  { type: "harvest", pattern: /\b(?:harvest(?:ed|ing|s)?|pick(?:ed|ing|s)?|gather(?:ed|ing)?)\b/i },
  { type: "inspect", pattern: /\b(?:inspect(?:ed|ing|ion|s)?|check(?:ed|ing|s)?(?: on)?|look(?:ed|ing)? (?:at|over)|examin(?:e|ed|ing))\b/i },
  { type: "transplant", pattern: /\b(?:transplant(?:ed|ing|s)?|pot(?:ted|ting)? (?:on|up)|plant(?:ed|ing)? out|repot(?:ted|ting|s)?|harden(?:ed|ing)? off)\b/i },
  { type: "sow", pattern: /\b(?:sow(?:ed|n|ing|s)?|seed(?:ed|ing)?)\b/i },
];

/** The kind of task named earliest in `text`, and the words that named it. */
function taskTypeIn(text: string): { type: TaskType; match: RegExpExecArray } | null {
  let earliest: { type: TaskType; match: RegExpExecArray } | null = null;
  for (const { type, pattern } of TASK_TYPE_WORDS) {
    const match = pattern.exec(text);
    if (match && (!earliest || match.index < earliest.match.index)) earliest = { type, match };
  }
  return earliest;
}

// ---------------------------------------------------------------- names

/** A name (its keys) and what it names. */
type Named<Item> = { keys: string[]; items: Item[] };
/** Names by their first key, longest first, so "cherry tomato" is found before "cherry". */
type NameIndex<Item> = Map<string, Named<Item>[]>;

function nameIndex<Item>(pairs: Iterable<[string, Item]>): NameIndex<Item> {
  const byName = new Map<string, Named<Item>>();
  for (const [name, item] of pairs) {
    const keys = keysOf(name);
    if (keys.length === 0) continue;
    const joined = keys.join(" ");
    const named = byName.get(joined) ?? { keys, items: [] };
    if (!named.items.includes(item)) named.items.push(item);
    byName.set(joined, named);
  }
  const index: NameIndex<Item> = new Map();
  for (const named of byName.values()) {
    const list = index.get(named.keys[0]!) ?? [];
    list.push(named);
    index.set(named.keys[0]!, list);
  }
  for (const list of index.values()) list.sort((a, b) => b.keys.length - a.keys.length);
  return index;
}

/** The longest name that starts at `tokens[start]`. */
function nameAt<Item>(tokens: Token[], start: number, index: NameIndex<Item>): Named<Item> | null {
  for (const named of index.get(tokens[start]!.key) ?? []) {
    if (start + named.keys.length <= tokens.length && named.keys.every((key, offset) => tokens[start + offset]!.key === key)) return named;
  }
  return null;
}

/** Whether `run` appears, word for word, inside `keys`. */
function containsRun(keys: string[], run: string[]): boolean {
  for (let start = 0; start + run.length <= keys.length; start++) {
    if (run.every((key, offset) => keys[start + offset] === key)) return true;
  }
  return false;
}

/** What a phrase names: the names found (in order), the words left over (as written), and whether it said "everything". */
type NameScan<Item> = { found: { said: string; items: Item[] }[]; leftovers: { said: string; keys: string[] }[]; everything: boolean };

/**
 * Reads a phrase as a list of names: at each word the longest known name is taken ("hens and
 * chicks" before "and"); list words and filler split and pad it; the other words are left over.
 */
function scanNames<Item>(phrase: string, index: NameIndex<Item>, filler: ReadonlySet<string>): NameScan<Item> {
  const tokens = tokenize(phrase);
  const scan: NameScan<Item> = { found: [], leftovers: [], everything: false };
  let run: Token[] = [];
  const endRun = () => {
    if (run.length) scan.leftovers.push({ said: run.map((token) => token.word).join(" "), keys: run.map((token) => token.key) });
    run = [];
  };
  for (let position = 0; position < tokens.length; ) {
    const token = tokens[position]!;
    const named = nameAt(tokens, position, index);
    if (named) {
      endRun();
      scan.found.push({ said: tokens.slice(position, position + named.keys.length).map((each) => each.word).join(" "), items: named.items });
      position += named.keys.length;
      continue;
    }
    if (LIST_WORDS.has(token.key)) endRun();
    else if (ALL_WORDS.has(token.key)) scan.everything = true;
    else if (!filler.has(token.key)) run.push(token);
    position++;
  }
  endRun();
  return scan;
}

/** Other names gardeners use for catalogue plants (by slug): British and American names, short names. */
const OTHER_NAMES: Record<string, string[]> = {
  zucchini: ["courgette"],
  eggplant: ["aubergine"],
  cilantro: ["coriander"],
  "bell-pepper": ["sweet pepper", "capsicum", "pepper"],
  "chili-pepper": ["chilli", "chili", "chilli pepper", "hot pepper", "pepper"],
  beetroot: ["beet"],
  "green-bean": ["french bean", "string bean", "bean"],
  "sweet-corn": ["sweetcorn", "corn"],
  "swiss-chard": ["chard"],
  "lemon-tree": ["lemon"],
  "apple-tree": ["apple"],
  "grape-vine": ["grapevine", "grape"],
  geranium: ["pelargonium"],
  "snake-plant": ["sansevieria"],
  "chinese-money-plant": ["pilea"],
  "hens-and-chicks": ["houseleek"],
  "shasta-daisy": ["daisy"],
};

/** Names for a kind of plant in the catalogue ("the herbs", "the houseplants"): every plant of it, whatever its kind. */
const CATEGORY_NAMES: Record<PlantCategory, string[]> = {
  vegetable: ["vegetable", "veg", "veggie"],
  herb: ["herb"],
  fruit: ["fruit"],
  flower: ["flower"],
  houseplant: ["houseplant", "house plant", "indoor plant"],
  succulent: ["succulent"],
};

// ---------------------------------------------------------------- the garden's plants

type Plant = UserPlantWithWatering;
/** A plant's names, or a group of plants by category ("the herbs"), which may span kinds on purpose. */
type PlantName = { plant: Plant } | { group: Plant[] };

/** What kind of plant it is, to tell "three tomatoes" from "a tomato and a cherry tomato". */
const kindOf = (plant: Plant) => plant.plant?.slug ?? `custom:${plantKindName(plant).toLowerCase()}`;

/** "Big Red (Tomato)", or "Tomato" when it has no name of its own. */
function describePlant(plant: Plant): string {
  const name = plantDisplayName(plant);
  const kind = plantKindName(plant);
  return name === kind ? (plant.location ? `${kind} (${plant.location})` : kind) : `${name} (${kind})`;
}

/** Names as a request may say them: as they are, and in the other forms of the gardener's language ("Tomaten"). */
function withForms(names: (string | null | undefined)[], phrasebook: Phrasebook | null): string[] {
  const given = names.filter((name): name is string => Boolean(name));
  return phrasebook ? [...new Set([...given, ...given.flatMap(phrasebook.formsOf)])] : given;
}

/**
 * Every name a plant answers to: its own, its custom common name, its catalogue name in the
 * gardener's language and in English (`englishNames`, by slug), and that plant's other names.
 */
function namesOf(plant: Plant, englishNames: ReadonlyMap<string, string>, phrasebook: Phrasebook | null): string[] {
  const slug = plant.plant?.slug ?? "";
  return withForms([plant.customName, plant.customCommonName, plant.plant?.commonName, englishNames.get(slug), ...(OTHER_NAMES[slug] ?? [])], phrasebook);
}

/** The garden's plants by every name they answer to; made once per message. */
function gardenNames(plants: Plant[], namesOfPlant: (plant: Plant) => string[]): NameIndex<PlantName> {
  const pairs: [string, PlantName][] = [];
  const own = new Set<string>();
  for (const plant of plants) {
    for (const name of namesOfPlant(plant)) {
      pairs.push([name, { plant }]);
      own.add(keysOf(name).join(" "));
    }
  }
  for (const [category, names] of Object.entries(CATEGORY_NAMES)) {
    const group = plants.filter((plant) => plant.plant?.category === category);
    if (group.length === 0) continue;
    for (const name of names) if (!own.has(keysOf(name).join(" "))) pairs.push([name, { group }]);
  }
  return nameIndex(pairs);
}

const plantsOf = (names: PlantName[]) => names.flatMap((name) => ("plant" in name ? [name.plant] : name.group));

/** The plants a phrase names, and what could not be matched or was ambiguous, in plain words. */
type PlantChoice = { plants: Plant[]; notes: string[]; everything: boolean; named: boolean };

function unknownPlantsNote(said: string[], words: ProposalWords): string {
  return said.length === 1
    ? words.t("unknownPlant", { name: quoted(said[0]!, words) })
    : words.t("unknownPlants", { names: shortList(said.map((each) => quoted(each, words)), "or", words) });
}

function ambiguousNote(said: string, plants: Plant[], words: ProposalWords): string {
  return words.t("ambiguousPlant", {
    said: quoted(said, words),
    plants: shortList(plants.map(describePlant), "or", words),
    example: quoted(plantDisplayName(plants[0]!), words),
  });
}

/** Plants named by a name that fits several: all of them when they are of one kind (the tomatoes), otherwise a question. */
function sameKindOrAsk(said: string, plants: Plant[], choice: PlantChoice, words: ProposalWords): void {
  const kinds = new Set(plants.map(kindOf));
  if (kinds.size > 1) choice.notes.push(ambiguousNote(said, plants, words));
  else choice.plants.push(...plants);
}

/** The garden's plants named in a phrase ("the basil and the mint", "tomatoes", "Big Red"). */
function choosePlants(phrase: string, garden: GardenIndex): PlantChoice {
  const scan = scanNames(phrase, garden.names, garden.garden.words.filler);
  const words = garden.garden.words;
  const choice: PlantChoice = { plants: [], notes: [], everything: false, named: scan.found.length + scan.leftovers.length > 0 };
  for (const { said, items } of scan.found) {
    if (items.some((name) => "group" in name)) choice.plants.push(...plantsOf(items));
    else sameKindOrAsk(said, plantsOf(items), choice, words);
  }
  const unknown: string[] = [];
  for (const { said, keys } of scan.leftovers) {
    // A word of a longer name: "tomatoes" for a garden with only cherry tomatoes.
    const partly = garden.plants.filter((plant) => garden.ownNameKeys.get(plant)!.some((nameKeys) => containsRun(nameKeys, keys)));
    if (partly.length) sameKindOrAsk(said, partly, choice, words);
    else unknown.push(said);
  }
  if (unknown.length) choice.notes.push(unknownPlantsNote(unknown, words));
  choice.everything = scan.everything && !choice.named;
  choice.plants = [...new Set(choice.plants)];
  return choice;
}

/** Places named by what they are, whatever the gardener wrote in a plant's location (docs/watering.md's exposures). */
const PLACE_EXPOSURES: { pattern: RegExp; exposures: Exposure[] }[] = [
  { pattern: /\b(?:pots?|containers?|planters?|tubs?|troughs?|window ?box(?:es)?|hanging baskets?)\b/i, exposures: ["container"] },
  { pattern: /\b(?:greenhouses?|glasshouses?|poly ?tunnels?|cold ?frames?|hoop ?houses?)\b/i, exposures: ["greenhouse"] },
  { pattern: /\braised ?beds?\b/i, exposures: ["raised-bed"] },
  { pattern: /^(?:indoors|inside|the house|house|home|windowsills?)$/i, exposures: ["indoor"] },
  { pattern: /^(?:outdoors|outside)$/i, exposures: ["ground", "raised-bed", "container"] },
  { pattern: /^(?:the )?ground$/i, exposures: ["ground"] },
];

/** "X in/on/at the Y", or "X indoors": the names, and the place that narrows them. */
const PLACE_SPLIT = [
  { pattern: /^(?:(.*?) )?(?:in|inside|on|at|by|under|along|near) (?:the |my |our )?(.+)$/i },
  { pattern: /^(?:(.*?) )?(indoors|inside|outdoors|outside)$/i },
];

/** The garden's plants in a place: by exposure ("pots", "the greenhouse") or by the words of their location ("the front bed"). */
function plantsIn(place: string, plants: Plant[], filler: ReadonlySet<string>): Plant[] {
  const exposures = new Set(PLACE_EXPOSURES.filter(({ pattern }) => pattern.test(place)).flatMap(({ exposures }) => exposures));
  const placeKeys = keysOf(place).filter((key) => !filler.has(key));
  return plants.filter(
    (plant) => exposures.has(plant.exposure) || (placeKeys.length > 0 && plant.location !== null && containsRun(keysOf(plant.location), placeKeys)),
  );
}

/**
 * The plants a request is about: named ones, or everything, narrowed to a place when one is said
 * ("everything in pots", "the tomatoes in the greenhouse"). A name with "in" in it still works: the
 * whole phrase is tried as names first.
 */
function choosePlantsAndPlace(phrase: string, garden: GardenIndex): PlantChoice {
  const whole = choosePlants(phrase, garden);
  if (whole.notes.length === 0 && (whole.plants.length || whole.everything)) return everythingResolved(whole, garden);
  const split = firstFit(PLACE_SPLIT, phrase);
  if (!split) return everythingResolved(whole, garden);
  const [, names = "", place = ""] = split.match;
  const inPlace = plantsIn(place, garden.plants, garden.garden.words.filler);
  const named = choosePlants(names, garden);
  if (named.notes.length) return named;
  if (named.named) {
    const both = named.plants.filter((plant) => inPlace.includes(plant));
    return { ...named, plants: both, notes: both.length ? [] : [garden.garden.words.t("noneInPlace", { place: quoted(place, garden.garden.words) })] };
  }
  const nothing = inPlace.length ? [] : [garden.garden.words.t("nothingInPlace", { place: quoted(place, garden.garden.words) })];
  return { plants: inPlace, notes: nothing, everything: true, named: false };
}

function everythingResolved(choice: PlantChoice, garden: GardenIndex): PlantChoice {
  return choice.everything ? { ...choice, plants: [...garden.plants] } : choice;
}

// ---------------------------------------------------------------- the catalogue

/** The catalogue by its names (common, scientific, slug, other names, and the gardener's language's); made once per catalogue and language. */
const catalogueIndexes = new WeakMap<CataloguePlant[], Map<AppLocale, NameIndex<CataloguePlant>>>();

function catalogueNames(catalogue: CataloguePlant[], words: ProposalWords): NameIndex<CataloguePlant> {
  const byLanguage = catalogueIndexes.get(catalogue) ?? new Map<AppLocale, NameIndex<CataloguePlant>>();
  catalogueIndexes.set(catalogue, byLanguage);
  let index = byLanguage.get(words.locale);
  if (!index) {
    index = nameIndex(
      catalogue.flatMap((plant): [string, CataloguePlant][] =>
        withForms([plant.commonName, words.plantName(plant), plant.scientificName, plant.slug.replace(/-/g, " "), ...(OTHER_NAMES[plant.slug] ?? [])], words.phrasebook).map((name) => [
          name,
          plant,
        ]),
      ),
    );
    byLanguage.set(words.locale, index);
  }
  return index;
}

// ---------------------------------------------------------------- tasks

/** Open tasks in the order they are best done: overdue and today's first, then by date. */
const byDueDate = (a: Task, b: Task) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id;

/**
 * Of the tasks a request fits, the ones it means: those due today or overdue; when none is due yet,
 * the next of each plant's (fertilizing the roses early is doing the next feed).
 */
function dueFirst(tasks: Task[], today: string): Task[] {
  const sorted = [...tasks].sort(byDueDate);
  const due = sorted.filter((task) => task.dueDate <= today);
  if (due.length) return due;
  const seen = new Set<string>();
  return sorted.filter((task) => {
    const key = `${task.userPlantId ?? task.title.toLowerCase()}:${task.taskType}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A title as words, to compare "Fertilize tomato" with "fertilize the tomatoes". */
const titleKey = (title: string, filler: ReadonlySet<string>) =>
  keysOf(title)
    .filter((key) => !filler.has(key))
    .join(" ");

/** A task named in quotes: "mark 'Fertilize Tomato' as done". */
const QUOTED = /"([^"]{1,200})"|'([^']{1,200})'/;

/** The open tasks a description names ("the pruning", "feed the roses", "'Fertilize Tomato'"), or why none. */
function findTasks(description: string, garden: GardenIndex, impliedType?: TaskType): { tasks: Task[]; notes: string[] } {
  const open = garden.garden.openTasks.filter((task) => !task.completed);
  const words = garden.garden.words;
  const quote = QUOTED.exec(description);
  if (quote) {
    const title = (quote[1] ?? quote[2] ?? "").trim();
    const key = titleKey(title, words.filler);
    const exact = open.filter((task) => titleKey(task.title, words.filler) === key);
    const tasks = exact.length ? exact : open.filter((task) => key !== "" && titleKey(task.title, words.filler).includes(key));
    return tasks.length ? { tasks: dueFirst(tasks, garden.garden.today), notes: [] } : { tasks: [], notes: [words.t("unknownTaskTitle", { title: quoted(title, words) })] };
  }
  const key = titleKey(description, words.filler);
  const sameTitle = open.filter((task) => key !== "" && titleKey(task.title, words.filler) === key);
  if (sameTitle.length) return { tasks: dueFirst(sameTitle, garden.garden.today), notes: [] };

  const named = taskTypeIn(description);
  const type = named?.type ?? impliedType;
  const object = named ? withoutMatches(description, [named.match]) : description;
  const choice = choosePlants(object, garden);
  const notFound = { tasks: [], notes: [words.t("unknownTask", { description: quoted(description, words) })] };
  // Without a kind of task, words that are not plants ("the weeding") are an unknown task, not an unknown plant.
  if (!type && (choice.notes.length || (!choice.named && !choice.everything))) return notFound;
  if (choice.notes.length) return { tasks: [], notes: choice.notes };
  const ids = new Set(choice.plants.map((plant) => plant.id));
  const fitting = open.filter(
    (task) => (!type || task.taskType === type) && (!choice.named || (task.userPlantId !== null && ids.has(task.userPlantId))),
  );
  // "I did everything" means what is due now, not the whole year's plan.
  const tasks = type || choice.named ? dueFirst(fitting, garden.garden.today) : fitting.filter((task) => task.dueDate <= garden.garden.today).sort(byDueDate);
  return tasks.length ? { tasks, notes: [] } : notFound;
}

// ---------------------------------------------------------------- the rules

/** The garden as a request reads it: its plants by name, made once per message. */
type GardenIndex = { garden: OfflineGarden; plants: Plant[]; names: NameIndex<PlantName>; ownNameKeys: Map<Plant, string[][]> };

function indexGarden(garden: OfflineGarden): GardenIndex {
  const ownNameKeys = new Map<Plant, string[][]>();
  const englishNames = new Map(garden.catalogue.map((plant) => [plant.slug, plant.commonName]));
  const namesOfPlant = (plant: Plant) => namesOf(plant, englishNames, garden.words.phrasebook);
  for (const plant of garden.plants) ownNameKeys.set(plant, namesOfPlant(plant).map(keysOf));
  return { garden, plants: garden.plants, names: gardenNames(garden.plants, namesOfPlant), ownNameKeys };
}

/** How a sentence was read: as the gardener wrote it (English), or said in English by their language's phrasebook. */
type Reading = "as-written" | "phrasebook";

/** A rule reads one sentence (openers and subject gone) and answers what it asks for, or null when it is not its kind of request. */
type Rule = (sentence: string, garden: GardenIndex, reading: Reading) => Outcome | null;

const outcome = (changes: ProposedChange[], notes: string[] = []): Outcome => ({ changes, notes });
const note = (text: string): Outcome => outcome([], [text]);

// Adding tasks -----------------------------------------------------------

/**
 * A task asked for in the gardener's language is titled in it, as the app titles tasks ("Tomate
 * düngen"): the phrasebook's English is not theirs. Plants of one kind give its name; else the kind of task.
 */
function taskTitle(type: TaskType, choice: PlantChoice, words: ProposalWords): string {
  const kinds = new Set(choice.plants.map(plantKindName));
  if (choice.notes.length > 0 || kinds.size !== 1) return words.taskType(type);
  const plant = choice.plants.length === 1 ? plantDisplayName(choice.plants[0]!) : [...kinds][0]!;
  return words.t("newTaskTitle", { type, plant });
}

/** Asking for a reminder: what follows is the task ("remind me to feed the roses every two weeks"). */
const ADD_TASK_PATTERNS: RegExp[] = [
  /^remind (?:me|us) (?:to|that i need to|that we need to|i need to|we need to) (.+)$/i,
  /^remind (?:me|us) (?:about|of) (.+)$/i,
  /^(?:add|create|make|set|set up|schedule|put in) (?:a |an )?(?:new )?(?:repeating |recurring )?(?:task|reminder|job|to-?do|chore) ?(?:to|for|:|-) ?(.+)$/i,
  /^(?:schedule|plan) (.+)$/i,
  /^don't let me forget to (.+)$/i,
];

/** A task from the gardener's words: its kind from the verb, its plant from the names, its date and rhythm from the rest. */
function proposeTask(activity: string, garden: GardenIndex, reading: Reading): Outcome {
  const { today, words } = garden.garden;
  const unkept = UNKEPT_RHYTHM.exec(activity);
  if (unkept) return note(words.t("unkeptRhythm", { example: example("exampleRhythm", words) }));
  const recurrence = firstFit(RECURRENCE_RULES, activity);
  const due = firstFit(DUE_DATE_RULES, activity);
  const repeatEveryDays = recurrence ? recurrence.rule.days(recurrence.match) : undefined;
  if (repeatEveryDays !== undefined && (repeatEveryDays < REPEAT_EVERY_DAYS_MIN || repeatEveryDays > REPEAT_EVERY_DAYS_MAX)) {
    return note(words.t("repeatOutOfRange", { min: REPEAT_EVERY_DAYS_MIN, max: REPEAT_EVERY_DAYS_MAX, days: repeatEveryDays }));
  }
  const spoken = withoutMatches(activity, [recurrence?.match, due?.match].filter((match): match is RegExpExecArray => match !== undefined));
  const what = trimEdges(spoken.replace(/^(?:to|about|that) /i, ""), SPACE, `${SPACE},:;-`);
  const kind = taskTypeIn(what);
  if (!kind) {
    return note(words.t("whichTaskKind", { kinds: words.t("taskKinds"), example: example("exampleTask", words) }));
  }
  const choice = choosePlants(withoutMatches(what, [kind.match]), garden);
  // A task is for one plant only when the words name exactly one; otherwise it stands on its own.
  const userPlantId = choice.plants.length === 1 && choice.notes.length === 0 ? choice.plants[0]!.id : undefined;
  return outcome([
    {
      toolName: "addTask",
      input: {
        type: kind.type,
        title: reading === "as-written" ? capitalised(what) : taskTitle(kind.type, choice, words),
        dueDate: due ? due.rule.dueDate(due.match, today) : today,
        ...(userPlantId !== undefined ? { userPlantId } : {}),
        ...(repeatEveryDays !== undefined ? { repeatEveryDays } : {}),
      },
    },
  ]);
}

const addTaskRule: Rule = (sentence, garden, reading) => {
  for (const pattern of ADD_TASK_PATTERNS) {
    const match = pattern.exec(sentence);
    if (match) return proposeTask(match[1]!, garden, reading);
  }
  // Care with a rhythm is a repeating task: "feed the roses every two weeks", "water the basil daily".
  const kind = taskTypeIn(sentence);
  if (kind && kind.match.index === 0 && firstFit(RECURRENCE_RULES, sentence)) return proposeTask(sentence, garden, reading);
  return null;
};

// Snoozing ---------------------------------------------------------------

/** Putting a task off: what follows is the task, then for how long. */
const SNOOZE_PATTERNS: { pattern: RegExp; needsWhen: boolean }[] = [
  { pattern: /^(?:snooze|postpone|delay|defer|put off|push off|push back|hold off on|hold off) (.+)$/i, needsWhen: false },
  { pattern: /^(?:put|push) (.+?) (?:off|back)(?: (.+))?$/i, needsWhen: false },
  // "move the basil to the greenhouse" is not a snooze: only with a day ("move the pruning to tomorrow").
  { pattern: /^(?:move|shift) (.+)$/i, needsWhen: true },
];

/** How long to put it off: a number of days, or until a day (counted from the task's due date, or today if it is overdue). */
type SnoozeWhen = { days: number } | { until: (today: string) => string };

const SNOOZE_WHEN_RULES: { pattern: RegExp; when: (match: RegExpExecArray) => SnoozeWhen }[] = [
  {
    pattern: new RegExp(String.raw` (?:for|by) (${WHOLE}) (day|week)s?$`, "i"),
    when: (match) => ({ days: numberValue(match[1]!) * (match[2]!.toLowerCase() === "week" ? 7 : 1) }),
  },
  { pattern: / (?:for|by) (?:a |one )?(?:fortnight)$/i, when: () => ({ days: 14 }) },
  { pattern: / (?:until|till|til|to|for) (?:the )?day after tomorrow$/i, when: () => ({ until: (today) => addDays(today, 2) }) },
  { pattern: / (?:until|till|til|to|for) tomorrow$/i, when: () => ({ until: (today) => addDays(today, 1) }) },
  { pattern: / (?:until|till|til|to) next week$/i, when: () => ({ days: 7 }) },
  { pattern: / (?:until|till|til|to) next month$/i, when: () => ({ days: 30 }) },
  { pattern: new RegExp(String.raw` (?:until|till|til|to|for) (?:this |next |on )?(${WEEKDAY})$`, "i"), when: (match) => ({ until: (today) => nextWeekday(today, weekdayNumber(match[1]!)) }) },
  { pattern: / (?:until|till|til|to) (\d{4}-\d{2}-\d{2})$/i, when: (match) => ({ until: () => match[1]! }) },
];


const snoozeRule: Rule = (sentence, garden) => {
  const fit = firstFit(SNOOZE_PATTERNS, sentence);
  if (!fit) return null;
  const rest = [fit.match[1], fit.match[2]].filter(Boolean).join(" ");
  const when = firstFit(SNOOZE_WHEN_RULES, rest);
  if (!when && fit.rule.needsWhen) return null;
  const description = when ? rest.slice(0, when.match.index) : rest;
  const found = findTasks(description, garden);
  if (found.notes.length) return outcome([], found.notes);
  const asked = when ? when.rule.when(when.match) : { days: 1 };
  const { today, words } = garden.garden;
  const changes: ProposedChange[] = [];
  for (const task of found.tasks) {
    // The server moves a task from its due date, or from today once it is overdue.
    const days = "days" in asked ? asked.days : daysBetween(task.dueDate > today ? task.dueDate : today, asked.until(today));
    if (days < SNOOZE_DAYS[0] || days > SNOOZE_DAYS.at(-1)!) {
      return note(words.t("snoozeOutOfRange", { min: SNOOZE_DAYS[0], max: SNOOZE_DAYS.at(-1)!, days: Math.max(days, 0) }));
    }
    changes.push({ toolName: "snoozeTask", input: { taskId: task.id, days } });
  }
  return outcome(changes);
};

// Harvests ---------------------------------------------------------------

const UNIT = String.raw`kilograms?|kilogrammes?|kilos?|kgs?|grams?|grammes?|gr|g|ounces?|oz|pounds?|lbs?`;
/** An amount: a number and perhaps a unit ("2 kg", "2kg", "500 grams", "12"). Digits are bounded, so a run of them is read once. */
const AMOUNT = new RegExp(String.raw`(?<![\p{L}\p{N}.])(${AMOUNT_NUMBER})(?: ?(${UNIT}))?(?![\p{L}\p{N}])`, "iu");
/** A sentence that starts with a weight is a harvest ("3.5 lb of potatoes", "2kg"). */
const STARTS_WITH_WEIGHT = new RegExp(String.raw`^(?=(?:${AMOUNT_NUMBER}) ?(?:${UNIT})(?![\p{L}\p{N}]))(.*)$`, "iu");

function harvestUnit(word: string | undefined): HarvestUnit {
  const first = word?.toLowerCase().charAt(0);
  if (first === "k") return "kg";
  if (first === "g") return "g";
  if (first === "o") return "oz";
  if (first === "p" || first === "l") return "lb";
  return "count";
}

/** Picking and logging. Picking verbs are a harvest even without an amount; logging verbs only with one, and "add" only with a weight. */
const HARVEST_PATTERNS: { pattern: RegExp; needs: "nothing" | "amount" | "weight" }[] = [
  { pattern: /^(?:harvested|harvest|picked|pick|gathered|collected|dug up|lifted)\b ?(.*)$/i, needs: "nothing" },
  { pattern: /^(?:log|logged|record|recorded|got|took|cut|dug) (.+)$/i, needs: "amount" },
  { pattern: /^(?:add|added) (.+)$/i, needs: "weight" },
  { pattern: STARTS_WITH_WEIGHT, needs: "weight" },
];

/** Words about the harvest itself, not the plant ("a harvest of", "worth of"). */
const HARVEST_WORDS = /\b(?:harvest|crop|haul|worth|total|picking)\b/gi;
/** "… from Big Red": the plant, when the sentence names it after "from" or "off". */
const FROM_PLANT = /(?:^| )(?:from|off) (.+)$/i;

/** Picked without an amount: the harvest task is done; the amount is asked for. */
function harvestWithoutAmount(rest: string, garden: GardenIndex): Outcome {
  const words = garden.garden.words;
  const choice = choosePlants(rest, garden);
  if (choice.notes.length) return outcome([], choice.notes);
  const found = findTasks(rest, garden, "harvest");
  if (found.tasks.length) return outcome(found.tasks.map((task) => ({ toolName: "completeTask", input: { taskId: task.id } })));
  return note(words.t("howMuchHarvested", { example: example("exampleHarvest", words) }));
}

const harvestRule: Rule = (sentence, garden) => {
  const fit = firstFit(HARVEST_PATTERNS, sentence);
  if (!fit) return null;
  const rest = fit.match[1] ?? "";
  const amount = AMOUNT.exec(rest);
  const unit = harvestUnit(amount?.[2]);
  if (fit.rule.needs === "weight" && unit === "count") return null;
  if (!amount) return fit.rule.needs === "nothing" ? harvestWithoutAmount(rest, garden) : null;

  const words = garden.garden.words;
  const quantity = numberValue(amount[1]!);
  if (!(quantity > 0) || quantity > MAX_HARVEST_QUANTITY) {
    return note(words.t("harvestOutOfRange", { max: formatNumber(MAX_HARVEST_QUANTITY, {}, words.format), unit }));
  }
  const afterAmount = withoutMatches(rest, [amount]).replace(HARVEST_WORDS, " ");
  const phrase = FROM_PLANT.exec(afterAmount)?.[1] ?? afterAmount;
  const choice = choosePlants(phrase, garden);
  if (choice.notes.length) return outcome([], choice.notes);
  if (choice.plants.length === 0) return note(words.t("whichPlantHarvested", { example: example("exampleHarvest", words) }));
  if (choice.plants.length > 1) {
    return note(
      words.t("severalHarvested", {
        count: choice.plants.length,
        plants: shortList(choice.plants.map(describePlant), "and", words),
        example: quoted(words.t("exampleHarvestFrom", { amount: amount[0], plant: plantDisplayName(choice.plants[0]!) }), words),
      }),
    );
  }
  return outcome([{ toolName: "logHarvest", input: { userPlantId: choice.plants[0]!.id, quantity, unit } }]);
};

// Watering ---------------------------------------------------------------

/** Watering done or to record: what follows (or comes first) is the plants. */
const WATERING_PATTERNS: RegExp[] = [
  /^(?:watered|water|gave water to)\b ?(.*)$/i,
  /^(?:record|log) (?:a |the )?watering(?: for| of)? ?(.*)$/i,
  /^gave (.+?) a (?:drink|water|watering|soak|good soak)$/i,
  /^(.+?) (?:has|have|got|is|are) (?:been )?watered$/i,
];

/** A watering said to be in the past: it can only be recorded as done now. */
const EARLIER_DAY = / (?:yesterday|last night|the day before yesterday)$/i;

const wateringRule: Rule = (sentence, garden) => {
  const match = WATERING_PATTERNS.map((pattern) => pattern.exec(sentence)).find((each) => each !== null);
  if (!match) return null;
  const earlier = EARLIER_DAY.exec(` ${match[1] ?? ""}`);
  const phrase = earlier ? ` ${match[1]}`.slice(0, earlier.index).trim() : (match[1] ?? "");
  const result = wateringOf(phrase, garden);
  if (earlier && result.changes.length) result.notes.push(garden.garden.words.t("wateredEarlier"));
  return result;
};

function wateringOf(phrase: string, garden: GardenIndex): Outcome {
  const words = garden.garden.words;
  if (!phrase.trim()) return note(words.t("whichPlantsWatered", { example: example("exampleWatering", words), everything: example("exampleWateringAll", words) }));
  if (garden.plants.length === 0) return note(words.t("noPlantsToWater"));
  const choice = choosePlantsAndPlace(phrase, garden);
  if (choice.plants.length === 0) return outcome([], choice.notes.length ? choice.notes : [words.t("unclearPlants", { phrase: quoted(phrase, words) })]);
  return outcome([{ toolName: "recordWatering", input: { userPlantIds: choice.plants.map((plant) => plant.id) } }], choice.notes);
}

// Adding plants ----------------------------------------------------------

/** Adding or planting: what follows is the plants, perhaps a name ("called Lulu") and a place ("in the front bed"). */
const ADD_PLANT_PATTERNS: RegExp[] = [
  /^(?:add|added) (.+)$/i,
  // "plant out the leeks" moves seedlings outside: a transplant, not a new plant.
  /^(?:plant|planted|put in) (?!out\b|on\b|up\b)(.+)$/i,
  /^(?:new plant|bought|i bought) ?:? (.+)$/i,
];

/** "to my garden", "in the garden": where every plant goes, not a location. */
const TO_THE_GARDEN = / (?:to|in|into) (?:my|our|the) (?:garden|plants|list)\b/gi;
const QUOTED_NICKNAME = / (?:called|named|nicknamed) "([^"]{1,100})"/i;
const NICKNAME_MARKER = / (?:called|named|nicknamed) /i;
const LOCATION_MARKER = / (?:in|into|on|at|by|under|along|near|beside|next to) /i;
/** Prepositions that only say "there" ("in the front bed" is the front bed); "by the door" keeps its "by". */
const PLAIN_PLACE = /^ (?:in|into|on|at) (?:the |my |our |a |an )?/i;

/** The plants, the nickname and the location of an "add …" sentence, in either order. */
function parseAddPlant(rest: string): { plants: string; nickname?: string; location?: string } {
  let text = ` ${rest}`.replace(TO_THE_GARDEN, "");
  let nickname: string | undefined;
  const quotedName = QUOTED_NICKNAME.exec(text);
  if (quotedName) {
    nickname = quotedName[1]!.trim();
    text = ` ${withoutMatches(text, [quotedName])}`;
  }
  const nicknameAt = NICKNAME_MARKER.exec(text);
  const placeAt = LOCATION_MARKER.exec(text);
  const ends = [nicknameAt?.index, placeAt?.index, text.length].filter((index): index is number => index !== undefined);
  const plants = text.slice(0, Math.min(...ends)).trim();
  if (nicknameAt) {
    const end = placeAt && placeAt.index > nicknameAt.index ? placeAt.index : text.length;
    nickname ??= text.slice(nicknameAt.index + nicknameAt[0].length, end).trim();
  }
  let location: string | undefined;
  if (placeAt) {
    const end = nicknameAt && nicknameAt.index > placeAt.index ? nicknameAt.index : text.length;
    location = text.slice(placeAt.index, end).replace(PLAIN_PLACE, "").trim();
  }
  const tidy = (value: string | undefined) => (value === undefined ? undefined : trimEdges(value, `${SPACE}"'`, `${SPACE}"',.`) || undefined);
  return { plants, nickname: tidy(nickname), location: tidy(location) };
}

/** "add 3 tomatoes and a basil": each catalogue plant named, with the number said before it. */
function cataloguePlantsIn(phrase: string, catalogue: NameIndex<CataloguePlant>, words: ProposalWords): { wanted: { plant: CataloguePlant; count: number }[]; notes: string[] } {
  const tokens = tokenize(phrase);
  const wanted: { plant: CataloguePlant; count: number }[] = [];
  const notes: string[] = [];
  const unknown: string[] = [];
  let count: number | null = null;
  let run: string[] = [];
  const endRun = () => {
    if (run.length) unknown.push(run.join(" "));
    run = [];
  };
  for (let position = 0; position < tokens.length; ) {
    const token = tokens[position]!;
    const named = nameAt(tokens, position, catalogue);
    if (named) {
      endRun();
      const said = tokens.slice(position, position + named.keys.length).map((each) => each.word).join(" ");
      if (named.items.length > 1) {
        notes.push(words.t("catalogueChoice", { said: quoted(said, words), plants: listOf(named.items.map(words.plantName), "or", words) }));
      }
      else wanted.push({ plant: named.items[0]!, count: count ?? 1 });
      count = null;
      position += named.keys.length;
      continue;
    }
    const number = /^\d{1,4}$/.test(token.word) ? Number(token.word) : NUMBER_WORDS[token.word.toLowerCase()];
    if (number !== undefined) {
      endRun();
      count = number;
    } else if (LIST_WORDS.has(token.key)) endRun();
    else if (!words.filler.has(token.key) && !/^(?:of|more)$/i.test(token.word)) run.push(token.word);
    position++;
  }
  endRun();
  if (unknown.length) {
    notes.push(words.t("notInCatalogue", { names: listOf(unknown.map((said) => quoted(said, words)), "and", words), count: unknown.length }));
  }
  return { wanted, notes };
}

const addPlantRule: Rule = (sentence, garden) => {
  const match = ADD_PLANT_PATTERNS.map((pattern) => pattern.exec(sentence)).find((each) => each !== null);
  if (!match) return null;
  const { plants, nickname, location } = parseAddPlant(match[1]!);
  const words = garden.garden.words;
  const { wanted, notes } = cataloguePlantsIn(plants, catalogueNames(garden.garden.catalogue, words), words);
  if (wanted.length === 0 && notes.length === 0) return note(words.t("whichPlantToAdd", { example: example("exampleAddPlant", words) }));
  const slugs = wanted.flatMap(({ plant, count }) => Array.from({ length: Math.max(0, Math.min(count, MAX_PLANTS_PER_REQUEST + 1)) }, () => plant.slug));
  if (wanted.some(({ count }) => count < 1)) notes.push(words.t("howManyPlants", { max: MAX_PLANTS_PER_REQUEST }));
  if (slugs.length > MAX_PLANTS_PER_REQUEST) notes.push(words.t("tooManyPlants", { max: MAX_PLANTS_PER_REQUEST }));
  const changes = slugs.slice(0, MAX_PLANTS_PER_REQUEST).map(
    (slug): ProposedChange => ({ toolName: "addPlant", input: { slug, ...(nickname ? { nickname } : {}), ...(location ? { location } : {}) } }),
  );
  return outcome(changes, notes);
};

// Completing tasks -------------------------------------------------------

/** A task done: what the task was, in the gardener's words ("the pruning", "feed the roses", "'Fertilize Tomato'"). */
const COMPLETE_PATTERNS: { pattern: RegExp; description: (match: RegExpExecArray) => string }[] = [
  // "mark 'Fertilize Tomato' as done", "tick the pruning off"
  { pattern: /^(?:mark|set|tick|check|cross) (.+?) (?:off|as done|as complete|as completed|as finished|done|complete|completed|finished)$/i, description: (match) => match[1]! },
  // "tick off the pruning"
  { pattern: /^(?:tick|check|cross) off (.+)$/i, description: (match) => match[1]! },
  // "done: feed the roses"
  { pattern: /^(?:done|finished|completed|complete) ?[:–-] ?(.+)$/i, description: (match) => match[1]! },
  // "the pruning is done"
  { pattern: /^(.+?) (?:is|are|was|were|has been|have been) (?:all )?(?:done|finished|completed|complete|sorted)$/i, description: (match) => match[1]! },
  // "(I) did the pruning", "finished feeding the roses"
  { pattern: /^(?:did|done|finished|completed|complete|got done|sorted|sorted out|took care of|have done) (.+)$/i, description: (match) => match[1]! },
  // "(I) fertilized the tomatoes": the verb names the task
  {
    pattern: /^(?:fertili[sz]ed|fed|pruned|trimmed|deadheaded|cut back|pinched out|inspected|checked|looked at|looked over|sowed|sown|seeded|transplanted|potted on|potted up|planted out|repotted|hardened off) .+$/i,
    description: (match) => match[0],
  },
];

const completeRule: Rule = (sentence, garden) => {
  const fit = firstFit(COMPLETE_PATTERNS, sentence);
  if (!fit) return null;
  const found = findTasks(fit.rule.description(fit.match).replace(/^with /i, ""), garden);
  return outcome(
    found.tasks.map((task) => ({ toolName: "completeTask", input: { taskId: task.id } })),
    found.notes,
  );
};

/** In order: the more particular requests first ("remind me to water" is a task, not a watering). */
const RULES: Rule[] = [addTaskRule, snoozeRule, harvestRule, wateringRule, addPlantRule, completeRule];

// ---------------------------------------------------------------- sentences

/** A sentence and its closing marks: a full stop between digits (3.5 kg) does not end one. */
const SENTENCE = /(?:[^.!?;\n]|\.(?=\d))+[.!?;]*/g;
/** Openers that carry nothing ("ok", "hi", "please"). */
const OPENER = /^(?:ok|okay|so|well|hi|hey|hello|right|oh|yes|yeah|also|and|then|please|pls|kindly)\b[,!:]? ?/i;
/** Asking for it politely: a request even when it ends with "?" ("can you water the basil?"). */
const POLITE_REQUEST = /^(?:can you|could you|would you|will you|i'd like you to|i want you to|i need you to|help me|go ahead and)\b,? ?(?:please\b,? ?)?/i;
/** A question: a question word, or a helping verb asking about someone ("should I", "did we", "is it"). */
const QUESTION =
  /^(?:(?:what|when|where|which|who|whom|whose|why|how)\b|(?:should|shall|do|does|did|is|are|was|were|will|would|can|could|may|might|must|has|have|had|am)(?:n't)? (?:i|we|you|they|it|he|she|there|my|our|your|any|anything|everything|all)\b)/i;
/** Who did it ("I", "we've", "I have") and words that add nothing ("just", "already"). */
const SUBJECT = /^(?:i|we)(?:'ve|'d|'m| have| had)?\b ?/i;
const ADVERB = /^(?:just|already|also|finally|now|today|actually|then)\b,? ?/i;
/** Words at the end that add nothing ("please", "for me", "this morning"). */
const TRAILER = /(?:^|[ ,])(?:please|thanks|thank you|cheers|for me|for us|today|this morning|this afternoon|this evening|tonight|earlier|just now|now|again|as well|too|thoroughly|properly)$/i;
const tidyEdges = (text: string) => trimEdges(text, `${SPACE}"'*•-–—>`, `${SPACE},:-–—`);

/** Removes `pattern` from the start (or end) of `text` as long as it fits, a bounded number of times. */
function stripRepeatedly(text: string, pattern: RegExp): { text: string; stripped: boolean } {
  let result = text;
  let stripped = false;
  for (let round = 0; round < 4; round++) {
    const match = pattern.exec(result);
    if (!match) break;
    result = (result.slice(0, match.index) + result.slice(match.index + match[0].length)).trim();
    stripped = true;
  }
  return { text: result, stripped };
}

/** A sentence as the rules read it, or null when it is a question (left to offlineAnswer). */
function requestIn(sentence: string, endsWithQuestionMark: boolean): string | null {
  let text = tidyEdges(sentence);
  text = stripRepeatedly(text, OPENER).text;
  const polite = stripRepeatedly(text, POLITE_REQUEST);
  text = polite.text;
  if (!polite.stripped && (endsWithQuestionMark || QUESTION.test(text))) return null;
  text = stripRepeatedly(text, SUBJECT).text;
  text = stripRepeatedly(text, ADVERB).text;
  text = stripRepeatedly(text, TRAILER).text;
  return tidyEdges(text) || null;
}

function sentencesOf(message: string): { text: string; asked: boolean }[] {
  const tidy = message
    .slice(0, MAX_MESSAGE_CHARACTERS)
    .replace(/[‘’‛`´]/g, "'")
    .replace(/[“”„]/g, '"')
    .replace(/[^\S\n]+/g, " ");
  const sentences: { text: string; asked: boolean }[] = [];
  for (const [sentence] of tidy.matchAll(SENTENCE)) {
    let end = sentence.length;
    while (end > 0 && ".!?;".includes(sentence[end - 1]!)) end--;
    const text = sentence.slice(0, end).trim();
    if (text) sentences.push({ text, asked: sentence.slice(end).includes("?") });
    if (sentences.length === MAX_SENTENCES) break;
  }
  return sentences;
}

// ---------------------------------------------------------------- the answer

/** The change as its schema parses it, or why it cannot be proposed. */
function checked(change: ProposedChange, words: ProposalWords): { change: ProposedChange } | { problem: string } {
  const parsed = writeToolInputs[change.toolName].safeParse(change.input);
  if (parsed.success) return { change: { toolName: change.toolName, input: parsed.data } as ProposedChange };
  const problem = words.error(parsed.error.issues[0]?.message ?? "The request is not valid.");
  return { problem: words.t("cannotPrepare", { change: change.toolName, problem }) };
}

/** All waterings as one change (at most MAX_WATERINGS_PER_CALL plants), the rest as they came, each once. */
function mergedChanges(changes: ProposedChange[], notes: string[], words: ProposalWords): ProposedChange[] {
  const watered = [...new Set(changes.flatMap((change) => (change.toolName === "recordWatering" ? change.input.userPlantIds : [])))];
  const merged: ProposedChange[] = [];
  if (watered.length > MAX_WATERINGS_PER_CALL) {
    notes.push(words.t("tooManyWaterings", { count: watered.length, max: MAX_WATERINGS_PER_CALL }));
  }
  if (watered.length) merged.push({ toolName: "recordWatering", input: { userPlantIds: watered.slice(0, MAX_WATERINGS_PER_CALL) } });
  const seen = new Set<string>();
  for (const change of changes) {
    if (change.toolName === "recordWatering") continue;
    // Adding plants may repeat on purpose ("add 3 tomatoes"); the same task done twice may not.
    const key = `${change.toolName}:${JSON.stringify(change.input)}`;
    if (change.toolName !== "addPlant" && seen.has(key)) continue;
    seen.add(key);
    merged.push(change);
  }
  if (merged.length > MAX_CHANGES) notes.push(words.t("tooManyChanges", { count: merged.length, max: MAX_CHANGES }));
  return merged.slice(0, MAX_CHANGES);
}

/** "I can record the watering and log 2 harvests for you once you approve:" */
function introduction(changes: ProposedChange[], words: ProposalWords): string {
  const counts = new Map<WriteToolName, number>();
  for (const change of changes) counts.set(change.toolName, (counts.get(change.toolName) ?? 0) + 1);
  const actions = Array.from(counts, ([toolName, count]) => words.t(toolName, { count }));
  return words.t("introduction", { actions: listOf(actions, "and", words) });
}

/** What the first rule that knows the request makes of it. */
function firstRuleFor(request: string, garden: GardenIndex, reading: Reading): Outcome | null {
  for (const rule of RULES) {
    const result = rule(request, garden, reading);
    if (result) return result;
  }
  return null;
}

/**
 * The changes a message asks for, understood with plain rules ("I watered the tomatoes", "log 2 kg
 * of courgettes", "remind me to feed the roses every two weeks"), or null when it asks for none
 * (a question, or words no rule knows), so that offlineAnswer answers it. A request that is
 * understood but cannot be matched answers no changes and says why.
 */
export function offlineProposals(message: string, garden: OfflineGarden): OfflineProposal | null {
  const outcomes: Outcome[] = [];
  let index: GardenIndex | null = null;
  for (const { text, asked } of sentencesOf(message)) {
    const request = requestIn(text, asked);
    const asWritten = request ? firstRuleFor(request, (index ??= indexGarden(garden)), "as-written") : null;
    // The gardener's language, said in English by its phrasebook (which knows its questions: it sees the "?").
    const english = garden.words.phrasebook && !asWritten?.changes.length ? readRequest(asked ? `${text}?` : text, garden.words.phrasebook) : null;
    const phrased = english ? requestIn(english, false) : null;
    const inTheirLanguage = phrased ? firstRuleFor(phrased, (index ??= indexGarden(garden)), "phrasebook") : null;
    // A reading that proposes changes wins; else the phrasebook's, which read the sentence as the gardener wrote it.
    const result = inTheirLanguage ?? asWritten;
    if (result) outcomes.push(result);
  }
  if (outcomes.length === 0) return null;

  const notes = outcomes.flatMap((each) => each.notes);
  const changes: ProposedChange[] = [];
  for (const change of mergedChanges(
    outcomes.flatMap((each) => each.changes),
    notes,
    garden.words,
  )) {
    const result = checked(change, garden.words);
    if ("change" in result) changes.push(result.change);
    else notes.push(result.problem);
  }
  const paragraphs = [...new Set(notes)];
  if (changes.length) paragraphs.push(introduction(changes, garden.words));
  return { changes, text: paragraphs.join("\n\n") };
}
