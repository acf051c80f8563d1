import "server-only";
import { HARVESTS_LINK, listInWords, plantLink, SCHEDULE_LINK, type ChangeOutput, type ChangeProposal } from "@/lib/assistant-tools";
import { addDays, daysBetween, todayInTimeZone } from "@/lib/dates";
import { formatQuantity } from "@/lib/harvest-log";
import { plantDisplayName } from "@/lib/plant-display";
import type { Task } from "@/lib/task-types";
import { TASK_TYPE_LABELS } from "@/lib/tasks";
import type { WriteToolInput, WriteToolName } from "@/lib/validations/assistant-tools";
import type { Gardener } from "@/server/account/gardener";
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

type Change<Name extends WriteToolName> = {
  propose: (gardener: Gardener, input: WriteToolInput<Name>) => Promise<ChangeProposal>;
  apply: (gardener: Gardener, input: WriteToolInput<Name>) => Promise<ChangeOutput>;
};

/** A date as the card says it: "today", "tomorrow", or the date. */
function dayInWords(date: string, today: string): string {
  const days = daysBetween(today, date);
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  return `on ${date}`;
}

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

const taskLinks = (task: Pick<Task, "userPlant">) => [...(task.userPlant ? [plantLink(task.userPlant.id, task.userPlant.name)] : []), SCHEDULE_LINK];

const recordWatering: Change<"recordWatering"> = {
  async propose(gardener, { userPlantIds }) {
    const plants = await gardenPlants(gardener, userPlantIds);
    const names = plants.map(plantDisplayName);
    return { summary: `Record watering ${listInWords(names)} today`, links: plants.map((plant) => plantLink(plant.id, plantDisplayName(plant))) };
  },
  async apply(gardener, { userPlantIds }) {
    const plants = await gardenPlants(gardener, userPlantIds);
    await recordWaterings(gardener, userPlantIds);
    return { done: `Watered ${listInWords(plants.map(plantDisplayName))} today`, links: plants.map((plant) => plantLink(plant.id, plantDisplayName(plant))) };
  },
};

const completeTaskChange: Change<"completeTask"> = {
  async propose(gardener, { taskId }) {
    const task = await openTask(gardener, taskId);
    return { summary: `Mark "${task.title}" as done`, links: taskLinks(task) };
  },
  async apply(gardener, { taskId }) {
    await openTask(gardener, taskId);
    const task = await completeTask(gardener, taskId);
    return { done: `Done: "${task.title}"`, links: taskLinks(task) };
  },
};

const snoozeTaskChange: Change<"snoozeTask"> = {
  async propose(gardener, { taskId, days }) {
    const task = await openTask(gardener, taskId);
    const today = todayInTimeZone(gardener.timeZone);
    const until = addDays(task.dueDate > today ? task.dueDate : today, days);
    return { summary: `Snooze "${task.title}" by ${days} ${days === 1 ? "day" : "days"}, to ${dayInWords(until, today)}`, links: taskLinks(task) };
  },
  async apply(gardener, { taskId, days }) {
    await openTask(gardener, taskId);
    const task = await snoozeTask(gardener, taskId, days);
    return { done: `Snoozed "${task.title}" to ${dayInWords(task.dueDate, todayInTimeZone(gardener.timeZone))}`, links: taskLinks(task) };
  },
};

function taskWords(input: WriteToolInput<"addTask">, plantName: string | null, today: string): string {
  const repeat = input.repeatEveryDays ? `, then every ${input.repeatEveryDays === 1 ? "day" : `${input.repeatEveryDays} days`}` : "";
  const plant = plantName ? ` for ${plantName}` : "";
  return `"${input.title}" (${TASK_TYPE_LABELS[input.type].toLowerCase()}${plant}), due ${dayInWords(input.dueDate, today)}${repeat}`;
}

const addTask: Change<"addTask"> = {
  async propose(gardener, input) {
    const plant = input.userPlantId ? await getUserPlant(gardener, input.userPlantId) : null;
    const name = plant ? plantDisplayName(plant) : null;
    return {
      summary: `Add the task ${taskWords(input, name, todayInTimeZone(gardener.timeZone))}`,
      links: [...(plant ? [plantLink(plant.id, name!)] : []), SCHEDULE_LINK],
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
    return { done: `Added the task ${taskWords(input, task.userPlant?.name ?? null, todayInTimeZone(gardener.timeZone))}`, links: taskLinks(task) };
  },
};

async function cataloguePlant(slug: string) {
  const plant = (await listCataloguePlants()).find((entry) => entry.slug === slug);
  if (!plant) throw new HttpError(400, `No plant with the slug "${slug}" is in the catalogue.`);
  return plant;
}

const addPlant: Change<"addPlant"> = {
  async propose(_gardener, { slug, nickname, location }) {
    const plant = await cataloguePlant(slug);
    const called = nickname ? ` called "${nickname}"` : "";
    const where = location ? ` in ${location}` : "";
    return { summary: `Add a ${plant.commonName}${called}${where} to your garden, planted today`, links: [] };
  },
  async apply(gardener, { slug, nickname, location }) {
    const plant = await cataloguePlant(slug);
    const added = await addCataloguePlant(gardener, { plantId: plant.id, customName: nickname ?? null, location: location ?? null, notes: null });
    const name = plantDisplayName(added);
    return { done: `Added ${name} to your garden`, links: [plantLink(added.id, name)] };
  },
};

const logHarvest: Change<"logHarvest"> = {
  async propose(gardener, { userPlantId, quantity, unit }) {
    const plant = await getUserPlant(gardener, userPlantId);
    const name = plantDisplayName(plant);
    return { summary: `Log a harvest of ${formatQuantity(quantity, unit)} from ${name}, today`, links: [plantLink(plant.id, name), HARVESTS_LINK] };
  },
  async apply(gardener, { userPlantId, quantity, unit }) {
    const plant = await getUserPlant(gardener, userPlantId);
    await recordHarvest(gardener, { userPlantId, quantity, unit });
    const name = plantDisplayName(plant);
    return { done: `Logged ${formatQuantity(quantity, unit)} from ${name}`, links: [plantLink(plant.id, name), HARVESTS_LINK] };
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
