import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";

process.env.UPLOADS_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "garden-uploads-"));

import { GET as getCatalogue } from "@/app/api/plants/route";
import { POST as refreshImages } from "@/app/api/plants/refresh-images/route";
import { PATCH as patchPlant, DELETE as deletePlant } from "@/app/api/user-plants/[id]/route";
import { POST as addCustom } from "@/app/api/user-plants/custom/route";
import { POST as addFromIdentification } from "@/app/api/user-plants/from-identification/route";
import { GET as listPlants, POST as addPlant } from "@/app/api/user-plants/route";
import { GET as listWithWatering } from "@/app/api/user-plants/with-watering/route";
import { GET as wateringHistory } from "@/app/api/watering/history/[userPlantId]/route";
import { POST as recordWatering } from "@/app/api/watering/record/route";
import { PATCH as patchUser } from "@/app/api/user/route";
import { addDays, todayInTimeZone } from "@/lib/dates";
import { getDb, queryCounter } from "@/server/db/client";
import { getStorage } from "@/server/storage";
import { tasks, userPlants, waterings } from "@/server/db/schema";
import { eq } from "drizzle-orm";
import { BASE_URL, call, jsonRequest, signUp, type TestUser } from "../support/api";

type CatalogueEntry = { id: number; commonName: string; waterFrequency: number; harvestTime: number | null; imagePath: string };

let catalogue: CatalogueEntry[];
const byName = (name: string) => catalogue.find((plant) => plant.commonName === name)!;

async function add(user: TestUser, body: Record<string, unknown>) {
  return call(addPlant, jsonRequest("/api/user-plants", { body, token: user.token }));
}

function multipart(fields: Record<string, string | Blob>, token?: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(`${BASE_URL}/api/user-plants/custom`, {
    method: "POST",
    body: form,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

beforeAll(async () => {
  const owner = await signUp();
  catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: owner.token }))).body;
});

describe("GET /api/plants", () => {
  it("lists the catalogue by common name", async () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(70);
    const names = catalogue.map((plant) => plant.commonName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(byName("Tomato")).toMatchObject({ scientificName: "Solanum lycopersicum", waterFrequency: 2, harvestTime: 75 });
  });

  it("says which plants frost kills (the Add Plant picker shows it)", () => {
    expect(byName("Tomato")).toMatchObject({ frostTender: true, sunlight: "full_sun" });
    expect(byName("Kale")).toMatchObject({ frostTender: false });
  });
});

describe("POST /api/user-plants", () => {
  it("adds a catalogue plant with the gardener's own name, location and notes", async () => {
    const gardener = await signUp();
    const tomato = byName("Tomato");
    const { status, body } = await add(gardener, {
      plantId: tomato.id,
      customName: "  Big Red  ",
      location: "Greenhouse",
      notes: "",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      customName: "Big Red",
      location: "Greenhouse",
      notes: null,
      isCustomPlant: false,
      imageUrl: tomato.imagePath,
      status: "healthy",
      wateringIntervalDays: 2,
      daysUntilHarvest: 75,
      plant: { id: tomato.id, commonName: "Tomato" },
    });
    expect(body).not.toHaveProperty("lastWatering");
  });

  it("requires a plant: 'Please select a plant'", async () => {
    const gardener = await signUp();
    for (const body of [{}, { plantId: "" }, { plantId: null }, { plantId: "abc" }, { plantId: -1 }]) {
      const response = await add(gardener, body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe("Please select a plant");
    }
  });

  it("refuses a plant that is not in the catalogue, bad JSON and over-long fields", async () => {
    const gardener = await signUp();
    expect((await add(gardener, { plantId: 999_999 })).status).toBe(400);
    const badJson = await call(addPlant, jsonRequest("/api/user-plants", { body: "{not json", token: gardener.token }));
    expect(badJson.status).toBe(400);
    const tooLong = await add(gardener, { plantId: byName("Basil").id, notes: "x".repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toBe("Notes must be at most 2000 characters.");
  });

  it("answers 401 when signed out", async () => {
    expect((await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: 1 } }))).status).toBe(401);
    expect((await call(listPlants, jsonRequest("/api/user-plants"))).status).toBe(401);
    expect((await call(listWithWatering, jsonRequest("/api/user-plants/with-watering"))).status).toBe(401);
  });
});

