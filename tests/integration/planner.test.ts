// The Garden Planner (issue 15): frost dates from the Open-Meteo archive (a stand-in on
// 127.0.0.1 with known median dates), typed frost dates, the windows, and "Plan it".
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as getCalendar } from "@/app/api/calendar/route";
import { GET as getFeed } from "@/app/calendar/[feed]/route";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { GET as tasksToday } from "@/app/api/tasks/today/route";
import { GET as getPlanner, POST as planIt } from "@/app/api/planner/route";
import { GET as listTasks } from "@/app/api/tasks/route";
import { GET as listPlants, POST as addPlant } from "@/app/api/user-plants/route";
import { PATCH as patchUser } from "@/app/api/user/route";
import { addDays, todayInTimeZone } from "@/lib/dates";
import { PLANNER_HORIZON_DAYS, type PlannerItem } from "@/lib/planner";
import { getDb } from "@/server/db/client";
import { placeFrostDates } from "@/server/db/schema";
import { startFakeOpenMeteo, type FakeOpenMeteo } from "@/scripts/fake-open-meteo.mjs";
import { BASE_URL, call, jsonRequest, signUp, type TestUser } from "../support/api";

let fake: FakeOpenMeteo;

beforeAll(async () => {
  fake = await startFakeOpenMeteo();
  process.env.OPEN_METEO_FORECAST_URL = `${fake.url}/v1/forecast`;
  process.env.OPEN_METEO_GEOCODING_URL = `${fake.url}/v1/search`;
  process.env.OPEN_METEO_ARCHIVE_URL = `${fake.url}/v1/archive`;
});
afterAll(() => fake.close());
beforeEach(async () => {
  await (await getDb()).delete(placeFrostDates);
  fake.stats.archive = 0;
});

async function gardenerAt(location?: string): Promise<TestUser> {
  const gardener = await signUp();
  if (location) {
    const { status } = await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { location }, token: gardener.token }));
    expect(status).toBe(200);
  }
  return gardener;
}
const planner = (gardener: TestUser, query = "") => call(getPlanner, jsonRequest(`/api/planner${query}`, { token: gardener.token }));
const plan = (gardener: TestUser, body: unknown) => call(planIt, jsonRequest("/api/planner", { body, token: gardener.token }));
const patch = (gardener: TestUser, body: unknown) => call(patchUser, jsonRequest("/api/user", { method: "PATCH", body, token: gardener.token }));

async function catalogueId(gardener: TestUser, commonName: string): Promise<number> {
  const catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: gardener.token }))).body as { id: number; commonName: string }[];
  return catalogue.find((plant) => plant.commonName === commonName)!.id;
}

const windowsOf = (items: PlannerItem[], commonName: string, action: PlannerItem["action"]) =>
  items.filter((item) => item.commonName === commonName && item.action === action).map((item) => `${item.start.slice(5)}..${item.end.slice(5)}`);

