import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import sharp from "sharp";
import { addDays, todayInTimeZone } from "@/lib/dates";
import { getDb } from "@/server/db/client";
import { appSecrets, plants, tasks, userPlants, users } from "@/server/db/schema";
import { env } from "@/server/env";
import { getLocalAuth } from "@/server/auth/local";
import { toCurrentUser } from "@/server/auth/types";
import { addCataloguePlant } from "@/server/garden/plants";
import { recordHarvest } from "@/server/care/harvests";
import { diagnosePhoto } from "@/server/assistant/diagnoses";
import { loadGardener } from "@/server/account/gardener";
import { updateUserProfile } from "@/server/account/profile";
import { createTask } from "@/server/care/tasks";
import { keepCarePlanCurrent } from "@/server/care/care-plan";
import { markCarePlanChanged } from "@/server/care/care-plan-changes";
import { recordWatering } from "@/server/care/watering";
import { HttpError } from "@/server/http/errors";
import { deleteAccount } from "@/server/account/account";
import { logError } from "@/server/log";

/**
 * The preview demo (PREVIEW_DEMO=on on a preview deployment, never in production): one shared
 * gardener with a garden already growing, so a reviewer sees a branch's screens with one click on
 * the login page instead of signing up and planting first. Made once per database, the first time
 * anyone asks; its password is random, kept in app_secrets, and never shown.
 */
export const DEMO_EMAIL = "demo-gardener@preview.invalid";
const DEMO_NAME = "Demo Gardener";
const CLAIM = "preview-demo";

/** What the demo garden holds: catalogue plants, how long ago each went in, and when it was watered (days ago). */
/** Rounds of catching up the demo's past care: the oldest plant's weekly checks since it was planted, and some. */
const CATCH_UP_ROUNDS = 60;

const DEMO_PLANTS = [
  { name: "Tomato", location: "Greenhouse bed", plantedDaysAgo: 70, wateredDaysAgo: [3, 1] },
  { name: "Basil", location: "Kitchen windowsill", plantedDaysAgo: 40, wateredDaysAgo: [2] },
  { name: "Lettuce", location: "Raised bed", plantedDaysAgo: 30, wateredDaysAgo: [4] },
  { name: "Strawberry", location: "Patio pots", plantedDaysAgo: 120, wateredDaysAgo: [6] },
  { name: "Lavender", location: "Front border", plantedDaysAgo: 200, wateredDaysAgo: [] },
  { name: "Zucchini", location: "Raised bed", plantedDaysAgo: 60, wateredDaysAgo: [1] },
] as const;

/** The demo's password, made (with the right to seed the garden) by whoever asks first. */
async function claimDemo(): Promise<{ password: string; first: boolean }> {
  const db = await getDb();
  const fresh = randomBytes(24).toString("base64url");
  const [claimed] = await db.insert(appSecrets).values({ name: CLAIM, value: fresh }).onConflictDoNothing().returning({ value: appSecrets.value });
  if (claimed) return { password: claimed.value, first: true };
  const [kept] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, CLAIM));
  return { password: kept!.value, first: false };
}

