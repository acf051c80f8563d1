// Gardeners for the benchmark, made through the app's own API as a client would: sign up, set a
// place and time zone, add catalogue plants (planted on dates spread over the past months, some
// with their own watering frequency), water most of them, and read today's tasks once so the
// care plan is made before anything is measured.
import { randomUUID } from "node:crypto";

const PASSWORD = "bench-mulch-and-compost-9";
const FREQUENCIES = ["daily", "every-2-days", "twice-weekly", "weekly", "bi-weekly", "monthly", "as-needed"];

async function call(origin, path, { method = "GET", token, cookie, body } = {}) {
  const headers = { origin };
  if (token) headers.authorization = `Bearer ${token}`;
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${origin}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return { response, text, json: () => JSON.parse(text) };
}

/** Signs a new gardener up; their bearer token and session cookie. */
export async function signUp(origin, email, name) {
  const { response } = await call(origin, "/api/auth/sign-up/email", { method: "POST", body: { name, email, password: PASSWORD } });
  const token = response.headers.get("set-auth-token");
  const sessionCookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .find((pair) => /^(__Secure-)?better-auth\.session_token=/.test(pair));
  if (!token || !sessionCookie) throw new Error("Sign-up gave no set-auth-token header or session cookie.");
  return { email, token, cookie: sessionCookie };
}

/** Runs `work(item)` over items, `concurrency` at a time. */
async function inParallel(items, concurrency, work) {
  let next = 0;
  const results = [];
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

function isoDaysAgo(days) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A gardener with `plantCount` plants. `runId` keeps this run's accounts apart from earlier
 * runs' on the same database. Returns their email, token and cookie, and what was made.
 */
export async function seedGardener(origin, { plantCount, runId, concurrency = 8 }) {
  const email = `bench-${runId}-${plantCount}-${randomUUID().slice(0, 8)}@example.com`;
  const gardener = await signUp(origin, email, `Bench ${plantCount}`);
  const auth = { token: gardener.token };
  await call(origin, "/api/user", { method: "PATCH", ...auth, body: { location: "Bristol", timezone: "Europe/London" } });

  const catalogue = (await call(origin, "/api/plants", auth)).json();
  if (!catalogue.length) throw new Error("The plant catalogue is empty.");

  const indexes = Array.from({ length: plantCount }, (_, index) => index);
  const added = await inParallel(indexes, concurrency, async (index) => {
    const plant = catalogue[index % catalogue.length];
    const body = { plantId: plant.id };
    if (index % 3 === 0) body.customName = `Bed ${Math.floor(index / 3) + 1} ${plant.commonName}`;
    if (index % 4 === 0) body.location = `Raised bed ${(index % 8) + 1}`;
    if (index % 5 === 0) body.notes = "Mulched in spring; watch for slugs after rain.";
    return (await call(origin, "/api/user-plants", { method: "POST", ...auth, body })).json();
  });

  // Planted over the last five months; every seventh plant keeps a frequency of its own.
  await inParallel(added, concurrency, async (plant, index) => {
    const body = { plantedDate: isoDaysAgo(3 + ((index * 11) % 150)) };
    if (index % 7 === 3) body.customWateringFrequency = FREQUENCIES[index % FREQUENCIES.length];
    await call(origin, `/api/user-plants/${plant.id}`, { method: "PATCH", ...auth, body });
  });

  // Two in three plants have been watered (the API records a watering now); the rest are due.
  const watered = added.filter((_, index) => index % 3 !== 2);
  await inParallel(watered, concurrency, (plant) => call(origin, "/api/watering/record", { method: "POST", ...auth, body: { userPlantId: plant.id } }));

  // The first read after the changes plans the care tasks; after it, reads don't write.
  const tasksToday = (await call(origin, "/api/tasks/today", auth)).json();
  const allTasks = (await call(origin, "/api/tasks", auth)).json();
  return { ...gardener, made: { plantCount, waterings: watered.length, tasksToday: tasksToday.length, tasks: allTasks.length } };
}