describe("GET /api/planner", () => {
  it("works out the frost dates of the garden's place once, from 10 years of history, and plans the next 12 months from them", async () => {
    const gardener = await gardenerAt("Bristol, England");
    const { status, body } = await planner(gardener);
    expect(status).toBe(200);
    expect(body.frost).toEqual({ lastSpring: "03-24", firstAutumn: "11-12", source: "history" });
    expect(fake.stats.archive).toBe(1);

    const today = todayInTimeZone("UTC");
    const items = body.items as PlannerItem[];
    expect(items.length).toBeGreaterThan(50);
    for (const item of items) {
      expect(item.end >= today && item.start <= addDays(today, PLANNER_HORIZON_DAYS - 1), JSON.stringify(item)).toBe(true);
      expect(Object.keys(item).sort()).toEqual(["action", "commonName", "end", "plantId", "start"]);
    }
    // Tomatoes go out 1 to 3 weeks after March 24; garlic goes in 6 to 2 weeks before November 12.
    expect(windowsOf(items, "Tomato", "transplant")).toEqual(["03-31..04-14"]);
    expect(windowsOf(items, "Garlic", "transplant")).toEqual(["10-01..10-29"]);
    expect(items.some((item) => item.commonName === "Monstera")).toBe(false);
    expect([...items].sort((a, b) => a.start.localeCompare(b.start))).toEqual(items);

    // Kept for the place: the same gardener again, and another gardener there, read no more history.
    await planner(gardener);
    await planner(await gardenerAt("Bristol, England"));
    expect(fake.stats.archive).toBe(1);
    const [kept] = await (await getDb()).select().from(placeFrostDates);
    const lastYear = Number(today.slice(0, 4)) - 1;
    expect(kept).toMatchObject({ lastSpring: "03-24", firstAutumn: "11-12", fromYear: lastYear - 9, toYear: lastYear });
  });

  it("reads the southern hemisphere's seasons: spring frosts end in September", async () => {
    const { body } = await planner(await gardenerAt("Windy Point"));
    expect(body.frost).toEqual({ lastSpring: "09-10", firstAutumn: "05-20", source: "history" });
    expect(windowsOf(body.items, "Tomato", "transplant")).toEqual(["09-17..10-01"]);
  });

  it("says a frost-free place has no frost dates, and plans by season there", async () => {
    const { body } = await planner(await gardenerAt("Heatville"));
    expect(body.frost).toEqual({ lastSpring: null, firstAutumn: null, source: "history" });
    // From the start of the growing season, March 1: tomatoes go out from March 8.
    expect(windowsOf(body.items, "Tomato", "transplant")).toEqual(["03-08..03-22"]);
  });

  it("plans by season with no place, and says where the dates come from", async () => {
    const { status, body } = await planner(await gardenerAt());
    expect(status).toBe(200);
    expect(body.frost).toEqual({ lastSpring: null, firstAutumn: null, source: "none" });
    expect(windowsOf(body.items, "Tomato", "transplant")).toEqual(["03-08..03-22"]);
    expect(fake.stats.archive).toBe(0);
  });

  it("still plans when the archive fails, keeps nothing, and asks again next time", async () => {
    const gardener = await gardenerAt("Brokenville");
    const first = await planner(gardener);
    expect(first.status).toBe(200);
    expect(first.body.frost).toEqual({ lastSpring: null, firstAutumn: null, source: "none" });
    expect(await (await getDb()).select().from(placeFrostDates)).toEqual([]);
    await planner(gardener);
    expect(fake.stats.archive).toBe(2);
  });

  it("lets the gardener's own frost dates win, date by date", async () => {
    const gardener = await gardenerAt("Bristol, England");
    expect((await patch(gardener, { lastSpringFrost: "04-20" })).body.user).toMatchObject({ lastSpringFrost: "04-20", firstAutumnFrost: null });
    const { body } = await planner(gardener);
    expect(body.frost).toEqual({ lastSpring: "04-20", firstAutumn: "11-12", source: "manual" });
    expect(windowsOf(body.items, "Tomato", "transplant")).toEqual(["04-27..05-11"]);
    // Cleared again: the place's history decides.
    await patch(gardener, { lastSpringFrost: null });
    expect((await planner(gardener)).body.frost).toEqual({ lastSpring: "03-24", firstAutumn: "11-12", source: "history" });
  });

  it("refuses frost dates that are not a day of every year (400)", async () => {
    const gardener = await gardenerAt();
    for (const [value, message] of [
      ["02-29", "That last spring frost is not a date."],
      ["04-31", "That last spring frost is not a date."],
      ["13-01", "Enter the last spring frost as MM-DD."],
      ["4-20", "Enter the last spring frost as MM-DD."],
      [420, "Invalid input: expected string, received number"],
    ] as const) {
      const { status, body } = await patch(gardener, { lastSpringFrost: value });
      expect(status, String(value)).toBe(400);
      expect(JSON.stringify(body), String(value)).toContain(message);
    }
  });

  it("lays out only the garden's own plants with ?plants=mine, and refuses another scope", async () => {
    const gardener = await gardenerAt("Bristol, England");
    expect((await planner(gardener, "?plants=mine")).body.items).toEqual([]);
    const added = await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: await catalogueId(gardener, "Carrot") }, token: gardener.token }));
    expect(added.status).toBe(201);
    const mine = (await planner(gardener, "?plants=mine")).body.items as PlannerItem[];
    expect(new Set(mine.map((item) => item.commonName))).toEqual(new Set(["Carrot"]));
    const refused = await planner(gardener, "?plants=everyone");
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('plants must be "all" or "mine".');
  });
});