describe("POST /api/user-plants/from-identification", () => {
  it("adds the matched catalogue plant, with the same validation", async () => {
    const gardener = await signUp();
    const basil = byName("Basil");
    const request = (body: unknown) =>
      call(addFromIdentification, jsonRequest("/api/user-plants/from-identification", { body, token: gardener.token }));
    const { status, body } = await request({ plantId: basil.id, customName: "Kitchen basil" });
    expect(status).toBe(201);
    expect(body).toMatchObject({ customName: "Kitchen basil", plant: { id: basil.id } });
    expect((await request({ customName: "nothing" })).body.error).toBe("Please select a plant");
  });
});

describe("GET /api/user-plants and /with-watering", () => {
  it("lists only the gardener's own plants, newest first, with their watering schedule", async () => {
    const gardener = await signUp();
    const neighbour = await signUp();
    await add(neighbour, { plantId: byName("Mint").id });
    const first = (await add(gardener, { plantId: byName("Tomato").id })).body;
    const second = (await add(gardener, { plantId: byName("Rosemary").id })).body;

    const plain = await call(listPlants, jsonRequest("/api/user-plants", { token: gardener.token }));
    expect(plain.body.map((plant: { id: number }) => plant.id)).toEqual([second.id, first.id]);

    const { status, body } = await call(listWithWatering, jsonRequest("/api/user-plants/with-watering", { token: gardener.token }));
    expect(status).toBe(200);
    expect(body).toHaveLength(2);
    const tomato = body.find((plant: { id: number }) => plant.id === first.id);
    expect(tomato).toMatchObject({ lastWatering: null, daysSinceWatering: null, daysUntilWatering: 2 });
    expect(tomato.nextWateringDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("shows 'needs_attention' once watering is due, and 'healthy' again after watering", async () => {
    const gardener = await signUp();
    const plant = (await add(gardener, { plantId: byName("Tomato").id })).body;
    const db = await getDb();
    await db
      .update(userPlants)
      .set({ plantedDate: addDays(todayInTimeZone("UTC"), -10) })
      .where(eq(userPlants.id, plant.id));
    const list = async () =>
      (await call(listWithWatering, jsonRequest("/api/user-plants/with-watering", { token: gardener.token }))).body[0];
    expect(await list()).toMatchObject({ status: "needs_attention", daysUntilWatering: -8 });

    const watered = await call(
      recordWatering,
      jsonRequest("/api/watering/record", { body: { userPlantId: plant.id }, token: gardener.token }),
    );
    expect(watered.status).toBe(201);
    expect(watered.body).toMatchObject({ userPlantId: plant.id });
    expect(await list()).toMatchObject({ status: "healthy", daysSinceWatering: 0, daysUntilWatering: 2 });
  });

  it("makes the same number of queries for 1 plant and for 200", async () => {
    const small = await signUp();
    const large = await signUp();
    const db = await getDb();
    const tomato = byName("Tomato");
    await add(small, { plantId: tomato.id });
    const rows = await db
      .insert(userPlants)
      .values(Array.from({ length: 200 }, (_, index) => ({ gardenId: large.gardenId, plantId: catalogue[index % catalogue.length]!.id })))
      .returning({ id: userPlants.id });
    await db.insert(waterings).values(rows.flatMap((row) => [{ userPlantId: row.id }, { userPlantId: row.id }]));

    const countQueries = async (user: TestUser) => {
      const before = queryCounter.count;
      const { status, body } = await call(listWithWatering, jsonRequest("/api/user-plants/with-watering", { token: user.token }));
      expect(status).toBe(200);
      return { queries: queryCounter.count - before, plants: body.length };
    };
    // The first read plans each garden (docs/watering.md: the plans are kept), in as many statements for 1 plant as for 200.
    const planningOne = await countQueries(small);
    const planningMany = await countQueries(large);
    expect(planningMany.queries).toBe(planningOne.queries);
    const one = await countQueries(small);
    const many = await countQueries(large);
    expect(one.plants).toBe(1);
    expect(many.plants).toBe(200);
    expect(many.queries).toBe(one.queries);
    expect(many.queries).toBeLessThanOrEqual(3);
  });
});

describe("PATCH /api/user-plants/{id}", () => {
  it("updates the fields sent, and the schedule follows a custom frequency", async () => {
    const gardener = await signUp();
    const plant = (await add(gardener, { plantId: byName("Tomato").id })).body;
    const patch = (body: unknown, id = String(plant.id), token = gardener.token) =>
      call(patchPlant, jsonRequest(`/api/user-plants/${id}`, { method: "PATCH", body, token }), { id });

    const { status, body } = await patch({
      customName: "Sungold",
      notes: "Pinch side shoots",
      customWateringFrequency: "weekly",
      status: "blooming",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      customName: "Sungold",
      notes: "Pinch side shoots",
      customWateringFrequency: "weekly",
      wateringIntervalDays: 7,
      status: "blooming",
      recordedStatus: "blooming",
    });
    expect((await patch({ customWateringFrequency: "as-needed" })).body).toMatchObject({ wateringIntervalDays: null });
    expect((await patch({ plantedDate: "2026-02-30" })).status).toBe(400);
    expect((await patch({ status: "needs_attention" })).status).toBe(400);
    expect((await patch({ userId: "someone-else" })).status).toBe(400);
  });

  it("hides another gardener's plant (404) and answers 401 when signed out", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const plant = (await add(owner, { plantId: byName("Basil").id })).body;
    const id = String(plant.id);
    const asStranger = await call(
      patchPlant,
      jsonRequest(`/api/user-plants/${id}`, { method: "PATCH", body: { notes: "mine now" }, token: stranger.token }),
      { id },
    );
    expect(asStranger.status).toBe(404);
    expect((await call(patchPlant, jsonRequest(`/api/user-plants/${id}`, { method: "PATCH", body: {} }), { id })).status).toBe(401);
    const missing = await call(
      patchPlant,
      jsonRequest("/api/user-plants/abc", { method: "PATCH", body: {}, token: owner.token }),
      { id: "abc" },
    );
    expect(missing.status).toBe(404);
  });
});

describe("DELETE /api/user-plants/{id}", () => {
  it("deletes the plant with its waterings and tasks; another gardener gets 404", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const plant = (await add(owner, { plantId: byName("Basil").id })).body;
    const id = String(plant.id);
    await call(recordWatering, jsonRequest("/api/watering/record", { body: { userPlantId: plant.id }, token: owner.token }));
    const db = await getDb();
    await db.insert(tasks).values({ gardenId: owner.gardenId, userPlantId: plant.id, title: "Water Basil", taskType: "water", dueDate: "2026-01-01" });

    const remove = (token?: string) => call(deletePlant, jsonRequest(`/api/user-plants/${id}`, { method: "DELETE", token }), { id });
    expect((await remove()).status).toBe(401);
    expect((await remove(stranger.token)).status).toBe(404);
    const deleted = await remove(owner.token);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeNull();
    expect((await remove(owner.token)).status).toBe(404);
    expect(await db.select().from(waterings).where(eq(waterings.userPlantId, plant.id))).toHaveLength(0);
    expect(await db.select().from(tasks).where(eq(tasks.userPlantId, plant.id))).toHaveLength(0);
  });
});

describe("watering", () => {
  it("records waterings, lists them newest first, and completes due watering tasks only", async () => {
    const gardener = await signUp();
    const plant = (await add(gardener, { plantId: byName("Lettuce").id })).body;
    const db = await getDb();
    const [overdue, dueToday, dueLater, pruneTask] = await db
      .insert(tasks)
      .values([
        { gardenId: gardener.gardenId, userPlantId: plant.id, title: "Water (overdue)", taskType: "water", dueDate: "2020-01-01" },
        { gardenId: gardener.gardenId, userPlantId: plant.id, title: "Water (today)", taskType: "water", dueDate: new Date().toISOString().slice(0, 10) },
        { gardenId: gardener.gardenId, userPlantId: plant.id, title: "Water (later)", taskType: "water", dueDate: "2099-01-01" },
        { gardenId: gardener.gardenId, userPlantId: plant.id, title: "Prune", taskType: "prune", dueDate: "2020-01-01" },
      ])
      .returning();
    const record = () =>
      call(recordWatering, jsonRequest("/api/watering/record", { body: { userPlantId: plant.id }, token: gardener.token }));
    const first = await record();
    const second = await record();
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(Number), userPlantId: plant.id, wateredAt: expect.any(String), wateredBy: { id: gardener.id, name: gardener.name } });

    const completed = async (id: number) => (await db.select().from(tasks).where(eq(tasks.id, id)))[0]!.completed;
    expect(await completed(overdue!.id)).toBe(true);
    expect(await completed(dueToday!.id)).toBe(true);
    expect(await completed(dueLater!.id)).toBe(false);
    expect(await completed(pruneTask!.id)).toBe(false);

    const id = String(plant.id);
    const history = await call(wateringHistory, jsonRequest(`/api/watering/history/${id}`, { token: gardener.token }), { userPlantId: id });
    expect(history.status).toBe(200);
    expect(history.body.map((watering: { id: number }) => watering.id)).toEqual([second.body.id, first.body.id]);
  });

  it("validates the plant and hides other gardeners' plants", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const plant = (await add(owner, { plantId: byName("Lettuce").id })).body;
    const id = String(plant.id);
    const recordAs = (token: string | undefined, body: unknown) =>
      call(recordWatering, jsonRequest("/api/watering/record", { body, token }));
    expect((await recordAs(undefined, { userPlantId: plant.id })).status).toBe(401);
    expect((await recordAs(stranger.token, { userPlantId: plant.id })).status).toBe(404);
    const invalid = await recordAs(owner.token, {});
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe("Choose which plant you watered.");
    const history = (token?: string) =>
      call(wateringHistory, jsonRequest(`/api/watering/history/${id}`, { token }), { userPlantId: id });
    expect((await history()).status).toBe(401);
    expect((await history(stranger.token)).status).toBe(404);
    expect((await history(owner.token)).body).toEqual([]);
  });

  it("counts 'today' in the gardener's time zone", async () => {
    const gardener = await signUp();
    await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { timezone: "Pacific/Kiritimati" }, token: gardener.token }));
    const plant = (await add(gardener, { plantId: byName("Lettuce").id })).body;
    const todayInKiritimati = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Kiritimati" }).format(new Date());
    const db = await getDb();
    const [task] = await db
      .insert(tasks)
      .values({ gardenId: gardener.gardenId, userPlantId: plant.id, title: "Water", taskType: "water", dueDate: todayInKiritimati })
      .returning();
    await call(recordWatering, jsonRequest("/api/watering/record", { body: { userPlantId: plant.id }, token: gardener.token }));
    expect((await db.select().from(tasks).where(eq(tasks.id, task!.id)))[0]!.completed).toBe(true);
  });
});

