// The Care Schedule's read (server/care/tasks.ts scheduleTasks): four weeks of open tasks, overdue ones
// first, filtered by type and plant, only the garden's own, and planned four weeks ahead.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { POST as completeTaskRoute } from "@/app/api/tasks/[id]/complete/route";
import { DELETE as deleteTaskRoute, PATCH as patchTask } from "@/app/api/tasks/[id]/route";
import { POST as createTaskRoute } from "@/app/api/tasks/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { addDays, todayInTimeZone } from "@/lib/dates";
import { scheduleEnd } from "@/lib/schedule";
import type { Task } from "@/lib/task-types";
import { getDb, queryCounter } from "@/server/db/client";
import { userPlants } from "@/server/db/schema";
import { loadGardener } from "@/server/account/gardener";
import { scheduleTasks, type ScheduleFilter } from "@/server/care/tasks";
import { call, jsonRequest, signUp, type TestUser } from "../support/api";

let catalogue: { id: number; commonName: string }[];
const today = () => todayInTimeZone("UTC");

beforeAll(async () => {
  const someone = await signUp();
  catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: someone.token }))).body;
});

async function add(user: TestUser, commonName: string, customName: string, plantedDaysAgo = 0) {
  const plantId = catalogue.find((plant) => plant.commonName === commonName)!.id;
  const { status, body } = await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId, customName }, token: user.token }));
  expect(status).toBe(201);
  if (plantedDaysAgo > 0) {
    const db = await getDb();
    await db.update(userPlants).set({ plantedDate: addDays(today(), -plantedDaysAgo) }).where(eq(userPlants.id, body.id));
  }
  return body as { id: number };
}

async function create(user: TestUser, body: Record<string, unknown>): Promise<Task> {
  const { status, body: task } = await call(createTaskRoute, jsonRequest("/api/tasks", { body, token: user.token }));
  expect(status).toBe(201);
  return task;
}

/** The schedule as the page reads it (a fresh gardener each time, as each request loads one). */
async function schedule(user: TestUser, filter: ScheduleFilter = {}): Promise<Task[]> {
  return scheduleTasks(await loadGardener({ id: user.id, email: user.email, name: user.name, firstName: null }), filter);
}
const summary = (tasks: Task[]) => tasks.map((task) => `${task.dueDate} ${task.title}`);

