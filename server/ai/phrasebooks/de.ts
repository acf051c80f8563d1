import type { Phrase, Phrasebook } from "./phrasebook";

// German requests said as the English the offline rules read (./phrasebook.ts): "Ich habe gestern
// die Tomaten gegossen" is "watered die Tomaten yesterday". The gardener's own words for what they
// name (plants, places, nicknames, task titles) are kept; articles and possessives left in them are
// `fillerWords`. The app says "du"; requests say "ich", "wir", or the imperative ("gieß", "dünge").

// ---------------------------------------------------------------- how patterns are written

/** Not inside a word: JavaScript's \b knows no ä, ö, ü or ß. */
const BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const AFTER = String.raw`(?![\p{L}\p{N}])`;

/** German as phones and keyboards type it: "dünge" or "duenge", "gieß" or "giess". Applied once, when a pattern is made. */
const spelled = (source: string) => source.replace(/ä/g, "(?:ä|ae)").replace(/ö/g, "(?:ö|oe)").replace(/ü/g, "(?:ü|ue)").replace(/ß/g, "(?:ß|ss)");

/** Alternatives of plain words, longest first, so "zurückgeschnitten" is tried before "geschnitten". */
const anyOf = (...lists: string[]) =>
  [...new Set(lists.flatMap((list) => list.split("|")))].sort((a, b) => b.length - a.length || a.localeCompare(b)).join("|");

/** A word or phrase wherever it stands. */
const words = (source: string, english: Phrase["english"]): Phrase => ({ pattern: new RegExp(`${BEFORE}(?:${spelled(source)})${AFTER}`, "giu"), english });
/** A pattern used as written (punctuation, the whole sentence). */
const raw = (source: string, english: Phrase["english"]): Phrase => ({ pattern: new RegExp(spelled(source), "giu"), english });

// ---------------------------------------------------------------- kinds of task

type Kind = "water" | "fertilize" | "prune" | "harvest" | "inspect" | "sow" | "transplant";

/**
 * Each kind of task (as the rules' TASK_TYPE_WORDS know it) in English (done, to do, the doing)
 * and in German: participle ("gedüngt"), infinitive ("düngen"), imperative ("dünge"), the
 * infinitive with "zu" ("zu düngen", "zurückzuschneiden") and the noun ("das Düngen", "der Rückschnitt").
 */
const KINDS: Record<Kind, { done: string; do: string; doing: string; participle: string; infinitive: string; imperative: string; zu: string; noun: string }> = {
  water: {
    done: "watered",
    do: "water",
    doing: "watering",
    participle: "gegossen|begossen|angegossen|bewässert|gewässert",
    infinitive: "gießen|begießen|angießen|bewässern|wässern",
    imperative: "gieß|gieße|begieß|begieße|bewässere|bewässer|wässere|wässer",
    zu: "zu gießen|zu begießen|anzugießen|zu bewässern|zu wässern",
    noun: "gießen|begießen|bewässern|bewässerung|wässern",
  },
  fertilize: {
    done: "fertilized",
    do: "fertilize",
    doing: "fertilizing",
    participle: "gedüngt|nachgedüngt",
    infinitive: "düngen|nachdüngen",
    imperative: "dünge|düng",
    zu: "zu düngen|nachzudüngen",
    noun: "düngen|nachdüngen|düngung|düngergabe",
  },
  prune: {
    done: "pruned",
    do: "prune",
    doing: "pruning",
    participle: "geschnitten|zurückgeschnitten|beschnitten|ausgeschnitten|gestutzt|ausgegeizt|gegeizt|ausgeputzt|ausgelichtet",
    infinitive: "schneiden|zurückschneiden|beschneiden|stutzen|ausgeizen|geizen|ausputzen|auslichten",
    imperative: "schneide|schneid|beschneide|beschneid|stutze|stutz|geize|geiz",
    zu: "zu schneiden|zurückzuschneiden|zu beschneiden|zu stutzen|auszugeizen|zu geizen|auszuputzen|auszulichten",
    noun: "schneiden|zurückschneiden|rückschnitt|schnitt|beschneiden|beschnitt|stutzen|ausgeizen|geizen|ausputzen|auslichten",
  },
  harvest: {
    done: "harvested",
    do: "harvest",
    doing: "harvesting",
    participle: "geerntet|abgeerntet|gepflückt|ausgegraben|gesammelt",
    infinitive: "ernten|abernten|pflücken|ausgraben",
    imperative: "ernte|ernt|pflücke|pflück",
    zu: "zu ernten|abzuernten|zu pflücken|auszugraben",
    noun: "ernte|ernten|abernten|pflücken",
  },
  inspect: {
    done: "checked",
    do: "check",
    doing: "checking",
    participle: "kontrolliert|überprüft|geprüft|nachgesehen|nachgeschaut|nachgeguckt|angeschaut|angesehen|angeguckt|gecheckt|inspiziert|durchgesehen",
    infinitive: "kontrollieren|überprüfen|prüfen|checken|nachsehen|nachschauen|nachgucken|anschauen|ansehen|angucken|inspizieren|durchsehen",
    imperative: "kontrolliere|kontrollier|überprüfe|überprüf|prüfe|prüf|checke|check|schaue|schau|gucke|guck|sieh|inspiziere|inspizier",
    zu: "zu kontrollieren|zu überprüfen|zu prüfen|zu checken|nachzusehen|nachzuschauen|nachzugucken|anzuschauen|anzusehen|anzugucken|zu inspizieren|zu sehen|zu schauen|zu gucken",
    noun: "kontrolle|kontrollieren|überprüfung|überprüfen|prüfung|prüfen|check|nachsehen|nachschauen",
  },
  sow: {
    done: "sowed",
    do: "sow",
    doing: "sowing",
    participle: "gesät|ausgesät|eingesät|vorgezogen",
    infinitive: "säen|aussäen|einsäen|vorziehen",
    imperative: "säe|sä",
    zu: "zu säen|auszusäen|einzusäen|vorzuziehen",
    noun: "aussaat|säen|aussäen|vorziehen",
  },
  transplant: {
    done: "transplanted",
    do: "transplant",
    doing: "transplanting",
    participle: "umgepflanzt|verpflanzt|umgetopft|eingetopft|pikiert|ausgepflanzt|abgehärtet|umgesetzt",
    infinitive: "umpflanzen|verpflanzen|umtopfen|eintopfen|pikieren|auspflanzen|abhärten|umsetzen",
    imperative: "verpflanze|verpflanz|pikiere|pikier",
    zu: "umzupflanzen|zu verpflanzen|umzutopfen|einzutopfen|zu pikieren|auszupflanzen|abzuhärten|umzusetzen",
    noun: "umpflanzen|verpflanzen|umtopfen|eintopfen|pikieren|auspflanzen|abhärten|umsetzen",
  },
};

