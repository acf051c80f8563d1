// The French phrasebook of the offline assistant's requests (./phrasebook.ts): "J'ai arrosé les
// tomates hier" is "watered les tomates yesterday", "Rappelle-moi de tailler les rosiers lundi" is
// "remind me to prune les rosiers monday". The gardener's words for plants, places and nicknames
// stay French; articles and the like are `fillerWords`.
import type { Phrase, Phrasebook } from "./phrasebook";

// ---------------------------------------------------------------- patterns

const LETTER = String.raw`[\p{L}\p{N}]`;
/** JavaScript's \b takes "é" for a non-letter: in these patterns \b is a word's edge, accents included. */
const WORD_EDGE = `(?:(?<!${LETTER})(?=${LETTER})|(?<=${LETTER})(?!${LETTER}))`;
const rx = (source: string, flags: string) => new RegExp(source.replaceAll(String.raw`\b`, WORD_EDGE), flags);
/** Replaced wherever it stands. */
const phrase = (source: string, english: Phrase["english"]): Phrase => ({ pattern: rx(source, "giu"), english });
/** Fits a whole sentence. */
const shape = (source: string, english: Phrase["english"]): Phrase => ({ pattern: rx(`^(?:${source})$`, "iu"), english });
const either = (sources: string[]) => `(?:${sources.join("|")})`;
/** The text with each rule applied in turn. */
const rewrite = (text: string, rules: [RegExp, string][]) => rules.reduce((result, [pattern, english]) => result.replace(pattern, english), text);
const tidy = (text: string) => text.replace(/\s+/g, " ").trim();

// ---------------------------------------------------------------- numbers, days, rhythms

const NUMBERS: Record<string, string> = {
  un: "a", une: "a", deux: "two", trois: "three", quatre: "four", cinq: "five", six: "six", sept: "seven", huit: "eight", neuf: "nine",
  dix: "ten", onze: "eleven", douze: "twelve", treize: "13", quatorze: "14", quinze: "fifteen", seize: "16", "dix-sept": "17",
  "dix-huit": "18", "dix-neuf": "19", vingt: "twenty", trente: "30", quarante: "40", cinquante: "50", cent: "100",
};
/** A number said in French (before the numbers are said in English). */
const FR_NUMBER = `(?:\\d{1,4}|${Object.keys(NUMBERS).sort((a, b) => b.length - a.length).join("|")})`;
const english = (number: string) => NUMBERS[number.toLowerCase()] ?? number;
/** The value of a small number said in French: "un" → 1, "deux" → 2. */
const VALUES: Record<string, number> = { un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10 };
const valueOf = (number: string) => VALUES[number.toLowerCase()] ?? Number(number);
/** The value of a number as the rules read it: "2", "1.5", "two", "a dozen". */
const ENGLISH_VALUES: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, "a dozen": 12, "a few": 3 };
const englishValue = (number: string) => ENGLISH_VALUES[number.toLowerCase()] ?? Number(number);
/** A number as the rules read it. */
const EN_NUMBER = String.raw`(?:\d{1,7}(?:\.\d{1,3})?|a dozen|a few|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)`;

const PERIODS: Record<string, string> = { jour: "day", jours: "day", matin: "morning", soir: "evening", semaine: "week", semaines: "week", mois: "month", an: "year", ans: "year", année: "year", années: "year", annee: "year", annees: "year" };
const period = (word: string) => PERIODS[word.toLowerCase()] ?? "day";
/** "2 days", "a week". */
const span = (number: string, word: string) => `${number} ${period(word)}${/^(?:a|one|1)$/i.test(number) ? "" : "s"}`;
const FR_PERIOD = "(jours?|semaines?|mois|ans?|ann[ée]es?)";

const WEEKDAYS: Record<string, string> = { lundi: "monday", mardi: "tuesday", mercredi: "wednesday", jeudi: "thursday", vendredi: "friday", samedi: "saturday", dimanche: "sunday" };
const FR_WEEKDAY = `(${Object.keys(WEEKDAYS).join("|")})`;
const weekday = (word: string) => WEEKDAYS[word.toLowerCase().replace(/s$/, "")] ?? word;
const EN_WEEKDAY = "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)";

/** Days the rules read (after the phrases): when a task is due or put off to. */
const EN_DATE = `(?:the day after tomorrow|tomorrow|next week|next month|(?:this |next |on |by )?${EN_WEEKDAY}|\\d{4}-\\d{2}-\\d{2})`;
const EN_SPAN = `(?:${EN_NUMBER}) (?:days?|weeks?)`;
/** Words that make care a task for later: a day to come or a rhythm. */
const LATER = rx(String.raw`\b(?:tomorrow|next week|next month|tonight|${EN_WEEKDAY}|in ${EN_SPAN}|every|daily|weekly|monthly|yearly|once a|twice a|times a)\b`, "iu");
/** When something was done, said before or after it. */
const EN_PAST_DAY = "(?:the day before yesterday|yesterday|last night|today|this morning|this afternoon|tonight|just now|now)";
const EARLIER = rx(String.raw`\b(?:the day before yesterday|yesterday|last night)\b`, "iu");

// ---------------------------------------------------------------- care: French verbs and nouns, the English the rules read

type Care = { kind: "water" | "harvest" | "care"; now: string; past: string; strict: string; base: string; done: string };

/** A verb in -er: arroser, arrose, arrosez (now); arrosé, arrosées (past; `strict` wants the accent, as a bare "arrose" is an order). */
const er = (kind: Care["kind"], stem: string, base: string, done: string): Care => ({
  kind,
  now: `${stem}(?:er|ez|es|e|ons)`,
  past: `${stem}(?:é|e)(?:es|e|s)?`,
  strict: `${stem}é(?:es|e|s)?`,
  base,
  done,
});
const other = (kind: Care["kind"], now: string, past: string, base: string, done: string): Care => ({ kind, now, past, strict: past, base, done });
const TAKE_OFF = "(?:enlever|enl[èe]ve|enlevez|couper|coupe|coupez|supprimer|supprime|supprimez|retirer|retire|retirez)";
const TAKEN_OFF = "(?:enlev[ée]|coup[ée]|supprim[ée]|retir[ée])";
const FEED_WORDS = "(?:de l' |du |d' |a peu d' |a peu de )?(?:engrais|compost|fumier)(?: liquide| bio| organique| naturel)?";

