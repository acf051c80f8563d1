import "server-only";
import type { Units } from "@/lib/format";
import { DEFAULT_APP_LOCALE, FORMAT_LOCALES, type AppLocale } from "@/lib/i18n/locales";
import { wordsIn } from "@/lib/i18n/words";
import { catalogueWordsIn, type CatalogueWords } from "@/server/garden/catalogue-words";
import { plannedTitlePlant, type TaskType } from "@/lib/tasks";
import { formatWateringReason, type WateringReason } from "@/lib/water-balance";

/** Who reads the care plan's words: their language and units (English and metric when not known). */
export type CareReader = { locale?: AppLocale; units?: Units };

/** The care plan's words for one reader: made once per language and units, used for each plant or task. */
export type CareWords = {
  /** The catalogue's plant names and care texts in the reader's language. */
  catalogue: CatalogueWords;
  /** A watering's reason (docs/watering.md): "Water today: it used 11 mm since Tuesday…", "Heute gießen: …". */
  reasonOf: (reason: WateringReason, today: string) => string;
  /**
   * A task's title: the care plan's own for its plant ("Water Tomato", the plant's stored name) in
   * the reader's language and with the name they read ("Tomate gießen"); any other (a gardener's
   * words, a plant renamed since) as it is stored.
   */
  titleOf: (task: { taskType: TaskType; title: string }, plant: { stored: string; shown: string } | null) => string;
};

/** How many reasons each reader's words keep said: a club's gardens' reasons for days on end. */
const REMEMBERED_REASONS = 2000;

/** Each reader's words, made once per language and units (a dozen at most) and kept. */
const wordsOfReaders = new Map<string, Promise<CareWords>>();

/**
 * The words for a reader, made once per language and units and shared by every list: a reason is
 * put into words once, however many plants, tasks and requests share it (a garden's plants mostly
 * do: the same timetable, the same weather), and then looked up; at most REMEMBERED_REASONS are
 * kept per reader (then it starts afresh).
 */
export function careWordsFor(reader: CareReader): Promise<CareWords> {
  const locale = reader.locale ?? DEFAULT_APP_LOCALE;
  const key = `${locale} ${reader.units ?? ""}`;
  let words = wordsOfReaders.get(key);
  if (!words) {
    words = makeCareWords(locale, reader.units);
    wordsOfReaders.set(key, words);
    words.catch(() => wordsOfReaders.delete(key));
  }
  return words;
}

async function makeCareWords(locale: AppLocale, units: Units | undefined): Promise<CareWords> {
  const [reasons, titles, catalogue] = await Promise.all([wordsIn(locale, "WateringReasons"), wordsIn(locale, "PlannedTasks"), catalogueWordsIn(locale)]);
  const format = { locale: FORMAT_LOCALES[locale], units };
  const said = new Map<string, string>();
  return {
    catalogue,
    reasonOf: (reason, today) => {
      const key = `${today} ${JSON.stringify(reason)}`;
      let words = said.get(key);
      if (words === undefined) {
        words = formatWateringReason(reason, today, reasons, format);
        if (said.size >= REMEMBERED_REASONS) said.clear();
        said.set(key, words);
      }
      return words;
    },
    titleOf: (task, plant) => {
      const planned = plannedTitlePlant(task);
      return planned && plant && planned.plant === plant.stored ? titles(planned.taskType, { plant: plant.shown }) : task.title;
    },
  };
}