type Form = "participle" | "infinitive" | "imperative" | "zu" | "noun";
const KIND_NAMES = Object.keys(KINDS) as Kind[];
/** Every German form of one grammatical kind, as an alternation. */
const ALL = (form: Form) => anyOf(...KIND_NAMES.map((kind) => KINDS[kind][form]));
const KIND_TESTS = new Map(
  (["participle", "infinitive", "imperative", "zu", "noun"] as const).map((form) => [
    form,
    KIND_NAMES.map((kind) => [kind, new RegExp(`^(?:${spelled(KINDS[kind][form])})$`, "iu")] as const),
  ]),
);
/** The kind of task a German verb or noun names ("gedüngt" → fertilize), by its form, or by any form. */
function kindOf(form: Form | "any", word: string): Kind {
  const forms: Form[] = form === "any" ? ["zu", "infinitive", "noun", "participle", "imperative"] : [form];
  for (const each of forms) {
    const found = KIND_TESTS.get(each)!.find(([, test]) => test.test(word));
    if (found) return found[0];
  }
  return "water";
}

/** Imperatives whose particle comes at the end: "pflanz die Tomaten aus", "topf das Basilikum um". */
const SEPARATED: { verbs: string; particles: string; kind: Kind }[] = [
  { verbs: "pflanze|pflanz|setze|setz", particles: "um|aus", kind: "transplant" },
  { verbs: "topfe|topf", particles: "um|ein", kind: "transplant" },
  { verbs: "härte|härt", particles: "ab", kind: "transplant" },
  { verbs: "putze|putz|lichte|licht", particles: "aus", kind: "prune" },
  { verbs: "grabe|grab", particles: "aus", kind: "harvest" },
];

// ---------------------------------------------------------------- English days and rhythms

const WEEKDAYS_EN = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
/** The English numbers the rules read (WHOLE, AMOUNT_NUMBER). */
const NUMBER_EN = String.raw`\d{1,7}(?:\.\d{1,3})?|a couple of|a dozen|a few|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|dozen|other`;
const PAST_EN = "the day before yesterday|yesterday|last night";
const NOW_EN = "today|tonight|this morning|this afternoon|this evening|just now";
const FUTURE_EN = [
  "(?:until |to |by )?(?:the day after tomorrow|tomorrow|next week|next month)",
  `in (?:${NUMBER_EN}) (?:days?|weeks?|months?)`,
  `(?:(?:until|to|by|on|this|next) )*(?:${WEEKDAYS_EN})`,
].join("|");
const RHYTHM_EN = [
  `every (?:other |(?:${NUMBER_EN}) )?(?:days?|weeks?|fortnights?|months?|years?|mornings?|evenings?|nights?)`,
  `every (?:${WEEKDAYS_EN})`,
  "daily|nightly|weekly|fortnightly|monthly|yearly",
  String.raw`(?:twice|once|two times|three times|four times|\d{1,2} times) a (?:day|week|fortnight|month|year)`,
].join("|");
/** How long to put a task off, as SNOOZE_WHEN_RULES read it ("to monday", "by 2 days"). */
const SNOOZE_EN = `(?:to|until|by|for) (?:the day after tomorrow|tomorrow|next week|next month|(?:this |next |on )?(?:${WEEKDAYS_EN})|(?:${NUMBER_EN}) (?:days?|weeks?)|\\d{4}-\\d{2}-\\d{2})`;

const WHEN = new RegExp(`${BEFORE}(?:${RHYTHM_EN}|${PAST_EN}|${FUTURE_EN}|${NOW_EN})${AFTER}`, "giu");
const IS_PAST = new RegExp(`^(?:${PAST_EN})$`, "i");
const IS_NOW = new RegExp(`^(?:${NOW_EN})$`, "i");
const IS_RHYTHM = new RegExp(`^(?:${RHYTHM_EN})$`, "i");
/** Days and rhythms at the end of a phrase, as the English says them ("…, every 2 weeks"). */
const WHEN_TAIL = `((?:,? (?:${RHYTHM_EN}|${FUTURE_EN}|${NOW_EN}))+)`;

/** A phrase's days and rhythms taken out, to be said at its end: "yesterday die Tomaten" → "die Tomaten" and yesterday. */
function whenLast(text: string) {
  const found = { past: [] as string[], now: [] as string[], future: [] as string[], rhythm: [] as string[] };
  const rest = text
    .replace(WHEN, (said) => {
      (IS_PAST.test(said) ? found.past : IS_NOW.test(said) ? found.now : IS_RHYTHM.test(said) ? found.rhythm : found.future).push(said);
      return " ";
    })
    .replace(/\s+/g, " ")
    .replace(/^[\s,]+|[\s,]+$/g, "");
  return { rest, ...found };
}

/** Parts said one after the other, without the commas that stood between German clauses. */
const said = (...parts: (string | undefined)[]) =>
  parts
    .map((part) => part?.replace(/^[\s,]+|[\s,]+$/g, ""))
    .filter(Boolean)
    .join(" ")
    .replace(/\s+/g, " ")
    .replace(/ ,/g, ",")
    .trim();

