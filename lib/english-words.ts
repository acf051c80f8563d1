// The display words (locales/en/display.json) in English: for what the server writes in no
// gardener's language (the assistant's prompt and tools, which speak English) and for the display
// helpers' unit tests. A screen passes its own words instead (useTranslations).
import { createTranslator } from "next-intl";
import care from "@/locales/en/care.json";
import display from "@/locales/en/display.json";

/** lib/tasks.ts's words in English (a task's duration). */
export const englishTasks = createTranslator({ locale: "en", messages: care, namespace: "Tasks" });

/** lib/watering.ts's words in English. */
export const englishWatering = createTranslator({ locale: "en", messages: display, namespace: "Watering" });

/** lib/harvest.ts's, lib/plant-display.ts's and lib/catalogue-search.ts's words in English. */
export const englishPlantFacts = createTranslator({ locale: "en", messages: display, namespace: "PlantFacts" });

/** lib/place.ts's notices in English. */
export const englishPlaceNotices = createTranslator({ locale: "en", messages: display, namespace: "PlaceNotices" });

/** lib/notifications.ts's reminder problems in English. */
export const englishReminderDelivery = createTranslator({ locale: "en", messages: display, namespace: "ReminderDelivery" });
