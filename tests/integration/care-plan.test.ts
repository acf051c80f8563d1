import { eq } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getStats } from "@/app/api/dashboard/stats/route";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { POST as completeTaskRoute } from "@/app/api/tasks/[id]/complete/route";
import { GET as listTasksRoute } from "@/app/api/tasks/route";
import { GET as getToday } from "@/app/api/tasks/today/route";
import { PATCH as patchPlant } from "@/app/api/user-plants/[id]/route";
import { GET as listWithWatering } from "@/app/api/user-plants/with-watering/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { GET as getUser, PATCH as patchUser } from "@/app/api/user/route";
import { GET as getWeather } from "@/app/api/weather/route";
import { POST as recordWatering } from "@/app/api/watering/record/route";
import { addDays, daysBetween, todayInTimeZone } from "@/lib/dates";
import { englishPlantFacts } from "@/lib/english-words";
import { formatHarvest } from "@/lib/harvest";
import type { Task } from "@/lib/task-types";
import { getDb, queryCounter } from "@/server/db/client";
import { gardens, profiles, userPlants, waterings } from "@/server/db/schema";
import { loadGardener } from "@/server/account/gardener";
import { listChatMessages } from "@/server/assistant/chat";
import { getDashboardStats } from "@/server/care/dashboard";
import { listFirstUserPlants, listUserPlants } from "@/server/garden/plants";
import { listDashboardTasks, listTasks } from "@/server/care/tasks";
import { startFakeOpenMeteo, type FakeOpenMeteo } from "@/scripts/fake-open-meteo.mjs";
import { call, jsonRequest, signUp, type TestUser } from "../support/api";

type CatalogueEntry = { id: number; commonName: string; harvestTime: number | null };
let catalogue: CatalogueEntry[];
let fake: FakeOpenMeteo;
const byName = (name: string) => catalogue.find((plant) => plant.commonName === name)!;

beforeAll(async () => {
  fake = await startFakeOpenMeteo();
  process.env.OPEN_METEO_FORECAST_URL = `${fake.url}/v1/forecast`;
  process.env.OPEN_METEO_GEOCODING_URL = `${fake.url}/v1/search`;
  const someone = await signUp();
  catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: someone.token }))).body;
});
afterAll(() => fake.close());

async function add(user: TestUser, name: string) {
  const { status, body } = await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: byName(name).id }, token: user.token }));
  expect(status).toBe(201);
  return body as { id: number };
}
const tasksOf = async (user: TestUser): Promise<Task[]> => (await call(listTasksRoute, jsonRequest("/api/tasks", { token: user.token }))).body;
const patchProfile = (user: TestUser, body: unknown) => call(patchUser, jsonRequest("/api/user", { method: "PATCH", body, token: user.token }));

/** Statements written while `read` runs. */
async function writesDuring(read: () => Promise<unknown>): Promise<number> {
  const before = queryCounter.writes;
  await read();
  return queryCounter.writes - before;
}

async function planState(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ revision: gardens.carePlanRevision, planned: gardens.carePlannedRevision, on: gardens.carePlannedOn })
    .from(profiles)
    .innerJoin(gardens, eq(gardens.id, profiles.activeGardenId))
    .where(eq(profiles.userId, userId));
  return row!;
}