describe("POST /api/user-plants/custom", () => {
  const jpeg = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a7d2c" } }).jpeg().toBuffer();

  it("adds a custom plant without a photo, with the default image", async () => {
    const gardener = await signUp();
    const { status, body } = await call(
      addCustom,
      multipart({ customCommonName: "Grandma's fern", location: "Hall", customWateringFrequency: "twice-weekly" }, gardener.token),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      isCustomPlant: true,
      customCommonName: "Grandma's fern",
      location: "Hall",
      plant: null,
      imageUrl: "/uploads/plant-images/default-plant.jpg",
      wateringIntervalDays: 4,
    });
  });

  it("stores the photo under the gardener's uploads", async () => {
    const gardener = await signUp();
    const photo = new File([new Uint8Array(await jpeg())], "fern.jpg", { type: "image/jpeg" });
    const { status, body } = await call(addCustom, multipart({ customCommonName: "Fern", image: photo }, gardener.token));
    expect(status).toBe(201);
    expect(body.imageUrl).toMatch(new RegExp(`^/uploads/users/${gardener.id}/plants/[0-9a-f-]+\\.jpg$`));
    const stored = path.join(process.env.UPLOADS_DIR!, body.imageUrl.slice("/uploads/".length));
    expect((await sharp(stored).metadata()).format).toBe("jpeg");
  });

  it("refuses a missing name, a non-image and an oversized upload, storing nothing", async () => {
    const gardener = await signUp();
    const before = fs.readdirSync(process.env.UPLOADS_DIR!, { recursive: true }).length;

    const noName = await call(addCustom, multipart({ customCommonName: "  " }, gardener.token));
    expect(noName.status).toBe(400);
    expect(noName.body.error).toBe("Please enter the plant's name");

    const text = new File(["just some text"], "plant.jpg", { type: "image/jpeg" });
    const notImage = await call(addCustom, multipart({ customCommonName: "Fern", image: text }, gardener.token));
    expect(notImage.status).toBe(415);

    const huge = new File([new Uint8Array(11 * 1024 * 1024)], "huge.jpg", { type: "image/jpeg" });
    const tooBig = await call(addCustom, multipart({ customCommonName: "Fern", image: huge }, gardener.token));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toBe("Photos must be 10 MB or smaller.");

    const notMultipart = await call(addCustom, jsonRequest("/api/user-plants/custom", { body: { customCommonName: "Fern" }, token: gardener.token }));
    expect(notMultipart.status).toBe(400);

    expect(fs.readdirSync(process.env.UPLOADS_DIR!, { recursive: true }).length).toBe(before);
    const garden = await call(listPlants, jsonRequest("/api/user-plants", { token: gardener.token }));
    expect(garden.body).toEqual([]);
  });

  it("answers 401 when signed out", async () => {
    expect((await call(addCustom, multipart({ customCommonName: "Fern" }))).status).toBe(401);
  });
});

