// The dashboard reads only what it shows: the newest 4 plants with the garden's size, and the first 5
// tasks due today or overdue (else the first 5 coming up).
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getDashboardGarden } from "@/app/api/dashboard/garden/route";
import { GET as getDashboardTasks } from "@/app/api/dashboard/tasks/route";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { POST as completeTask } from "@/app/api/tasks/[id]/complete/route";
import { GET as getStats } from "@/app/api/dashboard/stats/route";
import { GET as listOverdue } from "@/app/api/tasks/overdue/route";
import { GET as listTasks, POST as postTask } from "@/app/api/tasks/route";
import { GET as listToday } from "@/app/api/tasks/today/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { GET as listWithWatering } from "@/app/api/user-plants/with-watering/route";
import type { DashboardGarden, DashboardStats, DashboardTasks } from "@/lib/dashboard-types";
import { addDays, todayInTimeZone } from "@/lib/dates";
import type { UserPlantWithWatering } from "@/lib/garden-types";
import type { Task } from "@/lib/task-types";
import { call, jsonRequest, signUp, type TestUser } from "../support/api";

let catalogue: { id: number; commonName: string }[];

beforeAll(async () => {
  catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: (await signUp()).token }))).body;
});

async function gardenerWith(plantCount: number): Promise<TestUser> {
  const gardener = await signUp();
  for (let index = 0; index < plantCount; index += 1) {
    const { status } = await call(
      addPlant,
      jsonRequest("/api/user-plants", { body: { plantId: catalogue[index % catalogue.length]!.id, customName: `Plant ${index + 1}` }, token: gardener.token }),
    );
    expect(status).toBe(201);
  }
  return gardener;
}

async function get<T>(handler: typeof listTasks, path: string, user?: TestUser): Promise<{ status: number; body: T }> {
  return call(handler, jsonRequest(path, { token: user?.token }));
}

describe("GET /api/dashboard/garden", () => {
  it("answers the newest 4 plants, as My Garden lists them, and how many there are", async () => {
    const gardener = await gardenerWith(6);
    const all = (await get<UserPlantWithWatering[]>(listWithWatering, "/api/user-plants/with-watering", gardener)).body;
    const { status, body } = await get<DashboardGarden>(getDashboardGarden, "/api/dashboard/garden", gardener);
    expect(status).toBe(200);
    expect(body.total).toBe(6);
    expect(body.plants).toEqual(all.slice(0, 4));
    expect(body.plants.map((plant) => plant.customName)).toEqual(["Plant 6", "Plant 5", "Plant 4", "Plant 3"]);
  });

  it("an empty garden is empty, and another gardener's plants are never counted", async () => {
    await gardenerWith(2);
    const newcomer = await signUp();
    expect((await get<DashboardGarden>(getDashboardGarden, "/api/dashboard/garden", newcomer)).body).toEqual({ plants: [], total: 0 });
    expect((await get(getDashboardGarden, "/api/dashboard/garden")).status).toBe(401);
  });
});

describe("GET /api/dashboard/tasks", () => {
  const today = () => todayInTimeZone("UTC");
  const createTask = async (user: TestUser, title: string, dueDate: string) => {
    const { status } = await call(postTask, jsonRequest("/api/tasks", { body: { title, dueDate, taskType: "prune" }, token: user.token }));
    expect(status).toBe(201);
  };
  const countsOf = async (user: TestUser) => ({
    today: (await get<Task[]>(listToday, "/api/tasks/today", user)).body.length,
    overdue: (await get<Task[]>(listOverdue, "/api/tasks/overdue", user)).body.length,
    stats: (await get<DashboardStats>(getStats, "/api/dashboard/stats", user)).body.tasksToday,
  });

  it("answers the first 5 tasks due today or overdue, in the order of GET /api/tasks, never a completed one, with counts that agree with /api/tasks/today and the banner", async () => {
    const gardener = await gardenerWith(3); // new plants: their care is due in the days ahead
    for (const [index, offset] of [0, 0, 0, -1, -2, -3, -4].entries()) await createTask(gardener, `Task ${index + 1}`, addDays(today(), offset));
    const first = (await get<Task[]>(listTasks, "/api/tasks", gardener)).body[0]!;
    const completed = await call(completeTask, jsonRequest(`/api/tasks/${first.id}/complete`, { method: "POST", token: gardener.token }), { id: String(first.id) });
    expect(completed.status).toBe(200);
    const open = (await get<Task[]>(listTasks, "/api/tasks", gardener)).body.filter((task) => !task.completed);
    const dueNow = open.filter((task) => task.dueDate <= today());
    expect(dueNow.length).toBe(6);
    const { status, body } = await get<DashboardTasks>(getDashboardTasks, "/api/dashboard/tasks", gardener);
    expect(status).toBe(200);
    expect(body.due).toEqual(dueNow.slice(0, 5));
    expect(body.due.some((task) => task.id === first.id || task.dueDate > today())).toBe(false);
    expect(body.comingUp).toEqual([]);
    const counts = await countsOf(gardener);
    expect({ dueToday: body.dueToday, overdue: body.overdue }).toEqual({ dueToday: counts.today, overdue: counts.overdue });
    expect(body.dueToday).toBe(counts.stats);
    expect(body.dueToday + body.overdue).toBe(6);
  });

  it("counts a short list from the list itself, the same as the routes", async () => {
    const gardener = await signUp();
    await createTask(gardener, "Tie in the beans", today());
    await createTask(gardener, "Net the kale", addDays(today(), -2));
    const { body } = await get<DashboardTasks>(getDashboardTasks, "/api/dashboard/tasks", gardener);
    expect(body.due.map((task) => task.title)).toEqual(["Net the kale", "Tie in the beans"]);
    expect({ dueToday: body.dueToday, overdue: body.overdue }).toEqual({ dueToday: 1, overdue: 1 });
    expect(await countsOf(gardener)).toEqual({ today: 1, overdue: 1, stats: 1 });
  });

  it("with nothing due today, lists nothing as today's: what is coming up comes apart, first 5 (it listed tasks due in days as today's)", async () => {
    const gardener = await gardenerWith(3);
    const open = (await get<Task[]>(listTasks, "/api/tasks", gardener)).body.filter((task) => !task.completed);
    expect(open.length).toBeGreaterThan(5);
    expect(open.every((task) => task.dueDate > today())).toBe(true);
    const { body } = await get<DashboardTasks>(getDashboardTasks, "/api/dashboard/tasks", gardener);
    expect(body).toMatchObject({ due: [], dueToday: 0, overdue: 0 });
    expect(body.comingUp).toEqual(open.slice(0, 5));
    expect(await countsOf(gardener)).toEqual({ today: 0, overdue: 0, stats: 0 });
  });

  it("a gardener with no tasks gets none, and the signed-out a 401", async () => {
    expect((await get<DashboardTasks>(getDashboardTasks, "/api/dashboard/tasks", await signUp())).body).toEqual({ due: [], dueToday: 0, overdue: 0, comingUp: [] });
    expect((await get(getDashboardTasks, "/api/dashboard/tasks")).status).toBe(401);
  });
});
