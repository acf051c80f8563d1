import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getStats } from "@/app/api/dashboard/stats/route";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { POST as completeTaskRoute } from "@/app/api/tasks/[id]/complete/route";
import { DELETE as deleteTaskRoute, PATCH as patchTask } from "@/app/api/tasks/[id]/route";
import { GET as getOverdue } from "@/app/api/tasks/overdue/route";
import { GET as listTasksRoute, POST as createTaskRoute } from "@/app/api/tasks/route";
import { GET as getToday } from "@/app/api/tasks/today/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { DELETE as deletePlant } from "@/app/api/user-plants/[id]/route";
import { GET as wateringHistory } from "@/app/api/watering/history/[userPlantId]/route";
import { PATCH as patchUser } from "@/app/api/user/route";
import { addDays, todayInTimeZone } from "@/lib/dates";
import type { Task } from "@/lib/task-types";
import { nextGrowingSeasonDate } from "@/lib/growing-season";
import { FERTILIZE_INTERVAL_DAYS, SCHEDULE_HORIZON_DAYS } from "@/lib/tasks";
import { getDb, queryCounter } from "@/server/db/client";
import { tasks, userPlants } from "@/server/db/schema";
import { ensureScheduledTasks } from "@/server/care/care-plan";
import { call, jsonRequest, signUp, type TestUser } from "../support/api";

type CatalogueEntry = { id: number; commonName: string };
let catalogue: CatalogueEntry[];
const plantId = (name: string) => catalogue.find((plant) => plant.commonName === name)!.id;


async function add(user: TestUser, name: string, customName?: string) {
  const { status, body } = await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: plantId(name), customName }, token: user.token }));
  expect(status).toBe(201);
  return body as { id: number };
}
const list = async (user: TestUser, handler = listTasksRoute): Promise<Task[]> =>
  (await call(handler, jsonRequest("/api/tasks", { token: user.token }))).body;
const create = (user: TestUser, body: unknown) => call(createTaskRoute, jsonRequest("/api/tasks", { body, token: user.token }));
const patch = (user: TestUser | undefined, id: number, body: unknown) =>
  call(patchTask, jsonRequest(`/api/tasks/${id}`, { method: "PATCH", body, token: user?.token }), { id: String(id) });
const complete = (user: TestUser | undefined, id: number) =>
  call(completeTaskRoute, jsonRequest(`/api/tasks/${id}/complete`, { method: "POST", token: user?.token }), { id: String(id) });
const remove = (user: TestUser | undefined, id: number) =>
  call(deleteTaskRoute, jsonRequest(`/api/tasks/${id}`, { method: "DELETE", token: user?.token }), { id: String(id) });
const today = () => todayInTimeZone("UTC");

/** A first feed is due 4 weeks after planting, in the growing season: planned only when that falls within the horizon. */
function firstFeedingDue(plantedOn: string): string | null {
  const due = nextGrowingSeasonDate(addDays(plantedOn, FERTILIZE_INTERVAL_DAYS), null);
  return due <= addDays(today(), SCHEDULE_HORIZON_DAYS) ? due : null;
}

async function plantedDaysAgo(userPlantId: number, days: number) {
  const db = await getDb();
  await db.update(userPlants).set({ plantedDate: addDays(today(), -days) }).where(eq(userPlants.id, userPlantId));
}

beforeAll(async () => {
  const someone = await signUp();
  catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: someone.token }))).body;
});