describe("the Care Schedule", () => {
  it("lists the open tasks of the next four weeks by day, overdue ones first, and nothing else", async () => {
    const gardener = await signUp();
    const neighbour = await signUp();
    // Radish: watered every 2 days, inspected weekly, harvested 25 days after sowing.
    await add(gardener, "Radish", "French Breakfast", 5);
    const mulch = await create(gardener, { title: "Mulch the beds", dueDate: today(), taskType: "prune", priority: "low" });
    await create(gardener, { title: "Sow broad beans", dueDate: today(), taskType: "sow", priority: "high" });
    await create(gardener, { title: "Plant out leeks", dueDate: scheduleEnd(today()), taskType: "transplant" });
    await create(gardener, { title: "Order seeds", dueDate: addDays(scheduleEnd(today()), 1), taskType: "prune" });
    const done = await create(gardener, { title: "Already done", dueDate: today(), taskType: "inspect" });
    await call(completeTaskRoute, jsonRequest(`/api/tasks/${done.id}/complete`, { method: "POST", token: gardener.token }), { id: String(done.id) });
    await create(neighbour, { title: "Neighbour's chore", dueDate: today(), taskType: "prune" });

    const tasks = await schedule(gardener);
    // (Its first feed, in 23 days, is planned only in the growing season.)
    expect(summary(tasks).filter((line) => !line.includes("Fertilize"))).toEqual([
      `${addDays(today(), -3)} Water French Breakfast`,
      // A day's tasks by priority.
      `${today()} Sow broad beans`,
      `${today()} Mulch the beds`,
      `${addDays(today(), 2)} Inspect French Breakfast for pests and disease`,
      // Planned because the care plan looks four weeks ahead.
      `${addDays(today(), 20)} Harvest French Breakfast`,
      `${scheduleEnd(today())} Plant out leeks`,
    ]);
    expect(tasks.every((task) => !task.completed)).toBe(true);
    expect(tasks.find((task) => task.id === mulch.id)).toMatchObject({ taskType: "prune", priority: "low", origin: "user", userPlant: null });
    expect(tasks.find((task) => task.taskType === "harvest")).toMatchObject({ origin: "schedule", userPlant: { name: "French Breakfast" } });
  });

  it("filters by task type, by plant, or both", async () => {
    const gardener = await signUp();
    const stranger = await signUp();
    const radish = await add(gardener, "Radish", "Cherry Belle");
    const lettuce = await add(gardener, "Lettuce", "Little Gem");
    const strangersPlant = await add(stranger, "Basil", "Theirs");
    await create(gardener, { title: "Weed around the lettuce", dueDate: addDays(today(), 3), taskType: "prune", userPlantId: lettuce.id });

    const watering = await schedule(gardener, { taskType: "water" });
    expect(watering.map((task) => task.title).sort()).toEqual(["Water Cherry Belle", "Water Little Gem"]);
    const forLettuce = await schedule(gardener, { userPlantId: lettuce.id });
    expect(forLettuce.length).toBeGreaterThanOrEqual(3);
    expect(forLettuce.every((task) => task.userPlantId === lettuce.id)).toBe(true);
    expect((await schedule(gardener, { taskType: "prune", userPlantId: lettuce.id })).map((task) => task.title)).toEqual(["Weed around the lettuce"]);
    expect(await schedule(gardener, { taskType: "prune", userPlantId: radish.id })).toEqual([]);
    // Another garden's plant: nothing of theirs, nothing of ours.
    expect(await schedule(gardener, { userPlantId: strangersPlant.id })).toEqual([]);
  });

  it("shows a moved task on its new day, drops a completed or deleted one", async () => {
    const gardener = await signUp();
    await add(gardener, "Basil", "Genovese");
    const planned = await schedule(gardener);
    const water = planned.find((task) => task.taskType === "water");
    const inspect = planned.find((task) => task.taskType === "inspect");
    const moved = await call(patchTask, jsonRequest(`/api/tasks/${water!.id}`, { method: "PATCH", body: { dueDate: addDays(today(), 10) }, token: gardener.token }), { id: String(water!.id) });
    expect(moved.status).toBe(200);
    await call(deleteTaskRoute, jsonRequest(`/api/tasks/${inspect!.id}`, { method: "DELETE", token: gardener.token }), { id: String(inspect!.id) });
    const after = await schedule(gardener);
    expect(after.filter((task) => task.taskType === "water").map((task) => [task.id, task.dueDate])).toEqual([[water!.id, addDays(today(), 10)]]);
    expect(after.find((task) => task.id === inspect!.id)).toBeUndefined();
  });

  it("reads with a constant number of statements and writes nothing once planned", async () => {
    const small = await signUp();
    const large = await signUp();
    await add(small, "Tomato", "One");
    const db = await getDb();
    await db.insert(userPlants).values(
      Array.from({ length: 60 }, (_, index) => ({ gardenId: large.gardenId, plantId: catalogue[index % catalogue.length]!.id, plantedDate: addDays(today(), -(index % 40)) })),
    );
    await schedule(small);
    await schedule(large);
    const cost = async (user: TestUser) => {
      const gardener = await loadGardener({ id: user.id, email: user.email, name: user.name, firstName: null });
      const before = { ...queryCounter };
      const tasks = await scheduleTasks(gardener);
      return { statements: queryCounter.count - before.count, writes: queryCounter.writes - before.writes, tasks: tasks.length };
    };
    const [smallCost, largeCost] = [await cost(small), await cost(large)];
    expect(largeCost.tasks).toBeGreaterThan(60);
    expect({ ...largeCost, tasks: 0 }).toEqual({ ...smallCost, tasks: 0 });
    expect(largeCost.writes).toBe(0);
    expect(largeCost.statements).toBe(1);
  });
});
