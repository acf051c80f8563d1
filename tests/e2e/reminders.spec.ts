// Issue 14 in the browser: reminders set up in Settings reach the gardener (a test sent on each
// channel, the push shown by the service worker), and the app installs and works offline.
//
// Chromium cannot subscribe to its real push service (Google's) without the internet, so this
// test hands the page a subscription of the local push-service stand-in in place of the one
// PushManager.subscribe would make. Everything after that is real: the app encrypts and signs
// the push, the stand-in checks and decrypts it, and Chromium's service worker receives it.
import { randomUUID } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { simpleParser } from "mailparser";
import { E2E_CRON_SECRET, FAKE_PUSH_PORT, FAKE_SMTP_HTTP_PORT } from "../../playwright.config";
import { expect, test, type Page } from "./fixtures";
import { continueWithProvider, expectAccessible, hydrated, signUpViaApi } from "./helpers";

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const PUSH_SERVICE = `http://127.0.0.1:${FAKE_PUSH_PORT}`;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

type PushPayload = { title: string; waterTask?: { id: number; gardenId: number } };
type ReceivedPush = { subscription: string; problems: string[]; payload: PushPayload };
/** The service worker's global scope, as seen from a test. */
type WorkerScope = { registration: ServiceWorkerRegistration; markWatered: (notification: Notification) => Promise<void> };

type Subscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** PushManager, answering with the stand-in's subscription (see above). */
async function usePushServiceStandIn(page: Page, subscription: Subscription) {
  await page.addInitScript((fake: Subscription) => {
    let current: PushSubscription | null = null;
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      current = {
        endpoint: fake.endpoint,
        expirationTime: null,
        options: { applicationServerKey: (options?.applicationServerKey as Uint8Array).buffer, userVisibleOnly: true },
        toJSON: () => ({ endpoint: fake.endpoint, expirationTime: null, keys: fake.keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
  }, subscription);
}

test.describe("Reminders and the installable app", () => {
  test.use({ serviceWorkers: "allow" });

  test("set up reminders, send a test on every channel, and the service worker shows the push", async ({ page, context }) => {
    // An account whose address nobody has confirmed: single sign-on from a provider that has not
    // verified it (a password account here confirms its address when it signs up).
    const gardener = { email: `rosa-${randomUUID().slice(0, 8)}@example.com` };
    await page.goto("/login");
    await continueWithProvider(page, `unverified:${gardener.email}`);
    await expect(page).toHaveURL(/\/setup\/place$/);
    // A plant with a water task due today (the browser and the gardener are on UTC here).
    const catalogue = (await (await page.request.get("/api/plants")).json()) as { id: number; commonName: string }[];
    const basil = (await (await page.request.post("/api/user-plants", { data: { plantId: catalogue.find((plant) => plant.commonName === "Basil")!.id } })).json()) as { id: number };
    const waterTask = await page.request.post("/api/tasks", {
      data: { title: "Water the basil", taskType: "water", userPlantId: basil.id, dueDate: new Date().toISOString().slice(0, 10) },
    });
    expect(waterTask.status()).toBe(201);
    const subscription = (await (await page.request.post(`${PUSH_SERVICE}/__subscriptions`)).json()) as Subscription;
    await usePushServiceStandIn(page, subscription);
    await context.grantPermissions(["notifications"]);

    await page.goto("/settings/reminders");
    const card = page.getByRole("region", { name: "Notifications", exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByText("Off. Turn them on for each phone or computer you want reminders on.")).toBeVisible();
    // Midnight: the digest is due whenever the test runs.
    await card.getByLabel("Morning digest at").fill("00:00");
    await card.getByLabel(`Email to ${gardener.email}`).check();
    await card.getByLabel("ntfy topic").fill("rosa-garden-e2e");
    await card.getByRole("button", { name: "Save Reminders" }).click();
    // Email goes only to a confirmed address: the link to confirm it is emailed on the spot.
    await expect(page.getByText("Reminder settings saved, but not every channel can deliver")).toBeVisible();
    await expect(card.getByText(`Email reminders start once you confirm ${gardener.email}: open the link we emailed to it.`).first()).toBeVisible();
    await shoot(page, "reminders-confirm-address");
    const confirmationText = async () => {
      const inbox = (await (await page.request.get(`http://127.0.0.1:${FAKE_SMTP_HTTP_PORT}/__messages`)).json()) as { to: string[]; raw: string }[];
      const parsed = await Promise.all(inbox.filter((sent) => sent.to.includes(gardener.email)).map((sent) => simpleParser(sent.raw)));
      return parsed.find((candidate) => candidate.subject === "Confirm your email address for Garden Assistant")?.text ?? null;
    };
    await expect.poll(confirmationText).not.toBeNull();
    const confirmation = (await confirmationText())!;
    const confirmUrl = /Confirm it: (\S+)/.exec(confirmation)![1]!;
    // Opened on another device, signed out: the page asks, the button confirms.
    const phone = await (await page.context().browser()!.newContext()).newPage();
    await phone.goto(confirmUrl);
    await expect(phone.getByRole("heading", { level: 1, name: "Confirm your email address?" })).toBeVisible();
    await expectAccessible(phone);
    await shoot(phone, "confirm-address-page");
    await phone.getByRole("button", { name: "Confirm My Address" }).click();
    await expect(phone.getByText(`Done: ${gardener.email} is confirmed. Email reminders go to it from now on.`)).toBeVisible();
    await phone.context().close();
    await page.reload();
    await expect(card.getByText("Email reminders start once you confirm")).toHaveCount(0);

    await card.getByRole("button", { name: "Turn On for This Device" }).click();
    await expect(page.getByText("Push notifications are on")).toBeVisible();
    await expect(card.getByText("On, for 1 device. A water task's notification has a Watered button.")).toBeVisible();

    await card.getByRole("button", { name: "Send Test" }).click();
    const results = card.getByRole("list", { name: "Test results" });
    await expect(results.getByRole("listitem")).toHaveText(["Email: sent", "Push: sent", "ntfy: sent"]);
    await expectAccessible(page);
    await shoot(page, "reminders-settings-desktop");

    // The push arrived at the push service encrypted and signed; hand it to Chromium's service worker.
    const received = (await (await page.request.get(`${PUSH_SERVICE}/__received`)).json()) as ReceivedPush[];
    const ours = received.filter((push) => subscription.endpoint.endsWith(`/push/${push.subscription}`));
    // The server's once-a-minute timer may have pushed the digest already (it is due from midnight): one test push, and no problems in any.
    expect(ours.flatMap((push) => push.problems)).toEqual([]);
    const tests = ours.filter((push) => !push.payload.waterTask);
    expect(tests.map((push) => push.payload.title)).toEqual(["Garden Assistant: test reminder"]);

    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => registrations.push(...event.registrations));
    await cdp.send("ServiceWorker.enable");
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    const origin = new URL(page.url()).origin;
    // Chromium sometimes drops a push handed over while its worker is still starting: the push is
    // handed over again while nothing has shown for 3 s (its tag makes a second one replace the first).
    const deliverUntilShown = (payload: PushPayload, shown: () => Promise<string[]>) => {
      let deliveredAt = 0;
      return expect.poll(
        async () => {
          const now = await shown();
          if (now.length === 0 && Date.now() - deliveredAt > 3000) {
            await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: registrations.at(-1)!.registrationId, data: JSON.stringify(payload) });
            deliveredAt = Date.now();
          }
          return now;
        },
        { timeout: 20_000 },
      );
    };
    await deliverUntilShown(tests[0]!.payload, () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => `${shown.title}: ${shown.body}`)),
    ).toEqual(["Garden Assistant: test reminder: This is a test. Your garden reminders will arrive here."]);

    // The morning digest (the scheduler's, or this cron call's) pushes the water task, with its action.
    const cron = await page.request.get("/api/cron/reminders", { headers: { authorization: `Bearer ${E2E_CRON_SECRET}` } });
    expect(cron.status()).toBe(200);
    let digest: PushPayload | undefined;
    await expect
      .poll(async () => {
        const all = (await (await page.request.get(`${PUSH_SERVICE}/__received`)).json()) as typeof received;
        digest = all.filter((push) => subscription.endpoint.endsWith(`/push/${push.subscription}`)).map((push) => push.payload).find((payload) => payload.waterTask);
        return digest?.title;
      })
      .toBe("Water the basil");
    const worker = context.serviceWorkers()[0]!;
    await deliverUntilShown(digest!, () =>
      worker.evaluate(async () => {
        const scope = self as unknown as WorkerScope;
        return (await scope.registration.getNotifications()).filter((notification) => notification.data?.waterTask).map((notification) => notification.title);
      }),
    ).toEqual(["Water the basil"]);
    // What tapping "Watered" runs (the browser's notification buttons are out of a test's reach).
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [shown] = (await scope.registration.getNotifications()).filter((notification) => notification.data?.waterTask);
      await scope.markWatered(shown!);
    });
    const history = (await (await page.request.get(`/api/watering/history/${basil.id}`)).json()) as unknown[];
    expect(history).toHaveLength(1);
    const today = (await (await page.request.get("/api/tasks/today")).json()) as { id: number; completed: boolean }[];
    expect(today.find((task) => task.id === digest!.waterTask!.id)).toBeUndefined();

    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await shoot(page, "reminders-settings-phone");

    // The test email's unsubscribe link works signed out; opening it changes nothing until the button.
    const mails = (await (await page.request.get(`http://127.0.0.1:${FAKE_SMTP_HTTP_PORT}/__messages`)).json()) as { to: string[]; raw: string }[];
    // The scheduler's digest may have been emailed too: the test email is the one to follow.
    const theirs = await Promise.all(mails.filter((sent) => sent.to.includes(gardener.email)).map((sent) => simpleParser(sent.raw)));
    const mail = theirs.find((candidate) => candidate.subject === "Garden Assistant: test reminder");
    expect(mail?.subject).toBe("Garden Assistant: test reminder");
    const unsubscribeUrl = /Stop these emails: (\S+)/.exec(mail!.text ?? "")![1]!;
    const stranger = await (await page.context().browser()!.newContext()).newPage();
    await stranger.goto(unsubscribeUrl);
    await expect(stranger.getByRole("heading", { level: 1, name: "Stop reminder emails?" })).toBeVisible();
    await expect(stranger.getByText(`No more garden reminders will be emailed to ${gardener.email}.`)).toBeVisible();
    await expectAccessible(stranger);
    await shoot(stranger, "unsubscribe-page");
    await stranger.getByRole("button", { name: "Stop Reminder Emails" }).click();
    await expect(stranger.getByText("Done: reminder emails are off. You can turn them back on in Settings.")).toBeVisible();
    await stranger.context().close();
    const after = (await (await page.request.get("/api/notifications")).json()) as { settings: { email: boolean; ntfyTopic: string } };
    expect(after.settings).toMatchObject({ email: false, ntfyTopic: "rosa-garden-e2e" });
  });

  test("logging out of a shared browser removes its push subscription: the next gardener there gets none of the last one's reminders", async ({ page, context }) => {
    const gardener = await signUpViaApi(page);
    const subscription = (await (await page.request.post(`${PUSH_SERVICE}/__subscriptions`)).json()) as Subscription;
    await usePushServiceStandIn(page, subscription);
    await context.grantPermissions(["notifications"]);
    await page.goto("/settings/reminders");
    const card = page.getByRole("region", { name: "Notifications", exact: true });
    await card.getByRole("button", { name: "Turn On for This Device" }).click();
    await expect(card.getByText("On, for 1 device. A water task's notification has a Watered button.")).toBeVisible();

    await (await hydrated(page.getByRole("button", { name: /Account menu/ }))).click();
    await page.getByRole("menu").getByRole("menuitem", { name: "Log out" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Meet Your AI Garden Assistant" })).toBeVisible();

    // Signed in again (a new session): the browser the last session turned on is gone from the account.
    expect((await page.request.post("/api/auth/sign-in/email", { data: { email: gardener.email, password: gardener.password } })).status()).toBe(200);
    const after = (await (await page.request.get("/api/notifications")).json()) as { pushSubscriptions: number; settings: { push: boolean } };
    expect(after.pushSubscriptions).toBe(0);
    const test = await page.request.post("/api/notifications/test");
    expect(test.status()).toBe(400);
  });

  test("the manifest and icons load, the app is installable, and the offline page shows offline", async ({ browserName }, testInfo) => {
    // A profile on disk: Chromium never offers to install from an incognito-like context, which is what Playwright's usual ones are.
    const launch = testInfo.project.use.launchOptions ?? {};
    const context = await chromium.launchPersistentContext(await mkdtemp(path.join(os.tmpdir(), "garden-install-")), {
      ...launch,
      baseURL: testInfo.project.use.baseURL,
    });
    expect(browserName).toBe("chromium");
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await signUpViaApi(page);
      await page.goto("/");
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
      expect(manifestHref).toBe("/manifest.webmanifest");
      const manifest = await (await page.request.get("/manifest.webmanifest")).json();
      expect(manifest).toMatchObject({ name: "Garden Assistant", short_name: "Garden", start_url: "/", display: "standalone", theme_color: "#2f7d4a", background_color: "#fbfcf7" });
      expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
      for (const iconPath of [...manifest.icons.map((icon: { src: string }) => icon.src), "/favicon.ico", "/apple-icon.png", "/icon.svg"]) {
        const response = await page.request.get(iconPath);
        expect(response.status(), iconPath).toBe(200);
        expect(response.headers()["content-type"], iconPath).toMatch(/^image\//);
      }
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", /\/apple-icon\.png/);

      // Chromium's own installability check (the one Lighthouse ran before version 12 dropped it).
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);

      await page.reload();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await context.setOffline(true);
      await page.goto("/plants").catch(() => undefined);
      await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
      await expectAccessible(page);
      await shoot(page, "offline-page");
      await context.setOffline(false);
      await page.getByRole("link", { name: "Try Again" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "My Garden" })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
