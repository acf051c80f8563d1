import "server-only";
import type { CataloguePlant } from "@/lib/garden-types";
import { sunlightName } from "@/lib/catalogue-search";
import { escapeRegExp } from "@/lib/escape-reg-exp";
import { formatTemperature } from "@/lib/format";
import { formatHarvest } from "@/lib/harvest";
import { DEFAULT_APP_LOCALE, FORMAT_LOCALES, type AppLocale } from "@/lib/i18n/locales";
import { wordsIn } from "@/lib/i18n/words";
import { plantDisplayName, plantKindName } from "@/lib/plant-display";
import { formatTaskDuration } from "@/lib/tasks";
import { formatNextWatering } from "@/lib/watering";
import { conditionKey } from "@/lib/weather";
import { catalogueWordsIn, type CatalogueWords } from "@/server/garden/catalogue-words";
import englishServer from "@/locales/en/server.json";
import type { GardenerContext } from "./gardener-context";

/** What the offline assistant always says of itself (in English; each language's is its "note"). */
export const OFFLINE_NOTE = englishServer.OfflineAssistant.note;

/** The offline assistant's words in one language: its sentences, the display words it shares with the screens, the catalogue's names. */
export type OfflineWords = {
  t: Awaited<ReturnType<typeof wordsIn<"OfflineAssistant">>>;
  watering: Awaited<ReturnType<typeof wordsIn<"Watering">>>;
  plantFacts: Awaited<ReturnType<typeof wordsIn<"PlantFacts">>>;
  weather: Awaited<ReturnType<typeof wordsIn<"Weather">>>;
  tasks: Awaited<ReturnType<typeof wordsIn<"Tasks">>>;
  catalogue: CatalogueWords;
  /** What the gardener asks about, by the words they use: their language's and English. */
  asks: Record<Topic, RegExp>;
};

type Topic = "askWatering" | "askTasks" | "askWeather" | "askHarvest";
const TOPICS: Topic[] = ["askWatering", "askTasks", "askWeather", "askHarvest"];

/**
 * A topic's words as a pattern: "water*, to do*, sun" finds a word starting "water", the words
 * "to do" in a row, or the word "sun". Letters of any alphabet count as a word's (é, ß, ñ).
 */
export function askPattern(lists: string[]): RegExp {
  const words = lists
    .flatMap((list) => list.split(","))
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean)
    .map((word) => (word.endsWith("*") ? escapeRegExp(word.slice(0, -1)) : `${escapeRegExp(word)}(?![\\p{L}\\p{N}])`).replace(/ /g, "\\s+"));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join("|")})`, "iu");
}

const made = new Map<AppLocale, Promise<OfflineWords>>();

/** The offline assistant's words in a language, made once. */
export function offlineWordsIn(locale: AppLocale): Promise<OfflineWords> {
  const cached = made.get(locale);
  if (cached) return cached;
  const making = (async () => {
    const [t, english, watering, plantFacts, weather, tasks, catalogue] = await Promise.all([
      wordsIn(locale, "OfflineAssistant"),
      wordsIn(DEFAULT_APP_LOCALE, "OfflineAssistant"),
      wordsIn(locale, "Watering"),
      wordsIn(locale, "PlantFacts"),
      wordsIn(locale, "Weather"),
      wordsIn(locale, "Tasks"),
      catalogueWordsIn(locale),
    ]);
    const asks = Object.fromEntries(TOPICS.map((topic) => [topic, askPattern([t(topic), english(topic)])])) as Record<Topic, RegExp>;
    return { t, watering, plantFacts, weather, tasks, catalogue, asks };
  })();
  made.set(locale, making);
  return making;
}

/** "Water now" in the middle of a sentence: "water now", "jetzt gießen" (a German noun keeps its capital). */
const midSentence = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);

/** Catalogue plants named in the message, in the gardener's language or English, longest names first ("cherry tomato" before "tomato"). */
function mentionedPlants(message: string, catalogue: CataloguePlant[], words: OfflineWords): CataloguePlant[] {
  const names = catalogue.flatMap((plant) => [...new Set([words.catalogue.commonName(plant), plant.commonName])].map((name) => ({ plant, name: name.toLowerCase() })));
  const found: CataloguePlant[] = [];
  let rest = message.toLowerCase();
  for (const { plant, name } of names.sort((a, b) => b.name.length - a.name.length)) {
    if (found.includes(plant)) continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(e?s|n)?(?![\\p{L}\\p{N}])`, "u");
    if (pattern.test(rest)) {
      found.push(plant);
      rest = rest.replace(pattern, " ");
    }
  }
  return found;
}