/** "remind me to fertilize die Rosen every 2 weeks": a new task, its day said as DUE_DATE_RULES read it. */
function reminder(kind: Kind, ...parts: (string | undefined)[]): string {
  const when = whenLast(said(...parts));
  const due = when.future.map((day) => day.replace(/^(?:until|to) /i, "by "));
  return said("remind me to", KINDS[kind].do, when.rest, ...when.now, ...due, ...when.rhythm);
}

/** A task asked for now ("water die Tomaten"), or a reminder when it says a later day or a rhythm. */
function request(kind: Kind, ...parts: (string | undefined)[]): string {
  const when = whenLast(said(...parts));
  const later = when.future.length > 0 || when.rhythm.length > 0 || (when.now.length > 0 && kind !== "water" && kind !== "harvest");
  return later ? reminder(kind, ...parts) : said(KINDS[kind].do, when.rest);
}

/** Done: "watered die Tomaten yesterday" (only a watering keeps its earlier day: the rules say they record it as done now). */
function done(kind: Kind, ...parts: (string | undefined)[]): string {
  const when = whenLast(said(...parts));
  if (kind === "water") return said("watered", when.rest, ...when.past);
  // "einen Kürbis geerntet" is one pumpkin: an amount, where the rules read "a" as no amount.
  if (kind === "harvest") return said("harvested", when.rest.replace(/^an? (?!few\b|dozen\b|couple\b)/i, "one "));
  return said(KINDS[kind].done, when.rest);
}

const NOUN = new RegExp(`${BEFORE}(?:${spelled(anyOf(ALL("noun"), ALL("infinitive")))})${AFTER}`, "giu");
/** A task named by what is done ("das Schneiden", "Rosen düngen") as the rules' task words, leaving quoted titles as written. */
const nounsIn = (text: string) =>
  text
    .split(/("[^"]*"|'[^']*')/)
    .map((part, index) => (index % 2 ? part : part.replace(NOUN, (word) => KINDS[kindOf("any", word)].doing)))
    .join("");

// ---------------------------------------------------------------- phrases: words said in any request

/** Numbers said in words, as the rules' NUMBER_WORDS know them (or digits, where they know none). */
const NUMBERS: Record<string, string> = {
  eins: "one", zwei: "two", zwo: "two", drei: "three", vier: "four", fünf: "five", sechs: "six", sieben: "seven", acht: "eight", neun: "nine",
  zehn: "ten", elf: "eleven", zwölf: "twelve", dreizehn: "13", vierzehn: "14", fünfzehn: "fifteen", sechzehn: "16", siebzehn: "17",
  achtzehn: "18", neunzehn: "19", zwanzig: "twenty", dreißig: "30", vierzig: "40", fünfzig: "50", hundert: "100",
};
const NUMBER_VALUES: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, dozen: 12, "a dozen": 12,
};
const plain = (word: string) => word.toLowerCase().replace(/ae/g, "ä").replace(/oe/g, "ö").replace(/ue/g, "ü").replace(/ss/g, "ß");
const NUMBER_KEYS = anyOf(Object.keys(NUMBERS).join("|"));
const UNITS_DE = "kilogramm|kilogramme|kilos|kilo|kgs|kg|gramm|gramme|gr|g|pfund|unzen|unze|oz|lbs|lb|pounds|pound";
const AMOUNT_BEFORE_UNIT = `(?=\\s?(?:${UNITS_DE})${AFTER})`;

/** A German pound is half a kilo: said in grams. */
function unitOf(number: string, unit: string): string {
  const name = plain(unit);
  if (name.startsWith("pf")) {
    const value = Number(number) || NUMBER_VALUES[number.toLowerCase()] || 1;
    return `${Math.round(value * 500)} g`;
  }
  if (name.startsWith("k")) return `${number} kg`;
  if (name.startsWith("g")) return `${number} g`;
  if (name.startsWith("u") || name === "oz") return `${number} oz`;
  return `${number} lb`;
}

/** A request that adds plants, once said in English ("add", "planted"): its place words stay the gardener's (they name the plant's location). */
const ADDING = /^(?:add|planted|plant|bought|new plant:?) /i;
const unlessAdding = (english: string) => (match: RegExpExecArray) => (ADDING.test(match.input) ? match[0] : english);

/** Questions and refusals are no request: sentences starting like these, or with "nicht"/"kein" in them, fit no shape. */
const QUESTION_START = anyOf(
  "wann|wie|was|wo|woher|wohin|womit|wofür|wozu|warum|wieso|weshalb|welche|welcher|welches|welchen|welchem|wer|wen|wem|wessen|wieviel|wieviele",
  "weißt|kennst|gibt|soll|sollte|sollten|sollen|sollst|muss|musst|müssen|darf|darfst|dürfen|kann|können|brauche|brauchst|braucht|brauchen",
  "hast|hat|haben|hatte|hatten|hätte|hätten|ist|sind|war|waren|wird|werden|wurde|wurden|bin|bist|lohnt|reicht|geht|meinst|glaubst|denkst|findest|verträgt|vertragen|mag|mögen|stimmt",
  "habe ich|hab ich|gieße ich|gieß ich|dünge ich|schneide ich|ernte ich|würde ich",
);
const NOT_A_QUESTION = `(?!(?:${QUESTION_START})${AFTER})(?!.*\\?$)`;
const NOT_REFUSED = `(?!.*${BEFORE}(?:nicht|nie|niemals|kein|keine|keinen|keinem|keiner|keines)${AFTER})`;
/** A request is a sentence, not a page: longer ones fit no shape (and cost no time). */
const SHORT = "(?=.{1,600}$)";

