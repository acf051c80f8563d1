import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { POST as createTask } from "@/app/api/tasks/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { POST as writeJournalEntry } from "@/app/api/user-plants/[id]/journal/route";
import { startFakeOpenMeteo, type FakeOpenMeteo } from "@/scripts/fake-open-meteo.mjs";
import { setUpFakeOpenAI } from "../support/fake-ai";
import { BASE_URL, call, jsonRequest, signUp, type TestUser } from "../support/api";
import { apiRoutes, paramNames, routeHandlers, type Method, type RouteHandler } from "../support/routes";

// Every route under app/api, signed in, gets a catalogue of bad input. Any 5xx fails the test:
// bad input is the caller's mistake (4xx), never the server's.

const MEGABYTE_STRING = "x".repeat(1024 * 1024);
const BAD_VALUES: unknown[] = [
  "\u0000",
  "plant\u0000name",
  "\u0007\u001b[31m\u007f",
  MEGABYTE_STRING,
  "",
  "   ",
  -1,
  0,
  2147483648,
  1e308,
  1.5,
  true,
  null,
  [],
  [3],
  {},
  { $gt: "" },
  "0x10",
  "0000-01-01",
  "9999-12-31",
  "2026-02-30",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
];
/** JSON nested `depth` deep, as one field's value. */
function nested(depth: number): unknown {
  let value: unknown = "leaf";
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? { a: value } : [value];
  return value;
}
BAD_VALUES.push(nested(2_000), "a\r\nb", "\u202Eevil", `${"x".repeat(300)}@example.com`);

const BAD_IDS = ["0", "-1", "2147483648", "99999999999999999999", "1e3", "0x10", "abc", "%00", "1.5", " 1"];
/**
 * Segments that are not a number or an id of ours: for string ids (invitation and unsubscribe
 * tokens, member and session ids) and numeric ones alike. `%ZZ` and `%C0%AE` are what a segment
 * that does not decode reaches a handler as (npm start answers those paths itself: tests/instances).
 */
const BAD_SEGMENTS = [...BAD_IDS, "%ZZ", "%C0%AE", "%", "\u0000", "a\r\nb", "../../etc/passwd", "é✓🌱", "x".repeat(10_000), "A".repeat(43), "gat_" + "A".repeat(43)];
/** better-auth's endpoints the app does not answer (404), and a path under it that does not exist. */
const CLOSED_AUTH_PATHS = ["list-sessions", "update-user", "revoke-session", "revoke-sessions", "change-email", "delete-user", "no/such"];

let gardener: TestUser;
let plantId: number;
let taskId: number;
let entryId: number;
/** A journal photo of the plant, on an entry of its own (the journal's DELETE takes `entryId`'s): the cover's valid url. */
let coverUrl: string;
let jpeg: Blob;
let fakeWeather: FakeOpenMeteo;
const ai = setUpFakeOpenAI();

