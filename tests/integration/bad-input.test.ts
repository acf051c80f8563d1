import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as catchAll } from "@/app/api/[...path]/route";
import { GET as getCalendar } from "@/app/api/calendar/route";
import { POST as chatMessage } from "@/app/api/chat/message/route";
import { POST as chatStream } from "@/app/api/chat/route";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { POST as createTask } from "@/app/api/tasks/route";
import { DELETE as deletePlant, PATCH as patchPlant } from "@/app/api/user-plants/[id]/route";
import { POST as addCustom } from "@/app/api/user-plants/custom/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { PATCH as patchUser } from "@/app/api/user/route";
import { GET as wateringHistory } from "@/app/api/watering/history/[userPlantId]/route";
import { POST as recordWatering } from "@/app/api/watering/record/route";
import { GET as calendarFeed } from "@/app/calendar/[feed]/route";
import { startFakeOpenMeteo, type FakeOpenMeteo } from "@/scripts/fake-open-meteo.mjs";
import { BASE_URL, call, jsonRequest, signUp, type TestUser } from "../support/api";

let gardener: TestUser;
let catalogue: { id: number; commonName: string }[];
let fake: FakeOpenMeteo;
const basilId = () => catalogue.find((plant) => plant.commonName === "Basil")!.id;

beforeAll(async () => {
  fake = await startFakeOpenMeteo();
  process.env.OPEN_METEO_FORECAST_URL = `${fake.url}/v1/forecast`;
  process.env.OPEN_METEO_GEOCODING_URL = `${fake.url}/v1/search`;
  process.env.OPEN_METEO_ARCHIVE_URL = `${fake.url}/v1/archive`;
  gardener = await signUp();
  catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: gardener.token }))).body;
});
afterAll(() => fake.close());

type JsonHandler = (request: Request) => Promise<Response>;
const post = (handler: JsonHandler, path: string, body: unknown) =>
  call(handler, jsonRequest(path, { body, token: gardener.token }));

async function ownPlant(): Promise<number> {
  const { status, body } = await post(addPlant, "/api/user-plants", { plantId: basilId() });
  expect(status).toBe(201);
  return body.id;
}

describe("a NUL byte in any text field is a clear 400", () => {
  it("in tasks, plants, the profile and chat", async () => {
    const plant = await ownPlant();
    const cases = [
      () => post(createTask, "/api/tasks", { title: "Mulch\u0000", dueDate: "2026-12-01", taskType: "prune" }),
      () => post(addPlant, "/api/user-plants", { plantId: basilId(), notes: "a\u0000b" }),
      () => call(patchPlant, jsonRequest(`/api/user-plants/${plant}`, { method: "PATCH", body: { location: "\u0000" }, token: gardener.token }), { id: String(plant) }),
      () => call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { location: "Leeds\u0000" }, token: gardener.token })),
      () => post(chatMessage, "/api/chat/message", { message: "hello\u0000" }),
      () => post(chatStream, "/api/chat", { message: "hello\u0000" }),
    ];
    for (const send of cases) {
      const { status, body } = await send();
      expect(status, JSON.stringify(body)).toBe(400);
      expect(body.error).toMatch(/control characters/);
    }
  });

  it("in a custom plant's multipart fields", async () => {
    const form = new FormData();
    form.append("customCommonName", "Fern\u0000");
    const request = new Request(`${BASE_URL}/api/user-plants/custom`, { method: "POST", body: form, headers: { authorization: `Bearer ${gardener.token}` } });
    const { status, body } = await call(addCustom, request);
    expect(status).toBe(400);
    expect(body.error).toMatch(/control characters/);
  });
});