/** The shape of a whole sentence, after `guards`. */
const whole = (guards: string, source: string, english: Phrase["english"]): Phrase => ({ pattern: new RegExp(spelled(`^${SHORT}${guards}(?:${source})$`), "iu"), english });
/** A request sentence: not a question, not "nicht". */
const shape = (source: string, english: Phrase["english"]) => whole(NOT_A_QUESTION + NOT_REFUSED, source, english);
/** A polite request ("Kannst du …"), which may end with "?". */
const POLITELY = "(?:kannst|könntest|würdest|magst|können|könnten|würden) (?:du|sie)";
const politeShape = (source: string, english: Phrase["english"]) => whole(NOT_REFUSED, `${POLITELY} (?:${source})\\??`, english);
/** A whole sentence rewritten before the other phrases (adding plants, whose place words must stay German). */
const sentence = (source: string, english: string): Phrase => ({ pattern: new RegExp(spelled(`^${SHORT}${NOT_A_QUESTION}${NOT_REFUSED}(?:${source})$`), "giu"), english });

const WANTING = "(?:(?:ich|wir) (?:möchte|möchten|will|wollen|würde gern|würde gerne|würden gern|würden gerne) )?";
const HAVE = "(?:(?:ich|wir) )?(?:(?:habe|hab|haben|hatte|hatten) )?";
const NOT_A_TASK = `(?!.*${BEFORE}(?:aufgabe|erinnerung)${AFTER})`;
const COUNT_DE = `\\d{1,4}|ein|eine|einen|${NUMBER_KEYS}`;

/** Fronted words ("Gestern habe ich …") that put the verb before "ich". */
const FRONTED =
  "heute morgen|heute früh|heute nachmittag|heute abend|gestern abend|gestern nachmittag|gestern morgen|gerade eben|eben gerade|eben erst|heute|gestern|vorgestern|vorhin|gerade|grade|grad|eben|soeben|schon|bereits|endlich|jetzt|eben|auch|dann|zuerst|außerdem";