describe("reads that don't write", () => {
  it("plans on the first read after a change, and not again until something moves the plan", async () => {
    const gardener = await signUp();
    const basil = await add(gardener, "Basil");
    expect(await writesDuring(() => tasksOf(gardener))).toBeGreaterThan(0);
    // The steady state: every read of tasks, stats and plants writes nothing.
    expect(
      await writesDuring(async () => {
        await tasksOf(gardener);
        await call(getToday, jsonRequest("/api/tasks/today", { token: gardener.token }));
        await call(getStats, jsonRequest("/api/dashboard/stats", { token: gardener.token }));
        await call(listWithWatering, jsonRequest("/api/user-plants/with-watering", { token: gardener.token }));
      }),
    ).toBe(0);

    // An edit moves the plan: the next read plans once, the one after writes nothing.
    expect((await call(patchPlant, jsonRequest(`/api/user-plants/${basil.id}`, { method: "PATCH", body: { customWateringFrequency: "daily" }, token: gardener.token }), { id: String(basil.id) })).status).toBe(200);
    const afterEdit = await tasksOf(gardener);
    expect(afterEdit.find((task) => task.taskType === "water")!.dueDate).toBe(addDays(todayInTimeZone("UTC"), 1));
    expect(await writesDuring(() => tasksOf(gardener))).toBe(0);
  });

  it("recording one watering moves the plan once, and the next read plans once", async () => {
    const gardener = await signUp();
    const basil = await add(gardener, "Basil");
    await tasksOf(gardener);
    const before = await planState(gardener.id);
    expect(before.planned).toBe(before.revision);

    const watered = await call(recordWatering, jsonRequest("/api/watering/record", { body: { userPlantId: basil.id }, token: gardener.token }));
    expect(watered.status).toBe(201);
    const after = await planState(gardener.id);
    expect(after.revision).toBe(before.revision + 1);

    expect(await writesDuring(() => tasksOf(gardener))).toBeGreaterThan(0);
    expect((await planState(gardener.id)).planned).toBe(after.revision);
    expect(await writesDuring(() => tasksOf(gardener))).toBe(0);
  });

  it("plans again on a new calendar day in the gardener's zone", async () => {
    const gardener = await signUp();
    await add(gardener, "Lettuce");
    await tasksOf(gardener);
    const user = { id: gardener.id, email: gardener.email, name: gardener.name, firstName: null };
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const sameDay = await loadGardener(user);
    expect(await writesDuring(() => listTasks(sameDay, "all"))).toBe(0);
    const nextDay = await loadGardener(user);
    expect(await writesDuring(() => listTasks(nextDay, "all", { now: tomorrow }))).toBeGreaterThan(0);
    expect((await planState(gardener.id)).on).toBe(todayInTimeZone("UTC", tomorrow));
  });

  it("a new time zone moves the plan", async () => {
    const gardener = await signUp();
    await add(gardener, "Lettuce");
    await tasksOf(gardener);
    const before = await planState(gardener.id);
    expect((await patchProfile(gardener, { timezone: "Pacific/Kiritimati" })).status).toBe(200);
    expect((await planState(gardener.id)).revision).toBeGreaterThan(before.revision);
    // The next read plans on the gardener's new calendar day (UTC+14 is a day ahead for half of every UTC day).
    expect(await writesDuring(() => tasksOf(gardener))).toBeGreaterThan(0);
    const after = await planState(gardener.id);
    expect(after.planned).toBe(after.revision);
    expect(after.on).toBe(todayInTimeZone("Pacific/Kiritimati"));
  });
});

describe("completing a task exactly once", () => {
  it("ten concurrent completes of one water task record one watering", async () => {
    const gardener = await signUp();
    const lettuce = await add(gardener, "Lettuce");
    const water = (await tasksOf(gardener)).find((task) => task.taskType === "water")!;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(completeTaskRoute, jsonRequest(`/api/tasks/${water.id}/complete`, { method: "POST", token: gardener.token }), { id: String(water.id) }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((response) => response.body.completedAt)).size).toBe(1);
    const db = await getDb();
    expect(await db.select().from(waterings).where(eq(waterings.userPlantId, lettuce.id))).toHaveLength(1);
  });
});

