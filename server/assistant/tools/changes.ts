import "server-only";
import { plantLink, type AppLink, type ChangeOutput, type ChangeProposal } from "@/lib/assistant-tools";
import { addDays, daysBetween, todayInTimeZone } from "@/lib/dates";
import { formatDay, formatList } from "@/lib/format";
import { harvestAmount, type HarvestUnit } from "@/lib/harvest-log";
import { DEFAULT_APP_LOCALE } from "@/lib/i18n/locales";
import { wordsIn } from "@/lib/i18n/words";
import { plantDisplayName } from "@/lib/plant-display";
import type { Task } from "@/lib/task-types";
import type { WriteToolInput, WriteToolName } from "@/lib/validations/assistant-tools";
import { formatOptionsOf, type Gardener } from "@/server/account/gardener";
import { recordHarvest } from "@/server/care/harvests";
import { completeTask, createTask, getTask, snoozeTask } from "@/server/care/tasks";
import { recordWaterings } from "@/server/care/watering";
import { PLANT_NOT_FOUND } from "@/server/garden/ownership";
import { addCataloguePlant, getUserPlant, listCataloguePlants, listUserPlants } from "@/server/garden/plants";
import { HttpError, notFound } from "@/server/http/errors";

// The changes the AI gardener can propose (docs/architecture.md#the-ai-gardener-acts). Each has two
// halves: `propose` checks the input against the open garden (another garden's plant or task is
// "not found", as on the REST routes) and says exactly what will change, for the approval card;
// `apply` makes the change through the same server function as the REST route, once approved.
// Both write in the gardener's language ("AssistantTools" in locales/<code>/server.json).

type Change<Name extends WriteToolName> = {
  propose: (gardener: Gardener, input: WriteToolInput<Name>) => Promise<ChangeProposal>;
  apply: (gardener: Gardener, input: WriteToolInput<Name>) => Promise<ChangeOutput>;
};

/** What a card writes with: the gardener's words, format and today. */
async function wordsOf(gardener: Gardener) {
  const locale = gardener.locale ?? DEFAULT_APP_LOCALE;
  const [t, harvests] = await Promise.all([wordsIn(locale, "AssistantTools"), wordsIn(locale, "Harvests")]);
  const format = formatOptionsOf(gardener);
  const today = todayInTimeZone(gardener.timeZone);
  return {
    t,
    today,
    list: (names: string[]) => formatList(names, "and", format),
    /** A date as the card says it: "today", "tomorrow", or "on Nov 30". */
    day: (date: string) => {
      const days = daysBetween(today, date);
      if (days === 0) return t("today");
      if (days === 1) return t("tomorrow");
      return t("onDay", { day: formatDay(date, "day", format) });
    },
    amount: (quantity: number, unit: HarvestUnit) => harvestAmount(quantity, unit, harvests, format),
    /** The app's pages a card links to, named in the gardener's language. */
    links: { schedule: { label: t("scheduleLink"), href: "/schedule" }, harvests: { label: t("harvestsLink"), href: "/harvests" } } satisfies Record<string, AppLink>,
  };
}
type Words = Awaited<ReturnType<typeof wordsOf>>;

/** The garden's plants with these ids, in the order asked; any other id is a 404. */
async function gardenPlants(gardener: Gardener, ids: readonly number[]) {
  const byId = new Map((await listUserPlants(gardener)).map((plant) => [plant.id, plant]));
  return ids.map((id) => {
    const plant = byId.get(id);
    if (!plant) throw notFound(`${PLANT_NOT_FOUND} (id ${id})`);
    return plant;
  });
}

async function openTask(gardener: Gardener, taskId: number): Promise<Task> {
  const task = await getTask(gardener, taskId);
  if (task.completed) throw new HttpError(409, `"${task.title}" is already done.`);
  return task;
}

const taskLinks = (task: Pick<Task, "userPlant">, words: Words): AppLink[] => [
  ...(task.userPlant ? [plantLink(task.userPlant.id, task.userPlant.name)] : []),
  words.links.schedule,
];

const recordWatering: Change<"recordWatering"> = {
  async propose(gardener, { userPlantIds }) {
    const [plants, words] = await Promise.all([gardenPlants(gardener, userPlantIds), wordsOf(gardener)]);
    return {
      summary: words.t("recordWatering", { plants: words.list(plants.map(plantDisplayName)) }),
      links: plants.map((plant) => plantLink(plant.id, plantDisplayName(plant))),
    };
  },
  async apply(gardener, { userPlantIds }) {
    const [plants, words] = await Promise.all([gardenPlants(gardener, userPlantIds), wordsOf(gardener)]);
    await recordWaterings(gardener, userPlantIds);
    return { done: words.t("watered", { plants: words.list(plants.map(plantDisplayName)) }), links: plants.map((plant) => plantLink(plant.id, plantDisplayName(plant))) };
  },
};

