import { randomUUID } from "node:crypto";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { GET as cron } from "@/app/api/cron/reminders/route";
import { POST as unsubscribe } from "@/app/api/notifications/unsubscribe/[token]/route";
import { DELETE as unsubscribePush, POST as subscribePush } from "@/app/api/notifications/push-subscriptions/route";
import { GET as getNotifications, PATCH as patchNotifications } from "@/app/api/notifications/route";
import { POST as sendTest } from "@/app/api/notifications/test/route";
import { POST as resendConfirmation } from "@/app/api/notifications/confirm-email/route";
import { POST as confirmEmail } from "@/app/api/notifications/confirm-email/[token]/route";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { POST as completeTask } from "@/app/api/tasks/[id]/complete/route";
import { POST as createTask } from "@/app/api/tasks/route";
import { PATCH as patchPlant } from "@/app/api/user-plants/[id]/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { GET as listWithWatering } from "@/app/api/user-plants/with-watering/route";
import { GET as getWeather } from "@/app/api/weather/route";
import { PATCH as patchUser } from "@/app/api/user/route";
import { POST as createGarden } from "@/app/api/gardens/route";
import { addDays, clockInTimeZone, todayInTimeZone } from "@/lib/dates";
import { startFakeNtfy, type FakeNtfy } from "@/scripts/fake-ntfy.mjs";
import { startFakeOpenMeteo, type FakeOpenMeteo } from "@/scripts/fake-open-meteo.mjs";
import { startFakePushService, type FakePushService } from "@/scripts/fake-push-service.mjs";
import { startFakeSmtp, type FakeSmtp } from "@/scripts/fake-smtp.mjs";
import { getDb } from "@/server/db/client";
import { notificationSettings, pushSubscriptions, users } from "@/server/db/schema";
import { sendDueReminders } from "@/server/notifications/reminders";
import { eq } from "drizzle-orm";
import net from "node:net";
import { pushSubscriptionsOf, sendPush } from "@/server/notifications/push";
import { BASE_URL, call, jsonRequest, signUp as signUpFromLink, type TestUser } from "../support/api";
import { POST as authPost } from "@/app/api/auth/[...all]/route";

let smtp: FakeSmtp;
let ntfy: FakeNtfy;
let push: FakePushService;
let weather: FakeOpenMeteo;

beforeAll(async () => {
  [smtp, ntfy, push, weather] = await Promise.all([startFakeSmtp(), startFakeNtfy(), startFakePushService(), startFakeOpenMeteo()]);
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "Garden Assistant <reminders@garden.test>";
  process.env.NTFY_URL = ntfy.url;
  process.env.PUSH_ALLOW_LOOPBACK = "true";
  process.env.CRON_SECRET = "cron-secret-for-the-tests";
  process.env.OPEN_METEO_FORECAST_URL = `${weather.url}/v1/forecast`;
  process.env.OPEN_METEO_GEOCODING_URL = `${weather.url}/v1/search`;
  process.env.OPEN_METEO_ARCHIVE_URL = `${weather.url}/v1/archive`;
});

afterAll(async () => {
  for (const name of ["SMTP_URL", "MAIL_FROM", "NTFY_URL", "PUSH_ALLOW_LOOPBACK", "CRON_SECRET", "OPEN_METEO_FORECAST_URL", "OPEN_METEO_GEOCODING_URL", "OPEN_METEO_ARCHIVE_URL"]) delete process.env[name];
  await Promise.all([smtp.close(), ntfy.close(), push.close(), weather.close()]);
});

beforeEach(() => {
  smtp.failNext(0);
  ntfy.failNext(0);
});

/** The instant at which the wall clock in `timeZone` reads `time` on `date`. */
function atLocalTime(timeZone: string, date: string, time: string): Date {
  const [hours, minutes] = time.split(":").map(Number);
  const wanted = hours! * 60 + minutes!;
  const noonUtc = Date.parse(`${date}T12:00:00Z`);
  for (let offset = -15 * 60; offset <= 15 * 60; offset += 15) {
    const candidate = new Date(noonUtc + (offset - 12 * 60 + wanted) * 60_000);
    const clock = clockInTimeZone(timeZone, candidate);
    if (clock.date === date && clock.minutes === wanted) return candidate;
  }
  throw new Error(`no ${time} on ${date} in ${timeZone}`);
}

const minutesLater = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);

/**
 * A gardener whose address is not confirmed: an account made before this server confirmed
 * sign-ups (its session outlives the change), whom email reminders' own confirmation is for.
 * This server emails links, so the sign-up sent one: it is taken out of the inbox, so the counts
 * below are the reminders' own.
 */
