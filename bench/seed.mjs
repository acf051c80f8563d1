// Gardeners for the benchmark, made through the app's own API as a client would: sign up, set a
// place and time zone, add catalogue plants (planted on dates spread over the past months, some
// with their own watering frequency), water most of them, and read today's tasks once so the
// care plan is made before anything is measured. And a gardener whose one plant has a long story
// (`seedTimelineGardener`), for the timeline's first page.
import { randomUUID } from "node:crypto";

const PASSWORD = "bench-mulch-and-compost-9";
const FREQUENCIES = ["daily", "every-2-days", "twice-weekly", "weekly", "bi-weekly", "monthly", "as-needed"];

/** One request; `body` goes as JSON, `form` (FormData) as multipart. */
async function call(origin, path, { method = "GET", token, cookie, body, form } = {}) {
  const headers = { origin };
  if (token) headers.authorization = `Bearer ${token}`;
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${origin}${path}`, { method, headers, body: form ?? (body === undefined ? undefined : JSON.stringify(body)) });
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

/**
 * What the timeline gardener's plant has been through: items of its timeline, 2,000 in all with
 * the planting and today's waterings (one item: the API records a watering now, and a day's
 * waterings are one item).
 */
export const TIMELINE_STORY = { journal: 1000, harvests: 500, completedTasks: 300, statusChanges: 198, planted: 1, wateringDays: 1 };
/** The items a story makes. */
export const storyItems = (story) => Object.values(story).reduce((sum, count) => sum + count, 0);
export const TIMELINE_ITEMS = storyItems(TIMELINE_STORY);
/** The quick run's (CI's) story: the same kinds, a twentieth of them, so the code is run in seconds. */
export const QUICK_TIMELINE_STORY = { journal: 50, harvests: 25, completedTasks: 15, statusChanges: 8, planted: 1, wateringDays: 1 };
const JOURNAL_NOTES = [
  "Pinched out the side shoots and tied the leader in.",
  "Aphids on the new growth: sprayed them off with water.",
  "Fed with tomato feed, half strength. The lower leaves are yellowing a little.",
  "First flowers opening on the second truss.",
  "Heavy rain overnight; the soil is still wet, so no watering today.",
];
const JOURNAL_TAGS = [["pruning"], ["pests"], ["feeding"], ["flowering"], ["weather"]];
const TASK_TYPES = ["prune", "fertilize", "inspect"];

/**
 * A gardener with one plant whose timeline holds `TIMELINE_ITEMS` items, made through the API as a
 * client would: journal entries (one a day, going back about three years) and harvests (every
 * other day) dated in the past, completed tasks and status changes (today), and a few waterings.
 * `plantId` is the plant's; `made.timelineItems` the items its timeline lists, counted page by page.
 */
export async function seedTimelineGardener(origin, { runId, concurrency = 8, story = TIMELINE_STORY }) {
  const email = `bench-${runId}-timeline-${randomUUID().slice(0, 8)}@example.com`;
  const gardener = await signUp(origin, email, "Bench Timeline");
  const auth = { token: gardener.token };
  await call(origin, "/api/user", { method: "PATCH", ...auth, body: { location: "Bristol", timezone: "Europe/London" } });
  const catalogue = (await call(origin, "/api/plants", auth)).json();
  const kind = catalogue.find((plant) => plant.slug === "tomato") ?? catalogue[0];
  if (!kind) throw new Error("The plant catalogue is empty.");
  const plant = (await call(origin, "/api/user-plants", { method: "POST", ...auth, body: { plantId: kind.id, customName: "Long story" } })).json();
  // Planted before its first note. Dates are UTC days: never after the gardener's today in London.
  await call(origin, `/api/user-plants/${plant.id}`, { method: "PATCH", ...auth, body: { plantedDate: isoDaysAgo(story.journal + 30) } });

  const indexes = (count) => Array.from({ length: count }, (_, index) => index);
  await inParallel(indexes(story.journal), concurrency, async (index) => {
    const form = new FormData();
    form.append("text", `${JOURNAL_NOTES[index % JOURNAL_NOTES.length]} (note ${index + 1})`);
    form.append("date", isoDaysAgo(index));
    for (const tag of JOURNAL_TAGS[index % JOURNAL_TAGS.length]) form.append("tags", tag);
    await call(origin, `/api/user-plants/${plant.id}/journal`, { method: "POST", ...auth, form });
  });
  await inParallel(indexes(story.harvests), concurrency, async (index) => {
    const body = { userPlantId: plant.id, quantity: Math.round((0.2 + (index % 9) / 10) * 100) / 100, unit: "kg", harvestedOn: isoDaysAgo(index * 2) };
    if (index % 5 === 0) body.notes = "Picked before the rain.";
    await call(origin, "/api/harvests", { method: "POST", ...auth, body });
  });
  await inParallel(indexes(story.completedTasks), concurrency, async (index) => {
    const body = { title: `Look after the tomato (${index + 1})`, taskType: TASK_TYPES[index % TASK_TYPES.length], dueDate: isoDaysAgo(index % 60), userPlantId: plant.id };
    const task = (await call(origin, "/api/tasks", { method: "POST", ...auth, body })).json();
    await call(origin, `/api/tasks/${task.id}/complete`, { method: "POST", ...auth, body: {} });
  });
  // One after another: each changes the status the one before set (a change of the same plant at once could find it unchanged).
  for (let index = 0; index < story.statusChanges; index += 1) {
    await call(origin, `/api/user-plants/${plant.id}`, { method: "PATCH", ...auth, body: { status: index % 2 === 0 ? "blooming" : "healthy" } });
  }
  for (let index = 0; index < 3; index += 1) await call(origin, "/api/watering/record", { method: "POST", ...auth, body: { userPlantId: plant.id } });

  let timelineItems = 0;
  let cursor = null;
  do {
    const page = (await call(origin, `/api/user-plants/${plant.id}/timeline${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`, auth)).json();
    timelineItems += page.items.length;
    cursor = page.nextCursor;
  } while (cursor);
  return { ...gardener, plantId: plant.id, made: { plantCount: 1, ...story, timelineItems } };
}
