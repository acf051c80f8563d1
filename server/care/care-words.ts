import "server-only";
import type { Units } from "@/lib/format";
import { DEFAULT_APP_LOCALE, FORMAT_LOCALES, type AppLocale } from "@/lib/i18n/locales";
import { wordsIn } from "@/lib/i18n/words";
import { catalogueWordsIn, type CatalogueWords } from "@/server/garden/catalogue-words";
import { plannedTitlePlant, type TaskType } from "@/lib/tasks";
import { formatWateringReason, type WateringReason } from "@/lib/water-balance";

/** Who reads the care plan's words: their language and units (English and metric when not known). */
export type CareReader = { locale?: AppLocale; units?: Units };

/** The care plan's words for one reader: made once per list, used for each plant or task. */
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

/**
 * Made once per list: a reason is put into words once for the list, however many of its plants
 * share it (a garden's plants mostly do: the same timetable, the same weather).
 */
export async function careWordsFor(reader: CareReader): Promise<CareWords> {
  const locale = reader.locale ?? DEFAULT_APP_LOCALE;
  const [reasons, titles, catalogue] = await Promise.all([wordsIn(locale, "WateringReasons"), wordsIn(locale, "PlannedTasks"), catalogueWordsIn(locale)]);
  const format = { locale: FORMAT_LOCALES[locale], units: reader.units };
  const said = new Map<string, string>();
  return {
    catalogue,
    reasonOf: (reason, today) => {
      const key = `${today} ${JSON.stringify(reason)}`;
      let words = said.get(key);
      if (words === undefined) {
        words = formatWateringReason(reason, today, reasons, format);
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
