// Spanish (Spain and Latin America): the offline assistant's change requests said as the English
// its rules read (./phrasebook.ts). "Ayer regué los tomates" is "watered los tomates yesterday";
// the gardener's own words for what they name (plants, places, nicknames) stay as written.
import type { Phrase, Phrasebook } from "./phrasebook";

// ---------------------------------------------------------------- patterns

const LETTER = String.raw`[\p{L}\p{N}]`;
const BOUNDARY = `(?:(?<!${LETTER})(?=${LETTER})|(?<=${LETTER})(?!${LETTER}))`;
const LOOSE: Record<string, string> = { á: "[aá]", é: "[eé]", í: "[ií]", ó: "[oó]", ú: "[uúü]", ñ: "[nñ]" };

/**
 * A pattern written in Spanish as it is spelt: outside character classes an accented letter also
 * matches it unaccented and ñ matches n (phones drop them), and `\b` is a boundary of any letter
 * (JavaScript's own knows only a–z).
 */
function rx(source: string, flags = "iu"): RegExp {
  let out = "";
  let inClass = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (char === "\\") {
      const next = source[index + 1] ?? "";
      out += next === "b" && !inClass ? BOUNDARY : char + next;
      index++;
    } else if (inClass) {
      out += char;
      if (char === "]") inClass = false;
    } else if (char === "[") {
      out += char;
      inClass = true;
    } else out += LOOSE[char.toLowerCase()] ?? char;
  }
  return new RegExp(out, flags);
}

/** A phrase replaced wherever it stands. */
const everywhere = (source: string, english: Phrase["english"]): Phrase => ({ pattern: rx(source, "giu"), english });
/** A shape of a whole sentence. */
const shape = (source: string, english: Phrase["english"]): Phrase => ({ pattern: rx(`^(?:${source})$`), english });

const tidy = (text: string) => text.replace(/\s+/g, " ").trim();

// ---------------------------------------------------------------- words

const WEEKDAYS: Record<string, string> = {
  lunes: "monday", martes: "tuesday", miércoles: "wednesday", jueves: "thursday", viernes: "friday", sábado: "saturday", domingo: "sunday",
};
const WEEKDAY = "lunes|martes|miércoles|jueves|viernes|sábado|domingo";
const weekdayIn = (word: string) => WEEKDAYS[Object.keys(WEEKDAYS).find((name) => rx(`^${name}s?$`).test(word)) ?? ""] ?? word.toLowerCase();

const NUMBERS: [string, number][] = [
  ["dos", 2], ["tres", 3], ["cuatro", 4], ["cinco", 5], ["seis", 6], ["siete", 7], ["ocho", 8], ["nueve", 9], ["diez", 10], ["once", 11], ["doce", 12],
  ["trece", 13], ["catorce", 14], ["quince", 15], ["dieciséis", 16], ["diecisiete", 17], ["dieciocho", 18], ["diecinueve", 19], ["veinte", 20],
  ["treinta", 30], ["cuarenta", 40], ["cincuenta", 50], ["cien", 100], ["ciento", 100], ["doscientos", 200], ["trescientos", 300],
  ["cuatrocientos", 400], ["quinientos", 500],
];
const numberOf = (word: string) => NUMBERS.find(([name]) => rx(`^${name}$`).test(word))?.[1] ?? Number(word);

const PERIODS: [string, string][] = [["días?", "day"], ["semanas?", "week"], ["mes(?:es)?", "month"], ["años?", "year"]];
const periodOf = (word: string) => PERIODS.find(([pattern]) => rx(`^${pattern}$`).test(word))?.[1] ?? "day";
/** "3 días" → "3 days", "una semana" → "1 week". */
function count(number: string, period: string): string {
  const value = /^\d/.test(number) ? Number(number) : 1;
  return `${value} ${periodOf(period)}${value === 1 ? "" : "s"}`;
}

/** The kinds of care, each verb in the forms a request says it, and the English the rules read. */
type Verb = {
  /** Done, to do, the doing: "pruned", "prune", "pruning" (TASK_TYPE_WORDS and COMPLETE_PATTERNS know them). */
  en: readonly [string, string, string];
  /** Said as done: the preterite ("podé"). */
  done: string;
  /** After "he", "hemos" ("he podado"); a one-word one also says a plant's state ("los rosales están podados"). */
  participle: string;
  infinitive: string;
  /** Tú, usted, vosotros, ustedes and vos ("poda", "pode", "podad", "poden", "podá"). */
  imperative: string;
  /** After "que" in a reminder ("recuérdame que pode los rosales"). */
  subjunctive: string;
  /** The task named as a thing ("la poda"). */
  noun?: string;
};

const FEEDS = "(?:abono|fertilizante|compost|estiércol|humus)";
const WILTED = "(?:las )?flores (?:marchitas|secas|pasadas|muertas)";

