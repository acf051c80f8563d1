// Care that follows the weather (docs/watering.md): the water balance against a stand-in
// Open-Meteo with a wet place (Rainford: 14 mm of rain a day) and a dry one (Heatville: 36 °C, none).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as recordRainRoute } from "@/app/api/gardens/[id]/rain/route";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { POST as skipRoute } from "@/app/api/tasks/[id]/skip/route";
import { POST as snoozeRoute } from "@/app/api/tasks/[id]/snooze/route";
import { GET as listTasksRoute } from "@/app/api/tasks/route";
import { PATCH as patchPlant } from "@/app/api/user-plants/[id]/route";
import { POST as resetFactorRoute } from "@/app/api/user-plants/[id]/water-balance/reset/route";
import { GET as waterBalanceRoute } from "@/app/api/user-plants/[id]/water-balance/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { GET as listWithWatering } from "@/app/api/user-plants/with-watering/route";
import { PATCH as patchUser } from "@/app/api/user/route";
import { POST as recordWatering } from "@/app/api/watering/record/route";
import { GET as getWeather } from "@/app/api/weather/route";
import { addDays, todayInTimeZone } from "@/lib/dates";
import type { UserPlantWithWatering } from "@/lib/garden-types";
import type { Task } from "@/lib/task-types";
import type { WaterBalance } from "@/lib/water-balance";
import { queryCounter } from "@/server/db/client";
import { startFakeOpenMeteo, type FakeOpenMeteo } from "@/scripts/fake-open-meteo.mjs";
import { call, jsonRequest, signUp, type TestUser } from "../support/api";

type CatalogueEntry = { id: number; commonName: string };
let catalogue: CatalogueEntry[];
let fake: FakeOpenMeteo;
const today = () => todayInTimeZone("UTC");

beforeAll(async () => {
  fake = await startFakeOpenMeteo();
  process.env.OPEN_METEO_FORECAST_URL = `${fake.url}/v1/forecast`;
  process.env.OPEN_METEO_GEOCODING_URL = `${fake.url}/v1/search`;
  process.env.OPEN_METEO_ARCHIVE_URL = `${fake.url}/v1/archive`;
  const someone = await signUp();
  catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: someone.token }))).body;
});
afterAll(() => fake.close());

const idOf = (name: string) => catalogue.find((plant) => plant.commonName === name)!.id;

async function add(user: TestUser, name: string, extra: Record<string, unknown> = {}) {
  const { status, body } = await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: idOf(name), ...extra }, token: user.token }));
  expect(status).toBe(201);
  return body as { id: number; exposure: string };
}

const water = (user: TestUser, userPlantId: number) => call(recordWatering, jsonRequest("/api/watering/record", { body: { userPlantId }, token: user.token }));

async function garden(user: TestUser): Promise<UserPlantWithWatering[]> {
  const { status, body } = await call(listWithWatering, jsonRequest("/api/user-plants/with-watering", { token: user.token }));
  expect(status).toBe(200);
  return body;
}
const plantIn = async (user: TestUser, id: number) => (await garden(user)).find((plant) => plant.id === id)!;

const balance = (user: TestUser, id: number) =>
  call(waterBalanceRoute, jsonRequest(`/api/user-plants/${id}/water-balance`, { token: user.token }), { id: String(id) });

/** A gardener at a place whose forecast and usual weather are known: the weather card read, and the archive's normals in. */
async function gardenerAt(location: string): Promise<TestUser> {
  const user = await signUp();
  expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { location, gardenType: "outdoor" }, token: user.token }))).status).toBe(200);
  expect((await call(getWeather, jsonRequest("/api/weather", { token: user.token }))).status).toBe(200);
  return user;
}

/** Waits for the place's normals (read in the background after the forecast) to reach the plan. */
async function weatherMode(user: TestUser, id: number): Promise<UserPlantWithWatering> {
  return vi.waitFor(
    async () => {
      const plant = await plantIn(user, id);
      expect(plant.wateringMode).toBe("weather");
      return plant;
    },
    { timeout: 10_000, interval: 100 },
  );
}

