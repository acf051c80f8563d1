// Issue 15 in the browser: the Garden Planner. Frost dates from the place's history (the
// Open-Meteo archive stand-in: Bristol's median last spring frost is Mar 24), the gardener's own
// dates typed in Settings, "Plan it" for a tomato, and its sowing on the Care Schedule and in
// Today's Tasks. (Completing a harvest task and logging 1.2 kg: tests/e2e/harvests.spec.ts.)
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, hydrated, signUpViaApi } from "./helpers";

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** A date `days` from today (UTC, as the app's gardener here), never February 29 (not a frost date). */
function dayFromToday(days: number): Date {
  const date = new Date();
  date.setUTCHours(0, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  if (date.getUTCMonth() === 1 && date.getUTCDate() === 29) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

test("plan a tomato: frost dates from the place, your own in Settings, its sowing on the Care Schedule and in Today's Tasks", async ({ page }) => {
  await signUpViaApi(page);
  expect((await page.request.patch("/api/user", { data: { location: "Bristol, England" } })).status()).toBe(200);

  await page.goto("/");
  await (await hydrated(page.getByRole("main").getByRole("link", { name: /Garden Planner/ }))).click();
  await expect(page).toHaveURL(/\/planner$/);
  await expect(page.getByRole("heading", { level: 1, name: "Garden Planner" })).toBeVisible();
  const frost = page.getByRole("region", { name: "Frost dates" });
  await expect(frost.getByText("Mar 24", { exact: true })).toBeVisible();
  await expect(frost.getByText("Nov 12", { exact: true })).toBeVisible();
  await expect(
    frost.getByText(/^Over the last 10 years \(\d{4}–\d{4}\) at Bristol, England, United Kingdom, the last spring frost came around Mar 24 and the first autumn frost around Nov 12\./),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "The year ahead" })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "planner-desktop");

  // Our own last frost 7 weeks from now: tomatoes are sown indoors 8 to 6 weeks before it, so now.
  const lastFrost = dayFromToday(49);
  await frost.getByRole("link", { name: "Type your own frost dates" }).click();
  await expect(page).toHaveURL(/\/settings/);
  const card = page.getByRole("region", { name: "Frost Dates" });
  // Chosen once the page has hydrated: a choice made before that is reset by it.
  await hydrated(card.getByRole("button", { name: "Save Frost Dates" }));
  await card.getByLabel("Last spring frost: month").selectOption(String(lastFrost.getUTCMonth() + 1));
  await card.getByLabel("Last spring frost: day").selectOption(String(lastFrost.getUTCDate()));
  await card.getByRole("button", { name: "Save Frost Dates" }).click();
  await expect(page.getByText("Frost dates saved")).toBeVisible();
  await expect(card.getByRole("button", { name: "Use My Place's Dates" })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "settings-frost-dates");

  await page.goto("/planner");
  const typed = lastFrost.toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  await expect(frost.getByText(typed, { exact: true })).toBeVisible();
  await expect(frost.getByText(/^You typed these dates in Settings\. Over the last 10 years/)).toBeVisible();
  const thisMonth = page.getByRole("region", { name: new Date().toLocaleDateString("en-US", { month: "long", timeZone: "UTC" }) });
  await expect(thisMonth.getByText(/^Tomato: sow indoors,/)).toBeVisible();

  await (await hydrated(page.getByRole("button", { name: "Plan Tomato", exact: true }))).click();
  await expect(page.getByText("Tomato added and planned")).toBeVisible();
  await expect(page.getByText(/^Sow Tomato indoors: Today\. Plant out Tomato: /)).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Tomato In your garden" })).toBeVisible();
  await page.getByRole("button", { name: "See Schedule" }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByRole("heading", { level: 1, name: "Care Schedule" })).toBeVisible();
  await expect(page.getByText("Sow Tomato indoors").first()).toBeVisible();

  await page.goto("/");
  await expect(page.getByRole("checkbox", { name: "Sow Tomato indoors" })).toBeVisible();

  // Only the garden's own plants.
  await page.goto("/planner");
  await page.getByRole("link", { name: "My plants" }).click();
  await expect(page).toHaveURL(/\/planner\?plants=mine$/);
  await expect(page.getByRole("heading", { level: 3, name: "Tomato In your garden" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: /^Carrot/ })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await shoot(page, "planner-phone");
});