const completeTaskChange: Change<"completeTask"> = {
  async propose(gardener, { taskId }) {
    const [task, words] = await Promise.all([openTask(gardener, taskId), wordsOf(gardener)]);
    return { summary: words.t("completeTask", { title: task.title }), links: taskLinks(task, words) };
  },
  async apply(gardener, { taskId }) {
    await openTask(gardener, taskId);
    const [task, words] = await Promise.all([completeTask(gardener, taskId), wordsOf(gardener)]);
    return { done: words.t("completed", { title: task.title }), links: taskLinks(task, words) };
  },
};

const snoozeTaskChange: Change<"snoozeTask"> = {
  async propose(gardener, { taskId, days }) {
    const [task, words] = await Promise.all([openTask(gardener, taskId), wordsOf(gardener)]);
    const until = addDays(task.dueDate > words.today ? task.dueDate : words.today, days);
    return { summary: words.t("snoozeTask", { title: task.title, days, when: words.day(until) }), links: taskLinks(task, words) };
  },
  async apply(gardener, { taskId, days }) {
    await openTask(gardener, taskId);
    const [task, words] = await Promise.all([snoozeTask(gardener, taskId, days), wordsOf(gardener)]);
    return { done: words.t("snoozed", { title: task.title, when: words.day(task.dueDate) }), links: taskLinks(task, words) };
  },
};

/** A new task as a card says it: "Feed" (fertilize for Big Red), due tomorrow, then every 14 days. */
function taskWords(input: WriteToolInput<"addTask">, plantName: string | null, words: Words): string {
  const said = { title: input.title, type: input.type, when: words.day(input.dueDate) };
  const task = plantName ? words.t("plantTask", { ...said, plant: plantName }) : words.t("task", said);
  return input.repeatEveryDays ? words.t("repeating", { task, days: input.repeatEveryDays }) : task;
}

const addTask: Change<"addTask"> = {
  async propose(gardener, input) {
    const [plant, words] = await Promise.all([input.userPlantId ? getUserPlant(gardener, input.userPlantId) : null, wordsOf(gardener)]);
    const name = plant ? plantDisplayName(plant) : null;
    return {
      summary: words.t("addTask", { task: taskWords(input, name, words) }),
      links: [...(plant ? [plantLink(plant.id, name!)] : []), words.links.schedule],
    };
  },
  async apply(gardener, input) {
    const task = await createTask(gardener, {
      title: input.title,
      taskType: input.type,
      dueDate: input.dueDate,
      userPlantId: input.userPlantId ?? null,
      priority: "medium",
      estimatedMinutes: 10,
      repeatEveryDays: input.repeatEveryDays ?? null,
    });
    const words = await wordsOf(gardener);
    return { done: words.t("addedTask", { task: taskWords(input, task.userPlant?.name ?? null, words) }), links: taskLinks(task, words) };
  },
};

/** A catalogue plant by slug, named in the gardener's language. */
async function cataloguePlant(slug: string, gardener: Pick<Gardener, "locale">) {
  const plant = (await listCataloguePlants(gardener.locale)).find((entry) => entry.slug === slug);
  if (!plant) throw new HttpError(400, `No plant with the slug "${slug}" is in the catalogue.`);
  return plant;
}

const addPlant: Change<"addPlant"> = {
  async propose(gardener, { slug, nickname, location }) {
    const [plant, words] = await Promise.all([cataloguePlant(slug, gardener), wordsOf(gardener)]);
    const summary = words.t("addPlant", {
      name: plant.commonName,
      nicknamed: nickname ? "yes" : "no",
      nickname: nickname ?? "",
      placed: location ? "yes" : "no",
      location: location ?? "",
    });
    return { summary, links: [] };
  },
  async apply(gardener, { slug, nickname, location }) {
    const [plant, words] = await Promise.all([cataloguePlant(slug, gardener), wordsOf(gardener)]);
    const added = await addCataloguePlant(gardener, { plantId: plant.id, customName: nickname ?? null, location: location ?? null, notes: null });
    const name = plantDisplayName(added);
    return { done: words.t("addedPlant", { name }), links: [plantLink(added.id, name)] };
  },
};

const logHarvest: Change<"logHarvest"> = {
  async propose(gardener, { userPlantId, quantity, unit }) {
    const [plant, words] = await Promise.all([getUserPlant(gardener, userPlantId), wordsOf(gardener)]);
    const name = plantDisplayName(plant);
    return { summary: words.t("logHarvest", { amount: words.amount(quantity, unit), name }), links: [plantLink(plant.id, name), words.links.harvests] };
  },
  async apply(gardener, { userPlantId, quantity, unit }) {
    const [plant, words] = await Promise.all([getUserPlant(gardener, userPlantId), wordsOf(gardener)]);
    await recordHarvest(gardener, { userPlantId, quantity, unit });
    const name = plantDisplayName(plant);
    return { done: words.t("loggedHarvest", { amount: words.amount(quantity, unit), name }), links: [plantLink(plant.id, name), words.links.harvests] };
  },
};

/** Every change, by its tool's name. */
export const CHANGES: { [Name in WriteToolName]: Change<Name> } = {
  recordWatering,
  completeTask: completeTaskChange,
  snoozeTask: snoozeTaskChange,
  addTask,
  addPlant,
  logHarvest,
};