/** A request each JSON route would accept, so one bad field at a time reaches the deeper code. */
function validSamples(): Record<string, Record<string, unknown>> {
  return {
    "POST tasks": { title: "Mulch the roses", dueDate: "2026-12-01", taskType: "prune", priority: "low", estimatedMinutes: 15, userPlantId: plantId },
    "PATCH tasks/[id]": { title: "Mulch", dueDate: "2026-12-02", taskType: "water", priority: "high", estimatedMinutes: 5, userPlantId: plantId, completed: false },
    "POST user-plants": { plantId: 1, customName: "Bob", location: "Window", notes: "Bought in spring" },
    "POST user-plants/from-identification": { plantId: 1, customName: "Bob", location: "Window", notes: "n" },
    "PATCH user-plants/[id]": { customName: "Bob", customCommonName: "Fern", location: "Porch", notes: "n", customWateringFrequency: "weekly", status: "blooming", plantedDate: "2026-01-10" },
    "POST watering/record": { userPlantId: plantId },
    "PATCH user": { location: "Bristol, England", placeId: 9000001, climateZone: "9a", gardenType: "outdoor", experienceLevel: "beginner", timezone: "Europe/London", lastSpringFrost: "03-24", firstAutumnFrost: "11-12" },
    "POST chat": { message: "How often should I water basil?" },
    "POST chat/message": { message: "How often should I water basil?" },
    "POST planner": { plantId: 1 },
    "POST harvests": { userPlantId: plantId, quantity: 1.5, unit: "kg", harvestedOn: "2026-01-10", notes: "Sweet" },
    "PATCH journal/[id]": { text: "Early blight on the lower leaves", date: "2026-01-10", tags: ["disease", "pests"] },
    "PUT user-plants/[id]/cover": { url: coverUrl },
    "POST tokens": { name: "Home Assistant" },
    "PATCH notifications": { digestTime: "07:30", quietHours: { start: "22:00", end: "07:00" }, ntfyTopic: "garden-fuzz", weatherAlerts: true },
    "POST notifications/push-subscriptions": {
      endpoint: "https://push.example.com/fuzz",
      expirationTime: null,
      keys: { p256dh: "BCWiuIsu5qA5hjP57Rl1998vt3esceP1tXhIG64_CNo70ea2Ep7OC0W9lrldS99ow6FmqMPTsconeBtnGBFvtaY", auth: "UL1Y7eZB0BWrYGosMH5FpA" },
    },
    "DELETE notifications/push-subscriptions": { endpoint: "https://push.example.com/fuzz" },
    // better-auth's own endpoints, under the catch-all `auth/[...all]`.
    "POST auth/sign-up/email": { name: "Fuzzy", email: "fuzzy@example.com", password: "correct-horse-42" },
    "POST auth/sign-in/email": { email: "fuzzy@example.com", password: "correct-horse-42" },
    // Not the gardener's password: one field changed at a time must never change it, sign them out or delete them.
    "POST auth/change-password": { currentPassword: "not-the-password", newPassword: "runner-beans-in-june", revokeOtherSessions: false },
    "POST auth/request-password-reset": { email: "fuzzy@example.com" },
    "POST auth/reset-password": { token: "not-a-reset-token", newPassword: "runner-beans-in-june" },
    "DELETE user": { password: "not-the-password" },
  };
}

/** The fields of a valid multipart request for the photo routes. */
function multipartSamples(): Record<string, Record<string, string | Blob>> {
  return {
    "POST user-plants/custom": { customCommonName: "Mystery fern", customName: "Fernando", location: "Hall", notes: "n", customWateringFrequency: "weekly", image: jpeg },
    "POST diagnose": { image: jpeg, userPlantId: String(plantId), question: "Why are the leaves yellow?" },
    "POST identify-plant": { image: jpeg },
    "POST user-plants/[id]/journal": { text: "First flowers", date: "2026-01-10", tags: "flowering,pests", photos: jpeg },
    // A valid garden.json (lib/export-schema.ts): each bad `file` goes where a real export would.
    "POST import": {
      file: new File(
        [JSON.stringify({ version: 1, exportedAt: "2026-01-01T00:00:00.000Z", profile: { name: "Fuzzy", email: "fuzzy@example.com", timezone: "UTC", experienceLevel: null, plan: "free" }, gardens: [{ name: "Fuzz Garden", createdAt: "2026-01-01T00:00:00.000Z", location: null, latitude: null, longitude: null, climateZone: null, gardenType: null, lastSpringFrost: null, firstAutumnFrost: null, plants: [], tasks: [], diagnoses: [] }], chat: [] })],
        "garden.json",
        { type: "application/json" },
      ),
    },
  };
}

/** The query parameters each GET route reads. */
const QUERY_FIELDS: Record<string, string[]> = {
  places: ["q"],
  journal: ["plant", "tag", "q", "from", "to", "cursor"],
  "user-plants/[id]/timeline": ["kind", "cursor"],
};

type Attempt = { description: string; request: () => Request; params: Record<string, string | string[]> };