/** Signs the demo gardener up and plants the garden, through the same functions as the app's routes. */
async function seedDemoGarden(password: string, headers: Headers): Promise<void> {
  const auth = await getLocalAuth();
  await auth.api.signUpEmail({ body: { name: DEMO_NAME, email: DEMO_EMAIL, password }, headers });
  const db = await getDb();
  const [user] = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.email, DEMO_EMAIL));
  if (!user) throw new Error("The demo gardener was not made");
  let gardener = await loadGardener(toCurrentUser(user));
  gardener = await updateUserProfile(gardener, { gardenType: "outdoor", experienceLevel: "beginner", timezone: "Europe/London" });
  // The place is looked up like anyone's; where the weather source cannot be reached the demo
  // garden is simply one whose place was not found, as the app then says.
  gardener = await updateUserProfile(gardener, { location: "Bristol, England" }).catch(() => gardener);

  const catalogue = await db.select({ id: plants.id, commonName: plants.commonName }).from(plants).where(inArray(plants.commonName, DEMO_PLANTS.map((plant) => plant.name)));
  const now = new Date();
  const today = todayInTimeZone(gardener.timeZone, now);
  const planted = new Map<string, number>();
  for (const plant of DEMO_PLANTS) {
    const entry = catalogue.find((row) => row.commonName === plant.name);
    if (!entry) continue;
    const added = await addCataloguePlant(gardener, { plantId: entry.id, customName: null, location: plant.location, notes: null });
    await db.update(userPlants).set({ plantedDate: addDays(today, -plant.plantedDaysAgo) }).where(and(eq(userPlants.id, added.id), eq(userPlants.gardenId, gardener.gardenId)));
    for (const daysAgo of plant.wateredDaysAgo) await recordWatering(gardener, added.id, new Date(now.getTime() - daysAgo * 86_400_000));
    planted.set(plant.name, added.id);
  }

  // The care plan schedules from each plant's planted date, so a plant put in months ago has months
  // of routine care behind it: done, as it would have been in a garden that is growing well. Each
  // round plans the next care and marks what fell due before yesterday done, until nothing is
  // behind: a later plan (a new day, new weather) then finds the garden's care caught up.
  for (let round = 0; round < CATCH_UP_ROUNDS; round += 1) {
    await keepCarePlanCurrent(await loadGardener(toCurrentUser(user)), now);
    const done = await db
      .update(tasks)
      .set({ completed: true, completedAt: sql`(${tasks.dueDate} + time '09:00')::timestamptz`, completedBy: user.id })
      .where(and(eq(tasks.gardenId, gardener.gardenId), eq(tasks.origin, "schedule"), eq(tasks.completed, false), lt(tasks.dueDate, addDays(today, -1))))
      .returning({ id: tasks.id });
    if (done.length === 0) break;
    await db.transaction((tx) => markCarePlanChanged(tx, gardener.gardenId));
  }

  const tomato = planted.get("Tomato");
  const zucchini = planted.get("Zucchini");
  await createTask(gardener, { title: "Feed the tomatoes", dueDate: today, taskType: "fertilize", priority: "medium", estimatedMinutes: 10, userPlantId: tomato ?? null });
  await createTask(gardener, { title: "Pinch out tomato side shoots", dueDate: addDays(today, 2), taskType: "prune", priority: "low", estimatedMinutes: 15, userPlantId: tomato ?? null });
  await createTask(gardener, { title: "Check the lettuces for slugs", dueDate: addDays(today, -1), taskType: "inspect", priority: "medium", estimatedMinutes: 5, userPlantId: planted.get("Lettuce") ?? null });
  if (zucchini) await recordHarvest(gardener, { userPlantId: zucchini, quantity: 850, unit: "g", harvestedOn: addDays(today, -2), notes: "Two courgettes, picked small" }, now);
  // A real diagnosis of a photo the demo makes: a green leaf with yellowing patches, read by the
  // configured model or, offline, by the leaf-colour estimate.
  if (tomato) await diagnosePhoto(gardener, { photo: await demoLeafPhoto(), userPlantId: tomato, question: "Why are some leaves going yellow?" });
}

async function demoLeafPhoto(): Promise<Blob> {
  const patch = (x: number, y: number) => `<ellipse cx="${x}" cy="${y}" rx="60" ry="42" fill="#c9b037"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#6b4f2e"/><ellipse cx="320" cy="240" rx="270" ry="180" fill="#3f7d2c"/>${patch(230, 200)}${patch(420, 290)}<path d="M60 240 H580" stroke="#2d5a1f" stroke-width="8"/></svg>`;
  const bytes = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });
}

/** Removes a demo that could not be made whole, so whoever asks next starts again on a clean slate. */
async function forgetDemo(password: string, headers: Headers): Promise<void> {
  const db = await getDb();
  const [user] = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.email, DEMO_EMAIL));
  if (user) await deleteAccount(toCurrentUser(user), headers, { password });
  await db.delete(appSecrets).where(eq(appSecrets.name, CLAIM));
}

/**
 * Signs the caller in as the demo gardener, making the demo first if nobody has yet: better-auth's
 * sign-in answer, whose session cookie the caller's browser keeps. Not offered: a 404, as if there
 * were no such route. Asked while someone else's first click is still making it: a 503.
 */
export async function signInToDemo(headers: Headers): Promise<Response> {
  if (!env().previewDemo) throw new HttpError(404, "There is no demo on this deployment.");
  const { password, first } = await claimDemo();
  if (first) {
    try {
      await seedDemoGarden(password, headers);
    } catch (error) {
      await forgetDemo(password, headers).catch((cleanup: unknown) => logError("Could not remove a half-made preview demo", cleanup));
      throw error;
    }
  }
  // The demo's address is nobody's (.invalid): where sign-ups wait for an emailed link
  // (server/auth/sign-up-confirmation.ts) it counts as confirmed, or its sign-in would wait forever.
  await (await getDb()).update(users).set({ emailVerified: true }).where(and(eq(users.email, DEMO_EMAIL), eq(users.emailVerified, false)));
  const auth = await getLocalAuth();
  const answer = await auth.api.signInEmail({ body: { email: DEMO_EMAIL, password }, headers, asResponse: true }).catch(() => null);
  if (!answer?.ok) throw new HttpError(503, "The demo garden is still being planted. Please try again in a moment.");
  return answer;
}
