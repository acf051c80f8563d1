// Issue 30 "Everything findable": every screen is one click away on a desktop and one tap (or the
// bottom bar's More and one item of its sheet) away on a phone.
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, hydrated, signUpViaApi } from "./helpers";

const SCREENS = [
  { path: "/", heading: /^Good (morning|afternoon|evening)/, top: "Dashboard", bar: "Home" },
  { path: "/chat", heading: "AI Garden Assistant", top: "AI Assistant", bar: "Chat" },
  { path: "/plants", heading: "My Garden", top: "My Garden", bar: "Plants" },
  { path: "/diagnose", heading: "Plant Diagnosis", top: "Diagnose", bar: "Diagnose" },
  { path: "/schedule", heading: "Care Schedule", more: "Care Schedule" },
  { path: "/planner", heading: "Garden Planner", more: "Garden Planner" },
  { path: "/harvests", heading: "Harvests", more: "Harvests" },
  { path: "/journal", heading: "Journal", more: "Journal" },
  { path: "/gardens", heading: "Gardens", more: "Gardens" },
  { path: "/settings", heading: "Settings", more: "Settings" },
] as const;

const urlOf = (path: string) => new RegExp(`^[^?#]*//[^/]+${path === "/" ? "/" : path}$`);

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

async function expectOn(page: Page, screen: (typeof SCREENS)[number]) {
  await expect(page).toHaveURL(urlOf(screen.path));
  await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
}

test.describe("navigation to every screen", () => {
  test.beforeEach(async ({ page }) => {
    await signUpViaApi(page);
  });

  test("desktop: the top navigation and its second row reach every screen in one click, the current one marked", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/settings");
    const main = page.getByRole("navigation", { name: "Main" });
    const more = page.getByRole("navigation", { name: "More" });
    await expect(main.getByRole("link")).toHaveText(["Dashboard", "AI Assistant", "My Garden", "Diagnose"]);
    await expect(more.getByRole("link")).toHaveText(["Care Schedule", "Garden Planner", "Harvests", "Journal", "Gardens", "Settings"]);
    await expect(more.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
    // Each screen from the one before it: one click, and that link is marked as the current page.
    for (const screen of SCREENS) {
      const nav = "top" in screen ? main : more;
      const name = "top" in screen ? screen.top : screen.more;
      const link = nav.getByRole("link", { name, exact: true });
      await (await hydrated(link)).click();
      await expectOn(page, screen);
      await expect(link).toHaveAttribute("aria-current", "page");
      await expect(page.locator('header nav a[aria-current="page"]')).toHaveCount(1);
    }
    await expectAccessible(page);
  });

  test("the top bar fits from 768 px: garden switcher, navigation and account menu side by side, on screen", async ({ page }) => {
    for (const width of [768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/planner");
      const switcher = await boxOf(page.getByRole("button", { name: /^Garden: .*Switch garden$/ }));
      const main = await boxOf(page.getByRole("navigation", { name: "Main" }));
      const account = await boxOf(page.getByRole("button", { name: /^Account menu for/ }));
      expect(switcher.width, `switcher at ${width}px`).toBeGreaterThan(60);
      expect(switcher.x + switcher.width, `switcher beside the navigation at ${width}px`).toBeLessThanOrEqual(main.x);
      expect(main.x + main.width, `navigation beside the account menu at ${width}px`).toBeLessThanOrEqual(account.x);
      expect(account.x + account.width, `account menu on screen at ${width}px`).toBeLessThanOrEqual(width);
    }
  });

  test("phone: the bottom bar reaches every screen in one tap, or More and one item of its sheet", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const bar = page.getByRole("navigation", { name: "Mobile" });
    await expect(bar.getByRole("link")).toHaveText(["Home", "Chat", "Diagnose", "Plants"]);
    await expect(bar.getByRole("button", { name: "More" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "More" })).toBeHidden();

    for (const screen of SCREENS) {
      if ("bar" in screen) {
        await (await hydrated(bar.getByRole("link", { name: screen.bar }))).click();
        await expectOn(page, screen);
        await expect(bar.getByRole("link", { name: screen.bar })).toHaveAttribute("aria-current", "page");
        continue;
      }
      await (await hydrated(bar.getByRole("button", { name: "More" }))).click();
      const sheet = page.getByRole("dialog", { name: "More" });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole("link")).toHaveText([/^Care Schedule/, /^Garden Planner/, /^Harvests/, /^Journal/, /^Gardens/, /^Settings/]);
      await sheet.getByRole("link", { name: new RegExp(`^${screen.more}`) }).click();
      await expect(sheet).toBeHidden();
      await expectOn(page, screen);
    }

    // On a page of the sheet, the sheet marks it as the current page; it opens and closes by keyboard.
    const more = bar.getByRole("button", { name: "More" });
    await more.focus();
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "More" });
    await expect(sheet.getByRole("link", { name: /^Settings/ })).toHaveAttribute("aria-current", "page");
    await expect(sheet.getByRole("link", { name: /^Care Schedule/ })).not.toHaveAttribute("aria-current", "page");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(more).toBeFocused();
  });

  test("the dashboard's quick actions lead where they say: Find New Plants opens the catalogue", async ({ page }) => {
    const catalogue = (await (await page.request.get("/api/plants")).json()) as unknown[];
    await page.goto("/");
    const actions = page.locator("section", { has: page.getByRole("heading", { name: "Quick Actions" }) });
    await expect(actions.getByRole("link", { name: /Care Schedule/ })).toHaveAttribute("href", "/schedule");
    await expect(actions.getByRole("link", { name: /Garden Planner/ })).toHaveAttribute("href", "/planner");
    await (await hydrated(actions.getByRole("link", { name: /Find New Plants/ }))).click();
    await expect(page).toHaveURL(/\/plants\?add=1$/);
    const dialog = page.getByRole("dialog", { name: "Add New Plant" });
    const search = dialog.getByRole("combobox", { name: "Plant Type" });
    await expect(search).toBeFocused();
    await expect(dialog.getByRole("listbox", { name: "Plants in the catalogue" }).getByRole("option")).toHaveCount(catalogue.length);
    // Closed, the address no longer opens it again.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/plants$/);
  });
});