async function signUp(name?: string): Promise<TestUser> {
  const gardener = await signUpFromLink(name);
  await (await getDb()).update(users).set({ emailVerified: false }).where(eq(users.id, gardener.id));
  if (!process.env.BETTER_AUTH_URL) return gardener; // no public URL: no link was emailed
  const signUpMail = () => smtp.messages.findIndex((message) => message.to.includes(gardener.email) && message.raw.includes("Subject: Finish signing up"));
  for (let waited = 0; waited < 5000 && signUpMail() < 0; waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(signUpMail(), "the sign-up email").toBeGreaterThanOrEqual(0);
  smtp.messages.splice(signUpMail(), 1);
  return gardener;
}

/** A gardener in a time zone with every channel on and one task due on their today. */
async function gardenerWithReminders(timeZone: string, settings: Record<string, unknown> = {}) {
  const gardener = await signUp("Rosa Reminder");
  await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { timezone: timeZone }, token: gardener.token }));
  const topic = `garden-${gardener.id.slice(0, 12).replace(/[^A-Za-z0-9]/g, "")}`;
  const patched = await call(
    patchNotifications,
    jsonRequest("/api/notifications", { method: "PATCH", body: { email: true, push: true, ntfyTopic: topic, ...settings }, token: gardener.token }),
  );
  expect(patched.status).toBe(200);
  if (patched.body.settings.email) await confirmAddressByMail(gardener);
  const subscription = push.newSubscription();
  expect((await call(subscribePush, jsonRequest("/api/notifications/push-subscriptions", { body: subscription, token: gardener.token }))).status).toBe(201);
  return { gardener, topic, subscription };
}

/**
 * A gardener with reminders (`settings`) at a place, with the catalogue's tomato planted 3 days ago
 * (its timetable: due by now), once the place's weather decides. Found by slug: the catalogue's
 * names are in the gardener's language.
 */
async function tomatoAt(timeZone: string, profile: Record<string, unknown>, settings: Record<string, unknown> = {}) {
  const reminded = await gardenerWithReminders(timeZone, settings);
  const { gardener } = reminded;
  const today = todayInTimeZone(timeZone);
  expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { gardenType: "outdoor", ...profile }, token: gardener.token }))).status).toBe(200);
  expect((await call(getWeather, jsonRequest("/api/weather", { token: gardener.token }))).status).toBe(200);
  const catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: gardener.token }))).body as { id: number; slug: string }[];
  const added = await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: catalogue.find((plant) => plant.slug === "tomato")!.id }, token: gardener.token }));
  await call(patchPlant, jsonRequest(`/api/user-plants/${added.body.id}`, { method: "PATCH", body: { plantedDate: addDays(today, -3) }, token: gardener.token }), { id: String(added.body.id) });
  await vi.waitFor(
    async () => expect((await call(listWithWatering, jsonRequest("/api/user-plants/with-watering", { token: gardener.token }))).body[0].wateringMode).toBe("weather"),
    { timeout: 10_000, interval: 100 },
  );
  return reminded;
}

async function addTask(gardener: TestUser, title: string, dueDate: string, extra: Record<string, unknown> = {}) {
  const made = await call(createTask, jsonRequest("/api/tasks", { body: { title, dueDate, taskType: "prune", ...extra }, token: gardener.token }));
  expect(made.status).toBe(201);
  return made.body as { id: number };
}

const CONFIRMATION_SUBJECT = "Confirm your email address for Garden Assistant";

/** The link of the confirmation email a gardener was sent last (taken out of the inbox, so the reminders' counts stay theirs). */
async function takeConfirmationToken(gardener: TestUser): Promise<string> {
  const index = smtp.messages.findLastIndex((message) => message.to.includes(gardener.email) && message.raw.includes(`Subject: ${CONFIRMATION_SUBJECT}`));
  expect(index, "a confirmation email").toBeGreaterThanOrEqual(0);
  const [mail] = smtp.messages.splice(index, 1);
  const { text } = await simpleParser(mail!.raw);
  return /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(text ?? "")![1]!;
}

const confirmWith = (token: string) => call(confirmEmail, new Request(`${BASE_URL}/api/notifications/confirm-email/${token}`, { method: "POST" }), { token });

/** Email reminders go only to a confirmed address: confirm it as the gardener would, from the emailed link. */
async function confirmAddressByMail(gardener: TestUser) {
  expect((await confirmWith(await takeConfirmationToken(gardener))).status).toBe(200);
}

const mailsTo = (gardener: TestUser) => smtp.messages.filter((message) => message.to.includes(gardener.email));
const ntfyTo = (topic: string) => ntfy.messages.filter((message) => message.topic === topic);
const pushesTo = (subscription: { endpoint: string }) => push.received.filter((received) => subscription.endpoint.endsWith(`/push/${received.subscription}`));

