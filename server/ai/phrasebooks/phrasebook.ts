// How the offline assistant reads change requests written in a language other than English
// (docs/architecture.md, "The AI gardener offline"). Its rules (server/ai/offline-proposals.ts) read
// English; a language's phrasebook says a request of that language as the English request the
// rules read, keeping the gardener's own words for what they name (plants, places, nicknames):
// "Ich habe die Tomaten gestern gegossen" is "watered die Tomaten yesterday". Articles and the like
// left in it ("die") are words the rules skip (`fillerWords`). A language without a phrasebook is
// read in English only.

/** One way of saying something, and the English the rules read for it. */
export type Phrase = {
  /** Matched against the sentence (lower or upper case alike: give patterns the `i` flag, and `u` for letters like ä, é, ñ). */
  pattern: RegExp;
  /** The English for it: a replacement string ($1, $2 are the parts kept as said) or a function of the match. */
  english: string | ((match: RegExpExecArray) => string);
};

export type Phrasebook = {
  /**
   * Words and phrases said inside any request, replaced wherever they stand before the sentence's
   * shape is read: days and rhythms ("morgen" → "tomorrow", "alle zwei Wochen" → "every 2 weeks"),
   * units, number words, places by what they are ("Gewächshaus" → "greenhouse"), "alles" →
   * "everything". Patterns need the `g` flag; they are applied in order.
   */
  phrases: Phrase[];
  /**
   * The shapes of request sentences, tried in order after `phrases`: the first that fits the whole
   * sentence gives the English request ("watered $1", "remind me to feed $1 every 2 weeks").
   */
  shapes: Phrase[];
  /** Words around plant names that name nothing in this language (articles, possessives, prepositions), space-separated. */
  fillerWords: string;
  /** The other forms a plant's name takes in a request: its plural ("Tomate" → ["Tomaten"]). */
  formsOf: (name: string) => string[];
};

const apply = (text: string, phrase: Phrase): string =>
  typeof phrase.english === "string" ? text.replace(phrase.pattern, phrase.english) : text.replace(phrase.pattern, (...args) => (phrase.english as (match: RegExpExecArray) => string)(matchOf(args)));

/** String.replace's arguments as the match array the rules' functions take. */
function matchOf(args: unknown[]): RegExpExecArray {
  const groupsAt = args.findIndex((arg) => typeof arg === "number");
  const match = args.slice(0, groupsAt) as string[] as unknown as RegExpExecArray;
  match.index = args[groupsAt] as number;
  match.input = args[groupsAt + 1] as string;
  return match;
}

/** Each phrasebook's shapes as they are matched: once, from the start (no `g` flag), made on first use. */
const matchedShapes = new WeakMap<Phrasebook, Phrase[]>();

function shapesOf(phrasebook: Phrasebook): Phrase[] {
  let shapes = matchedShapes.get(phrasebook);
  if (!shapes) {
    shapes = phrasebook.shapes.map((shape) => ({ ...shape, pattern: new RegExp(shape.pattern.source, shape.pattern.flags.replace("g", "")) }));
    matchedShapes.set(phrasebook, shapes);
  }
  return shapes;
}

/** A sentence of the language as the English request the rules read, or null when none of its shapes fits. */
export function readRequest(sentence: string, phrasebook: Phrasebook): string | null {
  let text = sentence.replace(/\s+/g, " ").trim();
  for (const phrase of phrasebook.phrases) text = apply(text, phrase).replace(/\s+/g, " ").trim();
  for (const shape of shapesOf(phrasebook)) {
    const match = shape.pattern.exec(text);
    if (match) return (typeof shape.english === "string" ? match[0].replace(shape.pattern, shape.english) : shape.english(match)).replace(/\s+/g, " ").trim();
  }
  return null;
}