const WATER: Verb = {
  en: ["watered", "water", "watering"],
  done: "regué|regamos|regó|regaron|(?:le |les )?(?:di|dimos|eché|echamos) agua a",
  participle: "regado|(?:dado|echado) agua a",
  infinitive: "regar|(?:dar|echar)(?:le|les)? agua a",
  imperative: "riega|riegue|rieguen|regad|regá|(?:da|dale|dales|dé|echa|échale|échales|eche) agua a",
  subjunctive: "riegue|rieguen|reguemos|(?:le |les )?(?:dé|eche) agua a",
  noun: "riego",
};
const HARVEST: Verb = {
  en: ["harvested", "harvest", "harvest"],
  done: "coseché|cosechamos|cosechó|recolecté|recolectamos",
  participle: "cosechado|recolectado",
  infinitive: "cosechar|recolectar",
  imperative: "cosecha|coseche|cosechen|cosechad|cosechá|recolecta|recolecte",
  subjunctive: "coseche|cosechen|recolecte",
  noun: "cosecha|recolección|recogida",
};
const PICK: Verb = {
  en: ["picked", "pick", "picking"],
  done: "recogí|recogimos|recogió|cogí|cogimos|cogió",
  participle: "recogido|cogido",
  infinitive: "recoger|coger",
  imperative: "recoge|recoja|recojan|recoged|recogé|coge|coja|cojan|cogé",
  subjunctive: "recoja|recojan|coja|cojan",
};
/** Potatoes are dug up: only said as done ("sacar" is too many other things to be a task). */
const DIG: Verb = {
  en: ["dug up", "harvest", "harvest"],
  done: "saqué|sacamos|arranqué|arrancamos|desenterré|desenterramos",
  participle: "sacado|arrancado|desenterrado",
  infinitive: "(?!)",
  imperative: "(?!)",
  subjunctive: "(?!)",
};
const CARE: Verb[] = [
  {
    en: ["fertilized", "fertilize", "feeding"],
    done: "aboné|abonamos|abonó|fertilicé|fertilizamos|fertilizó",
    participle: "abonado|fertilizado",
    infinitive: "abonar|fertilizar",
    imperative: "abona|abone|abonen|abonad|aboná|fertiliza|fertilice|fertilicen|fertilizad|fertilizá",
    subjunctive: "abone|abonen|abonemos|fertilice|fertilicen",
    noun: "abonado|abonada|abono|fertilización",
  },
  {
    en: ["fed", "feed", "feeding"],
    done: `(?:le |les )?(?:eché|echamos|puse|pusimos|di|dimos) ${FEEDS} a`,
    participle: `(?:echado|puesto|dado) ${FEEDS} a`,
    infinitive: `(?:echar|poner|dar)(?:le|les)? ${FEEDS} a`,
    imperative: `(?:echa|échale|échales|eche|pon|ponle|ponles|da|dale|dales) ${FEEDS} a`,
    subjunctive: `(?:le |les )?(?:eche|ponga|dé) ${FEEDS} a`,
  },
  {
    en: ["pruned", "prune", "pruning"],
    done: "podé|podamos|podó",
    participle: "podado",
    infinitive: "podar",
    imperative: "poda|pode|poden|podad|podá",
    subjunctive: "pode|poden",
    noun: "poda",
  },
  {
    en: ["trimmed", "trim", "trimming"],
    done: "recorté|recortamos|recortó",
    participle: "recortado",
    infinitive: "recortar",
    imperative: "recorta|recorte|recorten|recortá",
    subjunctive: "recorte|recorten",
    noun: "recorte",
  },
  {
    en: ["pinched out", "pinch out", "pinching out"],
    done: "despunté|despuntamos|pincé|pinzamos",
    participle: "despuntado|pinzado",
    infinitive: "despuntar|pinzar",
    imperative: "despunta|despunte|despuntá|pinza|pince",
    subjunctive: "despunte|pince",
    noun: "despunte",
  },
  {
    en: ["deadheaded", "deadhead", "deadheading"],
    done: `(?:le |les )?(?:quité|quitamos) ${WILTED}`,
    participle: `quitado ${WILTED}`,
    infinitive: `quitar(?:le|les)? ${WILTED}`,
    imperative: `(?:quita|quítale|quítales|quite) ${WILTED}`,
    subjunctive: `(?:le |les )?quite ${WILTED}`,
  },
  {
    en: ["checked", "check", "checking"],
    done: "revisé|revisamos|revisó|comprobé|comprobamos|vigilé",
    participle: "revisado|comprobado",
    infinitive: "revisar|comprobar|vigilar|controlar",
    imperative: "revisa|revise|revisen|revisad|revisá|comprueba|compruebe|comprobá|vigila|vigile|controla|controle",
    subjunctive: "revise|revisen|compruebe|comprueben|vigile|controle",
    noun: "revisión|comprobación|control",
  },
  {
    en: ["inspected", "inspect", "inspection"],
    done: "inspeccioné|inspeccionamos",
    participle: "inspeccionado",
    infinitive: "inspeccionar",
    imperative: "inspecciona|inspeccione|inspeccioná",
    subjunctive: "inspeccione",
    noun: "inspección",
  },
  {
    en: ["looked at", "check", "checking"],
    done: "miré|miramos|(?:le |les )?(?:eché|echamos) un (?:vistazo|ojo) a",
    participle: "mirado|echado un (?:vistazo|ojo) a",
    infinitive: "mirar|echar(?:le|les)? un (?:vistazo|ojo) a",
    imperative: "mira|mire|miren|mirá|(?:echa|échale|échales|eche) un (?:vistazo|ojo) a",
    subjunctive: "mire|miren|(?:le |les )?eche un (?:vistazo|ojo) a",
  },
  {
    en: ["sowed", "sow", "sowing"],
    done: "sembré|sembramos|sembró",
    participle: "sembrado",
    infinitive: "sembrar",
    imperative: "siembra|siembre|siembren|sembrad|sembrá",
    subjunctive: "siembre|siembren",
    noun: "siembra",
  },
  {
    en: ["transplanted", "transplant", "transplanting"],
    done: "(?:tras|trans)planté|(?:tras|trans)plantamos",
    participle: "(?:tras|trans)plantado",
    infinitive: "(?:tras|trans)plantar",
    imperative: "(?:tras|trans)planta|(?:tras|trans)plante|(?:tras|trans)planten|(?:tras|trans)plantá",
    subjunctive: "(?:tras|trans)plante|(?:tras|trans)planten",
    noun: "(?:tras|trans)plante",
  },
  {
    en: ["potted on", "pot on", "potting on"],
    done: "(?:cambié|cambiamos) de (?:maceta|tiesto)|repiqué|repicamos",
    participle: "cambiado de (?:maceta|tiesto)|repicado",
    infinitive: "cambiar de (?:maceta|tiesto)|repicar",
    imperative: "(?:cambia|cambie|cambiá) de (?:maceta|tiesto)|repica|repique",
    subjunctive: "cambie de (?:maceta|tiesto)|repique",
    noun: "cambio de (?:maceta|tiesto)",
  },
];
const VERBS = [WATER, HARVEST, PICK, DIG, ...CARE];

