// The busiest reads are prepared statements whose rows are mapped by a mapping worked out once per
// statement (server/db/row-mapper.ts). Against a real database they must give what drizzle's own
// mapping gives for the same select: every field, every Date, and null for a plant with no
// catalogue entry or no watering yet.
import { describe, expect, it } from "vitest";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { POST as recordWatering } from "@/app/api/watering/record/route";
import { loadGardener } from "@/server/account/gardener";
import { getDb } from "@/server/db/client";
import { userPlants } from "@/server/db/schema";
import { listFirstUserPlants, listUserPlants } from "@/server/garden/plants";
import { call, jsonRequest, signUp } from "../support/api";

describe("rows mapped directly", () => {
  it("lists a garden exactly as drizzle's own mapping does: catalogue and custom plants, watered and never watered", async () => {
    const gardener = await signUp("Row Mapper");
    const catalogue: { id: number; commonName: string }[] = (await call(getCatalogue, jsonRequest("/api/plants", { token: gardener.token }))).body;
    const added: number[] = [];
    for (const name of ["Basil", "Tomato", "Lavender"]) {
      const { status, body } = await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: catalogue.find((plant) => plant.commonName === name)!.id }, token: gardener.token }));
      expect(status).toBe(201);
      added.push(body.id);
    }
    const db = await getDb();
    await db.insert(userPlants).values({ gardenId: gardener.gardenId, isCustomPlant: true, customCommonName: "Grandma's fern", customWateringFrequency: "weekly" });
    expect((await call(recordWatering, jsonRequest("/api/watering/record", { body: { userPlantId: added[1] }, token: gardener.token }))).status).toBe(201);

    const profile = await loadGardener({ id: gardener.id, email: gardener.email, name: gardener.name, firstName: null });
    const now = new Date();
    const prepared = await listUserPlants(profile, now);
    // Given an executor, the same select is built afresh and mapped by drizzle itself.
    const drizzles = await listUserPlants(profile, now, db);
    expect(prepared).toHaveLength(4);
    expect(prepared).toEqual(drizzles);
    expect(JSON.stringify(prepared)).toBe(JSON.stringify(drizzles));

    const fern = prepared.find((plant) => plant.isCustomPlant)!;
    expect(fern.plant).toBeNull();
    expect(fern.lastWatering).toBeNull();
    const tomato = prepared.find((plant) => plant.id === added[1])!;
    expect(tomato.plant?.commonName).toBe("Tomato");
    expect(tomato.lastWatering?.wateredBy).toEqual({ id: gardener.id, name: "Row Mapper" });

    const first = await listFirstUserPlants(profile, 2, now);
    expect(first).toEqual({ plants: drizzles.slice(0, 2), total: 4 });
  });
});