function careCard(plant: CataloguePlant, context: GardenerContext, words: OfflineWords): string {
  const { t } = words;
  const lines = [
    t("careTitle", { name: words.catalogue.commonName(plant), scientificName: plant.scientificName }),
    t("careWater", { days: plant.waterFrequency }),
    t("careLight", { light: midSentence(sunlightName(plant.sunlight, words.plantFacts)) }),
    plant.harvestTime ? t("careHarvest", { days: plant.harvestTime }) : t("careNoHarvest"),
    `- ${words.catalogue.careDescription(plant)}`,
  ];
  for (const own of context.plants.filter((candidate) => candidate.plant?.id === plant.id)) {
    lines.push(t("careYours", { name: plantDisplayName(own), when: midSentence(formatNextWatering(own.daysUntilWatering, words.watering)) }));
  }
  return lines.join("\n");
}

function wateringAnswer(context: GardenerContext, words: OfflineWords): string {
  const { t } = words;
  if (context.plants.length === 0) return t("noPlants");
  const due = context.plants.filter((plant) => plant.daysUntilWatering !== null && plant.daysUntilWatering <= 0);
  const soon = context.plants
    .filter((plant) => plant.daysUntilWatering !== null && plant.daysUntilWatering > 0)
    .sort((a, b) => a.daysUntilWatering! - b.daysUntilWatering!)
    .slice(0, 5);
  const lines = [due.length ? t("needWaterNow", { plants: due.map(plantDisplayName).join(", ") }) : t("nothingNeedsWater")];
  if (soon.length) {
    const plants = soon.map((plant) => t("comingUpPlant", { name: plantDisplayName(plant), when: midSentence(formatNextWatering(plant.daysUntilWatering, words.watering)) }));
    lines.push(t("comingUp", { plants: plants.join(", ") }));
  }
  const rain = context.weather?.tips.find((tip) => tip.kind === "rain");
  if (rain) lines.push(`${rain.reason} ${rain.advice}`);
  return lines.join("\n\n");
}

function tasksAnswer(context: GardenerContext, { t, tasks }: OfflineWords): string {
  if (context.dueTasks.length === 0) return t("noTasks");
  return [
    t("tasksDue", { count: context.dueTasks.length }),
    ...context.dueTasks
      .slice(0, 10)
      .map((task) => t(task.dueDate < context.today ? "taskLineOverdue" : "taskLine", { title: task.title, duration: formatTaskDuration(task.estimatedMinutes, tasks) })),
  ].join("\n");
}

function weatherAnswer(context: GardenerContext, words: OfflineWords): string {
  const { t } = words;
  if (!context.weather) return context.profile.location ? t("weatherUnreachable") : t("weatherNoPlace");
  const { weather, tips } = context.weather;
  const temperature = formatTemperature(weather.temperature, { locale: FORMAT_LOCALES[context.profile.locale], units: context.profile.units });
  const lines = [t("weatherNow", { place: weather.location, temperature, condition: midSentence(words.weather(conditionKey(weather))) })];
  if (tips.length) lines.push(...tips.map((tip) => `- **${tip.title}:** ${tip.advice} ${tip.reason}`));
  else lines.push(t("noWeatherWarnings"));
  return lines.join("\n");
}

function harvestAnswer(context: GardenerContext, words: OfflineWords): string {
  const crops = context.plants.filter((plant) => plant.daysUntilHarvest !== null);
  if (crops.length === 0) return words.t("noHarvests");
  return crops
    .sort((a, b) => a.daysUntilHarvest! - b.daysUntilHarvest!)
    .map((plant) => `- ${plantDisplayName(plant)} (${plantKindName(plant)}): ${formatHarvest(plant.daysUntilHarvest, words.plantFacts)}`)
    .join("\n");
}

/**
 * A rule-based answer from the catalogue and the gardener's own data, in their language (it also
 * understands English); says plainly what it is.
 */
export function offlineAnswer(message: string, context: GardenerContext, catalogue: CataloguePlant[], words: OfflineWords): string {
  const parts: string[] = [];
  const asks = (topic: Topic) => words.asks[topic].test(message);
  const plants = mentionedPlants(message, catalogue, words).slice(0, 3);
  if (plants.length) parts.push(plants.map((plant) => careCard(plant, context, words)).join("\n\n"));
  else if (asks("askWatering")) parts.push(wateringAnswer(context, words));
  if (asks("askTasks")) parts.push(tasksAnswer(context, words));
  if (asks("askWeather")) parts.push(weatherAnswer(context, words));
  if (asks("askHarvest")) parts.push(harvestAnswer(context, words));
  if (parts.length === 0) parts.push(words.t("help"));
  return `${parts.join("\n\n")}\n\n${words.t("note")}`;
}