const CARE: Care[] = [
  er("water", "arros", "water", "watered"),
  other("water", "(?:donner|donne|donnez) (?:de l' eau|à boire|a boire)", "donn[ée] (?:de l' eau|à boire|a boire)", "water", "watered"),
  er("harvest", "r[ée]colt", "harvest", "harvested"),
  other("harvest", "cueill(?:ir|es|e|ez|ons)", "cueilli(?:es|e|s)?", "pick", "picked"),
  er("harvest", "ramass", "pick", "picked"),
  er("harvest", "arrach", "harvest", "harvested"),
  er("harvest", "d[ée]terr", "harvest", "harvested"),
  other("care", `(?:mettre|mets|mettez|donner|donne|donnez|apporter|apporte|apportez|ajouter|ajoute|ajoutez) ${FEED_WORDS}`, `(?:mis|donn[ée]|apport[ée]|ajout[ée]) ${FEED_WORDS}`, "fertilize", "fertilized"),
  er("care", "fertilis", "fertilize", "fertilized"),
  er("care", "engraiss", "fertilize", "fertilized"),
  other("care", "nourri(?:r|s|ssez|ssons)", "nourri(?:es|e|s)?", "feed", "fed"),
  other("care", `${TAKE_OFF} les fleurs fan[ée]es`, `${TAKEN_OFF} les fleurs fan[ée]es`, "deadhead", "deadheaded"),
  other("care", `${TAKE_OFF} les gourmands`, `${TAKEN_OFF} les gourmands`, "pinch out", "pinched out"),
  er("care", "taill", "prune", "pruned"),
  er("care", "[ée]lagu", "prune", "pruned"),
  other("care", "rabat(?:tre|s|tez|tons)", "rabattu(?:es|e|s)?", "cut back", "cut back"),
  er("care", "pinc", "pinch out", "pinched out"),
  er("care", "[ée]bourgeonn", "pinch out", "pinched out"),
  er("care", "[ée]gourmand", "pinch out", "pinched out"),
  other("care", "(?:jeter|jette|jetez) (?:a |un )(?:petit )?(?:coup d' )?(?:œil|oeil)", "jet[ée] (?:a |un )(?:petit )?(?:coup d' )?(?:œil|oeil)", "check", "checked"),
  er("care", "inspect", "inspect", "inspected"),
  er("care", "examin", "inspect", "inspected"),
  er("care", "v[ée]rifi", "check", "checked"),
  er("care", "contr[ôo]l", "check", "checked"),
  er("care", "surveill", "check", "checked"),
  er("care", "regard", "look at", "looked at"),
  other("care", "(?:faire|fais|faites) (?:les |des |mes |le )?semis", "fait (?:les |des |mes |le )?semis", "sow", "sowed"),
  other("care", "(?:sem(?:er|ez|ons)|s[èe]mes?)", "sem(?:é|e)(?:es|e|s)?", "sow", "sowed"),
  other("care", "(?:mettre|mets|mettez|planter|plante|plantez) en pleine terre", "(?:mis|mise|mises|plant[ée](?:es|e|s)?) en pleine terre", "plant out", "planted out"),
  other("care", "(?:mettre|mets|mettez) en pots?", "mis(?:es|e)? en pots?", "pot up", "potted up"),
  er("care", "repiqu", "transplant", "transplanted"),
  er("care", "transplant", "transplant", "transplanted"),
  er("care", "rempot", "repot", "repotted"),
  other("care", "endurci(?:r|s|ssez)", "endurci(?:es|e|s)?", "harden off", "hardened off"),
];
// A past form said alone needs its accent ("arrosé"); after "j'ai" it may go without (arrose → arrosé).
for (const care of CARE) if (care.strict === care.past) care.strict = care.past.replace(/\(\?:é\|e\)/g, "é").replace(/\[ée\]/g, "é");

const forms = (kind: Care["kind"] | "any", form: "now" | "past" | "strict") => either(CARE.filter((care) => kind === "any" || care.kind === kind).map((care) => care[form]));
const CARE_FORMS = CARE.map((care) => ({ care, now: rx(`^(?:${care.now})$`, "iu"), past: rx(`^(?:${care.past})$`, "iu") }));
/** The English of a French verb of care: "taillé" → "pruned", "tailler" → "prune". */
function careVerb(french: string, form: "base" | "done"): string {
  const said = tidy(french);
  const found = CARE_FORMS.find(({ now, past }) => (form === "done" ? past.test(said) || now.test(said) : now.test(said) || past.test(said)));
  return found ? found.care[form] : said;
}

/** "la taille" is the pruning, "taille les rosiers" an order: the noun is read before the verbs. */
const PRUNING: [RegExp, string][] = [
  [rx(String.raw`(?<=\b(?:la|une|a|ma|sa|de|première|prochaine|cette) )tailles?\b`, "giu"), "pruning"],
  [rx(String.raw`(?<=^ )tailles?(?= (?:des|du|de|d') )`, "giu"), "pruning"],
];
/** Nouns of care, said in English ("l'arrosage" → "l' watering"). */
const CARE_NOUNS: [RegExp, string][] = [
  [rx(String.raw`\barrosages?\b`, "giu"), "watering"],
  [rx(String.raw`\bfertilisations?\b`, "giu"), "feeding"],
  [rx(String.raw`\bengrais\b`, "giu"), "feeding"],
  [rx(String.raw`\b[ée]lagages?\b`, "giu"), "pruning"],
  [rx(String.raw`\bpincements?\b`, "giu"), "pinching out"],
  [rx(String.raw`\br[ée]coltes?\b`, "giu"), "harvest"],
  [rx(String.raw`\bcueillettes?\b`, "giu"), "picking"],
  [rx(String.raw`\binspections?\b`, "giu"), "inspection"],
  [rx(String.raw`\bv[ée]rifications?\b`, "giu"), "checking"],
  [rx(String.raw`\bsurveillance\b`, "giu"), "checking"],
  [rx(String.raw`\bsemis\b`, "giu"), "sowing"],
  [rx(String.raw`\brepiquages?\b`, "giu"), "transplanting"],
  [rx(String.raw`\btransplantations?\b`, "giu"), "transplanting"],
  [rx(String.raw`\brempotages?\b`, "giu"), "repotting"],
  [rx(String.raw`\bendurcissement\b`, "giu"), "hardening off"],
];

/** Lists and "all" in French words around names. */
const LIST_WORDS: [RegExp, string][] = [
  [rx(String.raw` (?:et|puis) `, "giu"), " and "],
  [rx(String.raw` ou `, "giu"), " or "],
  [rx(String.raw`\b(?:tout|tous|toutes|toute)\b`, "giu"), "all"],
];