/** The alternatives of a pattern, split at its top level only. */
function topLevel(source: string): string[] {
  const parts = [""];
  let depth = 0;
  for (const char of source) {
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (char === "|" && depth === 0) parts.push("");
    else parts[parts.length - 1] += char;
  }
  return parts;
}

/** Said as done: "podé", "he podado", "ya habíamos podado", "acabo de podar", "terminé de podar". */
const doneForms = (verb: Verb) =>
  `${verb.done}|(?:se )?(?:he|hemos|ha|han|había|habíamos|hube)(?: ya)? (?:${verb.participle})|(?:acabo|acabamos|acaba) de (?:${verb.infinitive})|(?:terminé|acabé|terminamos|(?:he|hemos) (?:terminado|acabado)) de (?:${verb.infinitive})`;
/** A one-word participle as a plant's state: "podado" → "podad(?:o|a|os|as)". */
const stateForms = (verb: Verb) =>
  topLevel(verb.participle)
    .filter((form) => /^(?:\(\?:[\p{L}|]+\))?\p{L}+o$/u.test(form))
    .map((form) => `${form.slice(0, -1)}(?:o|a|os|as)`)
    .join("|") || "(?!)";
const BE = "(?:ya )?(?:está|están|estaba|estaban|quedó|quedaron|ha quedado|han quedado|fue|fueron|ha sido|han sido)";