const phrases: Phrase[] = [
  // Punctuation: quotes as the rules read them, no closing full stop.
  raw("[„“”]", '"'),
  raw("[‚‘’`´]", "'"),
  raw(String.raw`\s+([?!.,:])`, "$1"),
  raw(String.raw`[.!]+$`, ""),
  words("hab'|hab's|habs", "hab"),
  // Openers, greetings and "bitte"/"danke", which ask for nothing.
  raw(
    `^(?:(?:hallo|hi|hey|moin|servus|grüß dich|guten morgen|guten tag|guten abend|ok|okay|also|so|ja|jo|gut|super|prima|klasse|übrigens|und|dann|außerdem|ach ja|ach so)${AFTER}[,!:]? ?)+(?=\\S)`,
    "",
  ),
  words(",? ?(?:bitte schön|bitteschön|bitte|danke schön|dankeschön|vielen dank|danke),?", " "),
  // "Gestern habe ich …" → "ich habe Gestern …"
  raw(`^((?:(?:${FRONTED})${AFTER},? ?)+) ?(habe|hab|haben|hatte|hatten) (ich|wir)${AFTER}`, "$3 $2 $1"),
  // Decimal commas: 1,5 kg.
  raw(String.raw`(\d),(\d)`, "$1.$2"),

  // Adding plants: said in English first, so the place words that follow are left as the gardener's.
  sentence(`${WANTING}(?:füge|füg|fügen) ${NOT_A_TASK}(.+?) (?:hinzu|dazu)`, "add $1"),
  sentence(`${WANTING}${NOT_A_TASK}(?!(?:ich|wir)${AFTER})(.+?) (?:hinzufügen|dazufügen|ergänzen|anlegen)`, "add $1"),
  sentence(`(?:kannst|könntest|würdest) du ${NOT_A_TASK}(.+?) (?:hinzufügen|dazufügen|ergänzen|anlegen)\\??`, "add $1"),
  sentence(`(?:leg|lege) ${NOT_A_TASK}((?:${COUNT_DE}) .+?) an`, "add $1"),
  sentence(`${HAVE}${NOT_A_TASK}(.+?) (?:gepflanzt|eingepflanzt|angepflanzt|gesetzt|eingesetzt|neu gepflanzt)`, "planted $1"),
  sentence(`${HAVE}(.+?) gekauft`, "bought $1"),
  sentence(`(?:pflanze|pflanz|setze|setz) ${NOT_A_TASK}((?:${COUNT_DE}) .+?)(?: ein)?`, "plant $1"),
  sentence(`${WANTING}${NOT_A_TASK}(?!(?:ich|wir)${AFTER})(.+?) (?:pflanzen|einpflanzen|anpflanzen)`, "plant $1"),
  sentence(String.raw`(?:neue pflanze|neue pflanzen|neu)\s*:\s*(.+)`, "new plant: $1"),

  // Numbers: "zwei Dutzend", "ein Dutzend", "ein paar", halves, then the words.
  words("zwei dutzend", "24"),
  words("ein dutzend|einem dutzend|eines dutzends", "a dozen"),
  words("dutzend", "dozen"),
  words("ein paar|einige|ein paar wenige|ein wenig|wenige", "a few"),
  words("anderthalb|eineinhalb", "1.5"),
  words("zweieinhalb", "2.5"),
  raw(`${BEFORE}(?:ein halbes|eine halbe|einen halben|einem halben|ein halber|halbes|halbe|halben|halber|halb)${AMOUNT_BEFORE_UNIT}`, "0.5"),
  words(NUMBER_KEYS, (match) => NUMBERS[plain(match[0])] ?? match[0]),
  raw(`${BEFORE}(?:ein|eine|einen|einem|einer|eines)${AMOUNT_BEFORE_UNIT}`, "one"),
  // Units: "2 Kilo", "500 Gramm", "1 Pfund" (500 g).
  raw(`${BEFORE}(${NUMBER_EN}) ?(${UNITS_DE})${AFTER}`, (match) => unitOf(match[1]!, match[2]!)),
  words("stück|stk", " "),

  // Rhythms, before the articles and "alle": "alle zwei Wochen", "täglich", "jeden Samstag", "zweimal pro Woche".
  words(
    `(zweimal|dreimal|viermal|einmal|(?:${NUMBER_EN}) ?(?:mal|x)) (?:pro|die|in der|je|im|am|a) (tag|woche|monat|jahr)`,
    (match) => `${timesOf(match[1]!)} a ${PERIODS[plain(match[2]!)]}`,
  ),
  words("(zweimal|dreimal|viermal|einmal) (täglich|wöchentlich|monatlich|jährlich)", (match) => `${timesOf(match[1]!)} a ${PERIODS[plain(match[2]!)]}`),
  words("jeden zweiten tag|jeden 2. tag", "every other day"),
  words("jede zweite woche|jede 2. woche|alle vierzehn tage|alle 14 tage|zweiwöchentlich|zweiwöchig|vierzehntägig|vierzehntäglich|14-tägig", "every 2 weeks"),
  words(`alle (${NUMBER_EN}) (tage|tagen|wochen|monate|monaten|jahre|jahren)`, (match) => `every ${match[1]} ${PERIODS[plain(match[2]!)]}s`),
  words("täglich|tagtäglich|jeden tag|an jedem tag|einmal am tag|einmal pro tag", "daily"),
  words("wöchentlich|jede woche|einmal pro woche|einmal die woche|einmal in der woche", "weekly"),
  words("monatlich|jeden monat|einmal im monat|einmal pro monat", "monthly"),
  words("jährlich|jedes jahr|einmal im jahr", "yearly"),
  words("jeden morgen|morgens", "every morning"),
  words("jeden abend|abends", "every evening"),
  words("(?:jeden|immer) (montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag)", (match) => `every ${WEEKDAYS[plain(match[1]!)]}`),
  words("(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag)s", (match) => `every ${WEEKDAYS[plain(match[1]!)]}`),

  // Articles: "ein", "eine" are the rules' "a" (one plant, one day).
  words("ein|eine|einen|einem|einer|eines", "a"),
  // Spans of time: "2 Tage", "eine Woche".
  words(`(${NUMBER_EN}) (tag|tage|tagen|tages|woche|wochen|monat|monate|monaten)`, (match) => {
    const one = /^(?:a|an|one|1)$/i.test(match[1]!);
    return `${match[1]} ${PERIODS[plain(match[2]!)]}${one ? "" : "s"}`;
  }),

  // Days: "übermorgen", "heute Abend", "nächste Woche", "am Montag".
  words("guten morgen", " "),
  words("heute morgen|heute früh|heute vormittag", "this morning"),
  words("heute nachmittag", "this afternoon"),
  words("heute abend|heute nacht", "tonight"),
  words("gestern abend|gestern nacht|letzte nacht", "last night"),
  words("gestern morgen|gestern früh|gestern nachmittag", "yesterday"),
  words("vorgestern", "the day before yesterday"),
  words("übermorgen", "the day after tomorrow"),
  words("morgen früh|morgen vormittag|morgen nachmittag|morgen abend", "tomorrow"),
  words("gestern", "yesterday"),
  words("heute|heut", "today"),
  words("morgen", "tomorrow"),
  words("(?:in der |im )?(?:nächsten|nächste|kommenden|kommende) (woche|monat)", (match) => `next ${PERIODS[plain(match[1]!)]}`),
  words(
    "(am |nächsten |nächster |kommenden |diesen |am nächsten |am kommenden |am diesen )?(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag)",
    (match) => `${{ "am ": "on ", "diesen ": "this ", "": "" }[plain(match[1] ?? "")] ?? "next "}${WEEKDAYS[plain(match[2]!)]}`,
  ),
  // For how long a task is put off: "auf Montag", "bis morgen", "um 2 Tage".
  raw(
    `${BEFORE}(auf|bis|bis zum|bis zur|bis auf) (?:den )?(?:on )?(the day after tomorrow|tomorrow|next week|next month|(?:this |next )?(?:${WEEKDAYS_EN}))${AFTER}`,
    (match) => `${plain(match[1]!) === "auf" ? "to" : "until"} ${match[2]}`,
  ),
  raw(`${BEFORE}(um|für) ((?:${NUMBER_EN}) (?:days?|weeks?))${AFTER}`, (match) => `${plain(match[1]!) === "um" ? "by" : "for"} ${match[2]}`),

  // Everything, plants by kind, places by what they are (not in a request adding plants: there they are the gardener's words).
  words("ganzen|ganze|gesamten|gesamte", "whole"),
  words("(?:zu |in )?(?:meinem|meinen|unserem|unseren|dem|den) garten|zum garten", "to my garden"),
  words("garten", "garden"),
  words("alles|alle sachen", "everything"),
  words("alle|allen|sämtliche|sämtlichen", "all"),
  words("topfpflanzen|kübelpflanzen", unlessAdding("plants in pots")),
  words("zimmerpflanzen|zimmerpflanze", unlessAdding("houseplants")),
  words("kräuter|kräutern", unlessAdding("herbs")),
  words("gemüse", unlessAdding("vegetables")),
  words("blumen", unlessAdding("flowers")),
  words("obst|früchte", unlessAdding("fruit")),
  words("sukkulenten", unlessAdding("succulents")),
  // "Pflanz die Tomaten aus" is a verb; "Pflanzen im Gewächshaus gießen" a noun.
  words("pflanzen|pflanze", (match) => (ADDING.test(match.input) || (match.index === 0 && /\s(?:um|aus|ein)$/i.test(match.input)) ? match[0] : "plants")),
  words("gewächshaus|gewächshäuser|gewächshäusern|treibhaus|treibhäuser|treibhäusern|glashaus", unlessAdding("greenhouse")),
  words("folientunnel|folientunneln|folienhaus", unlessAdding("polytunnel")),
  words("frühbeet|frühbeete|frühbeeten|frühbeetkasten", unlessAdding("cold frame")),
  words("hochbeete|hochbeeten", unlessAdding("raised beds")),
  words("hochbeet|hochbeets|hochbeetes", unlessAdding("raised bed")),
  words("töpfe|töpfen|blumentöpfe|blumentöpfen|kübel|kübeln|pflanzgefäße|pflanzgefäßen|gefäße|gefäßen|kübeln", unlessAdding("pots")),
  raw(`(?<=${BEFORE}(?:im|in|dem|den|der|einem|einen|meinem|meinen|a|the|kleinen|großen) )(?:topf|blumentopf|pflanzgefäß)${AFTER}`, unlessAdding("pot")),
  words("balkonkästen|blumenkästen|kästen", unlessAdding("window boxes")),
  words("balkonkasten|blumenkasten", unlessAdding("window box")),
  words("hängeampeln|hängeampel|ampeln", unlessAdding("hanging baskets")),
  words("fensterbank|fensterbänken|fensterbänke|fensterbrett", unlessAdding("windowsill")),
  words("drinnen|im haus|in der wohnung", unlessAdding("indoors")),
  words("draußen|im freien", unlessAdding("outdoors")),
  words("im freiland|im boden|in der erde", unlessAdding("in the ground")),

  // Prepositions with their article, as the rules split places ("in the", "on the"). Adding keeps the rarer ones as said, after "at".
  words("ins", "into the"),
  words("im|in der|in dem|in den|in die|in das", "in the"),
  words("in meinem|in meinen|in meiner|in meine|in unserem|in unseren|in unserer|in unsere", "in my"),
  words("auf dem|auf der|auf den|auf die|auf das|aufm|aufs", "on the"),
  words("auf meinem|auf meiner|auf meinen|auf unserem|auf unserer", "on my"),
  words("am|an der|an dem", "at the"),
  words("(?:beim|bei dem|bei der|neben dem|neben der|neben den|neben die|neben das|unter dem|unter der|unter den|vor dem|vor der|hinter dem|hinter der)", (match) =>
    ADDING.test(match.input) ? `at ${match[0]}` : /^(?:beim|bei)/i.test(match[0]) ? "by the" : /^unter/i.test(match[0]) ? "under the" : "near the",
  ),
  words("vom", "from the"),
  words("von", "from"),
  words("namens|genannt|mit dem namen|mit namen", "called"),
  words("und|sowie", "and"),
  words("oder", "or"),
  // Words that add nothing ("schon", "gerade", "mal").
  words("schon|bereits|gerade|grade|grad|eben|soeben|vorhin|endlich|jetzt|nun|mal|noch|doch|halt|einfach|auch|kurz|gleich|sofort|ebenfalls|direkt|daran|dran", " "),
  raw("^[,:\\s]+|[,:\\s]+$", ""),
];

