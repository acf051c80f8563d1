import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { E2E_OIDC_PROVIDER_NAME, FAKE_SMTP_HTTP_PORT } from "../../playwright.config";

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Colours are only measurable once transitions (e.g. a toast fading in) have finished.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

export type Gardener = { name: string; email: string; password: string };

export function newGardener(name = "Rosa Gallica"): Gardener {
  return { name, email: `rosa-${randomUUID().slice(0, 8)}@example.com`, password: "tomatoes-and-basil-7" };
}

/**
 * Registers through the API; the browser context keeps the session cookie. Where the server
 * confirms addresses (the main e2e server emails links) it follows the emailed link, as the
 * confirmation page's button does.
 */
export async function signUpViaApi(page: Page, gardener = newGardener()): Promise<Gardener> {
  const response = await page.request.post("/api/auth/sign-up/email", { data: gardener });
  expect(response.status(), await response.text()).toBe(200);
  if (((await response.json()) as { token: string | null }).token !== null) return gardener;
  const link = await signUpLinkFor(page, gardener.email);
  const followed = await page.request.get(`/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get("token")!)}`);
  expect(followed.status()).toBe(200);
  return gardener;
}

/** The newest emails the SMTP stand-in took for an address, parsed, newest last. */
export async function mailsTo(page: Page, email: string): Promise<Awaited<ReturnType<typeof simpleParser>>[]> {
  const inbox = (await (await page.request.get(`http://127.0.0.1:${FAKE_SMTP_HTTP_PORT}/__messages`)).json()) as { to: string[]; raw: string }[];
  return Promise.all(inbox.filter((mail) => mail.to.includes(email)).map((mail) => simpleParser(mail.raw)));
}

/** The link of the sign-up email an address was sent last (waiting for it to arrive). */
export async function signUpLinkFor(page: Page, email: string): Promise<URL> {
  let link: URL | undefined;
  await expect
    .poll(async () => {
      const text = (await mailsTo(page, email)).filter((mail) => mail.subject === "Finish signing up for Garden Assistant").at(-1)?.text;
      const found = /Finish signing up: (\S+)/.exec(text ?? "")?.[1];
      link = found ? new URL(found) : undefined;
      return Boolean(link);
    })
    .toBe(true);
  return link!;
}

/** After the sign-up form on a server that confirms addresses: the email's link, and its page's button. */
export async function finishSignUpByEmail(page: Page, email: string): Promise<void> {
  await expect(page.getByRole("status").getByText("Check your email.")).toBeVisible();
  await page.goto((await signUpLinkFor(page, email)).toString());
  await expect(page.getByRole("heading", { level: 1, name: "Finish signing up" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm and Sign In" }).click();
}

/** Fills in the sign-up form on the page it is showing and sends it. */
export async function submitSignUpForm(page: Page, gardener: Gardener): Promise<void> {
  await page.getByLabel("Full name").fill(gardener.name);
  await page.getByLabel("Email").fill(gardener.email);
  await page.getByLabel("Password").fill(gardener.password);
  await page.getByRole("button", { name: "Create Account" }).click();
}

/**
 * The element once React has hydrated it (its props are attached): a click before that can be
 * lost while the page's scripts start (a link that goes nowhere, a checkbox that flips back).
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))), { timeout: 15_000 })
    .toBe(true);
  return locator;
}

/**
 * Single sign-on from the login or register page (the main e2e server's OpenID Connect stand-in,
 * scripts/fake-oidc.mjs): the button, then the stand-in's sign-in and consent pages. `login` is an
 * email address (verified), or "unverified:<address>".
 */
export async function continueWithProvider(page: Page, login: string, consent: "Allow" | "Cancel" = "Allow") {
  await page.getByRole("button", { name: `Continue with ${E2E_OIDC_PROVIDER_NAME}` }).click();
  await expect(page.getByRole("heading", { name: "Sign in to the test provider" })).toBeVisible();
  await page.getByLabel("Username").fill(login);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Allow access" })).toBeVisible();
  await page.getByRole("button", { name: consent }).click();
}

/** A calendar day counted from today (the gardener and the browser are on UTC here). */
export const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * The signed-in gardener's garden moved to Heatville (34 °C now, 36 °C highs, no rain: the stand-in
 * Open-Meteo) with a tomato, "Big Red", planted 3 days ago: due today, by the weather. Its id.
 */
export async function tomatoDueInHeatville(page: Page): Promise<number> {
  expect((await page.request.patch("/api/user", { data: { location: "Heatville", gardenType: "outdoor" } })).status()).toBe(200);
  // The weather card's read keeps the forecast; the place's usual weather is read after it.
  expect((await page.request.get("/api/weather")).status()).toBe(200);
  // By slug: the catalogue's names are in the gardener's language.
  const catalogue = (await (await page.request.get("/api/plants")).json()) as { id: number; slug: string }[];
  const added = await page.request.post("/api/user-plants", { data: { plantId: catalogue.find((plant) => plant.slug === "tomato")!.id, customName: "Big Red" } });
  expect(added.status()).toBe(201);
  const id = ((await added.json()) as { id: number }).id;
  expect((await page.request.patch(`/api/user-plants/${id}`, { data: { plantedDate: isoDate(-3) } })).status()).toBe(200);
  await expect
    .poll(async () => ((await (await page.request.get("/api/user-plants/with-watering")).json()) as { id: number; wateringMode: string }[]).find((plant) => plant.id === id)?.wateringMode, {
      timeout: 15_000,
    })
    .toBe("weather");
  return id;
}
