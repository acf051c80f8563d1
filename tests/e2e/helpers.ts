import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

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

/** Registers through the API; the browser context keeps the session cookie. */
export async function signUpViaApi(page: Page, gardener = newGardener()): Promise<Gardener> {
  const response = await page.request.post("/api/auth/sign-up/email", { data: gardener });
  expect(response.status(), await response.text()).toBe(200);
  return gardener;
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