const PERIODS: Record<string, string> = {
  tag: "day", tage: "day", tagen: "day", tages: "day", woche: "week", wochen: "week", monat: "month", monate: "month", monaten: "month", jahr: "year", jahre: "year", jahren: "year",
  täglich: "day", wöchentlich: "week", monatlich: "month", jährlich: "year",
};
const WEEKDAYS: Record<string, string> = {
  montag: "monday", dienstag: "tuesday", mittwoch: "wednesday", donnerstag: "thursday", freitag: "friday", samstag: "saturday", sonnabend: "saturday", sonntag: "sunday",
};
function timesOf(said: string): string {
  const count = { zweimal: 2, dreimal: 3, viermal: 4, einmal: 1 }[plain(said)] ?? (Number.parseInt(said, 10) || NUMBER_VALUES[said.split(/\s|mal|x/i)[0]!.toLowerCase()] || 2);
  return count === 1 ? "once" : count === 2 ? "twice" : `${count} times`;
}

// ---------------------------------------------------------------- shapes: whole request sentences

const PARTICIPLE = ALL("participle");
const INFINITIVE = ALL("infinitive");
const IMPERATIVE = ALL("imperative");
const ZU = ALL("zu");
const NOUNS = ALL("noun");
const REMIND = "(?:erinnere|erinner|erinnert) (?:mich|uns)";
const DONE = "erledigt|fertig|gemacht|abgeschlossen|abgehakt|durch|geschafft|done";
/** "fertig" is also ripe: "die Tomaten sind fertig" is done only when it names a task ("das Schneiden ist fertig"). */
const DONE_FOR_SURE = "erledigt|gemacht|abgeschlossen|abgehakt|geschafft|done";
const NAMES_A_TASK = `(?=.*(?:${BEFORE}(?:${ALL("noun")})${AFTER}|["']))`;
const DIDNT_SAY = "(?!(?:ich|wir|du|man|er|es|sie)" + AFTER + ")";
const SNOOZE = "verschiebe|verschieb|schiebe|schieb|verlege|verleg|vertage|vertag";
const SNOOZE_INFINITIVE = "nach hinten verschieben|nach hinten schieben|verschieben|schieben|verlegen|vertagen";
const LOG = "trag|trage|notier|notiere|erfasse|erfass|buche|buch|vermerke|vermerk|speichere|speicher|logge|log|schreib|schreibe";
const AMOUNT_EN = `(?:${NUMBER_EN}) ?(?:kg|g|oz|lb)${AFTER}`;