describe("tasks that plan themselves", () => {
  it("a new plant gets its water and inspect tasks, and its first feed in the growing season", async () => {
    const gardener = await signUp();
    const tomato = await add(gardener, "Tomato", "Big Red");
    const planned = await list(gardener);
    const feeding = firstFeedingDue(today());
    expect(planned.map((task) => [task.taskType, task.dueDate, task.title])).toEqual([
      ["water", addDays(today(), 2), "Water Big Red"],
      ["inspect", addDays(today(), 7), "Inspect Big Red for pests and disease"],
      ...(feeding ? [["fertilize", feeding, "Fertilize Big Red"]] : []),
    ]);
    expect(planned[0]).toMatchObject({
      completed: false,
      // Routine watering, no heat forecast: not "high" (lib/tasks.ts carePriority).
      priority: "medium",
      estimatedMinutes: 5,
      origin: "schedule",
      userPlantId: tomato.id,
      userPlant: { id: tomato.id, name: "Big Red" },
    });
  });

  it("is idempotent, also when requests race", async () => {
    const gardener = await signUp();
    const plant = await add(gardener, "Lettuce");
    await plantedDaysAgo(plant.id, 10);
    const gardenerContext = { userId: gardener.id, gardenId: gardener.gardenId, timeZone: "UTC", location: null, latitude: null, longitude: null, gardenType: null };
    await Promise.all(Array.from({ length: 6 }, () => ensureScheduledTasks(gardenerContext)));
    await list(gardener);
    await list(gardener);
    const db = await getDb();
    const rows = await db.select().from(tasks).where(eq(tasks.gardenId, gardener.gardenId));
    const keys = rows.map((row) => `${row.taskType}:${row.dueDate}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Planted 10 days ago: watering and inspection are overdue; harvest is 5 weeks away, and
    // feeding (in 18 days) waits for the growing season.
    const fed = firstFeedingDue(addDays(today(), -10)) ? ["fertilize"] : [];
    expect(rows.map((row) => row.taskType).sort()).toEqual([...fed, "inspect", "water"]);
  });

  it("shows overdue and today's tasks, and counts today's in the stats", async () => {
    const gardener = await signUp();
    const lettuce = await add(gardener, "Lettuce"); // watered every 2 days
    await plantedDaysAgo(lettuce.id, 5);
    const overdue = await list(gardener, getOverdue);
    expect(overdue.map((task) => task.taskType)).toEqual(["water"]);
    expect(overdue[0]!.dueDate).toBe(addDays(today(), -3));
    // Overdue care ranks high (lib/tasks.ts carePriority).
    expect(overdue[0]!.priority).toBe("high");

    const dueToday = await create(gardener, { title: "Tie in the beans", dueDate: today(), taskType: "prune" });
    expect(dueToday.status).toBe(201);
    expect((await list(gardener, getToday)).map((task) => task.title)).toEqual(["Tie in the beans"]);
    const stats = await call(getStats, jsonRequest("/api/dashboard/stats", { token: gardener.token }));
    expect(stats.body).toEqual({ tasksToday: 1, recentlyPlanted: 1 });
  });

  it("follows the gardener's time zone", async () => {
    const gardener = await signUp();
    await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { timezone: "Pacific/Kiritimati" }, token: gardener.token }));
    await add(gardener, "Basil");
    const water = (await list(gardener)).find((task) => task.taskType === "water")!;
    const basilInterval = 2;
    expect(water.dueDate).toBe(addDays(todayInTimeZone("Pacific/Kiritimati"), basilInterval));
  });

  it("completing a water task records a watering, and the next one is planned", async () => {
    const gardener = await signUp();
    const lettuce = await add(gardener, "Lettuce");
    await plantedDaysAgo(lettuce.id, 3);
    const water = (await list(gardener)).find((task) => task.taskType === "water")!;
    const { status, body } = await complete(gardener, water.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: water.id, completed: true, completedAt: expect.any(String) });
    const history = await call(
      wateringHistory,
      jsonRequest(`/api/watering/history/${lettuce.id}`, { token: gardener.token }),
      { userPlantId: String(lettuce.id) },
    );
    expect(history.body).toHaveLength(1);
    const next = (await list(gardener)).filter((task) => task.taskType === "water" && !task.completed);
    expect(next.map((task) => task.dueDate)).toEqual([addDays(today(), 2)]);
    // Completing again changes nothing.
    expect((await complete(gardener, water.id)).body.completedAt).toBe(body.completedAt);
  });

  it("never touches the gardener's own tasks, and skips a deleted planned task for good", async () => {
    const gardener = await signUp();
    const basil = await add(gardener, "Basil");
    const own = (await create(gardener, { title: "Water with rain water", dueDate: "2099-05-01", taskType: "water", userPlantId: basil.id })).body;
    const inspect = (await list(gardener)).find((task) => task.taskType === "inspect")!;
    expect((await remove(gardener, inspect.id)).status).toBe(204);
    const after = await list(gardener);
    expect(after.find((task) => task.taskType === "inspect")).toBeUndefined();
    expect(after.find((task) => task.id === own.id)).toMatchObject({ title: "Water with rain water", dueDate: "2099-05-01", origin: "user" });
  });

  it("a moved planned task becomes the gardener's and is not planned twice", async () => {
    const gardener = await signUp();
    await add(gardener, "Basil");
    const water = (await list(gardener)).find((task) => task.taskType === "water")!;
    const moved = await patch(gardener, water.id, { dueDate: addDays(water.dueDate, 1) });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ origin: "user", dueDate: addDays(water.dueDate, 1) });
    const waterTasks = (await list(gardener)).filter((task) => task.taskType === "water");
    expect(waterTasks.map((task) => task.id)).toEqual([water.id]);
  });

  it("deleting a plant removes its tasks", async () => {
    const gardener = await signUp();
    const basil = await add(gardener, "Basil");
    expect((await list(gardener)).length).toBeGreaterThan(0);
    await call(deletePlant, jsonRequest(`/api/user-plants/${basil.id}`, { method: "DELETE", token: gardener.token }), { id: String(basil.id) });
    expect(await list(gardener)).toEqual([]);
  });

  it("reads tasks with a constant number of queries whatever the garden size", async () => {
    const small = await signUp();
    const large = await signUp();
    await add(small, "Tomato");
    const db = await getDb();
    await db.insert(userPlants).values(
      Array.from({ length: 150 }, (_, index) => ({
        gardenId: large.gardenId,
        plantId: catalogue[index % catalogue.length]!.id,
        plantedDate: addDays(today(), -(index % 40)),
      })),
    );
    // First reads plan the tasks; the steady state is what a busy dashboard sees.
    await list(small);
    await list(large);
    const queriesFor = async (user: TestUser) => {
      const before = queryCounter.count;
      await list(user);
      await call(getStats, jsonRequest("/api/dashboard/stats", { token: user.token }));
      return queryCounter.count - before;
    };
    expect(await queriesFor(large)).toBe(await queriesFor(small));
    expect((await list(large)).length).toBeGreaterThan(150);
  });
});

describe("task routes", () => {
  it("validates new tasks", async () => {
    const gardener = await signUp();
    const stranger = await signUp();
    const strangersPlant = await add(stranger, "Basil");
    const valid = { title: "Mulch the roses", dueDate: "2026-12-01", taskType: "prune" };
    const created = await create(gardener, valid);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...valid, priority: "medium", estimatedMinutes: 10, origin: "user", userPlant: null, completed: false });

    const cases: [unknown, string][] = [
      [{ ...valid, title: "  " }, "Please enter a title."],
      [{ ...valid, title: undefined }, "Please enter a title."],
      [{ ...valid, priority: "urgent" }, "Priority must be high, medium or low."],
      [{ ...valid, taskType: "weed" }, "Task type must be water, fertilize, prune, harvest, inspect, sow or transplant."],
      [{ ...valid, dueDate: "2026-02-30" }, "The due date must be a real date (YYYY-MM-DD)."],
      [{ ...valid, dueDate: "tomorrow" }, "The due date must be a real date (YYYY-MM-DD)."],
      [{ ...valid, estimatedMinutes: 0 }, "Estimated time must be at least 1 minute."],
      [{ ...valid, estimatedMinutes: 2.5 }, "Estimated time must be a whole number of minutes."],
      [{ ...valid, userPlantId: strangersPlant.id }, "Choose one of your own plants."],
      [{ ...valid, completed: true }, 'Unrecognized key: "completed"'],
    ];
    for (const [body, message] of cases) {
      const response = await create(gardener, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toBe(message);
    }
  });

  it("updates, completes and deletes; another gardener's task is 404; signed out is 401", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const task = (await create(owner, { title: "Sow peas", dueDate: "2026-12-01", taskType: "prune", priority: "low" })).body as Task;

    const updated = await patch(owner, task.id, { title: "Sow sweet peas", priority: "high", estimatedMinutes: 90 });
    expect(updated.body).toMatchObject({ title: "Sow sweet peas", priority: "high", estimatedMinutes: 90 });
    expect((await patch(owner, task.id, { priority: "urgent" })).status).toBe(400);

    expect((await patch(stranger, task.id, { title: "mine" })).status).toBe(404);
    expect((await complete(stranger, task.id)).status).toBe(404);
    expect((await remove(stranger, task.id)).status).toBe(404);
    expect((await patch(undefined, task.id, { title: "x" })).status).toBe(401);
    expect((await complete(undefined, task.id)).status).toBe(401);
    expect((await remove(undefined, task.id)).status).toBe(401);

    expect((await patch(owner, task.id, { completed: true })).body.completed).toBe(true);
    expect((await patch(owner, task.id, { completed: false })).body).toMatchObject({ completed: false, completedAt: null });
    expect((await complete(owner, task.id)).body.completed).toBe(true);
    expect((await remove(owner, task.id)).status).toBe(204);
    expect((await remove(owner, task.id)).status).toBe(404);
    const db = await getDb();
    expect(await db.select().from(tasks).where(and(eq(tasks.id, task.id)))).toEqual([]);
  });
});