describe("notification settings", () => {
  it("GET gives the defaults and the channels this server offers; PATCH saves any of them", async () => {
    const gardener = await signUp();
    const first = await call(getNotifications, jsonRequest("/api/notifications", { token: gardener.token }));
    expect(first.status).toBe(200);
    expect(first.body.settings).toEqual({ digestTime: "07:00", quietHours: null, email: false, push: false, ntfyTopic: null, weatherAlerts: true });
    expect(first.body.channels.email).toBe(true);
    expect(first.body.channels.ntfy).toEqual({ server: ntfy.url });
    expect(first.body.channels.push.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    // The generated VAPID pair is kept: every instance and restart offers the same key.
    expect((await call(getNotifications, jsonRequest("/api/notifications", { token: gardener.token }))).body.channels.push.publicKey).toBe(first.body.channels.push.publicKey);

    const saved = await call(
      patchNotifications,
      jsonRequest("/api/notifications", { method: "PATCH", body: { digestTime: "06:45", quietHours: { start: "22:00", end: "07:00" }, ntfyTopic: "my-garden" }, token: gardener.token }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual({ digestTime: "06:45", quietHours: { start: "22:00", end: "07:00" }, email: false, push: false, ntfyTopic: "my-garden", weatherAlerts: true });
    const cleared = await call(patchNotifications, jsonRequest("/api/notifications", { method: "PATCH", body: { quietHours: null, ntfyTopic: null }, token: gardener.token }));
    expect(cleared.body.settings).toMatchObject({ digestTime: "06:45", quietHours: null, ntfyTopic: null });
  });

  it("refuses bad settings with 400 and says why", async () => {
    const gardener = await signUp();
    const cases: [unknown, string][] = [
      [{ digestTime: "7am" }, "Use a time like 07:00 (24-hour HH:MM)."],
      [{ digestTime: "24:00" }, "Use a time like 07:00 (24-hour HH:MM)."],
      [{ quietHours: { start: "22:00" } }, "Use a time like 07:00 (24-hour HH:MM)."],
      [{ quietHours: { start: "22:00", end: "22:00" } }, "Quiet hours must start and end at different times."],
      [{ ntfyTopic: "no spaces/or slashes" }, "An ntfy topic has up to 64 letters, digits, - or _."],
      [{ push: "yes" }, "push must be true or false."],
      [{ sms: true }, 'Unrecognized key: "sms"'],
    ];
    for (const [body, error] of cases) {
      const response = await call(patchNotifications, jsonRequest("/api/notifications", { method: "PATCH", body, token: gardener.token }));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toBe(error);
    }
  });

  it("does not offer email when SMTP is not configured, and refuses to turn it on", async () => {
    const gardener = await signUp();
    delete process.env.SMTP_URL;
    try {
      expect((await call(getNotifications, jsonRequest("/api/notifications", { token: gardener.token }))).body.channels.email).toBe(false);
      const refused = await call(patchNotifications, jsonRequest("/api/notifications", { method: "PATCH", body: { email: true }, token: gardener.token }));
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe("Email is not set up on this server, so it can't send reminders by email.");
    } finally {
      process.env.SMTP_URL = smtp.url;
    }
  });
});

describe("push subscriptions", () => {
  it("keeps a browser's subscription (201) and forgets it (204); only https endpoints, or loopback when allowed", async () => {
    const gardener = await signUp();
    const other = await signUp();
    const subscription = push.newSubscription();
    const route = "/api/notifications/push-subscriptions";
    expect((await call(subscribePush, jsonRequest(route, { body: subscription, token: gardener.token }))).status).toBe(201);
    expect((await call(getNotifications, jsonRequest("/api/notifications", { token: gardener.token }))).body.pushSubscriptions).toBe(1);

    const plainHttp = { ...subscription, endpoint: "http://push.example.com/abc" };
    const refused = await call(subscribePush, jsonRequest(route, { body: plainHttp, token: gardener.token }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("The subscription's endpoint must be an https push service.");
    process.env.PUSH_ALLOW_LOOPBACK = "false";
    try {
      expect((await call(subscribePush, jsonRequest(route, { body: push.newSubscription(), token: gardener.token }))).status).toBe(400);
    } finally {
      process.env.PUSH_ALLOW_LOOPBACK = "true";
    }
    expect((await call(subscribePush, jsonRequest(route, { body: { endpoint: subscription.endpoint }, token: gardener.token }))).status).toBe(400);

    // Another gardener cannot remove it: 404, and it stays.
    expect((await call(unsubscribePush, jsonRequest(route, { method: "DELETE", body: { endpoint: subscription.endpoint }, token: other.token }))).status).toBe(404);
    expect((await call(unsubscribePush, jsonRequest(route, { method: "DELETE", body: { endpoint: subscription.endpoint }, token: gardener.token }))).status).toBe(204);
    expect((await call(unsubscribePush, jsonRequest(route, { method: "DELETE", body: { endpoint: subscription.endpoint }, token: gardener.token }))).status).toBe(404);
  });
});

describe("push subscriptions are held to the browser that made them", () => {
  const route = "/api/notifications/push-subscriptions";
  const subscribe = (token: string, body: unknown) => call(subscribePush, jsonRequest(route, { body, token }));
  const count = async (token: string) => (await call(getNotifications, jsonRequest("/api/notifications", { token }))).body.pushSubscriptions;

  it("someone who knows another gardener's endpoint cannot take it over; the same browser (its keys) moves to whoever signs in", async () => {
    const owner = await signUp();
    const taker = await signUp();
    const subscription = push.newSubscription();
    expect((await subscribe(owner.token, subscription)).status).toBe(201);
    const other = push.newSubscription();
    const taken = await subscribe(taker.token, { ...subscription, keys: other.keys });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe("Another browser's subscription has this endpoint. Subscribe again from this browser.");
    expect(await count(owner.token)).toBe(1);
    expect(await count(taker.token)).toBe(0);
    expect((await subscribe(taker.token, subscription)).status).toBe(201);
    expect([await count(owner.token), await count(taker.token)]).toEqual([0, 1]);
  });

  it("signing out removes the browser's subscription with its session; the gardener's other browsers keep theirs", async () => {
    // Signs in a second time with the password: an account whose address is confirmed.
    const gardener = await signUpFromLink();
    const signIn = await authPost(jsonRequest("/api/auth/sign-in/email", { body: { email: gardener.email, password: "correct-horse-42" } }));
    const shared = signIn.headers.get("set-auth-token")!;
    const sharedBrowser = push.newSubscription();
    const ownBrowser = push.newSubscription();
    expect((await subscribe(shared, sharedBrowser)).status).toBe(201);
    expect((await subscribe(gardener.token, ownBrowser)).status).toBe(201);
    expect(await count(gardener.token)).toBe(2);
    expect((await authPost(jsonRequest("/api/auth/sign-out", { body: {}, token: shared }))).status).toBe(200);
    const rows = await (await getDb()).select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, gardener.id));
    expect(rows.map((row) => row.endpoint)).toEqual([ownBrowser.endpoint]);
  });

  it("keeps at most 10 per gardener: a new browser replaces the oldest", async () => {
    const gardener = await signUp();
    const made = Array.from({ length: 12 }, () => push.newSubscription());
    for (const subscription of made) expect((await subscribe(gardener.token, subscription)).status).toBe(201);
    expect(await count(gardener.token)).toBe(10);
    const rows = await (await getDb()).select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, gardener.id));
    expect(rows.map((row) => row.endpoint).sort()).toEqual(made.slice(2).map((subscription) => subscription.endpoint).sort());
  });

  it("sends to every browser at once under one deadline: silent push services hold the send up 10 s, not 10 s each", { timeout: 60_000 }, async () => {
    const gardener = await signUp();
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    onTestFinished(() => void silent.close());
    const { port } = silent.address() as net.AddressInfo;
    for (let index = 0; index < 9; index += 1) {
      expect((await subscribe(gardener.token, { ...push.newSubscription(), endpoint: `http://127.0.0.1:${port}/silent/${index}` })).status).toBe(201);
    }
    const working = push.newSubscription();
    expect((await subscribe(gardener.token, working)).status).toBe(201);
    const started = Date.now();
    await sendPush(await pushSubscriptionsOf([gardener.id]), [{ title: "Water the basil", body: "Home", url: `${BASE_URL}/`, tag: "t" }]);
    const took = Date.now() - started;
    expect(took).toBeLessThan(15_000);
    expect(pushesTo(working)).toHaveLength(1);
  });

  it("refuses endpoints on names and addresses of the server's own network", async () => {
    const gardener = await signUp();
    const { keys } = push.newSubscription();
    // The tests' push service is on 127.0.0.1, which PUSH_ALLOW_LOOPBACK lets through elsewhere.
    process.env.PUSH_ALLOW_LOOPBACK = "false";
    onTestFinished(() => void (process.env.PUSH_ALLOW_LOOPBACK = "true"));
    for (const endpoint of [
      "https://localhost./push",
      "https://localhost.localdomain/push",
      "https://push/abc",
      "https://fcm.googleapis.com./fcm/send/abc",
      "https://198.18.0.1/push",
      "https://224.0.0.1/push",
      "https://255.255.255.255/push",
      "https://192.0.2.1/push",
      "https://0x7f000001/push",
      "https://2130706433/push",
    ]) {
      const refused = await subscribe(gardener.token, { endpoint, keys });
      expect(refused.status, endpoint).toBe(400);
    }
    // A real push service's endpoint is taken; a new one each run (the suite runs twice on one PostgreSQL in CI).
    expect((await subscribe(gardener.token, { endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`, keys })).status).toBe(201);
  });
});

describe("the morning digest", () => {
  it("goes at 07:00 in Europe/London on every channel, once that day", async () => {
    const zone = "Europe/London";
    const { gardener, topic, subscription } = await gardenerWithReminders(zone);
    const today = todayInTimeZone(zone);
    await addTask(gardener, "Net the brassicas", today);
    const overdue = await addTask(gardener, "Sow broad beans", "2020-01-06");
    await addTask(gardener, "Next week's job", "2099-01-01");

    await sendDueReminders(atLocalTime(zone, today, "06:59"));
    expect(mailsTo(gardener)).toHaveLength(0);

    const seven = atLocalTime(zone, today, "07:00");
    await sendDueReminders(seven);
    const [mail] = mailsTo(gardener);
    expect(mailsTo(gardener)).toHaveLength(1);
    const parsed = await simpleParser(mail!.raw);
    expect(parsed.subject).toBe("Today in the garden: 2 tasks (1 overdue)");
    expect(parsed.from?.text).toBe('"Garden Assistant" <reminders@garden.test>');
    expect(parsed.text).toContain("Good morning, Rosa. These tasks are due today or overdue.");
    expect(parsed.text).toContain("Rosa's Garden\n- Sow broad beans (overdue since Mon, Jan 6)");
    expect(parsed.text).toContain("- Net the brassicas");
    expect(parsed.text).not.toContain("Next week's job");
    expect(parsed.text).toContain(`${BASE_URL}/reminders/open?garden=${gardener.gardenId}&key=`);
    expect(parsed.html).toContain("<h2");
    expect(parsed.html).toContain("Net the brassicas");
    const [settings] = await (await getDb()).select().from(notificationSettings).where(eq(notificationSettings.userId, gardener.id));
    expect(parsed.text).toContain(`Stop these emails: ${BASE_URL}/unsubscribe/${settings!.unsubscribeToken}`);
    const unfolded = mail!.raw.replace(/\r\n[ \t]+/g, " ");
    expect(unfolded).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(unfolded).toContain(`List-Unsubscribe: <${BASE_URL}/api/notifications/unsubscribe/${settings!.unsubscribeToken}>`);

    const [published] = ntfyTo(topic);
    expect(published).toMatchObject({ title: "Today in the garden: 2 tasks (1 overdue)", click: `${BASE_URL}/`, tags: ["seedling"] });
    expect(published!.message).toContain("• Net the brassicas");

    const pushes = pushesTo(subscription);
    expect(pushes.map((received) => received.problems)).toEqual([[], []]);
    expect(pushes[0]!.vapid.subject).toMatch(/^mailto:|^https:/);
    expect(pushes[0]!.ttl).toBeGreaterThan(0);
    expect(pushes.map((received) => received.payload.title).sort()).toEqual(["Net the brassicas", "Sow broad beans"]);
    expect(pushes.find((received) => received.payload.title === "Sow broad beans")!.payload).toMatchObject({ body: "Rosa's Garden · overdue since Mon, Jan 6", tag: `task-${overdue.id}` });

    // Every later run that day, however many: nothing more.
    await sendDueReminders(minutesLater(seven, 1));
    await sendDueReminders(minutesLater(seven, 600));
    expect(mailsTo(gardener)).toHaveLength(1);
    expect(ntfyTo(topic)).toHaveLength(1);
    expect(pushesTo(subscription)).toHaveLength(2);
  });

  it("goes at 07:00 in Pacific/Auckland, by the gardener's own calendar", async () => {
    const zone = "Pacific/Auckland";
    const { gardener, topic } = await gardenerWithReminders(zone, { push: false });
    const today = todayInTimeZone(zone);
    await addTask(gardener, "Mulch the kumara", today);
    await sendDueReminders(atLocalTime(zone, today, "06:59"));
    expect(ntfyTo(topic)).toHaveLength(0);
    await sendDueReminders(atLocalTime(zone, today, "07:00"));
    expect(ntfyTo(topic).map((message) => message.title)).toEqual(["Today in the garden: 1 task"]);
    expect(mailsTo(gardener)).toHaveLength(1);
  });

  it("lists the tasks of every garden, grouped, but not those left to someone else", async () => {
    const zone = "Europe/London";
    const { gardener, topic } = await gardenerWithReminders(zone, { push: false, email: false });
    const today = todayInTimeZone(zone);
    await addTask(gardener, "Tie in the roses", today);
    const allotment = await call(createGarden, jsonRequest("/api/gardens", { body: { name: "Allotment" }, token: gardener.token }));
    await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { activeGardenId: allotment.body.garden.id }, token: gardener.token }));
    await addTask(gardener, "Lift the leeks", today);
    await sendDueReminders(atLocalTime(zone, today, "07:00"));
    const [message] = ntfyTo(topic);
    expect(message!.message).toContain("Rosa's Garden\n• Tie in the roses");
    expect(message!.message).toContain("Allotment\n• Lift the leeks");
  });

  it("waits for quiet hours to end", async () => {
    const zone = "Europe/London";
    const { topic, gardener } = await gardenerWithReminders(zone, { push: false, email: false, quietHours: { start: "21:00", end: "08:30" } });
    const today = todayInTimeZone(zone);
    await addTask(gardener, "Prick out the seedlings", today);
    await sendDueReminders(atLocalTime(zone, today, "07:00"));
    await sendDueReminders(atLocalTime(zone, today, "08:29"));
    expect(ntfyTo(topic)).toHaveLength(0);
    await sendDueReminders(atLocalTime(zone, today, "08:30"));
    expect(ntfyTo(topic)).toHaveLength(1);
  });

  it("follows the water balance: a rainy place's digest says the rain waters for them, a dry place's says why to water (docs/watering.md)", async () => {
    const zone = "Europe/London";
    const today = todayInTimeZone(zone);
    const quiet = { push: false, email: false };
    const wet = await tomatoAt(zone, { location: "Rainford" }, quiet);
    const dry = await tomatoAt(zone, { location: "Heatville" }, quiet);
    const dryInInches = await tomatoAt(zone, { location: "Heatville", units: "imperial" }, quiet);
    await sendDueReminders(atLocalTime(zone, today, "07:00"));

    const [rained] = ntfyTo(wet.topic);
    expect(rained!.title).toBe("Today in the garden: the rain is watering for you");
    expect(rained!.message).toMatch(/No need to water Tomato\. (Rain is keeping it watered|Can wait)/);
    expect(rained!.message).not.toMatch(/Water Tomato/);
    const [hot] = ntfyTo(dry.topic);
    expect(hot!.title).toMatch(/^Today in the garden: 1 task/);
    expect(hot!.message).toMatch(/Water Tomato( \(overdue since [^)]+\))?\. Water today: the heat used \d+ mm since \w+ and no rain fell/);
    // The same digest for a gardener who reads imperial units: the water in inches.
    const [hotInInches] = ntfyTo(dryInInches.topic);
    expect(hotInInches!.message).toMatch(/Water today: the heat used \d+(\.\d)? in since \w+ and no rain fell/);
  });

  it("speaks the gardener's language and units: a German gardener reading imperial gets the digest, its email and its pushes in German, the water in inches", async () => {
    const zone = "Europe/London";
    const today = todayInTimeZone(zone);
    const { gardener, topic, subscription } = await tomatoAt(zone, { location: "Heatville", units: "imperial", locale: "de" });
    await sendDueReminders(atLocalTime(zone, today, "07:00"));

    // The task's reason in German, its water in inches (a decimal comma: "0,4 in").
    const reason = /Heute gießen: Bei der Hitze hat die Pflanze (seit \S+|gestern|heute) \d+(,\d+)? in verbraucht, und es hat nicht geregnet/;
    const [digest] = ntfyTo(topic);
    expect(digest!.title).toMatch(/^Heute im Garten: 1 Aufgabe( \(1 überfällig\))?$/);
    expect(digest!.message).toContain("Guten Morgen, Rosa! Diese Aufgaben sind heute fällig oder überfällig.");
    expect(digest!.message).toMatch(reason);
    // The care plan's task for the catalogue's tomato, named in German.
    expect(digest!.message).toMatch(/• Tomate gießen( \(überfällig seit [^)]+\))?\. Heute gießen/);
    expect(digest!.message).not.toMatch(/ mm |Water today|Good morning/);
    const mails = await Promise.all(mailsTo(gardener).map((sent) => simpleParser(sent.raw)));
    const mail = mails.find((parsed) => parsed.subject === digest!.title)!;
    expect(mail.text).toMatch(reason);
    expect(mail.text).toContain("Diese E-Mails abbestellen: ");
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain(">Erinnerungseinstellungen</a>");
    const [pushed] = pushesTo(subscription);
    expect(pushed!.payload.body).toMatch(/^Rosa's Garden · (heute fällig|überfällig seit \S+, \d+\. \S+)\. Heute gießen: /);
    // Heatville's heat alert too, in °F.
    const alert = ntfyTo(topic).find((message) => message.title === "Hitzewarnung für Rosa's Garden");
    expect(alert!.message).toMatch(/bis zu \d+°F heiß/);
    expect(mails.map((parsed) => parsed.subject)).toContain("Hitzewarnung für Rosa's Garden");
  });

  it("sends nothing when nothing is due", async () => {
    const zone = "Europe/London";
    const { topic } = await gardenerWithReminders(zone, { push: false, email: false });
    await sendDueReminders(atLocalTime(zone, todayInTimeZone(zone), "07:00"));
    expect(ntfyTo(topic)).toHaveLength(0);
  });

  it("goes once however many instances run the job at the same moment", async () => {
    const zone = "Europe/London";
    const { gardener, topic, subscription } = await gardenerWithReminders(zone);
    const today = todayInTimeZone(zone);
    await addTask(gardener, "Turn the compost", today);
    const seven = atLocalTime(zone, today, "07:00");
    const runs = await Promise.all([sendDueReminders(seven), sendDueReminders(seven), sendDueReminders(minutesLater(seven, 1)), sendDueReminders(seven)]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBeGreaterThanOrEqual(3);
    await sendDueReminders(minutesLater(seven, 2));
    expect(mailsTo(gardener)).toHaveLength(1);
    expect(ntfyTo(topic)).toHaveLength(1);
    expect(pushesTo(subscription)).toHaveLength(1);
  });

  it("retries a failed channel later without holding up or repeating the others", async () => {
    const zone = "Europe/London";
    const { gardener, topic, subscription } = await gardenerWithReminders(zone);
    const today = todayInTimeZone(zone);
    await addTask(gardener, "Clean the greenhouse", today);
    const seven = atLocalTime(zone, today, "07:00");
    ntfy.failNext(1);
    smtp.failNext(1);
    const first = await sendDueReminders(seven);
    expect(first.failed).toBeGreaterThanOrEqual(2);
    expect(pushesTo(subscription)).toHaveLength(1);
    expect(ntfyTo(topic)).toHaveLength(0);
    expect(mailsTo(gardener)).toHaveLength(0);

    // Not at once: after a wait.
    await sendDueReminders(minutesLater(seven, 1));
    expect(ntfyTo(topic)).toHaveLength(0);
    await sendDueReminders(minutesLater(seven, 5));
    expect(ntfyTo(topic)).toHaveLength(1);
    expect(mailsTo(gardener)).toHaveLength(1);
    expect(pushesTo(subscription)).toHaveLength(1);
  });

  it("removes a subscription the push service says is gone (410)", async () => {
    const zone = "Europe/London";
    const { gardener, subscription } = await gardenerWithReminders(zone, { email: false, ntfyTopic: null });
    await addTask(gardener, "Sharpen the shears", todayInTimeZone(zone));
    push.forget(subscription.endpoint);
    await sendDueReminders(atLocalTime(zone, todayInTimeZone(zone), "07:00"));
    const left = await (await getDb()).select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(left).toEqual([]);
  });
});

describe("weather alerts", () => {
  it("warns of frost once, naming the tender plants outside", async () => {
    const { gardener, topic } = await gardenerWithReminders("Europe/Helsinki", { push: false, email: false, digestTime: "23:59" });
    await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { location: "Frostby, Lapland", gardenType: "outdoor" }, token: gardener.token }));
    const catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: gardener.token }))).body as { id: number; commonName: string }[];
    for (const name of ["Tomato", "Kale", "Monstera", "Basil"]) {
      const plantId = catalogue.find((plant) => plant.commonName === name)!.id;
      expect((await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId }, token: gardener.token }))).status).toBe(201);
    }
    const now = atLocalTime("Europe/Helsinki", todayInTimeZone("Europe/Helsinki"), "12:00");
    await sendDueReminders(now);
    const alerts = ntfyTo(topic);
    expect(alerts.map((alert) => alert.title)).toEqual(["Frost warning for Rosa's Garden"]);
    expect(alerts[0]!.message).toContain("Tonight it goes down to -3°C. Cover tender plants with fleece");
    expect(alerts[0]!.message).toContain("At risk: Tomato, Basil.");
    expect(alerts[0]!.tags).toEqual(["snowflake"]);
    await sendDueReminders(minutesLater(now, 30));
    expect(ntfyTo(topic)).toHaveLength(1);
  });

  it("words the alert in each member's units", async () => {
    const { gardener, topic } = await gardenerWithReminders("Europe/Helsinki", { push: false, email: false, digestTime: "23:59" });
    await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { location: "Frostby, Lapland", gardenType: "outdoor", units: "imperial" }, token: gardener.token }));
    const catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: gardener.token }))).body as { id: number; commonName: string }[];
    const plantId = catalogue.find((plant) => plant.commonName === "Tomato")!.id;
    expect((await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId }, token: gardener.token }))).status).toBe(201);
    await sendDueReminders(atLocalTime("Europe/Helsinki", todayInTimeZone("Europe/Helsinki"), "12:00"));
    // -3 °C is 26.6 °F.
    expect(ntfyTo(topic)[0]!.message).toContain("Tonight it goes down to 27°F.");
  });

  it("stays quiet for a gardener who turned weather alerts off", async () => {
    const { gardener, topic } = await gardenerWithReminders("Europe/Madrid", { push: false, email: false, digestTime: "23:59", weatherAlerts: false });
    await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { location: "Heatville, Andalusia", gardenType: "outdoor" }, token: gardener.token }));
    const catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: gardener.token }))).body as { id: number; commonName: string }[];
    await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: catalogue.find((plant) => plant.commonName === "Lettuce")!.id }, token: gardener.token }));
    await sendDueReminders(atLocalTime("Europe/Madrid", todayInTimeZone("Europe/Madrid"), "12:00"));
    expect(ntfyTo(topic)).toHaveLength(0);
    await call(patchNotifications, jsonRequest("/api/notifications", { method: "PATCH", body: { weatherAlerts: true }, token: gardener.token }));
    await sendDueReminders(atLocalTime("Europe/Madrid", todayInTimeZone("Europe/Madrid"), "12:01"));
    expect(ntfyTo(topic).map((alert) => alert.title)).toEqual(["Heat warning for Rosa's Garden"]);
    expect(ntfyTo(topic)[0]!.message).toContain("At risk: Lettuce.");
  });
});

describe("send test, the cron route, unsubscribing and acting from a notification", () => {
  it("Send test reports each channel's outcome", async () => {
    const { gardener, topic, subscription } = await gardenerWithReminders("Europe/London");
    ntfy.failNext(1);
    const tested = await call(sendTest, jsonRequest("/api/notifications/test", { body: {}, token: gardener.token }));
    expect(tested.status).toBe(200);
    expect(tested.body.results).toEqual([
      { channel: "email", ok: true },
      { channel: "push", ok: true },
      { channel: "ntfy", ok: false, error: "The ntfy server answered 500." },
    ]);
    expect((await simpleParser(mailsTo(gardener)[0]!.raw)).subject).toBe("Garden Assistant: test reminder");
    expect(pushesTo(subscription)[0]!.payload).toMatchObject({ title: "Garden Assistant: test reminder", url: `${BASE_URL}/settings/reminders` });
    expect(ntfyTo(topic)).toHaveLength(0);

    const none = await signUp();
    const nothingOn = await call(sendTest, jsonRequest("/api/notifications/test", { body: {}, token: none.token }));
    expect(nothingOn.status).toBe(400);
    expect(nothingOn.body.error).toBe("Turn on email, push or ntfy first, then send a test.");
  });

  it("emails reminders only to a confirmed address: turning email on sends the link, the link confirms it once", async () => {
    const gardener = await signUp("Una Confirmed");
    const topic = `confirm-${gardener.id.slice(0, 8).replace(/[^A-Za-z0-9]/g, "")}`;
    const turnedOn = await call(patchNotifications, jsonRequest("/api/notifications", { method: "PATCH", body: { email: true, ntfyTopic: topic }, token: gardener.token }));
    expect(turnedOn.status).toBe(200);
    expect(turnedOn.body.settings.email).toBe(true);
    expect(turnedOn.body.address).toEqual({ email: gardener.email, confirmed: false, canConfirm: true });
    expect(turnedOn.body.confirmationSent).toBe(true);
    const token = await takeConfirmationToken(gardener);

    // Until it is confirmed, a test (like the digest) goes on every channel but email.
    const before = await call(sendTest, jsonRequest("/api/notifications/test", { method: "POST", token: gardener.token }));
    expect(before.body.results.map((result: { channel: string }) => result.channel)).toEqual(["ntfy"]);
    expect(mailsTo(gardener)).toEqual([]);

    // A made-up link, then the real one (once), then a new one asked for from Settings.
    expect((await confirmWith("x".repeat(32))).status).toBe(404);
    const confirmed = await confirmWith(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ confirmed: gardener.email });
    expect((await confirmWith(token)).status).toBe(404);
    expect((await call(getNotifications, jsonRequest("/api/notifications", { token: gardener.token }))).body.address.confirmed).toBe(true);

    const after = await call(sendTest, jsonRequest("/api/notifications/test", { method: "POST", token: gardener.token }));
    expect(after.body.results.map((result: { channel: string }) => result.channel)).toEqual(["email", "ntfy"]);
    expect(mailsTo(gardener)).toHaveLength(1);
  });

  it("sends a new confirmation link when asked, 3 an hour, and none without a public URL for it", async () => {
    const gardener = await signUp();
    const ask = () => call(resendConfirmation, jsonRequest("/api/notifications/confirm-email", { method: "POST", token: gardener.token }));
    for (let index = 0; index < 3; index += 1) expect((await ask()).status).toBe(202);
    expect((await ask()).status).toBe(429);
    // Only the newest link works.
    const newest = await takeConfirmationToken(gardener);
    const older = await takeConfirmationToken(gardener);
    expect((await confirmWith(older)).status).toBe(404);
    expect((await confirmWith(newest)).status).toBe(200);

    const saved = process.env.BETTER_AUTH_URL;
    delete process.env.BETTER_AUTH_URL;
    try {
      const stranger = await signUp();
      const on = await call(patchNotifications, jsonRequest("/api/notifications", { method: "PATCH", body: { email: true }, token: stranger.token }));
      expect(on.body.address).toEqual({ email: stranger.email, confirmed: false, canConfirm: false });
      expect(on.body.confirmationSent).toBe(false);
      expect((await call(resendConfirmation, jsonRequest("/api/notifications/confirm-email", { method: "POST", token: stranger.token }))).status).toBe(400);
      expect(mailsTo(stranger)).toEqual([]);
    } finally {
      process.env.BETTER_AUTH_URL = saved;
    }
  });

  it("GET /api/cron/reminders needs the bearer secret", async () => {
    const request = (authorization?: string) => new Request(`${BASE_URL}/api/cron/reminders`, { headers: authorization ? { authorization } : {} });
    expect((await cron(request())).status).toBe(401);
    expect((await cron(request("Bearer wrong-secret-wrong-secret"))).status).toBe(401);
    const ran = await cron(request("Bearer cron-secret-for-the-tests"));
    expect(ran.status).toBe(200);
    expect(await ran.json()).toEqual({ sent: expect.any(Number) });
    delete process.env.CRON_SECRET;
    try {
      expect((await cron(request("Bearer "))).status).toBe(401);
    } finally {
      process.env.CRON_SECRET = "cron-secret-for-the-tests";
    }
  });

  it("the email's unsubscribe link turns email off without signing in", async () => {
    const { gardener } = await gardenerWithReminders("Europe/London");
    const [settings] = await (await getDb()).select().from(notificationSettings).where(eq(notificationSettings.userId, gardener.id));
    const token = settings!.unsubscribeToken;
    // A mail program's one-click POST (RFC 8058), from another site, as a form.
    const oneClick = new Request(`${BASE_URL}/api/notifications/unsubscribe/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.com" },
      body: "List-Unsubscribe=One-Click",
    });
    expect((await call(unsubscribe, oneClick, { token })).status).toBe(200);
    expect((await call(getNotifications, jsonRequest("/api/notifications", { token: gardener.token }))).body.settings.email).toBe(false);
    expect((await call(unsubscribe, new Request(`${BASE_URL}/api/notifications/unsubscribe/x`, { method: "POST" }), { token: "x".repeat(32) })).status).toBe(404);
  });

  it("a push's Watered action completes a water task in another garden, and waters the plant", async () => {
    const gardener = await signUp("Wanda Waterer");
    const catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: gardener.token }))).body as { id: number; commonName: string }[];
    const basil = await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: catalogue.find((plant) => plant.commonName === "Basil")!.id }, token: gardener.token }));
    const task = await addTask(gardener, "Water the basil", todayInTimeZone("UTC"), { taskType: "water", userPlantId: basil.body.id });
    const firstGarden = gardener.gardenId;
    const other = await call(createGarden, jsonRequest("/api/gardens", { body: { name: "Balcony" }, token: gardener.token }));
    await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { activeGardenId: other.body.garden.id }, token: gardener.token }));

    const path = (garden: number | string) => `/api/tasks/${task.id}/complete?garden=${garden}`;
    expect((await call(completeTask, jsonRequest(`/api/tasks/${task.id}/complete`, { body: {}, token: gardener.token }), { id: String(task.id) })).status).toBe(404);
    const stranger = await signUp();
    expect((await call(completeTask, jsonRequest(path(firstGarden), { body: {}, token: stranger.token }), { id: String(task.id) })).status).toBe(404);
    expect((await call(completeTask, jsonRequest(path("abc"), { body: {}, token: gardener.token }), { id: String(task.id) })).status).toBe(404);
    const done = await call(completeTask, jsonRequest(path(firstGarden), { body: {}, token: gardener.token }), { id: String(task.id) });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ completed: true, completedBy: { name: "Wanda Waterer" } });
  });
});
