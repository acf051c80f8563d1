import { describe, expect, it } from "vitest";
import { DELETE as deleteHarvest } from "@/app/api/harvests/[id]/route";
import { GET as listHarvests, POST as logHarvest } from "@/app/api/harvests/route";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { DELETE as deletePlant } from "@/app/api/user-plants/[id]/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { PATCH as patchUser } from "@/app/api/user/route";
import { POST as createGarden } from "@/app/api/gardens/route";
import { addDays, todayInTimeZone } from "@/lib/dates";
import { call, jsonRequest, signUp, type TestUser } from "../support/api";

async function plantOf(gardener: TestUser, commonName: string, customName?: string): Promise<number> {
  const catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: gardener.token }))).body as { id: number; commonName: string }[];
  const added = await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: catalogue.find((plant) => plant.commonName === commonName)!.id, customName }, token: gardener.token }));
  expect(added.status).toBe(201);
  return added.body.id;
}

const log = (gardener: TestUser, body: unknown) => call(logHarvest, jsonRequest("/api/harvests", { body, token: gardener.token }));
const year = (gardener: TestUser, query = "") => call(listHarvests, jsonRequest(`/api/harvests${query}`, { token: gardener.token }));

describe("the harvest log", () => {
  it("logs a harvest (201) with who picked it, today unless dated", async () => {
    const gardener = await signUp("Hattie Harvest");
    const tomato = await plantOf(gardener, "Tomato", "Big Red");
    const logged = await log(gardener, { userPlantId: tomato, quantity: 1.2, unit: "kg", notes: "First truss" });
    expect(logged.status).toBe(201);
    expect(logged.body).toEqual({
      id: expect.any(Number),
      userPlantId: tomato,
      quantity: 1.2,
      unit: "kg",
      harvestedOn: todayInTimeZone("UTC"),
      notes: "First truss",
      harvestedBy: { id: gardener.id, name: "Hattie Harvest" },
    });
  });

  it("lists a year's harvests, latest first, with each plant's totals in grams and pieces", async () => {
    const gardener = await signUp();
    const tomato = await plantOf(gardener, "Tomato", "Big Red");
    const courgette = await plantOf(gardener, "Zucchini");
    await log(gardener, { userPlantId: tomato, quantity: 1.2, unit: "kg", harvestedOn: "2025-08-01" });
    await log(gardener, { userPlantId: tomato, quantity: 8, unit: "oz", harvestedOn: "2025-08-09" });
    await log(gardener, { userPlantId: courgette, quantity: 3, unit: "count", harvestedOn: "2025-07-20" });
    await log(gardener, { userPlantId: courgette, quantity: 2, unit: "count", harvestedOn: "2024-07-20" });

    const listed = await year(gardener, "?year=2025");
    expect(listed.status).toBe(200);
    expect(listed.body.harvests.map((harvest: { harvestedOn: string; quantity: number; unit: string }) => `${harvest.harvestedOn} ${harvest.quantity} ${harvest.unit}`)).toEqual([
      "2025-08-09 8 oz",
      "2025-08-01 1.2 kg",
      "2025-07-20 3 count",
    ]);
    expect(listed.body.totals).toEqual([
      { userPlantId: tomato, plantName: "Big Red", weightGrams: 1427, count: 0 },
      { userPlantId: courgette, plantName: "Zucchini", weightGrams: 0, count: 3 },
    ]);
    expect((await year(gardener, "?year=2024")).body.totals).toEqual([{ userPlantId: courgette, plantName: "Zucchini", weightGrams: 0, count: 2 }]);
    // No year: this one.
    expect((await year(gardener)).body).toEqual({ harvests: [], totals: [] });
    // One plant's (the plant details): its harvests and total only.
    const oneYear = await year(gardener, `?year=2025&userPlantId=${courgette}`);
    expect(oneYear.body.harvests).toHaveLength(1);
    expect(oneYear.body.totals).toEqual([{ userPlantId: courgette, plantName: "Zucchini", weightGrams: 0, count: 3 }]);
    const badPlant = await year(gardener, "?userPlantId=abc");
    expect(badPlant.status).toBe(400);
    expect(badPlant.body.error).toContain("userPlantId must be a plant's id.");
    // Another garden's plant has nothing to show.
    expect((await year(await signUp(), `?year=2025&userPlantId=${courgette}`)).body).toEqual({ harvests: [], totals: [] });
  });

  it("refuses bad harvests with 400 and says why", async () => {
    const gardener = await signUp();
    const tomato = await plantOf(gardener, "Tomato");
    const tomorrow = addDays(todayInTimeZone("UTC"), 1);
    const cases: [unknown, string][] = [
      [{ userPlantId: tomato, quantity: 0, unit: "g" }, "Quantity must be more than 0."],
      [{ userPlantId: tomato, quantity: -2, unit: "g" }, "Quantity must be more than 0."],
      [{ userPlantId: tomato, quantity: "12", unit: "g" }, "Quantity must be a number."],
      [{ userPlantId: tomato, quantity: 1e9, unit: "g" }, "Quantity must be at most 100,000."],
      [{ userPlantId: tomato, quantity: 1, unit: "bushel" }, "Unit must be g, kg, oz, lb or count."],
      [{ userPlantId: tomato, quantity: 1, unit: "g", harvestedOn: tomorrow }, "The harvest date can't be in the future."],
      [{ userPlantId: tomato, quantity: 1, unit: "g", harvestedOn: "2025-02-30" }, "The harvest date must be a real date (YYYY-MM-DD)."],
      [{ quantity: 1, unit: "g" }, "Choose one of your plants."],
    ];
    for (const [body, error] of cases) {
      const refused = await log(gardener, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error).toBe(error);
    }
    expect((await year(gardener, "?year=twenty")).status).toBe(400);
  });

  it("hides another garden's plants and harvests (404), and a deleted plant takes its harvests", async () => {
    const gardener = await signUp();
    const neighbour = await signUp();
    const tomato = await plantOf(gardener, "Tomato");
    const theirs = await plantOf(neighbour, "Tomato");
    expect((await log(gardener, { userPlantId: theirs, quantity: 1, unit: "kg" })).status).toBe(404);

    const harvest = (await log(gardener, { userPlantId: tomato, quantity: 1, unit: "kg" })).body;
    const remove = (who: TestUser, id: number) => call(deleteHarvest, jsonRequest(`/api/harvests/${id}`, { method: "DELETE", token: who.token }), { id: String(id) });
    expect((await remove(neighbour, harvest.id)).status).toBe(404);
    expect((await year(neighbour)).body.harvests).toEqual([]);

    // In another of the gardener's gardens, the first one's harvests are not listed.
    const allotment = await call(createGarden, jsonRequest("/api/gardens", { body: { name: "Allotment" }, token: gardener.token }));
    await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { activeGardenId: allotment.body.garden.id }, token: gardener.token }));
    expect((await year(gardener)).body.harvests).toEqual([]);
    expect((await remove(gardener, harvest.id)).status).toBe(404);
    await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { activeGardenId: gardener.gardenId }, token: gardener.token }));

    expect((await remove(gardener, harvest.id)).status).toBe(204);
    expect((await remove(gardener, harvest.id)).status).toBe(404);
    await log(gardener, { userPlantId: tomato, quantity: 2, unit: "kg" });
    expect((await call(deletePlant, jsonRequest(`/api/user-plants/${tomato}`, { method: "DELETE", token: gardener.token }), { id: String(tomato) })).status).toBe(204);
    expect((await year(gardener)).body).toEqual({ harvests: [], totals: [] });
  });
});