describe("ids are positive whole numbers within the database's range", () => {
  it("an id past the integer range in a path is a 404", async () => {
    for (const id of ["2147483648", "99999999999999999999", "1e3", "0x10", "-1", "0"]) {
      const { status } = await call(wateringHistory, jsonRequest(`/api/watering/history/${id}`, { token: gardener.token }), { userPlantId: id });
      expect(status, id).toBe(404);
    }
  });

  it("an id past the range, or anything but a number or a string of digits, in a body is a 400", async () => {
    const plant = await ownPlant();
    for (const plantId of [2147483648, true, [3], "0x10", "1e1", 1.5, -3, " 7"]) {
      const { status } = await post(addPlant, "/api/user-plants", { plantId });
      expect(status, JSON.stringify(plantId)).toBe(400);
    }
    for (const userPlantId of [2147483648, true, [plant], "0x10"]) {
      expect((await post(recordWatering, "/api/watering/record", { userPlantId })).status, JSON.stringify(userPlantId)).toBe(400);
      expect(
        (await post(createTask, "/api/tasks", { title: "x", dueDate: "2026-12-01", taskType: "prune", userPlantId })).status,
        JSON.stringify(userPlantId),
      ).toBe(400);
    }
    // A string of digits is still an id.
    expect((await post(recordWatering, "/api/watering/record", { userPlantId: String(plant) })).status).toBe(201);
  });
});

describe("dates are within a sane range", () => {
  it("refuses year 0 and far-future dates as due or planted dates", async () => {
    const plant = await ownPlant();
    for (const date of ["0000-01-01", "0001-01-01", "9999-12-31"]) {
      expect((await post(createTask, "/api/tasks", { title: "x", dueDate: date, taskType: "prune" })).status, date).toBe(400);
      const patched = await call(
        patchPlant,
        jsonRequest(`/api/user-plants/${plant}`, { method: "PATCH", body: { plantedDate: date }, token: gardener.token }),
        { id: String(plant) },
      );
      expect(patched.status, date).toBe(400);
    }
  });
});

describe("forwarded headers", () => {
  const withHeaders = (path: string, headers: Record<string, string>) =>
    new Request(`${BASE_URL}${path}`, { headers: { authorization: `Bearer ${gardener.token}`, ...headers } });

  it("a malformed X-Forwarded-Host or -Proto never breaks the calendar, and is never echoed", async () => {
    const saved = process.env.APP_URL;
    try {
      delete process.env.APP_URL;
      delete process.env.BETTER_AUTH_URL;
      for (const headers of [
        { "x-forwarded-host": "evil.example/<script>", "x-forwarded-proto": "https" },
        { "x-forwarded-host": "a b", "x-forwarded-proto": "javascript" },
        { "x-forwarded-host": "", "x-forwarded-proto": "ht tp" },
      ]) {
        const { status, body } = await call(getCalendar, withHeaders("/api/calendar", headers));
        expect(status).toBe(200);
        expect(body.url).toMatch(/^https?:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
        const token = body.url.split("/").at(-1);
        const feed = await calendarFeed(new Request(`${BASE_URL}/calendar/${token}`, { headers }), { params: Promise.resolve({ feed: token }) });
        expect(feed.status).toBe(200);
        expect(await feed.text()).not.toContain("evil");
      }
      process.env.APP_URL = "https://garden.example";
      const configured = await call(getCalendar, withHeaders("/api/calendar", { "x-forwarded-host": "made-up.example" }));
      expect(configured.body.url).toMatch(/^https:\/\/garden\.example\/calendar\//);
    } finally {
      if (saved === undefined) delete process.env.APP_URL;
      else process.env.APP_URL = saved;
      process.env.BETTER_AUTH_URL = "http://localhost:3000";
    }
  });
});

describe("deleting a plant while its watering is recorded", () => {
  it("answers 201 or 404, never a foreign-key 500", async () => {
    for (let round = 0; round < 8; round += 1) {
      const plant = await ownPlant();
      const [watered, deleted] = await Promise.all([
        post(recordWatering, "/api/watering/record", { userPlantId: plant }),
        call(deletePlant, jsonRequest(`/api/user-plants/${plant}`, { method: "DELETE", token: gardener.token }), { id: String(plant) }),
      ]);
      expect([201, 404]).toContain(watered.status);
      expect(deleted.status).toBe(204);
    }
  });
});

describe("unknown paths under /api", () => {
  it("answer a JSON 404, signed in or not", async () => {
    const response = await catchAll(new Request("http://localhost:3000/api/no/such"), { params: Promise.resolve({ path: ["no", "such"] }) });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: "There is no such API endpoint." });
  });

  it("a path that does not decode, which npm start sends to /api/undecodable-path, answers 400", async () => {
    const response = await catchAll(new Request("http://localhost:3000/api/undecodable-path"), { params: Promise.resolve({ path: ["undecodable-path"] }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "That address can't be read: part of its path is not valid percent-encoded UTF-8." });
  });
});
