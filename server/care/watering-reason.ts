import "server-only";
import type { Units } from "@/lib/format";
import { DEFAULT_APP_LOCALE, FORMAT_LOCALES, type AppLocale } from "@/lib/i18n/locales";
import { wordsIn } from "@/lib/i18n/words";
import { formatWateringReason, type WateringReason } from "@/lib/water-balance";

/** Who reads a watering's reason: their language and units (English and metric when not known). */
export type ReasonReader = { locale?: AppLocale; units?: Units };

/**
 * A gardener's watering reasons, in their language, dates and units ("Water today: it used 11 mm
 * since Tuesday…", "Heute gießen: …"): made once per list, used for each plant (docs/watering.md).
 */
export async function wateringReasonWriter(reader: ReasonReader): Promise<(reason: WateringReason, today: string) => string> {
  const locale = reader.locale ?? DEFAULT_APP_LOCALE;
  const words = await wordsIn(locale, "WateringReasons");
  const format = { locale: FORMAT_LOCALES[locale], units: reader.units };
  return (reason, today) => formatWateringReason(reason, today, words, format);
}
