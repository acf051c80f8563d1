// The benchmark's baseline (bench/bare-server.mjs) answers with-watering with the app's SQL and
// the app's JSON, byte for byte: checked here, in seconds, whenever the suite runs on PostgreSQL,
// rather than only when `npm run bench` fails on a change to the query or the JSON (the bench
// checks it again on its own seeded gardens).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BARE_WITH_WATERING_SQL, startBareServer } from "@/bench/bare-server.mjs";
import { GET as listWithWatering } from "@/app/api/user-plants/with-watering/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { POST as addCustom } from "@/app/api/user-plants/custom/route";
import { POST as recordWatering } from "@/app/api/watering/record/route";
import { PATCH as patchUser } from "@/app/api/user/route";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { getDb } from "@/server/db/client";
import { userPlants } from "@/server/db/schema";
import { startFakeOpenMeteo, type FakeOpenMeteo } from "@/scripts/fake-open-meteo.mjs";
import { BASE_URL, call, jsonRequest, signUp, type TestUser } from "../support/api";

const databaseUrl = process.env.DATABASE_URL;
/** The statements sent while `recording` (set before any connection is made: each keeps the query it started with). */
const sent: string[] = [];
let recording = false;
let weather: FakeOpenMeteo;
let gardener: TestUser;

// Not behind a transaction pooler: the bare server names its statements, as the bench runs it.
describe.skipIf(!databaseUrl || process.env.DATABASE_POOLING === "transaction")("the benchmark's bare server", () => {
  beforeAll(async () => {
    const pg = (await import("pg")).default;
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
      const statement = args[0] as { text?: string } | string;
      if (recording) sent.push(typeof statement === "string" ? statement : (statement.text ?? ""));
      return (query as (...values: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    weather = await startFakeOpenMeteo();
    process.env.OPEN_METEO_FORECAST_URL = `${weather.url}/v1/forecast`;
    process.env.OPEN_METEO_GEOCODING_URL = `${weather.url}/v1/search`;
    gardener = await signUp("Bare Comparison");
    // A place (the winter rest needs a latitude), catalogue plants (one resting in winter, one
    // with a harvest), a custom one, a watering, and a plant put in weeks ago.
    expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { location: "Bristol, England" }, token: gardener.token }))).status).toBe(200);
    const catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: gardener.token }))).body as { id: number; commonName: string }[];
    const ids: number[] = [];
    for (const name of ["Tomato", "Strawberry", "Lavender", "Basil"]) {
      const added = await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: catalogue.find((plant) => plant.commonName === name)!.id }, token: gardener.token }));
      ids.push(added.body.id);
    }
    const form = new FormData();
    form.append("customCommonName", "Moonflower");
    form.append("customWateringFrequency", "twice-weekly");
    expect((await addCustom(new Request(`${BASE_URL}/api/user-plants/custom`, { method: "POST", body: form, headers: { authorization: `Bearer ${gardener.token}` } }))).status).toBe(201);
    await call(recordWatering, jsonRequest("/api/watering/record", { body: { userPlantId: ids[0] }, token: gardener.token }));
    await (await getDb()).update(userPlants).set({ plantedDate: "2026-03-01" }).where(eq(userPlants.id, ids[1]!));
  });

  afterAll(async () => {
    delete process.env.OPEN_METEO_FORECAST_URL;
    delete process.env.OPEN_METEO_GEOCODING_URL;
    await weather?.close();
  });

  it("sends the app's statements and answers the app's JSON", async () => {
    let app: string;
    // A first read plans the garden (its water plans); the next is the bench's steady state.
    await listWithWatering(jsonRequest("/api/user-plants/with-watering", { token: gardener.token }), { params: Promise.resolve({}) });
    recording = true;
    try {
      const response = await listWithWatering(jsonRequest("/api/user-plants/with-watering", { token: gardener.token }), { params: Promise.resolve({}) });
      expect(response.status).toBe(200);
      app = await response.text();
    } finally {
      recording = false;
    }
    expect(sent).toEqual(BARE_WITH_WATERING_SQL);

    const bare = await startBareServer({ databaseUrl: databaseUrl!, secret: process.env.BETTER_AUTH_SECRET!, poolSize: 2 });
    try {
      const response = await fetch(`http://127.0.0.1:${bare.port}/api/user-plants/with-watering`, { headers: { authorization: `Bearer ${gardener.token}` } });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(app);
    } finally {
      await bare.close();
    }
  });
});