/** A task named in a description ("la poda", "regar la albahaca") as English the rules know ("the pruning", "watering la albahaca"); quoted titles stay as written. */
function taskWords(text: string): string {
  return text
    .split(/("[^"]*"|'[^']*')/)
    .map((part, index) => {
      if (index % 2 === 1) return part;
      let said = part;
      for (const verb of VERBS) {
        if (verb.noun) said = said.replace(rx(`(?:\\b(?:el|la|los|las) )?\\b(?:${verb.noun})\\b`, "giu"), `the ${verb.en[2]}`);
        said = said.replace(rx(`\\b(?:${verb.infinitive})\\b`, "giu"), verb.en[2]);
      }
      return said;
    })
    .join("");
}

/** A verb at the start of `text` in one of `forms`, and the rest: `english(verb)` and the rest, or null. */
function leadingVerb(text: string, forms: (verb: Verb) => string, english: (verb: Verb) => string, verbs: Verb[] = VERBS): string | null {
  for (const verb of verbs) {
    const match = rx(`^(?:${forms(verb)})(?: (.+))?$`).exec(text);
    if (match) return tidy(`${english(verb)} ${match[1] ?? ""}`);
  }
  return null;
}

// ---------------------------------------------------------------- places

/** Places by what they are, as PLACE_EXPOSURES reads them. */
const PLACES: [string, string][] = [
  ["invernaderos?|invernáculos?|túnel(?:es)? de cultivo|cajonera fría", "greenhouse"],
  ["macetas?|macetones?|maceteros?|tiestos?|jardineras?|contenedores?|cestas? colgantes?", "pots"],
  ["bancal(?:es)? elevados?|bancal(?:es)? altos?|camas? elevadas?|camas? altas?|mesas? de cultivo|huertos? elevados?", "raised bed"],
];
const ARTICLE = "(?:el|la|los|las|mi|mis|nuestro|nuestra|nuestros|nuestras)";

/** The plants watered: places by what they are ("en el invernadero" → "in the greenhouse"), the whole garden, "everything in". */
function wateredPlants(text: string): string {
  let said = text
    .replace(rx("\\beverything lo(?: que (?:hay|tengo|tenemos|está|están))?(?= (?:en|de|del|dentro)\\b)", "giu"), "everything")
    .replace(rx(`(?:\\b(?:en|de|dentro de) (?:el |la )?\\b(?:interior|casa)|\\bdentro)\\b`, "giu"), "indoors")
    .replace(rx(`(?:\\b(?:en|de|al) (?:el )?\\b(?:exterior|aire libre)|\\b(?:fuera|afuera))\\b`, "giu"), "outdoors")
    .replace(rx(`\\b(?:everything |all |en |de )?${ARTICLE}? ?\\b(?:jardín|huerto|huerta)\\b`, "giu"), " the whole garden");
  for (const [place, english] of PLACES) said = said.replace(rx(`\\b(?:(?:en|de|dentro de) ${ARTICLE} |del |(?:en|de) )?(?:${place})\\b`, "giu"), ` in the ${english}`);
  said = tidy(said)
    .replace(rx(`\\b(?:en|de|dentro de) ${ARTICLE} `, "giu"), "in the ")
    .replace(rx("\\bdel ", "giu"), "in the ")
    .replace(rx("\\ben ", "giu"), "in ");
  // Only a place ("las macetas", "el invernadero"): everything in it.
  const onlyPlace = rx(`^(?:(?:all|las|los|el|la|mis|nuestras|nuestros|plantas|matas|in|the)\\s+)*(?:in the (greenhouse|pots|raised bed)|(indoors|outdoors))$`).exec(said);
  if (onlyPlace) return onlyPlace[1] ? `everything in the ${onlyPlace[1]}` : `everything ${onlyPlace[2]}`;
  return said;
}

/** A harvest's amount and plant: "2 kg de tomates de Big Red" → "2 kg of tomates from Big Red". */
function harvested(text: string): string {
  const said = text.replace(EARLIER_DAY_AT_END, "");
  const amount = rx(String.raw`^(\d{1,7}(?:\.\d{1,3})?(?: ?(?:kg|g|lb|oz))?) (de )?(.+?)(?: (?:de|del|de la|de los|de las|desde) (.+))?$`).exec(said);
  if (!amount) return said;
  return tidy(`${amount[1]} ${amount[2] ? "of " : ""}${amount[3]}${amount[4] ? ` from ${amount[4]}` : ""}`);
}

/** What follows "añade": the plant's name ("llamada Lulu") and place ("en la cocina" → "in the cocina"), said where the rules look for them. */
function addedPlants(text: string): string {
  return ` ${text}`
    .replace(rx(`(?: (?:a|en|para) (?:mi|el|nuestro|nuestra|la) (?:jardín|huerto|huerta|lista)| al (?:jardín|huerto)| a (?:mis|las) plantas)\\b`, "giu"), " to my garden")
    .replace(rx(" (?:llamad[oa]s?|apodad[oa]s?|bautizad[oa]s?|que se llaman?|de nombre|con el nombre(?: de)?|con nombre) ", "giu"), " called ")
    .replace(rx(` en (?:${ARTICLE}|un|una) `, "giu"), " in the ")
    .replace(rx(" en ", "giu"), " in ")
    .replace(rx(" (junto a|junto al|al lado de|al lado del|cerca de|cerca del|debajo de|debajo del|bajo|delante de|delante del|detrás de|detrás del|frente a|frente al|enfrente de) ", "giu"), " in $1 ")
    .trim();
}

// ---------------------------------------------------------------- days and rhythms

const EARLIER_DAY_AT_END = / (?:the day before yesterday|yesterday|last night)$/i;
/** When a snoozed task moves to, once the phrases have said it in English. */
const WHEN = String.raw`(?:(?:until|to|for|by|in|on) )?(?:the day after tomorrow|tomorrow|next week|next month|(?:on |next |this )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|\d{1,4} (?:days?|weeks?))`;

/** "hasta el lunes", "para mañana", "2 días" as SNOOZE_WHEN_RULES read them ("until monday", "until tomorrow", "by 2 days"). */
function snoozeWhen(text: string): string {
  return text
    .replace(/ (?:(?:for|by|in) )?(\d{1,4} (?:days?|weeks?))$/i, " by $1")
    .replace(/ (?:(?:until|to|for|by|in|on) )?(?:on |this )?(the day after tomorrow|tomorrow|next week|next month|next \w+|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i, " until $1");
}

// ---------------------------------------------------------------- the phrasebook

const POLITE = "(?:me |nos )?(?:puedes|podrías|podéis|podríais|puede|podría|pueden|podrían|quieres|querrías|te importa|te importaría|le importaría|serías tan amable de)";
const REMINDER =
  "recuérdame|recuérdanos|recordame|recordanos|recordarme|recordarnos|me recuerdas|nos recuerdas|me recordarías|no me dejes olvidar|no nos dejes olvidar|no dejes que (?:me )?olvide(?: de)?|que no se me olvide|que no se me pase|avísame(?: para| de)?|avisame|agéndame|agenda|programa|planifica|(?:añade|añadir|añadí|agrega|agregá|agregar|crea|crear|creá|pon|poner|poné|apunta|anota|programa|mete|hazme)(?: me)? (?:una |un |la |el )?(?:nueva |nuevo )?(?:tarea|recordatorio|aviso|alarma)(?: nueva| nuevo)?(?: para| de| que)?:?";

const phrases: Phrase[] = [
  // Marks: quotes as the rules read them, ¡…!, trailing dots.
  everywhere("[«»“”„]", '"'),
  everywhere("[‘’]", "'"),
  everywhere("^¡\\s*|!+$|\\.+$", ""),
  // Openers and what only makes it polite ("hola", "vale", "por favor", "gracias").
  everywhere(
    "^(?:(?:hola|holi|buenas|buenos días|buenas tardes|buenas noches|vale|ok|okay|okey|bueno|pues|oye|hey|eh|entonces|por cierto|además|y|también|mira,|fíjate,|genial|perfecto|gracias|por favor|porfa|porfi)\\b[,!:.]?\\s*)+",
    "",
  ),
  everywhere("[,\\s]*\\b(?:por favor|porfa|porfi|gracias|muchas gracias)\\b[,\\s]*(?=[?]*$)", ""),
  everywhere(",?\\s*\\bpor favor\\b,?", " "),
  // Reminders, however asked: "recuérdame", "¿me puedes recordar…?", "añade una tarea para…".
  everywhere(`^¿?\\s*(?:${POLITE} )?(?:${REMINDER}|recordar(?:me|nos)?)\\s*(?:que |de )?(.*?)\\s*\\??$`, "remind me to $1"),
  // Asked politely: a request even with "¿…?" ("¿puedes regar la albahaca?").
  everywhere(`^¿?\\s*${POLITE},? (.+?)\\s*\\??$`, "$1"),
  // Questions are not requests: "¿debo regar…?", "cuándo cosecho…".
  everywhere("^¿[\\s\\S]*$|^[\\s\\S]*\\?\\s*$", ""),
  everywhere(
    "^(?:qué|que|cuándo|cuando|cómo|como|dónde|donde|cuál|cuáles|cuánto|cuánta|cuántos|cuántas|quién|quiénes|por qué|para qué|cada cuánto|debo|debería|deberíamos|debemos|hace falta|hay que|tengo que|tenemos que|es|son|puedo|podemos|se puede|sabes|conviene|crees|me recomiendas|recomiendas|necesita|necesitan)\\b[\\s\\S]*$",
    "",
  ),
  // "Anota que regué…": what was done is the request.
  everywhere("^(?:anota|apunta|registra|anótame|apúntame|ten en cuenta|para que conste|te cuento|te aviso|quiero que sepas)(?: que|:)\\s*", ""),
  // Who did it, and words that add nothing before the verb ("yo", "ya", "recién").
  everywhere("^(?:(?:yo|nosotros|nosotras|ya|recién|por fin|finalmente|al final|también|hoy ya)\\s+)+", ""),
  everywhere("^(?:lo|le|les) (.+ todo)$", "$1"),
  // "Cambié la albahaca de maceta": the verb together.
  everywhere("\\b(cambié|cambiamos|cambiar|cambia|cambie|cambiá|cambiado) (.+?) de (maceta|tiesto)\\b", "$1 de $3 $2"),

  // Amounts: decimal commas, halves, dozens, number words, units.
  everywhere("(\\d),(\\d)", "$1.$2"),
  everywhere("\\b(\\d{1,4}) (?:kilos?|kilogramos?|kg) y medio\\b", (match) => `${match[1]}.5 kg`),
  everywhere("\\b(?:un )?kilo y medio\\b", "1.5 kg"),
  everywhere("\\bmedio (?:kilo|kilogramo)\\b", "0.5 kg"),
  everywhere("\\bmedia libra\\b", "0.5 lb"),
  everywhere("\\bun (kilo|kilogramo|gramo)\\b", "1 $1"),
  everywhere("\\buna (libra|onza)\\b", "1 $1"),
  everywhere("\\bmedia docena\\b", "6"),
  everywhere("\\buna docena\\b", "12"),
  everywhere("\\bun par\\b(?: de)?", "2"),
  everywhere("\\bquince días\\b", "2 semanas"),
  everywhere(`\\b(?:${NUMBERS.map(([name]) => name).join("|")})\\b`, (match) => String(numberOf(match[0]))),
  everywhere("\\b(\\d{1,4}) docenas?\\b", (match) => String(Number(match[1]) * 12)),
  everywhere("(\\d) ?(?:kilogramos?|kilos?|kgs?)\\b", "$1 kg"),
  everywhere("(\\d) ?(?:gramos?|grs?|g)\\b", "$1 g"),
  everywhere("(\\d) ?(?:libras?|lbs?)\\b", "$1 lb"),
  everywhere("(\\d) ?(?:onzas?|oz)\\b", "$1 oz"),
  everywhere("(\\d) (?:unidades|piezas|frutos)\\b", "$1"),

  // Days said as done or to come.
  everywhere("\\b(?:antes de ayer|anteayer|antier)\\b", "the day before yesterday"),
  everywhere("\\b(?:anoche|ayer (?:por|en|a) la noche)\\b", "last night"),
  everywhere("\\bayer(?: (?:por|en|a) la (?:mañana|tarde))?\\b", "yesterday"),
  everywhere("\\bpasado mañana\\b", "the day after tomorrow"),
  everywhere("\\bmañana (?:(?:por|en|a) la (?:mañana|tarde|noche)|temprano)\\b", "tomorrow"),
  everywhere("\\b(?:cada|todas las) mañanas?\\b", "every morning"),
  everywhere("\\b(?:cada|todas las) noches?\\b", "every night"),
  everywhere("\\b(?:cada|todas las) tardes?\\b", "every evening"),
  // Today, now, earlier: the rules' default, so left out.
  everywhere(
    ",?\\s*\\b(?:hoy(?: mismo)?(?: (?:por|en|a) la (?:mañana|tarde|noche))?|esta mañana|esta tarde|esta noche|ahora(?: mismo)?|hace un rato|hace nada|(?:por|en|a) la (?:mañana|tarde|noche)|de madrugada|temprano)\\b,?",
    " ",
  ),
  everywhere("\\bmañana\\b", "tomorrow"),
  everywhere("\\b(?:la )?(?:semana que viene|próxima semana|semana próxima)\\b", "next week"),
  everywhere("\\b(?:el )?(?:mes que viene|próximo mes|mes próximo)\\b", "next month"),

  // Rhythms: "cada dos semanas", "a diario", "todos los sábados", "dos veces por semana".
  everywhere("\\b(?:un día sí,? y? ?(?:otro|un día) no|día por medio|(?:en )?días alternos)\\b", "every other day"),
  everywhere("\\b(?:cada quincena|quincenalmente)\\b", "every 2 weeks"),
  everywhere(
    "\\b(\\d{1,2}) veces (?:al|por|a la|cada|en la|en el) (día|semana|mes|año)\\b",
    (match) => `${match[1] === "2" ? "twice" : `${match[1]} times`} a ${periodOf(match[2]!)}`,
  ),
  everywhere("\\buna vez (?:al|por|a la|cada|en la|en el) (día|semana|mes|año)\\b", (match) => `every ${periodOf(match[1]!)}`),
  everywhere("\\b(?:una vez )?cada (\\d{1,4}) (días?|semanas?|mes(?:es)?|años?)\\b", (match) => `every ${count(match[1]!, match[2]!)}`),
  everywhere("\\b(?:cada|todos los|todas las) (día|días|semana|semanas|mes|meses|año|años)\\b", (match) => `every ${periodOf(match[1]!)}`),
  everywhere("\\b(?:a diario|diariamente)\\b", "daily"),
  everywhere("\\bsemanalmente\\b", "weekly"),
  everywhere("\\bmensualmente\\b", "monthly"),
  everywhere("\\banualmente\\b", "yearly"),
  everywhere(`\\b(?:cada|todos los|todas las|los) (${WEEKDAY})s?\\b`, (match) => `every ${weekdayIn(match[1]!)}`),
  // Days of the week, and the prepositions before days ("hasta el lunes" → "until monday").
  everywhere(
    `\\b(?:(hasta|para|a) )?(?:(el|al|este|esta) )?(?:(próximo) )?(${WEEKDAY})\\b(?: (que viene|próximo))?`,
    (match) => {
      const [, before, article, next, day, after] = match;
      const preposition = before ? (rx("^hasta$").test(before) ? "until " : "to ") : article && rx("^al$").test(article) ? "to " : "";
      const which = next || after ? "next " : article && rx("^est[ea]$").test(article) ? "this " : article && !preposition ? "on " : "";
      return `${preposition}${which}${weekdayIn(day!)}`;
    },
  ),
  everywhere("\\b(?:hasta) (?=(?:the day after tomorrow|tomorrow|next week|next month)\\b)", "until "),
  everywhere("\\b(?:para|a|al) (?=(?:the day after tomorrow|tomorrow|next week|next month)\\b)", "to "),
  everywhere(
    "\\b(?:a partir de(?:l| la)?|desde(?: el| la)?) (?:on )?(?=(?:the day after tomorrow|tomorrow|next week|next month|(?:next |this )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\\b)",
    "starting ",
  ),
  everywhere("\\b(?:dentro de|en) (\\d{1,4}|un|una) (días?|semanas?)\\b", (match) => `in ${count(match[1]!, match[2]!)}`),
  everywhere("\\b(?:durante|por) (\\d{1,4}|un|una) (días?|semanas?)\\b", (match) => `for ${count(match[1]!, match[2]!)}`),
  everywhere("\\b(\\d{1,4}|un|una) (días?|semanas?)$", (match) => count(match[1]!, match[2]!)),

  // Everything, lists.
  everywhere("\\btodo\\b", "everything"),
  everywhere("\\btod(?:a|os|as)\\b", "all"),
  everywhere("\\s+(?:y|e)\\s+", " and "),
  everywhere("\\s+(?:o|u)\\s+", " or "),
  // A day already past goes last, where the rules read it ("ayer regué…" → "… yesterday").
  everywhere("^(.*?)\\s*\\b(the day before yesterday|yesterday|last night)\\b,?\\s*(.+)$", "$1 $3 $2"),
];

const SNOOZE = "pospón|pospon|posponé|posponer|pospone|posponga|pospongan|posponed|pospuse|he pospuesto|aplaza|aplazá|aplazar|aplace|aplacen|aplacé|he aplazado|retrasa|retrasá|retrasar|retrase|atrasa|atrasá|atrasar|atrase|demora|demorar";
const SNOOZE_WITH_DAY = "deja|dejá|dejar|deje|pasa|pasá|pasar|pase|mueve|mové|mover|mueva|cambia|cambiá|cambiar|cambie";
const DONE_WORD = "(?:hech|terminad|acabad|completad|realizad|list)(?:o|a|os|as)";

const shapes: Phrase[] = [
  // Reminders: "remind me to" and the task, its verb in English ("recuérdame abonar los rosales cada dos semanas").
  shape("remind me to (.+)", (match) => {
    let task = match[1]!;
    const needless = rx("^(?:que |de |a )?(?:(?:tengo|tenemos|tienes) que |(?:debo|debemos) |hay que |(?:he|hemos) de )?");
    task = task.replace(needless, "");
    task = task.replace(/^((?:the day after tomorrow|tomorrow|next week|next month|(?:on |next |this |to )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in \d+ (?:days|weeks)),? )(.+)$/i, "$2 $1");
    task = task.replace(needless, "");
    const said =
      leadingVerb(task, (verb) => `${verb.infinitive}|${verb.subjunctive}|${verb.imperative}`, (verb) => verb.en[1]) ??
      leadingVerb(task, (verb) => `(?:(?:el|la|los|las) )?(?:${verb.noun ?? "(?!)"})(?: de| del| de la| de los| de las)?`, (verb) => verb.en[1]) ??
      task;
    return `remind me to ${said}`;
  }),

  // Putting a task off: "pospón la poda hasta el sábado", "aplaza el riego de la albahaca 2 días".
  shape(`(?:${SNOOZE}) (.+)`, (match) => snoozeWhen(`postpone ${taskWords(match[1]!)}`)),
  shape(`(?:${SNOOZE_WITH_DAY}) (.+) (${WHEN})`, (match) => snoozeWhen(`postpone ${taskWords(match[1]!)} ${match[2]}`)),

  // Harvests: "he cosechado 2 kg de calabacines", "anota 500 g de fresas", "3 fresas recogidas", "Big Red dio 2 kg".
  shape(`(?:anota|apunta|registra|guarda|anótame|apúntame|log)(?: una| la)?(?: cosecha)?(?: de)?:? (\\d.+)`, (match) => `log ${harvested(match[1]!)}`),
  shape("(?:(?:la )?(?:cosecha|recolección)(?: de| del día)?|cosechad[oa]s?|recogid[oa]s?): ?(.+)", (match) => `harvested ${harvested(match[1]!)}`),
  shape("(\\d.*?) (?:cosechad|recogid|recolectad|cogid)(?:o|a|os|as)(?: yesterday| last night| the day before yesterday)?", (match) => `harvested ${harvested(match[1]!)}`),
  // Only an amount: "1,5 kg de patatas".
  shape("(\\d{1,7}(?:\\.\\d{1,3})? ?(?:kg|g|lb|oz) .+)", (match) => harvested(match[1]!)),
  shape("(.+?) (?:me )?(?:ha dado|han dado|dio|dieron|produjo|ha producido) (\\d.+)", (match) => `log ${harvested(match[2]!)} from ${match[1]}`),
  ...[HARVEST, PICK, DIG].flatMap((verb) => [
    shape(`(?:${doneForms(verb)})(?: (.+))?`, (match) => tidy(`${verb.en[0]} ${harvested(match[1] ?? "")}`)),
    shape(`(?:${verb.imperative}|${verb.infinitive})(?: (.+))?`, (match) => tidy(`${verb.en[1]} ${harvested(match[1] ?? "")}`)),
  ]),

  // Watering: "he regado los tomates", "regué todo lo del invernadero", "riega la albahaca a diario".
  shape(`(?:${doneForms(WATER)})(?: (.+))?`, (match) => tidy(`watered ${wateredPlants(match[1] ?? "")}`)),
  shape(`(?:${WATER.imperative}|${WATER.infinitive})(?: (.+))?`, (match) => tidy(`water ${wateredPlants(match[1] ?? "")}`)),
  shape("(?:anota|apunta|registra|guarda)(?: el| un)? riego(?: de| a| para| en| del| al)? ?(.*)", (match) => tidy(`log watering ${wateredPlants(match[1] ?? "")}`)),

  // Other care done, or asked for with a rhythm: "he podado los rosales", "abona los rosales cada mes".
  ...CARE.flatMap((verb) => [
    shape(`(?:${doneForms(verb)}) (.+?)(?: yesterday| last night| the day before yesterday)?`, (match) => `${verb.en[0]} ${match[1]}`),
    shape(`(?:${verb.imperative}|${verb.infinitive}) (.+)`, (match) => `${verb.en[1]} ${match[1]}`),
  ]),

  // A plant's state: "los tomates ya están regados", "ya están podados los rosales".
  ...[WATER, HARVEST, PICK, ...CARE].flatMap((verb) => [
    shape(`(.+?) ${BE} (?:${stateForms(verb)})`, (match) => (verb === WATER ? `watered ${wateredPlants(match[1]!)}` : `${verb.en[0]} ${match[1]}`)),
    shape(`${BE} (?:${stateForms(verb)}) (.+)`, (match) => (verb === WATER ? `watered ${wateredPlants(match[1]!)}` : `${verb.en[0]} ${match[1]}`)),
  ]),

  // New plants: "añade 3 tomates", "añade una albahaca llamada Lulu en la cocina", "planté dos fresas en el bancal".
  shape("(?:añade|añadí|añadir|agrega|agregá|agregar|agregué|(?:he|hemos) (?:añadido|agregado)|incluye|mete) (\\d[\\d.]* ?(?:kg|g|lb|oz)\\b.*)", (match) => `log ${harvested(match[1]!)}`),
  shape("(?:nueva planta|planta nueva)\\s*:?\\s*(.+)", (match) => `new plant: ${addedPlants(match[1]!)}`),
  shape("(?:añade|añadí|añadir|agrega|agregá|agregar|agregué|(?:he|hemos) (?:añadido|agregado)|incluye|mete) (.+)", (match) => `add ${addedPlants(match[1]!)}`),
  shape("(?:planta|plantá|plantar|planté|plantamos|(?:he|hemos) plantado) (.+)", (match) => `planted ${addedPlants(match[1]!)}`),
  shape("(?:compré|compramos|(?:he|hemos) comprado) (.+)", (match) => `bought ${addedPlants(match[1]!)}`),

  // Tasks done by name: "marca 'Fertilize Tomato' como hecha", "la poda ya está hecha", "he hecho la poda".
  shape(`(?:marca|marcá|marcar|márcame|marque|marcad|pon|poné|poner|da|dar|deja|dejá) (.+?) (?:como|por) ${DONE_WORD}`, (match) => `mark ${taskWords(match[1]!)} as done`),
  shape(`(?:da|dá|doy|dar|damos|dé) por ${DONE_WORD} (.+)`, (match) => `mark ${taskWords(match[1]!)} as done`),
  shape("(?:tacha|tachá|tachar|tache|taché|tachad)(?: de la lista)? (.+?)(?: de la lista)?", (match) => `tick off ${taskWords(match[1]!)}`),
  shape(`${DONE_WORD} ?[:–-] ?(.+)`, (match) => `done: ${taskWords(match[1]!)}`),
  shape(`(.+?),? (?:ya )?(?:está|están|estaba|estaban|quedó|quedaron|ha quedado|han quedado|queda|quedan) ${DONE_WORD}`, (match) => `mark ${taskWords(match[1]!)} as done`),
  shape(`(?:ya )?(?:está|están|quedó|quedaron) ${DONE_WORD} (.+)`, (match) => `mark ${taskWords(match[1]!)} as done`),
  shape(
    "(?:(?:he|hemos) (?:hecho|terminado|acabado|completado|realizado)|hice|hicimos|terminé|terminamos|acabé|acabamos|completé|completamos|realicé) (?!de )(.+?)(?: yesterday| last night| the day before yesterday)?",
    (match) => `completed ${taskWords(match[1]!)}`,
  ),
];

// ---------------------------------------------------------------- plural forms

/** Other names a plant goes by in Spain and Latin America (by its name here, lower case, no accents). */
const OTHER_NAMES: Record<string, string[]> = {
  patata: ["papa"],
  fresa: ["frutilla"],
  calabacin: ["calabacita", "zapallito", "zucchini"],
  "judia verde": ["judía", "ejote", "chaucha", "vainita", "habichuela", "poroto verde"],
  guisante: ["arveja", "chícharo"],
  "maiz dulce": ["maíz", "elote", "choclo"],
  pimiento: ["pimentón", "morrón", "chile morrón"],
  "pimiento picante": ["chile", "ají", "guindilla", "chile picante"],
  remolacha: ["betabel", "betarraga"],
  calabaza: ["zapallo", "auyama", "ayote"],
  rosal: ["rosa"],
  tomate: ["jitomate"],
  "tomate cherry": ["tomate cereza", "cherry"],
  limonero: ["limón"],
  manzano: ["manzana"],
  higuera: ["higo"],
  vid: ["parra", "uva"],
  zarzamora: ["mora"],
  cebollino: ["cebollín", "ciboulette"],
  cilantro: ["culantro"],
  "col rizada": ["kale"],
  repollo: ["col"],
  "aloe vera": ["aloe", "sábila"],
  pothos: ["potus", "poto"],
  sansevieria: ["lengua de suegra"],
  monstera: ["costilla de adán"],
  tagete: ["cempasúchil", "clavel de moro"],
  sandia: ["patilla"],
  brocoli: ["brécol"],
  "arbol de jade": ["jade", "planta de jade"],
};

const plainKey = (name: string) => name.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "").trim();
const UNACCENTED: Record<string, string> = { á: "a", é: "e", í: "i", ó: "o", ú: "u", Á: "A", É: "E", Í: "I", Ó: "O", Ú: "U" };

/** A word's plural: tomate → tomates, calabacín → calabacines, maíz → maíces, lunes → lunes. */
function pluralOf(word: string): string {
  const upper = word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase();
  const ending = (suffix: string) => (upper ? suffix.toUpperCase() : suffix);
  if (!/\p{L}$/u.test(word) || /[sx]$/i.test(word)) return word;
  if (/[aeiouáéó]$/i.test(word)) return word + ending("s");
  if (/[íú]$/i.test(word)) return word + ending("es");
  if (/z$/i.test(word)) return word.slice(0, -1) + ending("ces");
  if (/y$/i.test(word)) return word + ending("s");
  // A consonant: "es", and the last syllable's accent goes (melón → melones).
  return word.replace(/([áéíóúÁÉÍÓÚ])([^aeiouáéíóúAEIOUÁÉÍÓÚ]+)$/u, (_, vowel: string, rest: string) => UNACCENTED[vowel]! + rest) + ending("es");
}

/** A name's plurals: its first word, and every word before "de" ("pimientos picantes", "árboles de jade"). */
function pluralsOf(name: string): string[] {
  const words = name.trim().split(/\s+/);
  if (words.length === 0 || words[0] === "") return [];
  const head = words.findIndex((word, index) => index > 0 && /^(?:de|del|con|a|al|en)$/i.test(word));
  const end = head === -1 ? words.length : head;
  return [
    [pluralOf(words[0]!), ...words.slice(1)].join(" "),
    [...words.slice(0, end).map(pluralOf), ...words.slice(end)].join(" "),
  ];
}

function formsOf(name: string): string[] {
  const capital = /^\p{Lu}/u.test(name);
  const others = (OTHER_NAMES[plainKey(name)] ?? []).map((other) => (capital ? other.charAt(0).toUpperCase() + other.slice(1) : other));
  const forms = [...pluralsOf(name), ...others, ...others.flatMap(pluralsOf)];
  return [...new Set(forms)].filter((form) => form !== name);
}

export const es: Phrasebook = {
  phrases,
  shapes,
  // Articles, possessives, prepositions, clitics and words said around plant names.
  fillerWords:
    "el la lo los las un una unos unas mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras este esta estos estas ese esa esos esas aquel aquella aquellos aquellas de del al a en con para por desde hasta sobre también tambien ya que le les se me nos planta plantas plantita plantitas mata matas hoy ayer cosechado cosechada cosechados cosechadas recogido recogida recogidos recogidas pobre pobres nuevo nueva nuevos nuevas pequeño pequeña pequeños pequeñas otro otra otros otras demás resto",
  formsOf,
};
