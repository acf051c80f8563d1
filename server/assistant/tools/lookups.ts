import "server-only";
import type { LookupOutput } from "@/lib/assistant-tools";
import { searchCatalogue } from "@/lib/catalogue-search";
import { todayInTimeZone } from "@/lib/dates";
import { englishWatering } from "@/lib/english-words";
import { guidePath } from "@/lib/guide-paths";
import { plantDisplayName, plantKindName } from "@/lib/plant-display";
import { plantStatusLabel } from "@/lib/plant-status";
import { SUNLIGHT_LABELS } from "@/lib/plant-catalogue";
import type { Task } from "@/lib/task-types";
import { DEFAULT_JOURNAL_ENTRIES_READ } from "@/lib/validations/assistant-tools";
import { DEFAULT_APP_LOCALE } from "@/lib/i18n/locales";
import { wordsIn } from "@/lib/i18n/words";
import { formatLastWatered, formatNextWatering } from "@/lib/watering";
import type { Gardener } from "@/server/account/gardener";
import { listDiagnoses } from "@/server/assistant/diagnoses";
import { harvestYear } from "@/server/care/harvests";
import { gardenPlan } from "@/server/care/planner";
import { listTasks } from "@/server/care/tasks";
import { catalogueWordsIn } from "@/server/garden/catalogue-words";
import { listJournal } from "@/server/garden/journal";
import { PLANT_NOT_FOUND } from "@/server/garden/ownership";
import { listCataloguePlants, listUserPlants } from "@/server/garden/plants";
import { HttpError, notFound } from "@/server/http/errors";
import { weatherForGardener } from "@/server/weather";

// The AI gardener's lookups (docs/architecture.md#the-ai-gardener-acts): each reads through the same
// server functions as the REST routes, with the caller's rights, and answers compact JSON the
// model reads (in English, the language of its instructions), with `seen` saying in the gardener's
// words what it looked at (the chat's "Looked at ..." line; "AssistantTools" in
// locales/<code>/server.json). Lists are capped so one answer can't flood the model's context.

/** The most items one lookup lists. */
const LIST_CAP = 60;

/** The words of the chat's line, in the gardener's language. */
const seenWords = (gardener: Pick<Gardener, "locale">) => wordsIn(gardener.locale ?? DEFAULT_APP_LOCALE, "AssistantTools");

function taskLine(task: Task) {
  return {
    id: task.id,
    title: task.title,
    type: task.taskType,
    dueDate: task.dueDate,
    priority: task.priority,
    plant: task.userPlant?.name ?? null,
    userPlantId: task.userPlantId,
    repeatEveryDays: task.repeatEveryDays ?? null,
    ...(task.wateringReason ? { reason: task.wateringReason } : {}),
  };
}

export async function listPlantsLookup(gardener: Gardener): Promise<LookupOutput & Record<string, unknown>> {
  const [plants, t] = await Promise.all([listUserPlants(gardener), seenWords(gardener)]);
  return {
    seen: plants.length ? t("seenPlants", { count: plants.length }) : t("seenNoPlants"),
    count: plants.length,
    plants: plants.slice(0, LIST_CAP).map((plant) => ({
      id: plant.id,
      name: plantDisplayName(plant),
      kind: plantKindName(plant),
      catalogueSlug: plant.plant?.slug ?? null,
      status: plantStatusLabel(plant.status),
      location: plant.location,
      grows: plant.exposure,
      nextWatering: formatNextWatering(plant.daysUntilWatering, englishWatering),
      nextWateringDate: plant.nextWateringDate,
      wateringReason: plant.wateringReason,
      lastWatered: formatLastWatered(plant.daysSinceWatering, englishWatering),
    })),
    ...(plants.length > LIST_CAP ? { notListed: plants.length - LIST_CAP } : {}),
  };
}

export async function listTasksLookup(gardener: Gardener): Promise<LookupOutput & Record<string, unknown>> {
  // Each list on its own, so a long one does not crowd out the others.
  const [due, upcoming, t] = await Promise.all([listTasks(gardener, "due", { limit: LIST_CAP * 2 }), listTasks(gardener, "upcoming", { limit: LIST_CAP }), seenWords(gardener)]);
  const today = todayInTimeZone(gardener.timeZone);
  const overdue = due.filter((task) => task.dueDate < today);
  const dueToday = due.filter((task) => task.dueDate === today);
  const counts = { today: dueToday.length, overdue: overdue.length };
  return {
    seen: due.length === LIST_CAP * 2 ? t("seenManyTasks", counts) : t("seenTasks", counts),
    today,
    overdue: overdue.slice(0, LIST_CAP).map(taskLine),
    dueToday: dueToday.slice(0, LIST_CAP).map(taskLine),
    upcoming: upcoming.map(taskLine),
  };
}