describe("POST /api/plants/refresh-images", () => {
  it("gives plants with a missing or broken image their catalogue (or default) image", async () => {
    const gardener = await signUp();
    const neighbour = await signUp();
    const db = await getDb();
    const tomato = byName("Tomato");
    const healthy = (await add(gardener, { plantId: tomato.id })).body;
    const missing = (await add(gardener, { plantId: byName("Basil").id })).body;
    const broken = (await add(gardener, { plantId: byName("Mint").id })).body;
    const custom = (await call(addCustom, multipart({ customCommonName: "Mystery" }, gardener.token))).body;
    const neighbours = (await add(neighbour, { plantId: tomato.id })).body;
    await db.update(userPlants).set({ imageUrl: null }).where(eq(userPlants.id, missing.id));
    await db.update(userPlants).set({ imageUrl: `/uploads/users/${gardener.id}/plants/gone.jpg` }).where(eq(userPlants.id, broken.id));
    await db.update(userPlants).set({ imageUrl: "https://example.com/dead-link.jpg" }).where(eq(userPlants.id, custom.id));
    await db.update(userPlants).set({ imageUrl: null }).where(eq(userPlants.id, neighbours.id));

    const refresh = (token?: string) => call(refreshImages, jsonRequest("/api/plants/refresh-images", { body: {}, token }));
    expect((await refresh()).status).toBe(401);
    const { status, body } = await refresh(gardener.token);
    expect(status).toBe(200);
    const updated = new Map(body.updatedPlants.map((plant: { id: number; imageUrl: string }) => [plant.id, plant.imageUrl]));
    expect(updated.size).toBe(3);
    expect(updated.get(missing.id)).toBe(byName("Basil").imagePath);
    expect(updated.get(broken.id)).toBe(byName("Mint").imagePath);
    expect(updated.get(custom.id)).toBe("/uploads/plant-images/default-plant.jpg");
    expect(updated.has(healthy.id)).toBe(false);

    expect((await refresh(gardener.token)).body.updatedPlants).toEqual([]);
    const [neighbourRow] = await db.select().from(userPlants).where(eq(userPlants.id, neighbours.id));
    expect(neighbourRow!.imageUrl).toBeNull();
  });

  it("looks the garden's photos up in one storage listing, not one call per plant", async () => {
    const gardener = await signUp();
    const photo = new Blob([await sharp({ create: { width: 32, height: 32, channels: 3, background: "#2f6b2a" } }).jpeg().toBuffer()], { type: "image/jpeg" });
    const withPhoto = (await call(addCustom, multipart({ customCommonName: "Photographed", image: photo }, gardener.token))).body;
    for (const name of ["Tomato", "Basil", "Mint", "Lettuce", "Rosemary"]) await add(gardener, { plantId: byName(name).id });
    const storage = getStorage();
    const exists = vi.spyOn(storage, "exists");
    const list = vi.spyOn(storage, "list");
    try {
      const { status, body } = await call(refreshImages, jsonRequest("/api/plants/refresh-images", { body: {}, token: gardener.token }));
      expect(status).toBe(200);
      expect(body.updatedPlants).toEqual([]);
      expect(exists).not.toHaveBeenCalled();
      expect(list).toHaveBeenCalledTimes(1);
      expect(withPhoto.imageUrl).toMatch(new RegExp(`^/uploads/users/${gardener.id}/plants/`));
    } finally {
      exists.mockRestore();
      list.mockRestore();
    }
  });
});