describe("POST /api/planner (Plan it)", () => {
  it("adds the plant and schedules its sowing and planting out as care tasks, once", async () => {
    const gardener = await gardenerAt("Bristol, England");
    const tomato = await catalogueId(gardener, "Tomato");
    const first = await plan(gardener, { plantId: tomato });
    expect(first.status).toBe(201);
    expect(first.body.addedToGarden).toBe(true);
    expect(first.body.userPlant).toEqual({ id: expect.any(Number), name: "Tomato" });
    const steps = first.body.tasks as { taskType: string; title: string; dueDate: string; origin: string; userPlantId: number }[];
    expect(steps.length).toBeGreaterThanOrEqual(1);
    const today = todayInTimeZone("UTC");
    for (const step of steps) {
      expect(["sow", "transplant"]).toContain(step.taskType);
      expect(step.dueDate >= today).toBe(true);
      expect(step).toMatchObject({ origin: "user", userPlantId: first.body.userPlant.id });
    }
    const plantOut = steps.find((step) => step.taskType === "transplant")!;
    expect(plantOut.title).toBe("Plant out Tomato");
    expect(plantOut.dueDate.slice(5)).toBe("03-31");
    if (steps.length === 2) expect(steps[0]).toMatchObject({ taskType: "sow", title: "Sow Tomato indoors" });

    // The plant is in the garden, planted when it goes outside; the steps are on the task list.
    const plants = (await call(listPlants, jsonRequest("/api/user-plants", { token: gardener.token }))).body as { id: number; plantedDate: string }[];
    expect(plants).toEqual([expect.objectContaining({ id: first.body.userPlant.id, plantedDate: plantOut.dueDate })]);
    const tasks = (await call(listTasks, jsonRequest("/api/tasks", { token: gardener.token }))).body as { id: number; taskType: string }[];
    for (const step of steps) expect(tasks.some((task) => task.taskType === step.taskType)).toBe(true);

    // Planned again: the same plant, no second copy of its steps.
    const again = await plan(gardener, { plantId: tomato });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ userPlant: first.body.userPlant, addedToGarden: false, tasks: [] });
  });

  it("puts a step whose window is open today in Today's Tasks and the calendar feed", async () => {
    const gardener = await gardenerAt("Bristol, England");
    // The last frost 7 weeks from now: tomatoes are sown indoors from 8 to 6 weeks before it.
    const lastFrost = addDays(todayInTimeZone("UTC"), 49);
    await patch(gardener, { lastSpringFrost: lastFrost.slice(5) === "02-29" ? "03-01" : lastFrost.slice(5) });
    const planned = await plan(gardener, { plantId: await catalogueId(gardener, "Tomato") });
    expect(planned.body.tasks[0]).toMatchObject({ title: "Sow Tomato indoors", taskType: "sow", dueDate: todayInTimeZone("UTC") });
    const today = (await call(tasksToday, jsonRequest("/api/tasks/today", { token: gardener.token }))).body as { title: string }[];
    expect(today.map((task) => task.title)).toContain("Sow Tomato indoors");
    const feedUrl = new URL((await call(getCalendar, jsonRequest("/api/calendar", { token: gardener.token }))).body.url as string).pathname;
    const feed = await getFeed(new Request(`${BASE_URL}${feedUrl}`), { params: Promise.resolve({ feed: feedUrl.slice("/calendar/".length) }) });
    expect(await feed.text()).toContain("SUMMARY:Sow Tomato indoors");
  });

  it("picks the garden's plant of that kind, by its own name", async () => {
    const gardener = await gardenerAt("Bristol, England");
    const carrot = await catalogueId(gardener, "Carrot");
    const added = await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: carrot, customName: "Nantes" }, token: gardener.token }));
    const { status, body } = await plan(gardener, { plantId: carrot });
    expect(status).toBe(201);
    expect(body).toMatchObject({ userPlant: { id: added.body.id, name: "Nantes" }, addedToGarden: false });
    expect(body.tasks).toEqual([expect.objectContaining({ taskType: "sow", title: "Sow Nantes outdoors" })]);
  });

  it("answers 400 for a plant without a sowing plan, an unknown plant or a bad body, and 401 signed out", async () => {
    const gardener = await gardenerAt();
    const houseplant = await plan(gardener, { plantId: await catalogueId(gardener, "Monstera") });
    expect(houseplant.status).toBe(400);
    expect(houseplant.body.error).toBe("That plant has no sowing plan. Choose a vegetable, herb, fruit or flower from the catalogue.");
    expect((await plan(gardener, { plantId: 999999 })).status).toBe(400);
    expect((await plan(gardener, {})).status).toBe(400);
    expect((await plan(gardener, { plantId: 1, extra: true })).status).toBe(400);
    expect((await call(planIt, jsonRequest("/api/planner", { body: { plantId: 1 } }))).status).toBe(401);
    expect((await call(getPlanner, jsonRequest("/api/planner"))).status).toBe(401);
  });

  it("plans in the gardener's own garden only: another gardener sees none of it", async () => {
    const gardener = await gardenerAt("Bristol, England");
    const stranger = await gardenerAt("Bristol, England");
    await plan(gardener, { plantId: await catalogueId(gardener, "Tomato") });
    expect((await call(listPlants, jsonRequest("/api/user-plants", { token: stranger.token }))).body).toEqual([]);
    expect((await call(listTasks, jsonRequest("/api/tasks", { token: stranger.token }))).body.filter((task: { taskType: string }) => task.taskType === "sow")).toEqual([]);
  });

  it("two at once add the plant once", async () => {
    const gardener = await gardenerAt("Bristol, England");
    const tomato = await catalogueId(gardener, "Tomato");
    const both = await Promise.all([plan(gardener, { plantId: tomato }), plan(gardener, { plantId: tomato })]);
    expect(both.map((answer) => answer.status)).toEqual([201, 201]);
    expect(both.filter((answer) => answer.body.addedToGarden)).toHaveLength(1);
    expect((await call(listPlants, jsonRequest("/api/user-plants", { token: gardener.token }))).body).toHaveLength(1);
  });
});
