import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getStats } from "@/app/api/dashboard/stats/route";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { POST as completeTaskRoute } from "@/app/api/tasks/[id]/complete/route";
import { POST as skipTaskRoute } from "@/app/api/tasks/[id]/skip/route";
import { DELETE as deleteTaskRoute, PATCH as patchTask } from "@/app/api/tasks/[id]/route";
import { GET as getOverdue } from "@/app/api/tasks/overdue/route";
import { GET as listTasksRoute, POST as createTaskRoute } from "@/app/api/tasks/route";
import { GET as getToday } from "@/app/api/tasks/today/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { DELETE as deletePlant } from "@/app/api/user-plants/[id]/route";
import { GET as wateringHistory } from "@/app/api/watering/history/[userPlantId]/route";
import { PATCH as patchUser } from "@/app/api/user/route";
import { POST as recordWatering } from "@/app/api/watering/record/route";
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

describe("repeating tasks", () => {
  const openOwn = async (user: TestUser, title: string) =>
    (await list(user)).filter((task) => task.title === title && !task.completed && task.origin === "user").map((task) => ({ dueDate: task.dueDate, repeatEveryDays: task.repeatEveryDays }));

  it("a new task may repeat every 1 to 365 whole days; a care-plan task may not", async () => {
    const gardener = await signUp();
    const valid = { title: "Deadhead the roses", dueDate: today(), taskType: "prune" };
    expect((await create(gardener, valid)).body).toMatchObject({ repeatEveryDays: null });
    expect((await create(gardener, { ...valid, repeatEveryDays: null })).body).toMatchObject({ repeatEveryDays: null });
    for (const days of [1, 7, 365]) {
      const created = await create(gardener, { ...valid, repeatEveryDays: days });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ repeatEveryDays: days, origin: "user" });
    }
    const refused: [unknown, string][] = [
      [0, "Repeat every must be at least 1 day."],
      [-3, "Repeat every must be at least 1 day."],
      [366, "Repeat every must be at most 365 days."],
      [1.5, "Repeat every must be a whole number of days."],
      ["7", "Repeat every must be a whole number of days from 1 to 365, or null for a task that does not repeat."],
      [true, "Repeat every must be a whole number of days from 1 to 365, or null for a task that does not repeat."],
    ];
    for (const [days, message] of refused) {
      const response = await create(gardener, { ...valid, repeatEveryDays: days });
      expect(response.status, JSON.stringify(days)).toBe(400);
      expect(response.body.error).toBe(message);
      expect(response.body.issues[0].path).toEqual(["repeatEveryDays"]);
    }
    const own = (await create(gardener, valid)).body as Task;
    expect((await patch(gardener, own.id, { repeatEveryDays: 0 })).status).toBe(400);
    expect((await patch(gardener, own.id, { repeatEveryDays: 10 })).body).toMatchObject({ repeatEveryDays: 10 });

    await add(gardener, "Basil");
    const planned = (await list(gardener)).find((task) => task.origin === "schedule")!;
    const refusedPlanned = await patch(gardener, planned.id, { repeatEveryDays: 7 });
    expect(refusedPlanned.status).toBe(400);
    expect(refusedPlanned.body.error).toBe("Only your own tasks can repeat: the care plan already brings its tasks round again.");
    // Nothing of the refused change was kept, not even the rest of it.
    expect((await patch(gardener, planned.id, { repeatEveryDays: 7, title: "Renamed" })).status).toBe(400);
    expect((await list(gardener)).find((task) => task.id === planned.id)).toMatchObject({ title: planned.title, repeatEveryDays: null, origin: "schedule" });
    // Saying it does not repeat is no change.
    expect((await patch(gardener, planned.id, { repeatEveryDays: null })).status).toBe(200);
  });

  it("a daily task done the day before it is due still comes round again (it is not its own next one)", async () => {
    const gardener = await signUp();
    const task = (await create(gardener, { title: "Check the cold frame", dueDate: addDays(today(), 1), taskType: "inspect", repeatEveryDays: 1 })).body as Task;
    expect((await complete(gardener, task.id)).status).toBe(200);
    expect(await openOwn(gardener, "Check the cold frame")).toEqual([{ dueDate: addDays(today(), 1), repeatEveryDays: 1 }]);
    const next = (await list(gardener)).find((candidate) => candidate.title === "Check the cold frame" && !candidate.completed)!;
    expect(next.id).not.toBe(task.id);
  });

  it("completing one makes exactly one next occurrence, however often it is completed at once", async () => {
    const gardener = await signUp();
    const basil = await add(gardener, "Basil");
    const task = (
      await create(gardener, { title: "Pinch out basil tips", dueDate: addDays(today(), -2), taskType: "prune", priority: "high", estimatedMinutes: 7, userPlantId: basil.id, assignedTo: gardener.id, repeatEveryDays: 3 })
    ).body as Task;
    const results = await Promise.all([complete(gardener, task.id), complete(gardener, task.id), patch(gardener, task.id, { completed: true }), complete(gardener, task.id)]);
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200]);
    const open = (await list(gardener)).filter((candidate) => candidate.title === "Pinch out basil tips" && !candidate.completed);
    expect(open).toHaveLength(1);
    // Due 3 days after the day it was done (not after its due date), a copy otherwise.
    expect(open[0]).toMatchObject({
      dueDate: addDays(today(), 3),
      taskType: "prune",
      priority: "high",
      estimatedMinutes: 7,
      userPlantId: basil.id,
      assignedTo: { id: gardener.id },
      repeatEveryDays: 3,
      origin: "user",
      completed: false,
    });
    expect(open[0]!.id).not.toBe(task.id);

    // Undone, the next one stays; done again the same day, no second one is made.
    expect((await patch(gardener, task.id, { completed: false })).body).toMatchObject({ completed: false });
    expect(await openOwn(gardener, "Pinch out basil tips")).toEqual([
      { dueDate: addDays(today(), -2), repeatEveryDays: 3 },
      { dueDate: addDays(today(), 3), repeatEveryDays: 3 },
    ]);
    expect((await complete(gardener, task.id)).body.completed).toBe(true);
    expect(await openOwn(gardener, "Pinch out basil tips")).toEqual([{ dueDate: addDays(today(), 3), repeatEveryDays: 3 }]);
  });

  it("counts the next one from the day it was done in the gardener's time zone", async () => {
    const gardener = await signUp();
    await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { timezone: "Pacific/Kiritimati" }, token: gardener.token }));
    const task = (await create(gardener, { title: "Top up the pond", dueDate: "2026-01-01", taskType: "inspect", repeatEveryDays: 1 })).body as Task;
    await complete(gardener, task.id);
    expect(await openOwn(gardener, "Top up the pond")).toEqual([{ dueDate: addDays(todayInTimeZone("Pacific/Kiritimati"), 1), repeatEveryDays: 1 }]);
  });

  it("watering the plant completes its repeating water task and makes the next, once", async () => {
    const gardener = await signUp();
    const basil = await add(gardener, "Basil");
    await create(gardener, { title: "Water the basil pot", dueDate: today(), taskType: "water", userPlantId: basil.id, repeatEveryDays: 2 });
    await create(gardener, { title: "Mist the basil", dueDate: addDays(today(), -1), taskType: "water", userPlantId: basil.id, repeatEveryDays: 5 });
    const watered = await call(recordWatering, jsonRequest("/api/watering/record", { token: gardener.token, body: { userPlantId: basil.id } }));
    expect(watered.status).toBe(201);
    expect(await openOwn(gardener, "Water the basil pot")).toEqual([{ dueDate: addDays(today(), 2), repeatEveryDays: 2 }]);
    expect(await openOwn(gardener, "Mist the basil")).toEqual([{ dueDate: addDays(today(), 5), repeatEveryDays: 5 }]);

    // Completing a repeating water task records a watering too: still one next occurrence.
    const lettuce = await add(gardener, "Lettuce");
    const water = (await create(gardener, { title: "Water the lettuces", dueDate: today(), taskType: "water", userPlantId: lettuce.id, repeatEveryDays: 4 })).body as Task;
    expect((await complete(gardener, water.id)).status).toBe(200);
    expect(await openOwn(gardener, "Water the lettuces")).toEqual([{ dueDate: addDays(today(), 4), repeatEveryDays: 4 }]);
    const history = await call(wateringHistory, jsonRequest(`/api/watering/history/${lettuce.id}`, { token: gardener.token }), { userPlantId: String(lettuce.id) });
    expect(history.body).toHaveLength(1);
  });

  it("stops repeating with repeatEveryDays: null; skipped, it comes round again; deleted, the series ends", async () => {
    const gardener = await signUp();
    const stopped = (await create(gardener, { title: "Turn the compost", dueDate: today(), taskType: "inspect", repeatEveryDays: 7 })).body as Task;
    expect((await patch(gardener, stopped.id, { repeatEveryDays: null })).body).toMatchObject({ repeatEveryDays: null });
    await complete(gardener, stopped.id);
    expect(await openOwn(gardener, "Turn the compost")).toEqual([]);

    const skipped = (await create(gardener, { title: "Feed the lemon", dueDate: addDays(today(), -4), taskType: "fertilize", repeatEveryDays: 14 })).body as Task;
    const skips = await Promise.all([call(skipTaskRoute, jsonRequest(`/api/tasks/${skipped.id}/skip`, { method: "POST", token: gardener.token }), { id: String(skipped.id) }), call(skipTaskRoute, jsonRequest(`/api/tasks/${skipped.id}/skip`, { method: "POST", token: gardener.token }), { id: String(skipped.id) })]);
    expect(skips.map((result) => result.status).sort()).toEqual([200, 404]);
    expect(await openOwn(gardener, "Feed the lemon")).toEqual([{ dueDate: addDays(today(), 14), repeatEveryDays: 14 }]);

    const deleted = (await create(gardener, { title: "Sweep the path", dueDate: today(), taskType: "inspect", repeatEveryDays: 2 })).body as Task;
    expect((await remove(gardener, deleted.id)).status).toBe(204);
    expect(await openOwn(gardener, "Sweep the path")).toEqual([]);
    const db = await getDb();
    expect(await db.select().from(tasks).where(and(eq(tasks.gardenId, gardener.gardenId), eq(tasks.title, "Sweep the path")))).toEqual([]);
  });
});
