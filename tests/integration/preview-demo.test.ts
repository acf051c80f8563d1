// The preview demo (PREVIEW_DEMO=on on a preview deployment): "Try the demo" on the login page
// posts to /api/demo, which makes the demo gardener and their garden once, through the app's own
// functions, and signs the reviewer in. Anywhere but a preview, the route is not there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as tryDemo } from "@/app/api/demo/route";
import { GET as listWithWatering } from "@/app/api/user-plants/with-watering/route";
import { GET as listTasks } from "@/app/api/tasks/route";
import { GET as listHarvests } from "@/app/api/harvests/route";
import { GET as listDiagnoses } from "@/app/api/diagnoses/route";
import { GET as getUser } from "@/app/api/user/route";
import { startFakeOpenMeteo, type FakeOpenMeteo } from "@/scripts/fake-open-meteo.mjs";
import { resetLocalAuth } from "@/server/auth/local";
import { eq } from "drizzle-orm";
import { markCarePlanChanged } from "@/server/care/care-plan-changes";
import { getDb } from "@/server/db/client";
import { profiles } from "@/server/db/schema";
import { BASE_URL, call } from "../support/api";

let weather: FakeOpenMeteo;
beforeAll(async () => {
  weather = await startFakeOpenMeteo();
  process.env.OPEN_METEO_FORECAST_URL = `${weather.url}/v1/forecast`;
  process.env.OPEN_METEO_GEOCODING_URL = `${weather.url}/v1/search`;
  process.env.OPEN_METEO_ARCHIVE_URL = `${weather.url}/v1/archive`;
});
afterAll(async () => {
  for (const name of ["DEPLOYMENT_ENV", "PREVIEW_DEMO", "OPEN_METEO_FORECAST_URL", "OPEN_METEO_GEOCODING_URL", "OPEN_METEO_ARCHIVE_URL"]) delete process.env[name];
  await weather.close();
});

const demoRequest = () => new Request(`${BASE_URL}/api/demo`, { method: "POST", headers: { origin: BASE_URL } });

/** The session cookie a response sets, as the browser would send it back. */
function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

const asReviewer = (cookie: string, path: string) => new Request(`${BASE_URL}${path}`, { headers: { cookie } });

describe("the preview demo", () => {
  it("is not there on production or a server that is not a preview, whatever PREVIEW_DEMO says", async () => {
    process.env.PREVIEW_DEMO = "on";
    for (const stage of [undefined, "production", "development"]) {
      if (stage) process.env.DEPLOYMENT_ENV = stage;
      else delete process.env.DEPLOYMENT_ENV;
      const response = await tryDemo(demoRequest());
      expect(response.status, String(stage)).toBe(404);
    }
    process.env.DEPLOYMENT_ENV = "preview";
    process.env.PREVIEW_DEMO = "off";
    expect((await tryDemo(demoRequest())).status).toBe(404);
  });

  it("on a preview, makes a growing garden once and signs each reviewer in to it", async () => {
    process.env.DEPLOYMENT_ENV = "preview";
    process.env.PREVIEW_DEMO = "on";
    const first = await tryDemo(demoRequest());
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/");
    const cookie = cookieFrom(first);
    expect(cookie).toMatch(/session_token=/);

    const user = await call(getUser, asReviewer(cookie, "/api/user"));
    expect(user.status).toBe(200);
    expect(user.body.user).toMatchObject({ name: "Demo Gardener", location: "Bristol, England", gardenType: "outdoor" });

    const garden = await call(listWithWatering, asReviewer(cookie, "/api/user-plants/with-watering"));
    expect(garden.body.map((plant: { plant: { commonName: string } }) => plant.plant.commonName).sort()).toEqual(["Basil", "Lavender", "Lettuce", "Strawberry", "Tomato", "Zucchini"]);
    expect(garden.body.filter((plant: { lastWatering: unknown }) => plant.lastWatering !== null)).toHaveLength(5);
    expect(garden.body.every((plant: { plantedDate: string }) => plant.plantedDate < new Date().toISOString().slice(0, 10))).toBe(true);

    const tasks = await call(listTasks, asReviewer(cookie, "/api/tasks"));
    expect(tasks.body.map((task: { title: string }) => task.title)).toEqual(expect.arrayContaining(["Feed the tomatoes", "Pinch out tomato side shoots", "Check the lettuces for slugs"]));
    // Months of routine care behind the older plants were done, not left overdue: what is overdue is a day old at most,
    // counted from the day the demo was made. The demo is made once per database, so an earlier run on the same
    // database (the suite runs on Node 20 and again on Node 24) may have made it the day before: the run that crossed
    // midnight saw its day-old task as two days old.
    const londonDay = (at: number) => new Date(at).toLocaleDateString("en-CA", { timeZone: "Europe/London" });
    const madeAt = Math.min(Date.now(), ...tasks.body.map((task: { createdAt: string }) => Date.parse(task.createdAt)));
    const yesterday = londonDay(madeAt - 86_400_000);
    const overdue = (list: { completed: boolean; dueDate: string }[]) => list.filter((task) => !task.completed && task.dueDate < yesterday);
    expect(overdue(tasks.body)).toEqual([]);
    // The garden plans again (new weather at its place, a new day): its care is still caught up.
    const [demo] = await (await getDb()).select({ gardenId: profiles.activeGardenId }).from(profiles).where(eq(profiles.userId, user.body.user.id));
    await (await getDb()).transaction((tx) => markCarePlanChanged(tx, demo!.gardenId!));
    expect(overdue((await call(listTasks, asReviewer(cookie, "/api/tasks"))).body)).toEqual([]);
    const harvests = await call(listHarvests, asReviewer(cookie, "/api/harvests"));
    expect(JSON.stringify(harvests.body)).toContain("Two courgettes, picked small");
    const diagnoses = await call(listDiagnoses, asReviewer(cookie, "/api/diagnoses"));
    expect(diagnoses.body.diagnoses).toHaveLength(1);

    // The next reviewer is signed in to the same garden; nothing is planted twice.
    const second = await tryDemo(demoRequest());
    expect(second.status).toBe(303);
    const again = await call(listWithWatering, asReviewer(cookieFrom(second), "/api/user-plants/with-watering"));
    expect(again.body).toHaveLength(6);
  });

  it("signs reviewers in where the server emails links and sign-ups wait for them (the demo's address counts as confirmed)", async () => {
    process.env.DEPLOYMENT_ENV = "preview";
    process.env.PREVIEW_DEMO = "on";
    // Nothing listens here: the demo's .invalid address is never mailed.
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    process.env.MAIL_FROM = "Garden Assistant <garden@example.org>";
    resetLocalAuth();
    try {
      const signedIn = await tryDemo(demoRequest());
      expect(signedIn.status).toBe(303);
      expect((await call(getUser, asReviewer(cookieFrom(signedIn), "/api/user"))).status).toBe(200);
    } finally {
      delete process.env.SMTP_URL;
      delete process.env.MAIL_FROM;
      resetLocalAuth();
    }
  });
});