describe("calendar dates and the gardener's place", () => {
  it("keeps a planted date as the calendar date the gardener chose, in any time zone", async () => {
    const gardener = await signUp();
    expect((await patchProfile(gardener, { timezone: "Pacific/Auckland" })).status).toBe(200);
    const tomato = await add(gardener, "Tomato");
    const edited = await call(
      patchPlant,
      jsonRequest(`/api/user-plants/${tomato.id}`, { method: "PATCH", body: { plantedDate: "2026-01-10" }, token: gardener.token }),
      { id: String(tomato.id) },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.plantedDate).toBe("2026-01-10");
    const [listed] = (await call(listWithWatering, jsonRequest("/api/user-plants/with-watering", { token: gardener.token }))).body;
    expect(listed.plantedDate).toBe("2026-01-10");
    const harvestTime = byName("Tomato").harvestTime!;
    expect(listed.daysUntilHarvest).toBe(harvestTime - daysBetween("2026-01-10", todayInTimeZone("Pacific/Auckland")));
  });

  it("a new plant is planted today in the gardener's zone", async () => {
    const gardener = await signUp();
    expect((await patchProfile(gardener, { timezone: "Pacific/Kiritimati" })).status).toBe(200);
    await add(gardener, "Basil");
    const db = await getDb();
    const [row] = await db.select({ plantedDate: userPlants.plantedDate }).from(userPlants).where(eq(userPlants.gardenId, gardener.gardenId));
    expect(row!.plantedDate).toBe(todayInTimeZone("Pacific/Kiritimati"));
  });

  it("geocodes a location as it is saved, so the hemisphere is known before the weather is read", async () => {
    const gardener = await signUp();
    const geocodedBefore = fake.stats.geocoding;
    const saved = await patchProfile(gardener, { location: "Windy Point" });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ location: "Windy Point", latitude: -41.29, longitude: 174.78 });
    expect(fake.stats.geocoding).toBe(geocodedBefore + 1);
    const { body } = await call(getUser, jsonRequest("/api/user", { token: gardener.token }));
    expect(body.user.latitude).toBe(-41.29);
    // Saving the same place again keeps the coordinates and asks nobody.
    expect((await patchProfile(gardener, { location: "Windy Point" })).body.user.latitude).toBe(-41.29);
    expect(fake.stats.geocoding).toBe(geocodedBefore + 1);
  });

  it("keeps an unknown place without coordinates, for the weather card to explain", async () => {
    const gardener = await signUp();
    const saved = await patchProfile(gardener, { location: "Atlantis" });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ location: "Atlantis", latitude: null, longitude: null });
  });
});