export async function getWeatherLookup(gardener: Gardener): Promise<LookupOutput & Record<string, unknown>> {
  const t = await seenWords(gardener);
  if (!gardener.location) return { seen: t("seenWeather"), available: false, why: "The garden has no location set (Settings)." };
  const { weather, tips } = await weatherForGardener(gardener);
  return {
    seen: t("seenForecast", { place: weather.location }),
    available: true,
    now: { temperatureC: weather.temperature, condition: weather.condition, humidity: weather.humidity, uvIndex: weather.uvIndex, windMs: weather.windSpeed },
    days: weather.daily.map((day) => ({
      date: day.date,
      condition: day.condition,
      minC: day.minTemperature,
      maxC: day.maxTemperature,
      rainMm: day.precipitationSum,
      rainChance: day.precipitationProbability,
    })),
    tips: tips.map((tip) => ({ title: tip.title, advice: tip.advice, reason: tip.reason })),
  };
}

/** A catalogue plant by name, also in the plural ("tomatoes"), owned or not. */
export async function getPlantCareLookup(gardener: Gardener, name: string): Promise<LookupOutput & Record<string, unknown>> {
  const [catalogue, t, catalogueWords] = await Promise.all([listCataloguePlants(), seenWords(gardener), catalogueWordsIn(gardener.locale)]);
  const singular = name.replace(/(?:es|s)$/i, "");
  const [plant] = searchCatalogue(catalogue, name).concat(searchCatalogue(catalogue, singular));
  if (!plant) return { seen: t("seenCatalogue", { name }), found: false, why: `No plant called "${name}" is in the catalogue.` };
  const owned = (await listUserPlants(gardener)).filter((own) => own.plant?.id === plant.id);
  return {
    seen: t("seenCare", { name: catalogueWords.commonName(plant) }),
    found: true,
    slug: plant.slug,
    commonName: plant.commonName,
    scientificName: plant.scientificName,
    category: plant.category,
    waterEveryDays: plant.waterFrequency,
    light: SUNLIGHT_LABELS[plant.sunlight],
    frostTender: plant.frostTender,
    restsInWinter: plant.winterDormant,
    daysToFirstHarvest: plant.harvestTime,
    care: plant.careDescription,
    guide: guidePath(plant.slug),
    inYourGarden: owned.map((own) => ({ id: own.id, name: plantDisplayName(own), nextWatering: formatNextWatering(own.daysUntilWatering, englishWatering) })),
  };
}

export async function listHarvestsLookup(gardener: Gardener, year?: number): Promise<LookupOutput & Record<string, unknown>> {
  const shown = year ?? Number(todayInTimeZone(gardener.timeZone).slice(0, 4));
  const [{ harvests, totals }, t] = await Promise.all([harvestYear(gardener, shown), seenWords(gardener)]);
  return {
    seen: t("seenHarvests", { year: String(shown) }),
    year: shown,
    totals: totals.map((total) => ({ plant: total.plantName, userPlantId: total.userPlantId, grams: total.weightGrams, pieces: total.count })),
    latest: harvests.slice(0, 10).map((harvest) => ({ userPlantId: harvest.userPlantId, quantity: harvest.quantity, unit: harvest.unit, on: harvest.harvestedOn })),
  };
}

export async function getPlannerLookup(gardener: Gardener): Promise<LookupOutput & Record<string, unknown>> {
  const [plan, t] = await Promise.all([gardenPlan(gardener, "all"), seenWords(gardener)]);
  const now = plan.items.filter((item) => item.start <= plan.today && plan.today <= item.end);
  const next = plan.items.filter((item) => item.start > plan.today).slice(0, 15);
  return {
    seen: t("seenPlanner"),
    today: plan.today,
    frost: plan.frost,
    openNow: now.slice(0, LIST_CAP).map((item) => ({ plant: item.commonName, action: item.action, until: item.end })),
    comingUp: next.map((item) => ({ plant: item.commonName, action: item.action, from: item.start, until: item.end })),
  };
}