function authorised(headers: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Bearer ${gardener.token}`, ...headers };
}

function jsonBody(url: string, method: Method, body: string, contentType = "application/json"): () => Request {
  return () => new Request(url, { method, headers: authorised({ "content-type": contentType }), body });
}

function formBody(url: string, method: Method, fields: Record<string, string | Blob>): () => Request {
  return () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return new Request(url, { method, headers: authorised(), body: form });
  };
}

function attemptsFor(route: string, method: Method): Attempt[] {
  if (route === "auth/[...all]") {
    return ["sign-up/email", "sign-in/email", "get-session", "change-password", "request-password-reset", "reset-password", ...CLOSED_AUTH_PATHS].flatMap((path) =>
      attemptsFor(`auth/${path}`, method).map((attempt) => ({ ...attempt, params: { all: path.split("/") } })),
    );
  }
  const names = paramNames(route);
  const idOf = (name: string) => (name !== "id" ? plantId : route.startsWith("tasks") ? taskId : route.startsWith("journal") ? entryId : plantId);
  const ownParams = Object.fromEntries(names.map((name) => [name, name === "path" ? ["no", "such"] : String(idOf(name))]));
  const url = `${BASE_URL}/api/${route.replace(/\[\.\.\.[^\]]+\]/g, "no/such").replace(/\[[^\]]+\]/g, (segment) => String(ownParams[segment.slice(1, -1)]))}`;
  const key = `${method} ${route}`;
  const attempts: Attempt[] = [];
  const add = (description: string, request: () => Request, params = ownParams) => attempts.push({ description: `${key}: ${description}`, request, params });

  for (const name of names) {
    for (const segment of BAD_SEGMENTS) {
      const value = name === "path" ? [segment] : segment;
      // The URL carries the segment as sent (percent-encoded unless it is one of the raw undecodable ones).
      const raw = segment.startsWith("%") ? segment : encodeURIComponent(segment);
      const badUrl = url.replace(`/${ownParams[name] instanceof Array ? "no/such" : String(ownParams[name])}`, `/${raw}`);
      add(`${name}=${JSON.stringify(segment.slice(0, 40))}`, () => new Request(badUrl, { method, headers: authorised() }), { ...ownParams, [name]: value });
    }
  }
  if (method === "GET") {
    add("a query string of junk", () => new Request(`${url}?id=%00&year=99999999999&limit=-1`, { method, headers: authorised() }));
    // Routes that read a search, filters or a cursor from the query get every bad value as each.
    for (const field of QUERY_FIELDS[route] ?? []) {
      for (const value of BAD_VALUES) {
        const text = typeof value === "string" ? value : JSON.stringify(value);
        add(`${field}=${text.slice(0, 40)}`, () => new Request(`${url}?${field}=${encodeURIComponent(text)}`, { method, headers: authorised() }));
      }
    }
    return attempts;
  }

  for (const [label, body] of Object.entries({
    "no body": "",
    "malformed JSON": '{"title": ',
    "an array": "[]",
    "a string": '"text"',
    "a number": "42",
    "null": "null",
    "unknown fields": '{"surprise": true, "__proto__": {"admin": true}}',
    "deep nesting": "[".repeat(5000) + "]".repeat(5000),
  })) {
    add(label, jsonBody(url, method, body));
  }
  add("a text/plain body", jsonBody(url, method, "{}", "text/plain"));
  add("a form-encoded body", jsonBody(url, method, "title=x", "application/x-www-form-urlencoded"));
  add("broken multipart", jsonBody(url, method, "--xyz\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nb", "multipart/form-data; boundary=xyz"));
  add("multipart without a boundary", jsonBody(url, method, "garbage", "multipart/form-data"));

  const sample = validSamples()[key];
  if (sample) {
    for (const field of Object.keys(sample)) {
      for (const value of BAD_VALUES) {
        add(`${field}=${JSON.stringify(value)?.slice(0, 40)}`, jsonBody(url, method, JSON.stringify({ ...sample, [field]: value })));
      }
      const { [field]: _dropped, ...missing } = sample; // eslint-disable-line @typescript-eslint/no-unused-vars
      add(`without ${field}`, jsonBody(url, method, JSON.stringify(missing)));
    }
  }
  const formSample = multipartSamples()[key];
  if (formSample) {
    for (const field of Object.keys(formSample)) {
      for (const value of BAD_VALUES) {
        const text = typeof value === "string" ? value : JSON.stringify(value);
        add(`form ${field}=${text.slice(0, 40)}`, formBody(url, method, { ...formSample, [field]: text }));
      }
      add(`form ${field} as an empty file`, formBody(url, method, { ...formSample, [field]: new Blob([]) }));
      add(`form ${field} as a file that is not an image`, formBody(url, method, { ...formSample, [field]: new Blob(["%PDF-1.4 not a photo"]) }));
    }
  }
  return attempts;
}

beforeAll(async () => {
  fakeWeather = await startFakeOpenMeteo();
  process.env.OPEN_METEO_FORECAST_URL = `${fakeWeather.url}/v1/forecast`;
  process.env.OPEN_METEO_GEOCODING_URL = `${fakeWeather.url}/v1/search`;
  process.env.OPEN_METEO_ARCHIVE_URL = `${fakeWeather.url}/v1/archive`;
  // Test sends go nowhere (a closed port), never to the public ntfy.sh.
  process.env.NTFY_URL = "http://127.0.0.1:9";
  jpeg = new Blob([await sharp({ create: { width: 32, height: 32, channels: 3, background: "#3a7d2c" } }).jpeg().toBuffer()], { type: "image/jpeg" });
  gardener = await signUp();
  const catalogue: { id: number }[] = (await call(getCatalogue, jsonRequest("/api/plants", { token: gardener.token }))).body;
  plantId = (await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: catalogue[0]!.id }, token: gardener.token }))).body.id;
  taskId = (await call(createTask, jsonRequest("/api/tasks", { body: { title: "Sow", dueDate: "2026-12-01", taskType: "prune" }, token: gardener.token }))).body.id;
  const entry = new FormData();
  entry.append("text", "Early blight on the lower leaves");
  const written = await call(writeJournalEntry, new Request(`${BASE_URL}/api/user-plants/${plantId}/journal`, { method: "POST", headers: authorised(), body: entry }), { id: String(plantId) });
  expect(written.status).toBe(201);
  entryId = written.body.id;
  const withPhoto = new FormData();
  withPhoto.append("photos", jpeg);
  const pictured = await call(writeJournalEntry, new Request(`${BASE_URL}/api/user-plants/${plantId}/journal`, { method: "POST", headers: authorised(), body: withPhoto }), { id: String(plantId) });
  expect(pictured.status).toBe(201);
  coverUrl = pictured.body.photos[0].url;
});
afterAll(() => fakeWeather.close());

// Answers that hold nothing of the caller's: the unknown-path 404 and the public Clerk settings.
const NOT_PERSONAL = new Set(["[...path]", "clerk/config"]);

describe("every /api route answers bad input with a 4xx, never a 5xx", () => {
  it("finds the routes to fuzz", () => {
    expect(apiRoutes.length).toBeGreaterThan(25);
  });

  for (const route of apiRoutes) {
    it(`/api/${route}`, { timeout: 120_000 }, async () => {
      ai.useModel();
      const failures: string[] = [];
      for (const [method, handler] of await routeHandlers(route)) {
        for (const attempt of attemptsFor(route, method)) {
          const response = await (handler as RouteHandler)(attempt.request(), { params: Promise.resolve(attempt.params) });
          if (response.status >= 500) failures.push(`${attempt.description} → ${response.status} ${(await response.text()).slice(0, 120)}`);
          else await response.body?.cancel();
          const cacheControl = response.headers.get("cache-control");
          if (!NOT_PERSONAL.has(route) && cacheControl !== "private, no-store") failures.push(`${attempt.description} → Cache-Control ${cacheControl}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