const shapes: Phrase[] = [
  // Reminders: "Erinnere mich (morgen) daran, die Tomaten zu kontrollieren", "… ans Düngen der Rosen", "Vergiss nicht, …".
  politeShape(`(?:mich|uns)(?: (.*?))? erinnern,? (.+?) (${ZU})${WHEN_TAIL}?`, (m) => reminder(kindOf("zu", m[3]!), m[1], m[2], m[4])),
  politeShape(`(?:mich|uns)(?: (.*?))? (?:an das|ans|an|zum) (${NOUNS})(?: (.+?))? erinnern`, (m) => reminder(kindOf("noun", m[2]!), m[1], m[3])),
  shape(`${REMIND}(?: (.*?))?,? (.+?) (${ZU})${WHEN_TAIL}?`, (m) => reminder(kindOf("zu", m[3]!), m[1], m[2], m[4])),
  shape(`${REMIND}(?: (.*?))? (?:an das|ans|an|zum) (${NOUNS})(?: (.+))?`, (m) => reminder(kindOf("noun", m[2]!), m[1], m[3])),
  shape(`${REMIND}(?: (.*?))? an (.+)`, (m) => {
    const when = whenLast(said(m[2], m[1]));
    return said("remind me about", when.rest, ...when.now, ...when.future, ...when.rhythm);
  }),
  whole(NOT_A_QUESTION, `(?:vergiss|vergesst) nicht,? (?:mich |uns )?(.+?) (${ZU})${WHEN_TAIL}?`, (m) => reminder(kindOf("zu", m[2]!), m[1], m[3])),
  whole(NOT_A_QUESTION, `nicht vergessen\\s*:?\\s*(.+?) (${INFINITIVE})${WHEN_TAIL}?`, (m) => reminder(kindOf("infinitive", m[2]!), m[1], m[3])),
  shape(`(?:neue )?(?:aufgabe|erinnerung|todo|to-do|to do)\\s*:\\s*(.+?) (${INFINITIVE})${WHEN_TAIL}?`, (m) => reminder(kindOf("infinitive", m[2]!), m[1], m[3])),
  shape(
    `(?:füge|füg|leg|lege|erstelle|erstell|mach|mache|setz|setze|trag|trage|plane|plan)(?: mir| uns)? (?:a |die )?(?:neue )?(?:aufgabe|erinnerung)(?: hinzu| an| ein)?[,:]? (?:(?:dass ich|um|für|zum) )?(.+?) (${ZU}|${INFINITIVE})${WHEN_TAIL}?`,
    (m) => reminder(kindOf("any", m[2]!), m[1], m[3]),
  ),

  // Snoozing: "Verschiebe das Schneiden auf Montag", "das Düngen um 2 Tage verschieben", "… kann bis morgen warten".
  shape(`(?:${SNOOZE})(?: mir)? (.+?)(?: (${SNOOZE_EN}))?(?: (?:nach hinten|auf später|zurück|später))?`, (m) => said("postpone", nounsIn(m[1]!), m[2])),
  politeShape(`(.+?)(?: (${SNOOZE_EN}))? (?:${SNOOZE_INFINITIVE})`, (m) => said("postpone", nounsIn(m[1]!), m[2])),
  shape(`(.+?)(?: (${SNOOZE_EN}))? (?:${SNOOZE_INFINITIVE})`, (m) => said("postpone", nounsIn(m[1]!), m[2])),
  shape(`(.+?) (?:kann|können|soll|sollen|muss|müssen|darf) (${SNOOZE_EN}) warten`, (m) => said("postpone", nounsIn(m[1]!), m[2])),

  // Tasks done by name: "Markiere 'Fertilize Tomato' als erledigt", "Das Schneiden ist erledigt", "Hak das Düngen ab".
  shape(`(?:markiere|markier|setze|setz) (.+?) (?:als|auf) (?:${DONE})`, (m) => `mark ${nounsIn(m[1]!)} as done`),
  politeShape(`(.+?) (?:als|auf) (?:${DONE}) (?:markieren|setzen)`, (m) => `mark ${nounsIn(m[1]!)} as done`),
  shape(`(.+?) als (?:${DONE}) (?:markieren|setzen|eintragen|abhaken)`, (m) => `mark ${nounsIn(m[1]!)} as done`),
  shape(`(?:hake|hak) (.+?) ab`, (m) => `mark ${nounsIn(m[1]!)} as done`),
  shape(`(.+?) abhaken`, (m) => `mark ${nounsIn(m[1]!)} as done`),
  shape(`(?:${DONE})\\s*:\\s*(.+)`, (m) => `mark ${nounsIn(m[1]!)} as done`),
  shape(`(.+?) (?:ist|sind|wurde|wurden|war|waren) (?:(?:für )?today )?(?:${DONE_FOR_SURE})`, (m) => `${nounsIn(whenLast(m[1]!).rest)} is done`),
  shape(`${NAMES_A_TASK}(.+?) (?:ist|sind|war|waren) (?:(?:für )?today )?(?:fertig|durch)`, (m) => `${nounsIn(whenLast(m[1]!).rest)} is done`),
  shape(`(?:(?:ich|wir) )?(?:habe|hab|haben|hatte|hatten) (.+?) (?:${DONE})`, (m) => `${nounsIn(whenLast(m[1]!).rest)} is done`),
  shape(`(?:ich bin|wir sind|bin|sind) mit (.+?) (?:fertig|durch)`, (m) => `${nounsIn(whenLast(m[1]!).rest)} is done`),
  shape(`(?:ich bin|wir sind|bin|sind) (?:fertig|durch) mit (.+)`, (m) => `${nounsIn(whenLast(m[1]!).rest)} is done`),
  shape(`${DIDNT_SAY}(.+?) (?:erledigt|abgehakt|gemacht)`, (m) => `${nounsIn(whenLast(m[1]!).rest)} is done`),

  // Harvests by their amount: "Ernte: 2 kg Zucchini", "Trag 2 kg Zucchini ein", "2 kg Zucchini".
  shape(`(?:ernte|geerntet|gepflückt)\\s*:\\s*(.+)`, (m) => done("harvest", m[1])),
  whole(
    NOT_REFUSED,
    `(?:${POLITELY} )?(?:${LOG}|eintragen|notieren|vermerken|festhalten|aufschreiben)(?: ein| a| auf)?,? dass (?:ich|wir) (.+?) (${PARTICIPLE}) (?:habe|hab|haben|hatte|hatten)\\??`,
    (m) => done(kindOf("participle", m[2]!), m[1]),
  ),
  shape(`(?:${LOG})(?: ein| auf)?:? (${AMOUNT_EN}.*?)(?: ein| a| auf)?`, (m) => `log ${m[1]}`),
  shape(`(${AMOUNT_EN}.*?)(?: eintragen| notieren| aufschreiben)`, (m) => `log ${m[1]}`),

  // Adding plants, already said in English by the phrases.
  shape(`((?:add|planted|plant|bought|new plant:) .+)`, "$1"),

  // "Ich muss morgen die Rosen schneiden": a task for later.
  shape(`(?:ich|wir) (?:muss|müssen|sollte|sollten|will|wollen|möchte|möchten|werde|werden|wollte|wollten) (.+?) (${INFINITIVE})${WHEN_TAIL}?`, (m) =>
    reminder(kindOf("infinitive", m[2]!), m[1], m[3]),
  ),
  // "Kannst du die Tomaten gießen?"
  politeShape(`(.+?) (${INFINITIVE})${WHEN_TAIL}?`, (m) => request(kindOf("infinitive", m[2]!), m[1], m[3])),

  // Watering by "Wasser": "Ich habe den Tomaten Wasser gegeben", "Gib dem Basilikum Wasser".
  shape(`${HAVE}(.+?) (?:a schluck |etwas |genug |ordentlich |viel )?wasser gegeben`, (m) => done("water", m[1])),
  shape(`(.+?) (?:hat|haben) (?:a schluck |etwas |genug )?wasser bekommen`, (m) => done("water", m[1])),
  shape(`(?:gib|gebe) (.+?) (?:a schluck |etwas |genug |ordentlich |viel )?wasser`, (m) => request("water", m[1])),

  // Done: "Die Tomaten sind gegossen", "Ich habe die Rosen geschnitten", "3 Erdbeeren geerntet".
  // Two things done in one sentence ("gegossen und gedüngt") are not read as one.
  shape(`(?!.* (?:${PARTICIPLE}) and )(.+?) (?:ist|sind|wurde|wurden|war|waren) (${PARTICIPLE})(?: worden)?`, (m) => done(kindOf("participle", m[2]!), m[1])),
  shape(`(?!.* (?:${PARTICIPLE}) and )${HAVE}(.+?) (${PARTICIPLE})`, (m) => done(kindOf("participle", m[2]!), m[1])),

  // Imperative: "Gieß die Tomaten", "Dünge die Rosen alle zwei Wochen", "Schneide die Rosen zurück", "Pflanz die Tomaten aus".
  ...SEPARATED.map(({ verbs, particles, kind }) => shape(`(?:${verbs}) ${DIDNT_SAY}(.+?) (?:${particles})`, (m) => request(kind, m[1]))),
  shape(`(${IMPERATIVE})(?: (?:dir|mir|euch|nach))* ${DIDNT_SAY}(.+?)(?: (?:zurück|aus|nach|ab|an|durch|ein|um))?`, (m) => request(kindOf("imperative", m[1]!), m[2])),
  // Infinitive: "Die Tomaten gießen", "Rosen alle zwei Wochen düngen".
  shape(`${DIDNT_SAY}(.+?) (${INFINITIVE})${WHEN_TAIL}?`, (m) => request(kindOf("infinitive", m[2]!), m[1], m[3])),
];