describe("the water balance", () => {
  it("waters the same tomato later in the rainy place than in the dry one, and says it is the rain", async () => {
    const wet = await gardenerAt("Rainford");
    const dry = await gardenerAt("Heatville");
    const [wetTomato, dryTomato] = [await add(wet, "Tomato"), await add(dry, "Tomato")];
    expect(wetTomato.exposure).toBe("ground");
    expect((await water(wet, wetTomato.id)).status).toBe(201);
    expect((await water(dry, dryTomato.id)).status).toBe(201);

    const inDry = await weatherMode(dry, dryTomato.id);
    const inWet = await weatherMode(wet, wetTomato.id);
    expect(inDry.nextWateringDate).not.toBeNull();
    expect(inDry.nextWateringDate! <= addDays(today(), 2)).toBe(true);
    // 14 mm every day outweighs what a tomato uses: nothing is due while it rains.
    expect(inWet.nextWateringDate === null || inWet.nextWateringDate > inDry.nextWateringDate!).toBe(true);
    expect(inWet.wateringReason).toMatch(/rain/i);
    expect(inDry.wateringReason).not.toMatch(/rain/i);
  });

  it("waters an indoor plant on the same day in both places, and a custom frequency stays a fixed timetable", async () => {
    const wet = await gardenerAt("Rainford");
    const dry = await gardenerAt("Heatville");
    const dates: (string | null)[] = [];
    for (const user of [wet, dry]) {
      const monstera = await add(user, "Monstera");
      expect(monstera.exposure).toBe("indoor");
      await water(user, monstera.id);
      const plant = await plantIn(user, monstera.id);
      expect(plant.wateringMode).toBe("interval");
      expect(plant.wateringReason).toMatch(/^Indoors/);
      dates.push(plant.nextWateringDate);
    }
    expect(dates[0]).toBe(dates[1]);

    const tomato = await add(dry, "Tomato");
    const patched = await call(patchPlant, jsonRequest(`/api/user-plants/${tomato.id}`, { method: "PATCH", body: { customWateringFrequency: "weekly" }, token: dry.token }), { id: String(tomato.id) });
    expect(patched.status).toBe(200);
    const fixed = await plantIn(dry, tomato.id);
    expect(fixed).toMatchObject({ wateringMode: "interval", wateringReason: "Your own timetable: every 7 days", nextWateringDate: addDays(today(), 7) });
  });

  it("moves the date after a rain-gauge reading, and explains it", async () => {
    const dry = await gardenerAt("Heatville");
    const tomato = await add(dry, "Tomato");
    // Planted yesterday (and not watered since): today's rain counts (a watering fills the bucket for its own day).
    const planted = await call(patchPlant, jsonRequest(`/api/user-plants/${tomato.id}`, { method: "PATCH", body: { plantedDate: addDays(today(), -1) }, token: dry.token }), { id: String(tomato.id) });
    expect(planted.status).toBe(200);
    const before = await weatherMode(dry, tomato.id);
    const rain = (body: unknown, gardenId = dry.gardenId) =>
      call(recordRainRoute, jsonRequest(`/api/gardens/${gardenId}/rain`, { body, token: dry.token }), { id: String(gardenId) });
    const recorded = await rain({ date: today(), mm: 30 });
    expect(recorded).toMatchObject({ status: 201, body: { date: today(), mm: 30 } });
    const after = await plantIn(dry, tomato.id);
    expect(after.nextWateringDate! > before.nextWateringDate!).toBe(true);
    expect(after.wateringReason).toMatch(/30 mm of rain today/);
    // A second reading for the day replaces the first.
    expect((await rain({ date: today(), mm: 0 })).status).toBe(201);
    expect((await plantIn(dry, tomato.id)).nextWateringDate).toBe(before.nextWateringDate);

    expect((await rain({ date: addDays(today(), 1), mm: 5 })).status).toBe(400);
    expect((await rain({ date: addDays(today(), -31), mm: 5 })).status).toBe(400);
    expect((await rain({ date: today(), mm: -1 })).status).toBe(400);
    expect((await rain({ date: today(), mm: "lots" })).status).toBe(400);
    expect((await rain({ date: today(), mm: 5, extra: 1 })).status).toBe(400);

    // A gauge read in inches names its unit; it is kept, and answered, in millimetres.
    expect(await rain({ date: today(), inches: 1.2, unit: "in" })).toMatchObject({ status: 201, body: { date: today(), mm: 30.5 } });
    expect(await rain({ date: today(), inches: 1.2 })).toMatchObject({ status: 400, body: { error: 'Send inches with unit "in".' } });
    expect(await rain({ date: today(), mm: 5, unit: "in" })).toMatchObject({ status: 400, body: { error: 'Send the rain as inches with unit "in", or as mm alone.' } });
    expect(await rain({ date: today(), unit: "in" })).toMatchObject({ status: 400, body: { error: "Rain must be a number of inches." } });
    expect(await rain({ date: today(), inches: 80, unit: "in" })).toMatchObject({ status: 400, body: { error: "Rain must be at most 78.7 in." } });
    expect((await rain({ date: today(), inches: 1, unit: "ft" })).status).toBe(400);
    // The reason is worded in the gardener's units.
    expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { units: "imperial" }, token: dry.token }))).status).toBe(200);
    expect((await plantIn(dry, tomato.id)).wateringReason).toMatch(/1\.2 in of rain today/);
  });

  it("answers the balance: the plan, and each day of the last 30 and the coming week", async () => {
    const dry = await gardenerAt("Heatville");
    const tomato = await add(dry, "Tomato");
    const young = await add(dry, "Tomato");
    // Planted 40 days ago: the chart shows its last 30 days (a plant planted today starts there).
    const planted = await call(patchPlant, jsonRequest(`/api/user-plants/${tomato.id}`, { method: "PATCH", body: { plantedDate: addDays(today(), -40) }, token: dry.token }), { id: String(tomato.id) });
    expect(planted.status).toBe(200);
    await water(dry, tomato.id);
    await weatherMode(dry, tomato.id);
    const fresh = (await balance(dry, young.id)).body as WaterBalance;
    expect(fresh.days.map((day) => day.date)).toEqual(Array.from({ length: 8 }, (_, index) => addDays(today(), index)));
    const { status, body } = await balance(dry, tomato.id);
    expect(status).toBe(200);
    const answer = body as WaterBalance;
    expect(answer).toMatchObject({ mode: "weather", exposure: "ground", usualIntervalDays: 2, waterFactor: 1 });
    expect(answer.capacityMm).toBeGreaterThan(0);
    expect(answer.days).toHaveLength(38);
    expect(answer.days[0]!.date).toBe(addDays(today(), -30));
    const todayRow = answer.days.find((day) => day.date === today())!;
    expect(todayRow).toMatchObject({ et0Mm: 7.5, rainMm: 0, forecast: true, watered: true, deficitMm: 0 });
    expect(todayRow.wateredMm).toBeGreaterThan(0);
    expect(answer.days.filter((day) => day.forecast)).toHaveLength(8);
    expect(answer.expected.length).toBeGreaterThan(3);
    expect(answer.reason).not.toBe("");
  });

  it("keeps the usual interval without a location, and says why", async () => {
    const nowhere = await signUp();
    const tomato = await add(nowhere, "Tomato");
    const plant = await plantIn(nowhere, tomato.id);
    expect(plant).toMatchObject({ wateringMode: "interval", nextWateringDate: addDays(today(), 2) });
    expect(plant.wateringReason).toBe("Not adjusting to the weather (add your garden's location in Settings): every 2 days");
  });

  it("snoozes and skips a watering; a skip teaches the plant's factor, which can be reset", async () => {
    const dry = await gardenerAt("Heatville");
    const tomato = await add(dry, "Tomato");
    await weatherMode(dry, tomato.id);
    const waterTask = async () =>
      ((await call(listTasksRoute, jsonRequest("/api/tasks", { token: dry.token }))).body as Task[]).find((task) => task.taskType === "water" && task.userPlantId === tomato.id && !task.completed);
    const task = (await waterTask())!;
    const snoozed = await call(snoozeRoute, jsonRequest(`/api/tasks/${task.id}/snooze`, { body: { days: 2 }, token: dry.token }), { id: String(task.id) });
    const until = addDays(task.dueDate > today() ? task.dueDate : today(), 2);
    expect(snoozed).toMatchObject({ status: 200, body: { id: task.id, dueDate: until } });
    expect(await plantIn(dry, tomato.id)).toMatchObject({ nextWateringDate: until });
    expect((await waterTask())!.dueDate).toBe(until);
    for (const days of [0, 4, 1.5, "2"]) {
      expect((await call(snoozeRoute, jsonRequest(`/api/tasks/${task.id}/snooze`, { body: { days }, token: dry.token }), { id: String(task.id) })).status).toBe(400);
    }

    const skipped = await call(skipRoute, jsonRequest(`/api/tasks/${task.id}/skip`, { token: dry.token }), { id: String(task.id) });
    expect(skipped).toMatchObject({ status: 200, body: { id: task.id } });
    const next = (await waterTask())!;
    expect(next.id).not.toBe(task.id);
    expect(next.dueDate > today()).toBe(true);
    expect((await balance(dry, tomato.id)).body).toMatchObject({ waterFactor: 0.9 });
    expect((await call(skipRoute, jsonRequest(`/api/tasks/${task.id}/skip`, { token: dry.token }), { id: String(task.id) })).status).toBe(404);

    const reset = await call(resetFactorRoute, jsonRequest(`/api/user-plants/${tomato.id}/water-balance/reset`, { method: "POST", token: dry.token }), { id: String(tomato.id) });
    expect(reset).toMatchObject({ status: 200, body: { waterFactor: 1 } });

    // Watered, then again two days before the plan's day: it dries faster than thought, and learns.
    await water(dry, tomato.id);
    const planned = await plantIn(dry, tomato.id);
    expect(planned.nextWateringDate).toBe(addDays(today(), 2));
    await water(dry, tomato.id);
    expect((await balance(dry, tomato.id)).body.waterFactor).toBeCloseTo(planned.waterFactor * 1.1, 3);
  });

  it("takes and validates where a plant grows", async () => {
    const user = await signUp();
    expect((await add(user, "Tomato", { exposure: "container" })).exposure).toBe("container");
    const bad = await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: idOf("Tomato"), exposure: "moon" }, token: user.token }));
    expect(bad.status).toBe(400);
    const tomato = await add(user, "Tomato");
    const patched = await call(patchPlant, jsonRequest(`/api/user-plants/${tomato.id}`, { method: "PATCH", body: { exposure: "greenhouse" }, token: user.token }), { id: String(tomato.id) });
    expect(patched).toMatchObject({ status: 200, body: { exposure: "greenhouse" } });
  });

  it("hides another garden's plant, task and garden on every new route (404)", async () => {
    const owner = await gardenerAt("Heatville");
    const stranger = await signUp();
    const tomato = await add(owner, "Tomato");
    const task = ((await call(listTasksRoute, jsonRequest("/api/tasks", { token: owner.token }))).body as Task[])[0]!;
    const id = (value: number) => ({ id: String(value) });
    expect((await balance(stranger, tomato.id)).status).toBe(404);
    expect((await call(resetFactorRoute, jsonRequest(`/api/user-plants/${tomato.id}/water-balance/reset`, { method: "POST", token: stranger.token }), id(tomato.id))).status).toBe(404);
    expect((await call(recordRainRoute, jsonRequest(`/api/gardens/${owner.gardenId}/rain`, { body: { date: today(), mm: 5 }, token: stranger.token }), id(owner.gardenId))).status).toBe(404);
    expect((await call(snoozeRoute, jsonRequest(`/api/tasks/${task.id}/snooze`, { body: { days: 1 }, token: stranger.token }), id(task.id))).status).toBe(404);
    expect((await call(skipRoute, jsonRequest(`/api/tasks/${task.id}/skip`, { token: stranger.token }), id(task.id))).status).toBe(404);
  });

  it("reads the garden in at most 3 statements and writes nothing once the plans are kept", async () => {
    const dry = await gardenerAt("Heatville");
    for (const name of ["Tomato", "Basil", "Lettuce"]) await add(dry, name);
    await garden(dry);
    const before = { count: queryCounter.count, writes: queryCounter.writes };
    await garden(dry);
    expect(queryCounter.count - before.count).toBeLessThanOrEqual(3);
    expect(queryCounter.writes - before.writes).toBe(0);
  });
});
