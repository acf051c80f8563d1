import { expect, test, failedRequest, anyOf } from "./fixtures";
import { expectAccessible, signUpViaApi } from "./helpers";

// The unknown page visited on purpose.
test.use({ consoleAllowed: anyOf(failedRequest(404, "/no/such/page")) });

const PAGES = [
  { path: "/", heading: /^Good (morning|afternoon|evening)/ },
  { path: "/chat", heading: "AI Garden Assistant" },
  { path: "/plants", heading: "My Garden", subtitle: "Manage your plants and track their progress" },
  {
    path: "/diagnose",
    heading: "Plant Diagnosis",
    subtitle: "Upload a photo to identify plant issues and get expert advice",
  },
  { path: "/settings", heading: "Settings" },
];

test.describe("signed-in shell", () => {
  test.beforeEach(async ({ page }) => {
    await signUpViaApi(page);
  });

  test("every page has its title and passes axe", async ({ page }) => {
    for (const { path, heading, subtitle } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      // In the page itself: while a navigation finishes the page left may still be in the document.
      if (subtitle) await expect(page.locator("#main-content").getByText(subtitle)).toBeVisible();
      await expectAccessible(page);
    }
  });

  test("the dashboard shows the three tiles and the quick actions", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("0 tasks today")).toBeVisible();
    await expect(page.getByText("Weather alert")).toBeVisible();
    await expect(page.getByText("0 plants recently planted")).toBeVisible();
    const actions = page.locator("section", { has: page.getByRole("heading", { name: "Quick Actions" }) });
    await expect(actions.getByRole("link", { name: /Diagnose Plant/ })).toHaveAttribute("href", "/diagnose");
    await expect(actions.getByRole("link", { name: /Find New Plants/ })).toHaveAttribute("href", "/plants?add=1");
    await expect(actions.getByRole("link", { name: /Care Schedule/ })).toHaveAttribute("href", "/schedule");
    await expect(actions.getByRole("link", { name: /Garden Planner/ })).toHaveAttribute("href", "/planner");
  });

  test("unknown paths show '404 Page Not Found' inside the shell", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expectAccessible(page);
  });

  test("top navigation moves between pages and scrolls to the top", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Garden" }).click();
    await expect(page).toHaveURL(/\/plants$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Garden" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("link", { name: "My Garden" })).toHaveAttribute("aria-current", "page");
  });

  test("the footer has the terms dialog and a Contact Us mail action", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", /^mailto:/);
    // A click before the page has hydrated opens nothing: click again until the dialog is there.
    await expect(async () => {
      await footer.getByRole("button", { name: "Terms & Conditions" }).click();
      await expect(page.getByRole("dialog").getByText("Last updated: August 5, 2025")).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  });

  test("the mobile bottom bar appears at phone width and navigates", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const bar = page.getByRole("navigation", { name: "Mobile" });
    await expect(bar.getByRole("link")).toHaveText(["Home", "Chat", "Diagnose", "Plants"]);
    await bar.getByRole("link", { name: "Plants" }).click();
    await expect(page).toHaveURL(/\/plants$/);
    await bar.getByRole("link", { name: "Chat" }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole("heading", { level: 1, name: "AI Garden Assistant" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
