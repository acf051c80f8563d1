// The dashboard reads only what it shows: the newest 4 plants with the garden's size, and the first 5 open tasks.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getDashboardGarden } from "@/app/api/dashboard/garden/route";
import { GET as getDashboardTasks } from "@/app/api/dashboard/tasks/route";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { POST as completeTask } from "@/app/api/tasks/[id]/complete/route";
import { GET as listTasks } from "@/app/api/tasks/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { GET as listWithWatering } from "@/app/api/user-plants/with-watering/route";
import type { DashboardGarden } from "@/lib/dashboard-types";
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
  it("answers the first 5 open tasks in the order of GET /api/tasks, never a completed one", async () => {
    const gardener = await gardenerWith(5); // each plant brings its care tasks
    const all = (await get<Task[]>(listTasks, "/api/tasks", gardener)).body;
    expect(all.length).toBeGreaterThan(6);
    const first = all[0]!;
    const completed = await call(completeTask, jsonRequest(`/api/tasks/${first.id}/complete`, { method: "POST", token: gardener.token }), { id: String(first.id) });
    expect(completed.status).toBe(200);
    const open = (await get<Task[]>(listTasks, "/api/tasks", gardener)).body.filter((task) => !task.completed);
    const { status, body } = await get<Task[]>(getDashboardTasks, "/api/dashboard/tasks", gardener);
    expect(status).toBe(200);
    expect(body).toEqual(open.slice(0, 5));
    expect(body.some((task) => task.id === first.id)).toBe(false);
  });

  it("a gardener with no tasks gets none, and the signed-out a 401", async () => {
    expect((await get<Task[]>(getDashboardTasks, "/api/dashboard/tasks", await signUp())).body).toEqual([]);
    expect((await get(getDashboardTasks, "/api/dashboard/tasks")).status).toBe(401);
  });
});