/** Words that add nothing at the end of what was done ("ce matin", "à fond"). */
const TRAILING = rx(String.raw`(?:[ ,]+(?:${EN_PAST_DAY}|aussi|également|egalement|encore|déjà|deja|bien|à fond|a fond|copieusement|abondamment|généreusement|genereusement|a peu|comme il faut|correctement|too|again))+$`, "iu");

/** A task described in French ("tailler les rosiers", "la taille des rosiers"), its care said in English; quoted titles stay as said. */
function task(text: string): string {
  return tidy(
    text
      .split(/("[^"]*")/)
      .map((part, index) => (index % 2 ? part : careWords(part)))
      .join(""),
  );
}

const CARE_WORD_RULES: [RegExp, (match: string, ...groups: string[]) => string][] = [
  // "mettre les poireaux en pleine terre": the plants between the verb and its end
  [rx(String.raw`\b(?:mettre|mets|mettez|planter|plante|plantez) (.+?) en pleine terre\b`, "giu"), (_, plants) => `plant out ${plants}`],
  [rx(String.raw`\b(?:mis|mise|mises|plant[ée](?:es|e|s)?) (.+?) en pleine terre\b`, "giu"), (_, plants) => `planted out ${plants}`],
  [rx(String.raw`\b(?:mettre|mets|mettez) (.+?) en pots?\b`, "giu"), (_, plants) => `pot up ${plants}`],
  [rx(`\\b(?:tout|tous|toutes) (${forms("any", "now")})\\b`, "giu"), (_, verb) => `${careVerb(verb, "base")} everything`],
  [rx(`\\b${forms("any", "strict")}\\b`, "giu"), (verb) => careVerb(verb, "done")],
  [rx(`\\b${forms("any", "now")}\\b`, "giu"), (verb) => careVerb(verb, "base")],
];

function careWords(text: string): string {
  let result = rewrite(` ${text} `, PRUNING);
  for (const [pattern, say] of CARE_WORD_RULES) result = result.replace(pattern, (match, ...groups: unknown[]) => say(match, ...groups.filter((group): group is string => typeof group === "string")));
  return rewrite(rewrite(result, CARE_NOUNS), LIST_WORDS);
}

// ---------------------------------------------------------------- places and plants

/** Places by what they are (the rules' PLACE_EXPOSURES), and the French prepositions before them. */
const PLACES: [RegExp, string][] = [
  [rx(String.raw`\b(?:carr[ée]s?|bacs?|potagers?|jardins?) (?:potagers?|sur[ée]lev[ée]s?)\b`, "giu"), "raised bed"],
  [rx(String.raw`\b(?:serres? tunnels?|tunnels?)\b`, "giu"), "polytunnel"],
  [rx(String.raw`\bserres?\b`, "giu"), "greenhouse"],
  [rx(String.raw`\bch[âa]ssis\b`, "giu"), "cold frame"],
  [rx(String.raw`\bbacs?\b`, "giu"), "containers"],
  [rx(String.raw`\bjardini[èe]res?\b`, "giu"), "planters"],
  [rx(String.raw`\bbalconni[èe]res?\b`, "giu"), "window boxes"],
  [rx(String.raw`\b(?:suspensions?|paniers? suspendus?)\b`, "giu"), "hanging baskets"],
  [rx(String.raw`\brebords? de (?:la |les )?fen[êe]tres?\b`, "giu"), "windowsill"],
  [rx(String.raw`\bpleine terre\b`, "giu"), "ground"],
  [rx(String.raw`\bjardin\b`, "giu"), "garden"],
  [rx(String.raw` (?:d' |à l' |a l' )int[ée]rieur\b| dedans\b| (?:dans|à|a) la maison\b`, "giu"), " indoors"],
  [rx(String.raw` (?:d' |à l' |a l' )ext[ée]rieur\b| dehors\b`, "giu"), " outdoors"],
  [
    rx(String.raw` (?:dans|sous|en|au|aux|à|a|de|du|des) (?:le |la |les |l' |mon |ma |mes |notre |nos )?(?=(?:greenhouse|polytunnel|cold frame|raised bed|pots|containers|planters|window boxes|hanging baskets|windowsill|ground)\b)`, "giu"),
    " in the ",
  ],
  [rx(String.raw` dans (?:le |la |les |l' |mon |ma |mes |notre |nos )?`, "giu"), " in the "],
  [rx(String.raw` sur (?:le |la |les |l' |mon |ma |mes |notre |nos )?`, "giu"), " on the "],
  [rx(String.raw` en `, "giu"), " in "],
];

const EVERYTHING: [RegExp, string][] = [
  [rx(String.raw` tout ce qu(?:i|' il y a)(?: est| pousse| se trouve)?(?= )`, "giu"), " everything "],
  [rx(String.raw` (?:absolument |vraiment )?(?:toutes (?:mes |les |nos )?plantes|tout le jardin|tout mon jardin|tout le potager|tout le monde|tout)(?= )`, "giu"), " everything "],
  [rx(String.raw`^ (?:les|mes|nos) plantes(?= )`, "giu"), " everything "],
];

/** A place said alone ("la serre") is everything in it. */
const PLACE_ALONE = rx(String.raw`^(?:all )?(?:(?:le|la|les|mon|ma|mes|notre|nos|in the|on the|in) |l' )?(greenhouse|polytunnel|cold frame|raised bed|pots?|containers|planters|window boxes|hanging baskets|windowsill)$`, "iu");

/** Plants as the gardener names them, with "tout", places and lists said in English. */
function names(text: string): string {
  const said = tidy(rewrite(rewrite(rewrite(` ${text} `, EVERYTHING), PLACES), LIST_WORDS)).replace(TRAILING, "");
  return said.replace(PLACE_ALONE, "everything in the $1").replace(/^(indoors|outdoors)$/i, "everything $1");
}

/** What was harvested: the amount and plants as said, "sur Big Red" as "from Big Red". */
function harvested(text: string): string {
  const from = rewrite(` ${text} `, [
    [rx(String.raw` (?:sur|depuis) (?:le |la |l' |mon |ma )?(?:pieds? |plants? |plantes? )?(?:de |d' |du )?(?=\S)`, "iu"), " from "],
    [rx(String.raw` (?:du|de mon|de ma|de la|de l') (?:pied|plant|plante) (?:de |d' )?(?=\S)`, "iu"), " from "],
  ]);
  return tidy(rewrite(from, LIST_WORDS)).replace(TRAILING, "");
}

const ADD_TO_GARDEN = rx(String.raw` (?:dans|à|a|au|sur) (?:mon |le |notre |ma |la )?(?:jardin|liste|mes plantes)(?= ?$| (?:appel|nomm|surnomm|baptis|pr[ée]nomm|qui s|qui se|du nom))`, "giu");
const NICKNAME = rx(String.raw` (?:appel[ée](?:es|e|s)?|nomm[ée](?:es|e|s)?|surnomm[ée](?:es|e|s)?|baptis[ée](?:es|e|s)?|pr[ée]nomm[ée](?:es|e|s)?|qui s' appelle|qui se nomme|du nom de) `, "iu");
const LOCATION = rx(String.raw` (?:dans|sur|au|aux|en|à|sous|devant|derri[èe]re|contre|pr[èe]s|à c[ôo]t[ée]|a c[ôo]t[ée]|le long|au fond|au bord|au pied|entre) `, "iu");
/** "dans la cuisine" is the kitchen; "près de la porte" keeps its words. */
const PLAIN_PLACE = rx(String.raw`^(?!(?:à|a|au) (?:c[ôo]t[ée]|fond|bord|pied)\b)(?:dans|sur|au|aux|en|à) (?:(?:le|la|les|mon|ma|mes|notre|nos|ton|ta|tes|votre|vos|a) |l' )?`, "iu");
const joinElision = (text: string) => text.replace(/(\p{L})' /gu, "$1'");

/** "3 tomates appelées Lulu dans la cuisine" → "3 tomates called Lulu in cuisine", as the rules' "add" reads. */
function added(text: string): string {
  const said = ` ${text} `.replace(ADD_TO_GARDEN, " ");
  const nicknameAt = NICKNAME.exec(said);
  const placeAt = LOCATION.exec(said);
  const ends = [nicknameAt?.index, placeAt?.index, said.length].filter((index): index is number => index !== undefined);
  const plants = tidy(rewrite(said.slice(0, Math.min(...ends)) + " ", LIST_WORDS));
  let result = plants;
  if (nicknameAt) {
    const end = placeAt && placeAt.index > nicknameAt.index ? placeAt.index : said.length;
    result += ` called ${joinElision(tidy(said.slice(nicknameAt.index + nicknameAt[0].length, end)))}`;
  }
  if (placeAt) {
    const end = nicknameAt && nicknameAt.index > placeAt.index ? nicknameAt.index : said.length;
    result += ` in ${joinElision(tidy(said.slice(placeAt.index, end)).replace(PLAIN_PLACE, ""))}`;
  }
  return result;
}

// ---------------------------------------------------------------- sentence shapes

/** Who did it: "j'ai", "on a", "nous avons"; words that add nothing after it ("déjà", "bien"). */
const DID = String.raw`(?:(?:moi,? )?j' ?(?:ai|avais)|on (?:a|avait)|nous (?:avons|avions)|(?:il|elle) a)`;
const JUST_DID = String.raw`(?:je viens|on vient|nous venons|je venais) d(?:e |' )`;
const ADVERBS = String.raw`(?:(?:déjà|deja|bien|aussi|enfin|finalement|juste|également|encore) )*`;
const LEAD = `(?:(${EN_PAST_DAY}),? )?`;
const ALL = "(?:(tout|toutes|tous) )?";
/** Sentences about what should, could or will be done, not what was done. */
const NOT_DONE = String.raw`(?!(?:${DID}|${JUST_DID})\b)(?!.*\b(?:doit|doivent|devrait|devraient|faut|faudra|faudrait|peut|peuvent|pourrait|pourraient|va|vont|vais|être|etre|sera|seront|serait|seraient|veut|veulent|aimerait|aimeraient)\b)`;
const DONE_WORD = String.raw`(?:fait|faite|faits|faites|fini|finie|finis|finies|termin[ée](?:es|e|s)?|effectu[ée](?:es|e|s)?|accompli(?:es|e|s)?|r[ée]alis[ée](?:es|e|s)?|r[ée]gl[ée](?:es|e|s)?|ok)`;
const IS = "(?:(?:c' est|ça c' est|ca c' est|est|sont|a été|ont été|a ete|ont ete) )?";

/** "watered …", with an earlier day said at its end, as the rules read it. */
function watered(lead: string | undefined, all: string | undefined, rest: string | undefined): string {
  const said = `${all ? "everything " : ""}${rest ?? ""}`;
  const earlier = EARLIER.exec(lead ?? "")?.[0] ?? EARLIER.exec(said)?.[0];
  const plants = names(said.replace(EARLIER, " "));
  return tidy(`watered ${plants} ${earlier ?? ""}`);
}

/** Care said as an order: with a day or rhythm it is a task for later, else the rules' imperative. */
function order(verb: string, rest: string | undefined, say: (rest: string) => string): string {
  const text = rest ?? "";
  if (LATER.test(text)) return `remind me to ${task(`${verb} ${text}`)}`;
  return tidy(`${careVerb(verb, "base")} ${say(text)}`);
}

const SNOOZE = String.raw`(?:report(?:e|es|ez|er)|repouss(?:e|es|ez|er)|retard(?:e|es|ez|er)|diff[èée]r(?:e|es|ez|er)|(?:remets|remettez|remettre) à plus tard)`;
/** Verbs that put off only with a day ("décale la taille à lundi"; "remets le basilic dans la serre" is not a snooze). */
const MOVE = String.raw`(?:d[ée]cal(?:e|es|ez|er)|remet(?:s|tez|tre)|d[ée]plac(?:e|es|ez|er))`;
const TO_DATE = String.raw`(?:(?:à|a|au|jusqu' à|jusqu' au|jusqu' a|jusque|pour|vers|by|until|en) )?`;
const BY_SPAN = String.raw`(?:(?:de|d'|pendant|in|encore|by|pour) )?`;
const LATER_ON = String.raw`(?: (?:à|a) plus tard)?`;

const REMIND = String.raw`(?:me |nous )?rappel(?:le|les|ez|er|lons)(?:[- ](?:moi|nous))?`;
const REMIND_WHEN = String.raw`(?: (the day after tomorrow|tomorrow|today|tonight|next week|(?:on |this |next )?${EN_WEEKDAY}|in ${EN_SPAN}))?,?`;
const NEW_TASK = String.raw`(?:ajoute|ajoutez|ajouter|rajoute|cr[ée]e|cr[ée]ez|cr[ée]er|mets|mettez|mettre|programme|programmez|note|notez)(?:-moi| moi)? (?:a |une |un )?(?:nouvelle |nouveau )?(?:t[âa]che|rappel|todo|to-do|corv[ée]e)(?: r[ée]currente| r[ée]p[ée]titive)?`;
const LOG = String.raw`(?:note|notez|noter|enregistre|enregistrez|enregistrer|consigne|consignez|inscris|inscrivez)`;

/** The sentence shapes, tried in order: reminders and snoozes before the care they name, orders last. */
const SHAPES: Phrase[] = [
  // "note que j'ai arrosé les tomates": what was done
  shape(`${LOG} (?:que |qu' )((?:${DID}|${JUST_DID}).+)`, (match) => readShape(match[1] ?? "") ?? (match[1] ?? "")),

  // New tasks and reminders: "rappelle-moi de fertiliser les rosiers toutes les deux semaines"
  shape(`${REMIND}${REMIND_WHEN} (?:de |d' |qu' il faut |que je dois |que nous devons |qu' on doit |que je |à |a |pour )(.+)`, (match) =>
    tidy(`remind me to ${task(match[2] ?? "")} ${match[1] ?? ""}`),
  ),
  shape(`((?:every|on|next|this|in) [^,]+?|${EN_DATE}|today|tonight),? ${REMIND} (?:de |d' |qu' il faut |que je dois |pour )(.+)`, (match) =>
    tidy(`remind me to ${task(match[2] ?? "")} ${match[1] ?? ""}`),
  ),
  shape(`${REMIND}${REMIND_WHEN} ((?:le |la |les |l' |du |des |mon |ma |mes ).+)`, (match) => tidy(`remind me about ${task(match[2] ?? "")} ${match[1] ?? ""}`)),
  shape(String.raw`(?:a |un )?rappel ?: ?(.+)`, (match) => `remind me to ${task(match[1] ?? "")}`),
  shape(`${NEW_TASK}(?: (?:pour|de|d'|afin de|:|-))?:? ?(.+)`, (match) => `add a task to ${task(match[1] ?? "")}`),
  shape(String.raw`(?:programme|programmez|planifie|planifiez|pr[ée]vois|pr[ée]voyez) (.+)`, (match) => `schedule ${task(match[1] ?? "")}`),

  // Snoozing: "reporte la taille à samedi", "repousse l'arrosage du basilic de 2 jours"
  shape(`(?:${SNOOZE}|${MOVE}) (.+?) ${TO_DATE}(${EN_DATE})${LATER_ON}`, (match) => `postpone ${task(match[1] ?? "")} until ${match[2] ?? ""}`),
  shape(`(?:${SNOOZE}|${MOVE}) (.+?) ${BY_SPAN}(${EN_SPAN})${LATER_ON}`, (match) => `postpone ${task(match[1] ?? "")} by ${match[2] ?? ""}`),
  shape(`(?:${SNOOZE}|${MOVE}) ${TO_DATE}(${EN_DATE}),? (.+)`, (match) => `postpone ${task(match[2] ?? "")} until ${match[1] ?? ""}`),
  shape(`(?:${SNOOZE}|${MOVE}) ${BY_SPAN}(${EN_SPAN}),? (.+)`, (match) => `postpone ${task(match[2] ?? "")} by ${match[1] ?? ""}`),
  shape(`${SNOOZE}(?: (?:à|a) plus tard)? (.+?)${LATER_ON}`, (match) => `postpone ${task(match[1] ?? "")}`),

  // Tasks marked done: "marque « Fertilize Tomato » comme fait", "coche la taille", "fait : tailler les rosiers"
  shape(`(?:marque|marquez|marquer|mets|mettez|mettre|passe|passez|passer|indique|indiquez|note|notez) (.+?) (?:comme |en )?${DONE_WORD}`, (match) => `mark ${task(match[1] ?? "")} as done`),
  shape(String.raw`(?:coche|cochez|cocher|valide|validez|valider|barre|barrez|raye|rayez) (.+)`, (match) => `tick off ${task(match[1] ?? "")}`),
  shape(`(?:c' est )?${DONE_WORD} ?[:–-] ?(.+)`, (match) => `done: ${task(match[1] ?? "")}`),
  shape(`c' est (?:${DONE_WORD}|bon) (?:pour|avec) (.+)`, (match) => `${task(match[1] ?? "")} is done`),

  // Harvests: "j'ai récolté 2 kg de courgettes", "3 fraises cueillies", "note 2 kg de tomates"
  shape(`${LOG}(?: (?:a |une )?(?:r[ée]colte|cueillette)(?: de| d'| :|:)?)? ((?:${EN_NUMBER})\\b.+)`, (match) => `log ${harvested(match[1] ?? "")}`),
  shape(`${LEAD}${DID} ${ADVERBS}${ALL}${ADVERBS}(${forms("harvest", "past")})(?: (.*))?`, (match) => tidy(`harvested ${harvested(`${match[2] ? "all " : ""}${match[4] ?? ""}`)}`)),
  shape(`${LEAD}${ALL}(${forms("harvest", "strict")})(?: (.*))?`, (match) => tidy(`harvested ${harvested(`${match[2] ? "all " : ""}${match[4] ?? ""}`)}`)),
  shape(`${LEAD}${JUST_DID}${ALL}(${forms("harvest", "now")})(?: (.*))?`, (match) => tidy(`harvested ${harvested(`${match[2] ? "all " : ""}${match[4] ?? ""}`)}`)),
  shape(`((?:${EN_NUMBER})\\b.+?),? ${IS}(?:${forms("harvest", "past")})( .+)?`, (match) => `harvested ${harvested(`${match[1] ?? ""}${match[2] ?? ""}`)}`),
  shape(`${NOT_DONE}(.+?),? ${IS}(?:${forms("harvest", "past")}) ?: ?((?:${EN_NUMBER})\\b.*)`, (match) => `harvested ${harvested(`${match[2] ?? ""} ${match[1] ?? ""}`)}`),
  shape(`${NOT_DONE}(.+?),? ${IS}${ADVERBS}(?:tous |toutes )?(?:${forms("harvest", "past")})(?: ${EN_PAST_DAY})?`, (match) => `harvested ${harvested(match[1] ?? "")}`),
  shape(`((?:${EN_NUMBER}) ?(?:kilos?|kg|kilogrammes?|grammes?|g|gr|pounds|ounces|lbs?|oz)\\b.*)`, (match) => harvested(match[1] ?? "")),
  shape(String.raw`(?:r[ée]coltes?|cueillettes?)(?: du jour)? ?(?::|de |d' |du jour ?:) ?(.+)`, (match) => `harvested ${harvested(match[1] ?? "")}`),
  shape(String.raw`(?:ajoute|ajoutez|ajouter) (?:a |une )?(?:r[ée]colte|cueillette)(?: de| d'| :|:)? (.+)`, (match) => `log ${harvested(match[1] ?? "")}`),

  // Watering done: "j'ai arrosé les tomates hier", "j'ai tout arrosé dans la serre", "les tomates sont arrosées"
  shape(`${LEAD}${DID} ${ADVERBS}${ALL}${ADVERBS}(?:${forms("water", "past")})(?: (.*))?`, (match) => watered(match[1], match[2], match[3])),
  shape(`${LEAD}${ALL}(?:${forms("water", "strict")})(?: (.*))?`, (match) => watered(match[1], match[2], match[3])),
  shape(`${LEAD}${JUST_DID}${ALL}(?:${forms("water", "now")})(?: (.*))?`, (match) => watered(match[1], match[2], match[3])),
  shape(`${LEAD}(?:j' |je |on |nous )(?:arrose|arrosons)(?: (.*))?`, (match) => (LATER.test(match[2] ?? "") ? `remind me to water ${task(match[2] ?? "")}` : watered(match[1], undefined, match[2]))),
  shape(`${LOG} (?:l' |a |un |le )?arrosage(?: (?:de|des|du|pour|d'))? ?(.*)`, (match) => watered(undefined, undefined, match[1])),
  shape(`${NOT_DONE}(.+?),? ${IS}${ADVERBS}(tous |toutes |tout )?(?:${forms("water", "past")})(?: (${EN_PAST_DAY}))?`, (match) => watered(match[3], undefined, match[1])),

  // Other care done: "j'ai taillé les rosiers", "fertilisé Big Red", "j'ai fait la taille", "la taille est faite"
  shape(`${LEAD}${DID} ${ADVERBS}(?:mis|mise|mises|plant[ée](?:es|e|s)?) (.+?) en pleine terre(.*)`, (match) => `planted out ${task(`${match[2] ?? ""}${match[3] ?? ""}`)}`),
  shape(`${LEAD}${DID} ${ADVERBS}(?:mis|mise|mises) (.+?) en pots?(.*)`, (match) => `potted up ${task(`${match[2] ?? ""}${match[3] ?? ""}`)}`),
  shape(`${LEAD}${DID} ${ADVERBS}${ALL}${ADVERBS}(${forms("care", "past")})(?: (.*))?`, (match) => tidy(`${careVerb(match[3] ?? "", "done")} ${task(`${match[2] ? "all " : ""}${match[4] ?? ""}`)}`)),
  shape(`${LEAD}${ALL}(${forms("care", "strict")})(?: (.*))?`, (match) => tidy(`${careVerb(match[3] ?? "", "done")} ${task(`${match[2] ? "all " : ""}${match[4] ?? ""}`)}`)),
  shape(`${LEAD}${JUST_DID}${ALL}(${forms("care", "now")})(?: (.*))?`, (match) => tidy(`${careVerb(match[3] ?? "", "done")} ${task(`${match[2] ? "all " : ""}${match[4] ?? ""}`)}`)),
  shape(`${LEAD}${DID} ${ADVERBS}(?:fait|fini|termin[ée]|effectu[ée]|r[ée]alis[ée])(?: de| d')? (.+)`, (match) => `did ${task(match[2] ?? "")}`),
  shape(`${NOT_DONE}(.+?),? ${IS}${ADVERBS}(?:tous |toutes |tout )?(${forms("care", "past")})(?: ${EN_PAST_DAY})?`, (match) => tidy(`${careVerb(match[2] ?? "", "done")} ${task(match[1] ?? "")}`)),
  shape(`${NOT_DONE}(?!c' (?:est|était) )(.+?),? ${IS}(?:bien |déjà |deja |enfin )?${DONE_WORD}(?: ${EN_PAST_DAY})?`, (match) => `${task(match[1] ?? "")} is done`),

  // Adding plants: "ajoute 3 tomates", "ajoute un basilic appelé Lulu dans la cuisine", "j'ai planté deux fraisiers"
  shape(String.raw`(?:${DID} )?(?:ajout|rajout)(?:er|ez|es|e|ons|é|ée|és|ées) (?!${FEED_WORDS}\b)(.+)`, (match) => `add ${added(match[1] ?? "")}`),
  shape(String.raw`(?:${DID} )?(?:plant[ée](?:es|e|s)?|mis en terre|mise? en terre|mises en terre) (.+)`, (match) => `planted ${added(match[1] ?? "")}`),
  shape(String.raw`(?:plante|plantez|planter|plantons) (.+)`, (match) => `plant ${added(match[1] ?? "")}`),
  shape(String.raw`(?:${DID} )?achet[ée](?:es|e|s)? (.+)`, (match) => `bought ${added(match[1] ?? "")}`),
  shape(String.raw`(?:a |une )?nouvelles? plantes? ?:? (.+)`, (match) => `new plant: ${added(match[1] ?? "")}`),

  // Orders: "arrose les tomates", "arroser le basilic tous les jours", "taille les rosiers demain"
  shape(`(${forms("water", "now")})(?: (.*))?`, (match) => order(match[1] ?? "", match[2], names)),
  shape(`(${forms("harvest", "now")})(?: (.*))?`, (match) => order(match[1] ?? "", match[2], harvested)),
  shape(`(${forms("care", "now")})(?: (.*))?`, (match) => order(match[1] ?? "", match[2], task)),
];

/** The English of a sentence whose phrases are already said (for "note que …"). */
function readShape(text: string): string | null {
  for (const { pattern, english: say } of SHAPES) {
    const match = pattern.exec(text);
    if (match) return typeof say === "string" ? text.replace(pattern, say) : say(match);
  }
  return null;
}

// ---------------------------------------------------------------- phrases

const PHRASES: Phrase[] = [
  // Typing: apostrophes and quotes as phones type them, the sentence's last marks, elision ("l'ail" → "l' ail")
  phrase(String.raw`[’‘‛´\x60]`, "'"),
  phrase(String.raw`«\s*|“|„`, '"'),
  phrase(String.raw`\s*»|”`, '"'),
  phrase(String.raw`\s*[.!…]+$`, ""),
  phrase(String.raw`\s+\?`, "?"),
  phrase(String.raw`\b(jusqu|lorsqu|puisqu|quoiqu|qu|[cdjlmnst])'(?=\p{L})`, "$1' "),

  // Greetings and politeness: "Bonjour, …", "…, stp", "peux-tu …", "n'oublie pas de …"
  phrase(String.raw`^(?:(?:ok|okay|d' accord|bon|alors|donc|bonjour|bonsoir|salut|coucou|hello|oui|ouais|et|puis|ensuite|aussi|voilà|voila|tiens|hé|hey)\b[,!:]?\s+)+(?=\S)`, ""),
  phrase(String.raw`(?:^|(?<![\s,])[\s,]+)(?:s' il (?:te|vous) pla[iî]t|stp|svp|merci(?: beaucoup| bien)?|please)$`, ""),
  phrase(String.raw`^(?:s' il (?:te|vous) pla[iî]t|stp|svp)\b,?\s*`, ""),
  phrase(
    String.raw`^(?:est-ce que |est ce que |est-ce qu' )?(?:tu peux|vous pouvez|tu pourrais|vous pourriez|tu veux bien|vous voulez bien|tu voudrais bien|vous voudriez bien|peux-tu|pouvez-vous|pourrais-tu|pourriez-vous|veux-tu|voulez-vous|voudrais-tu|voudriez-vous|merci de|aide-moi à|aidez-moi à|je voudrais que tu|je veux que tu|j' aimerais que tu|je voudrais que vous|j' aimerais que vous|je veux que vous)\b,?\s*(?:bien |stp |svp )?(.+?)\s*\??$`,
    "$1",
  ),
  phrase(String.raw`^(?:je voudrais|je veux|j' aimerais|je souhaite|je souhaiterais)\s+(?=(?:ajouter|rajouter|noter|enregistrer|reporter|repousser|décaler|decaler|programmer|planifier|créer|creer|marquer|cocher)\b)`, ""),
  phrase(String.raw`^(?:n' oublie pas|n' oubliez pas|ne me laisse pas oublier|ne me laissez pas oublier|ne nous laisse pas oublier)\s+d(?:e |' )(?:me |nous )?(?:rappeler )?(?:de |d' )?`, "rappelle-moi de "),

  // Questions, negations and musings are no requests: nothing of them is left
  phrase(
    String.raw`^(?:(?:quand|comment|pourquoi|où|combien|quel|quelle|quels|quelles|lequel|laquelle|lesquels|lesquelles|que|quoi|qui|est-ce|est ce|c' est quand|c' est quoi|à quel|a quel|à quelle|a quelle|de quoi|dois-je|devrais-je|puis-je|faut-il|faudrait-il|y a-t-il|y a t il|avons-nous|devons-nous|pouvons-nous|sommes-nous|avez-vous|devez-vous|êtes-vous|est-il|est-elle|sont-ils|sont-elles|je me demande|dis-moi|dites-moi|explique|expliquez|sais-tu|savez-vous|aucune idée)\b|qu' ).*$`,
    "",
  ),
  phrase(String.raw`^\p{L}+-(?:t-)?(?:je|tu|il|elle|on|ils|elles)\b.*$`, ""),
  phrase(String.raw`^.*\?$`, ""),
  phrase(String.raw`^.*\b(?:pas|jamais|rien)\b.*$`, ""),

  // Rhythms: "tous les jours" → "every day", "toutes les deux semaines" → "every two weeks", "deux fois par semaine" → "twice a week"
  phrase(String.raw`\b(?:une|1) fois (?:par|chaque|tous les|toutes les) (jour|semaine|mois|an|année|annee)s?\b`, (match) => `once a ${period(match[1] ?? "")}`),
  phrase(String.raw`\b(?:deux|2) fois par (jour|semaine|mois|an|année|annee)\b`, (match) => `twice a ${period(match[1] ?? "")}`),
  phrase(`\\b(${FR_NUMBER}) fois par (jour|semaine|mois|an|année|annee)\\b`, (match) => `${english(match[1] ?? "")} times a ${period(match[2] ?? "")}`),
  phrase(String.raw`\b(?:un|une) (jour|matin|soir|semaine|mois) sur (?:deux|2)\b`, (match) => `every other ${period(match[1] ?? "")}`),
  phrase(String.raw`\b(?:tous les|toutes les) (?:quinze|15) jours\b`, "every 2 weeks"),
  phrase(`\\b(?:tous les|toutes les) (${FR_NUMBER}) ${FR_PERIOD}\\b`, (match) => `every ${english(match[1] ?? "")} ${period(match[2] ?? "")}s`),
  phrase(String.raw`\b(?:tous les jours|chaque jour|quotidiennement|journellement)\b`, "every day"),
  phrase(String.raw`\b(?:tous les matins|chaque matin)\b`, "every morning"),
  phrase(String.raw`\b(?:tous les soirs|chaque soir)\b`, "every evening"),
  phrase(String.raw`\b(?:toutes les semaines|chaque semaine|hebdomadairement)\b`, "every week"),
  phrase(String.raw`\b(?:tous les mois|chaque mois|mensuellement)\b`, "every month"),
  phrase(String.raw`\b(?:tous les ans|chaque année|chaque annee|chaque an|annuellement)\b`, "every year"),
  phrase(`\\b(?:tous les |chaque |les )${FR_WEEKDAY}s?\\b`, (match) => `every ${weekday(match[1] ?? "")}`),
  phrase(String.raw`\bquotidien(?:ne)?s?\b`, "daily"),
  phrase(String.raw`\bhebdomadaires?\b`, "weekly"),
  phrase(String.raw`\bmensuel(?:le)?s?\b`, "monthly"),

  // Amounts: "1,5 kg" → "1.5 kg", "un kilo et demi", "une douzaine", number words, "livres", "onces"
  phrase(String.raw`(\d),(\d)`, "$1.$2"),
  phrase(`\\b(\\d{1,4}|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix) (kilos?|kg|kilogrammes?|livres?) et demie?\\b`, (match) => `${valueOf(match[1] ?? "") + 0.5} ${match[2] ?? ""}`),
  phrase(String.raw`\b(?:un |une )?demi[- ](kilo|livre)s?\b`, (match) => `0.5 ${match[1] ?? ""}`),
  phrase(String.raw`\b(?:une |1 )?douzaine\b`, "a dozen"),
  phrase(`\\b(deux|trois|quatre|cinq|six|sept|huit|neuf) cents?\\b`, (match) => `${valueOf(match[1] ?? "") * 100}`),
  phrase(String.raw`\bquelques\b`, "a few"),
  phrase(`\\b${FR_NUMBER}\\b`, (match) => english(match[0])),
  phrase(String.raw`\ba (?=(?:kilos?|kg|kilogrammes?|grammes?|livres?|onces?)\b)`, "one "),
  // A French "livre" is half a kilo, not an imperial pound.
  phrase(`\\b(${EN_NUMBER}) ?livres?\\b`, (match) => `${Math.round(englishValue(match[1] ?? "") * 500)} g`),
  phrase(`\\b(${EN_NUMBER}) ?onces?\\b`, "$1 ounces"),

  // Days: "hier" → "yesterday", "demain" → "tomorrow", "samedi" → "saturday", "dans 3 jours" → "in 3 days"
  phrase(String.raw`\b(?:avant-hier|avant hier)\b`, "the day before yesterday"),
  phrase(String.raw`\bhier (?:au )?soir\b`, "last night"),
  phrase(String.raw`\bhier(?: matin| après-midi| apres-midi)?\b`, "yesterday"),
  phrase(String.raw`\b(?:après-demain|après demain|apres-demain|apres demain)\b`, "the day after tomorrow"),
  phrase(String.raw`\bdemain(?: matin| soir| après-midi| apres-midi)?\b`, "tomorrow"),
  phrase(String.raw`\b(?:aujourd' ?hui|aujourdhui|auj)\b`, "today"),
  phrase(String.raw`\bce matin\b`, "this morning"),
  phrase(String.raw`\bcet? (?:après-midi|apres-midi|aprem)\b`, "this afternoon"),
  phrase(String.raw`\bce soir\b`, "tonight"),
  phrase(String.raw`\b(?:tout à l' heure|tout a l' heure|tantôt|tantot)\b`, "today"),
  phrase(String.raw`\b(?:à l' instant|a l' instant|tout juste)\b`, "just now"),
  phrase(String.raw`\b(?:maintenant|tout de suite)\b`, "now"),
  phrase(String.raw`\b(?:la |cette )?semaine prochaine\b`, "next week"),
  phrase(String.raw`\b(?:le |ce )?mois prochain\b`, "next month"),
  phrase(String.raw`\b(?:ce |le )?(?:week-end|weekend|week end)(?: prochain)?\b`, "saturday"),
  phrase(`\\b(?:ce |le )?${FR_WEEKDAY} (?:prochain|qui vient)\\b`, (match) => `next ${weekday(match[1] ?? "")}`),
  phrase(`\\bce ${FR_WEEKDAY}\\b`, (match) => `this ${weekday(match[1] ?? "")}`),
  phrase(`\\ble ${FR_WEEKDAY}\\b`, (match) => `on ${weekday(match[1] ?? "")}`),
  phrase(`\\b${FR_WEEKDAY}\\b`, (match) => weekday(match[1] ?? "")),
  phrase(String.raw`\b(?:dans|d' ici) (?:fifteen|15) jours\b`, "in 2 weeks"),
  phrase(String.raw`\b(?:fifteen|15) jours\b`, "2 weeks"),
  phrase(`\\b(?:dans|d' ici) (${EN_NUMBER}) (jour|semaine)s?\\b`, (match) => `in ${span(match[1] ?? "", match[2] ?? "")}`),
  phrase(`\\b(${EN_NUMBER}) (jour|semaine)s?\\b`, (match) => span(match[1] ?? "", match[2] ?? "")),
  phrase(`\\bd' ici (?:à |a )?(?=${EN_DATE}\\b)`, "by "),
];

// ---------------------------------------------------------------- plural forms

/** A French word's plural: tomate → tomates, poireau → poireaux, cheval → chevaux, chou → choux, radis → radis. */
function pluralsOf(word: string): string[] {
  const lower = word.toLowerCase();
  if (/[sxz]$/.test(lower)) return [word];
  if (/(?:au|eau)$/.test(lower)) return [`${word}x`];
  if (/eu$/.test(lower)) return [`${word}x`, `${word}s`];
  if (/al$/.test(lower)) return [`${word.slice(0, -2)}aux`, `${word}s`];
  if (/ail$/.test(lower)) return [`${word}s`, `${word.slice(0, -3)}aux`];
  if (/^(?:bijou|caillou|chou|genou|hibou|joujou|pou)$/.test(lower)) return [`${word}x`];
  return [`${word}s`];
}

/** Fruit trees and bushes are named by their fruit too: fraisier → fraise(s), citronnier → citron(s), rosier → rose(s). */
function fruitsOf(word: string): string[] {
  if (!/ier$/i.test(word) || word.length < 6) return [];
  const stem = word.slice(0, -3);
  const fruits = [`${stem}e`, `${stem}${stem.slice(-1)}e`];
  if (/nn$/i.test(stem)) fruits.push(stem.slice(0, -1));
  return fruits.flatMap((fruit) => [fruit, ...pluralsOf(fruit)]);
}

/** Other names French gardeners use for the catalogue's plants, by their French name (lower case). */
const OTHER_NAMES: Record<string, string[]> = {
  ail: ["aulx"],
  "pomme de terre": ["patate", "patates"],
  vigne: ["raisin", "raisins"],
  "ronce fruitière": ["mûre", "mûres", "mûrier", "mûriers"],
  "petit pois": ["pois"],
  "haricot vert": ["haricot", "haricots"],
  "maïs doux": ["maïs"],
  "grande marguerite": ["marguerite", "marguerites"],
  blette: ["bette", "bettes"],
};

/** Words after which a name's words stay singular: "pommes de terre", "fougères de Boston". */
const NAME_LINKS = new Set(["de", "d'", "du", "des", "à", "au", "aux", "en", "sur"]);

function formsOf(name: string): string[] {
  const words = name.trim().split(/\s+/);
  const link = words.findIndex((word) => NAME_LINKS.has(word.toLowerCase()));
  const head = link === -1 ? words : words.slice(0, link);
  const tail = link === -1 ? [] : words.slice(link);
  const [first = "", ...rest] = head;
  const firstPlurals = pluralsOf(first);
  const forms = [
    // every word before the link plural ("haricots verts"), or only the first ("tomates cerise")
    ...firstPlurals.map((plural) => [plural, ...rest.map((word) => pluralsOf(word)[0] ?? word), ...tail].join(" ")),
    ...firstPlurals.map((plural) => [plural, ...rest, ...tail].join(" ")),
    ...(words.length === 1 ? fruitsOf(first) : []),
    ...(OTHER_NAMES[name.trim().toLowerCase()] ?? []),
  ];
  return [...new Set(forms)].filter((form) => form !== name);
}

// ---------------------------------------------------------------- the phrasebook

export const fr: Phrasebook = {
  phrases: PHRASES,
  shapes: SHAPES,
  // Articles, contractions and elided letters (l' d' j' qu'), possessives, prepositions, and words that say "plants"
  fillerWords: [
    "le la les l un une des du de d au aux à mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs",
    "ce cet cette ces ça cela celui celle ceux celles y en et ou puis aussi également encore bien déjà tout toute tous toutes",
    "plante plantes plant plants pied pieds jeune jeunes petit petite petits petites nouveau nouvel nouvelle nouveaux nouvelles",
    "pauvre pauvres dans sur sous pour par avec chez vers entre près moi me m nous lui eux j je tu te t il elle on qu que qui s se c n ne",
    "tâche tâches aujourdhui",
  ].join(" "),
  formsOf,
};