// ---------------------------------------------------------------- plural forms of plant names

/** The ends of compound plant names whose plural changes the vowel: Apfelbaum → Apfelbäume. */
const PLURAL_ENDS: [string, string][] = [
  ["baum", "bäume"],
  ["strauch", "sträucher"],
  ["kraut", "kräuter"],
  ["blatt", "blätter"],
  ["stock", "stöcke"],
  ["busch", "büsche"],
  ["kaktus", "kakteen"],
  ["apfel", "äpfel"],
  ["nuss", "nüsse"],
  ["topf", "töpfe"],
];

/** The plurals (and dative plurals) of one German noun: Tomate → Tomaten, Kartoffel → Kartoffeln, Salat → Salate. */
function pluralsOf(word: string): string[] {
  const lower = word.toLowerCase();
  for (const [end, plural] of PLURAL_ENDS) {
    if (lower.endsWith(end)) {
      const stem = word.slice(0, word.length - end.length);
      const replaced = stem ? stem + plural : word.charAt(0) + plural.slice(1);
      return [replaced, `${replaced}n`];
    }
  }
  if (/(?:chen|lein|um)$/.test(lower)) return [];
  if (/e$/.test(lower)) return [`${word}n`];
  if (/(?:el|er)$/.test(lower)) return [`${word}n`];
  if (/en$/.test(lower)) return [];
  if (/[aiouy]$/.test(lower)) return [`${word}s`];
  if (/is$/.test(lower)) return [`${word}se`, `${word}sen`];
  if (/us$/.test(lower)) return [`${word.slice(0, -2)}en`];
  return [`${word}e`, `${word}en`];
}

/** Other forms of a plant's name: plurals of its last word, and "Rote Bete" as "Roten Bete". */
function formsOf(name: string): string[] {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return [];
  const last = parts.at(-1)!;
  const head = parts.slice(0, -1);
  const heads = [head, head.map((word) => (/e$/i.test(word) ? `${word}n` : word))];
  const lasts = [last, ...pluralsOf(last)];
  const forms = new Set<string>();
  for (const each of heads) for (const end of lasts) forms.add([...each, end].join(" "));
  forms.delete(parts.join(" "));
  return [...forms];
}

// ---------------------------------------------------------------- the phrasebook

export const de: Phrasebook = {
  phrases,
  shapes,
  fillerWords: [
    "der die das den dem des ein eine einen einem einer eines",
    "mein meine meinen meinem meiner meines dein deine deinen deinem deiner unser unsere unseren unserem unserer euer eure ihr ihre ihren ihrem sein seine seinen seinem",
    "diese dieser diesen diesem dieses beide beiden paar etwas bisschen stück stk sorte sorten pflanze pflanzen sämling sämlinge sämlingen",
    "von vom zum zur im am beim bei mit für auf an aus nach daran dran dir mir mich uns euch sie es da dort hier",
    "noch auch mal jetzt heute neue neuen neuer neues kleine kleinen junge jungen",
  ].join(" "),
  formsOf,
};