describe("statements per read", () => {
  /** Statements (and writes) one read costs, the session lookup included. */
  async function costOf(read: () => Promise<unknown>) {
    const before = { ...queryCounter };
    await read();
    return { statements: queryCounter.count - before.count, writes: queryCounter.writes - before.writes };
  }

  it("with-watering and today's tasks each take at most 3 statements, session lookup included, and write nothing", async () => {
    const gardener = await signUp();
    for (const name of ["Basil", "Lettuce", "Tomato"]) await add(gardener, name);
    const withWatering = () => call(listWithWatering, jsonRequest("/api/user-plants/with-watering", { token: gardener.token }));
    const today = () => call(getToday, jsonRequest("/api/tasks/today", { token: gardener.token }));
    await tasksOf(gardener); // plans once after the plants were added
    expect(await costOf(withWatering)).toEqual({ statements: expect.any(Number), writes: 0 });
    expect((await costOf(withWatering)).statements).toBeLessThanOrEqual(3);
    expect(await costOf(today)).toEqual({ statements: expect.any(Number), writes: 0 });
    expect((await costOf(today)).statements).toBeLessThanOrEqual(3);
  });

  it("the dashboard's counts are one statement after the session lookup, and write nothing", async () => {
    const gardener = await signUp();
    await add(gardener, "Basil");
    const stats = () => call(getStats, jsonRequest("/api/dashboard/stats", { token: gardener.token }));
    await stats(); // plans once after the plant was added
    expect(await costOf(stats)).toEqual({ statements: 2, writes: 0 });
  });

  it("the dashboard's reads build their SQL once, not on every visit (prepared statements)", async () => {
    const gardener = await signUp();
    await add(gardener, "Basil");
    await tasksOf(gardener); // plans once after the plant was added
    const profile = await loadGardener({ id: gardener.id, email: gardener.email, name: gardener.name, firstName: null });
    const dashboardReads = () =>
      Promise.all([
        listTasks(profile, "open", { limit: 5 }),
        listDashboardTasks(profile),
        listTasks(profile, "doneToday", { limit: 5 }),
        listTasks(profile, "today"),
        getDashboardStats(profile),
        listFirstUserPlants(profile, 4),
        listChatMessages(profile.userId, 10),
      ]);
    const [open] = await dashboardReads(); // the first visit prepares them
    expect(open.length).toBeGreaterThan(0);
    const built = vi.spyOn(PgDialect.prototype, "sqlToQuery");
    try {
      const [again, card, doneToday, today, stats, garden, chat] = await dashboardReads();
      expect(again).toEqual(open);
      // Nothing is due on the day a plant is added: the card shows what is coming up.
      expect(card).toEqual({ due: [], dueToday: 0, overdue: 0, comingUp: open });
      expect({ doneToday, chat, plants: garden.plants.length, total: garden.total }).toEqual({ doneToday: [], chat: [], plants: 1, total: 1 });
      expect(stats.tasksToday).toBe(today.length);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});

describe("what matters most, and what rests in winter", () => {
  const profileOf = (user: TestUser) => loadGardener({ id: user.id, email: user.email, name: user.name, firstName: null });
  const ofType = (list: Task[], taskType: string, title?: string) => list.find((task) => task.taskType === taskType && (!title || task.title.includes(title)));
  async function plantedOn(user: TestUser, date: string) {
    const db = await getDb();
    await db.update(userPlants).set({ plantedDate: date }).where(eq(userPlants.gardenId, user.gardenId));
  }

  it("routine watering is not high: it ranks high once it is overdue (re-ranked on the day it falls overdue)", async () => {
    const gardener = await signUp();
    await add(gardener, "Lettuce"); // every 2 days
    const water = ofType(await tasksOf(gardener), "water")!;
    expect(water).toMatchObject({ dueDate: addDays(todayInTimeZone("UTC"), 2), priority: "medium" });
    expect(ofType(await tasksOf(gardener), "inspect")).toMatchObject({ priority: "low" });
    const inThreeDays = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const later = await listTasks(await profileOf(gardener), "open", { now: inThreeDays });
    expect(later.find((task) => task.id === water.id)).toMatchObject({ dueDate: water.dueDate, priority: "high" });
  });

  it("watering on a forecast hot day ranks high, outdoors; indoors it stays routine", async () => {
    const outdoors = await signUp();
    expect((await patchProfile(outdoors, { location: "Heatville" })).status).toBe(200);
    // The weather card's read keeps the forecast (36 °C every day) for the place.
    expect((await call(getWeather, jsonRequest("/api/weather", { token: outdoors.token }))).status).toBe(200);
    await add(outdoors, "Basil");
    const tasks = await tasksOf(outdoors);
    expect(ofType(tasks, "water")).toMatchObject({ dueDate: addDays(todayInTimeZone("UTC"), 2), priority: "high" });
    expect(ofType(tasks, "inspect")).toMatchObject({ priority: "low" });

    const indoors = await signUp();
    expect((await patchProfile(indoors, { location: "Heatville", gardenType: "indoor" })).status).toBe(200);
    await add(indoors, "Basil");
    expect(ofType(await tasksOf(indoors), "water")).toMatchObject({ priority: "medium" });
  });

  it("a plant that rests in winter gets no December watering or inspection, and strawberries planted in November fruit next season", async () => {
    const december = new Date("2026-12-10T12:00:00Z");
    const bristol = await signUp();
    expect((await patchProfile(bristol, { location: "Bristol" })).status).toBe(200);
    for (const name of ["Lavender", "Strawberry", "Lettuce"]) await add(bristol, name);
    await plantedOn(bristol, "2026-11-20");
    const profile = await profileOf(bristol);
    const tasks = await listTasks(profile, "open", { now: december });
    expect(tasks.filter((task) => task.userPlant?.name !== "Lettuce").map((task) => task.title)).toEqual([]);
    expect(ofType(tasks, "water", "Lettuce")).toMatchObject({ priority: "high" });
    expect(ofType(tasks, "inspect", "Lettuce")).toBeDefined();

    const plants = await listUserPlants(profile, december);
    const byKind = (name: string) => plants.find((plant) => plant.plant?.commonName === name)!;
    expect(byKind("Lavender")).toMatchObject({ nextWateringDate: "2027-03-01", status: "healthy" });
    expect(byKind("Lettuce").status).toBe("needs_attention");
    // 90 growing days from 1 March (RHS: strawberries fruit in summer), not 90 days from planting.
    expect(byKind("Strawberry").daysUntilHarvest).toBe(daysBetween("2026-12-10", "2027-05-30"));
    expect(formatHarvest(byKind("Strawberry").daysUntilHarvest, englishPlantFacts)).toBe("24 weeks");

    // South of the equator December is summer: the same lavender is watered.
    const wellington = await signUp();
    expect((await patchProfile(wellington, { location: "Windy Point" })).status).toBe(200);
    await add(wellington, "Lavender");
    await plantedOn(wellington, "2026-11-20");
    const southern = await listTasks(await profileOf(wellington), "open", { now: december });
    expect(ofType(southern, "water")).toMatchObject({ dueDate: "2026-11-30" });
  });
});