export async function listDiagnosesLookup(gardener: Gardener): Promise<LookupOutput & Record<string, unknown>> {
  const [diagnoses, t] = await Promise.all([listDiagnoses(gardener), seenWords(gardener)]);
  return {
    seen: diagnoses.length ? t("seenDiagnoses", { count: diagnoses.length }) : t("seenNoDiagnoses"),
    diagnoses: diagnoses.slice(0, 10).map((diagnosis) => ({
      on: diagnosis.createdAt.slice(0, 10),
      userPlantId: diagnosis.userPlantId,
      question: diagnosis.question,
      advice: diagnosis.aiAdvice,
      plant: diagnosis.diagnosis.plantIdentification[0]?.name ?? null,
      health: diagnosis.diagnosis.plantAnalysis.health.status,
      problems: diagnosis.diagnosis.plantAnalysis.health.problems.map((problem) => problem.name),
    })),
  };
}

/** The most characters of one journal entry's note the model reads. */
const JOURNAL_TEXT_CAP = 400;
/** The most plants a refusal names when a name fits several. */
const NAMES_CAP = 10;

/** A note cut to at most `max` characters, at a word where one ends near there, marked "...". */
export function shortText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 3);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace >= max * 0.8 ? cut.slice(0, lastSpace) : cut).trimEnd()}...`;
}

type FoundPlant = { id: number; customName: string | null; customCommonName: string | null; plant: { commonName: string } | null };

/**
 * Which of the garden's plants `said` means: its id (a number, or written in digits), else its
 * own name, else its kind ("tomato", "tomatoes"), regardless of case. A name that fits several
 * plants is refused with their names and ids, so the model can ask or choose; none is a 404.
 */
export function findGardenPlant<Plant extends FoundPlant>(plants: readonly Plant[], said: string | number): Plant {
  const asId = typeof said === "number" ? said : /^\d{1,10}$/.test(said.trim()) ? Number(said.trim()) : null;
  const byId = asId === null ? undefined : plants.find((plant) => plant.id === asId);
  if (byId) return byId;
  if (typeof said === "number") throw notFound(`${PLANT_NOT_FOUND} (id ${said})`);
  const key = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();
  const wanted = key(said);
  // "tomatoes", "roses": the plural as well as the name.
  const forms = new Set([wanted, wanted.replace(/es$/, ""), wanted.replace(/s$/, "")]);
  const fits = (name: string) => forms.has(key(name));
  for (const nameOf of [plantDisplayName, plantKindName]) {
    const found = plants.filter((plant) => fits(nameOf(plant)));
    if (found.length === 1) return found[0]!;
    if (found.length > 1) {
      const named = found.slice(0, NAMES_CAP).map((plant) => `${plantDisplayName(plant)} (id ${plant.id})`);
      throw new HttpError(400, `${found.length} plants fit "${said.trim()}": ${named.join(", ")}${found.length > NAMES_CAP ? ", ..." : ""}. Choose one by its id.`);
    }
  }
  throw notFound(`A plant called "${said.trim()}" in this garden`);
}

/** A plant's latest journal entries (`limit`, newest first), read as the GET /api/journal?plant= route reads them. */
export async function readJournalLookup(gardener: Gardener, said: string | number, limit = DEFAULT_JOURNAL_ENTRIES_READ): Promise<LookupOutput & Record<string, unknown>> {
  const [plants, t] = await Promise.all([listUserPlants(gardener), seenWords(gardener)]);
  const plant = findGardenPlant(plants, said);
  const name = plantDisplayName(plant);
  const page = await listJournal(gardener, { plant: plant.id });
  const entries = page.items.slice(0, limit);
  return {
    seen: entries.length ? t("seenJournal", { count: entries.length, name }) : t("seenNoJournal", { name }),
    plant: { id: plant.id, name },
    entries: entries.map((entry) => ({
      date: entry.date,
      text: shortText(entry.text, JOURNAL_TEXT_CAP),
      tags: entry.tags,
      by: entry.author?.name ?? null,
      photos: entry.photos.length,
    })),
    ...(page.items.length > limit || page.nextCursor ? { olderEntries: true } : {}),
  };
}
