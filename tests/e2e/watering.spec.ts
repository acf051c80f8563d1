// Issue 33, care that follows the weather (docs/watering.md): a watering's reason on Today's Tasks
// and a plant card, the water balance chart in the plant's details, Skip / Snooze / It rained here,
// where a plant grows, and the Care Schedule's four weeks of expected waterings; desktop and phone.
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, hydrated, isoDate, signUpViaApi, tomatoDueInHeatville } from "./helpers";

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** A gardener in Heatville (36 °C, no rain: the stand-in Open-Meteo) with a tomato planted 3 days ago, due today. */
async function heatvilleGardener(page: Page): Promise<number> {
  await signUpViaApi(page);
  return tomatoDueInHeatville(page);
}

/** A task row by its title (its checkbox's name). */
const taskRow = (scope: Page | Locator, title: string) => scope.getByRole("checkbox", { name: title, exact: true }).locator("xpath=ancestor::li[1]");

test("a watering says why, and the gardener can skip, snooze or say it rained", async ({ page }) => {
  const plantId = await heatvilleGardener(page);

  // Today's Tasks: the watering is due, and says why in numbers.
  await page.goto("/");
  const todays = page.getByRole("region", { name: "Today's Tasks" });
  const water = taskRow(todays, "Water Big Red");
  await expect(water.getByTestId("task-watering-reason")).toHaveText(/^Water today: the heat used \d+ mm since \w+ and no rain fell$/);
  await expectAccessible(page);
  await shoot(page, "watering-dashboard-desktop");

  // The plant card and its details: the reason, where it grows, the balance chart and its numbers.
  await page.goto("/plants");
  const card = page.getByRole("article", { name: "Big Red" });
  await expect(card.getByTestId("watering-reason")).toHaveText(/^Water today: the heat used/);
  await (await hydrated(card.getByRole("button", { name: "View Details: Big Red" }))).click();
  const details = page.getByRole("dialog", { name: "Big Red" });
  const watering = details.locator("section", { has: page.getByRole("heading", { name: "Watering", exact: true }) });
  await expect(watering.getByText("In the ground")).toBeVisible();
  await expect(watering.getByText("The weather (a daily water balance)")).toBeVisible();
  const chart = details.getByTestId("water-balance-chart");
  await expect(chart).toBeVisible();
  // Planted 3 days ago: the chart starts then, and reaches a week ahead.
  await expect(chart).toHaveAttribute("aria-label", /^Last 4 days: it used [\d.]+ mm, 0 mm of rain reached it, watered 0 times\. It has used [\d.]+ mm of the [\d.]+ mm at which it needs water\.$/);
  await details.getByText("Show the numbers").click();
  await expect(details.getByRole("table").getByRole("row")).toHaveCount(1 + 4 + 7);
  await expectAccessible(page);
  await shoot(page, "watering-details-desktop");

  // Where it grows: a pot.
  await details.getByRole("button", { name: "Edit" }).click();
  await details.getByRole("combobox", { name: "Grows" }).click();
  await page.getByRole("option", { name: "Pot or container" }).click();
  await details.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Plant updated successfully!")).toBeVisible();
  await expect(watering.getByText("Pot or container", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");

  // Snooze from Today's Tasks: it waits two days, and the reason says so.
  await page.goto("/");
  await (await hydrated(water.getByRole("button", { name: "More for: Water Big Red" }))).click();
  await page.getByRole("menuitem", { name: "Snooze 2 days" }).click();
  await expect(page.getByText("Snoozed for 2 days")).toBeVisible();
  const plant = async () => ((await (await page.request.get("/api/user-plants/with-watering")).json()) as { id: number; nextWateringDate: string; wateringReason: string }[]).find((item) => item.id === plantId)!;
  await expect.poll(async () => (await plant()).nextWateringDate).toBe(isoDate(2));
  expect((await plant()).wateringReason).toMatch(/^Snoozed until \w+$/);

  // The Care Schedule: the snoozed watering, then the waterings the balance expects, marked.
  await page.goto("/schedule");
  const snoozed = taskRow(page, "Water Big Red");
  await expect(snoozed.getByText(/^Snoozed until/)).toBeVisible();
  await expect(page.getByText(/^Water Big Red · (expected|estimate)$/).first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "watering-schedule-desktop");

  // It rained here: the gardener's gauge for today.
  await (await hydrated(snoozed.getByRole("button", { name: "More for: Water Big Red" }))).click();
  await page.getByRole("menuitem", { name: "It rained here…" }).click();
  const rain = page.getByRole("dialog", { name: "It Rained Here" });
  await rain.getByLabel("Rain in your gauge (mm)").fill("-3");
  await rain.getByRole("button", { name: "Record Rain" }).click();
  await expect(rain.getByText("Enter 0 to 2000 mm.")).toBeVisible();
  await expectAccessible(page);
  await rain.getByLabel("Rain in your gauge (mm)").fill("18");
  await rain.getByRole("button", { name: "Record Rain" }).click();
  await expect(page.getByText("Recorded 18 mm of rain")).toBeVisible();
  await expect(rain).toBeHidden();

  // Skip: the soil is still moist. The plant learns, and its details offer a reset.
  await (await hydrated(taskRow(page, "Water Big Red").getByRole("button", { name: "More for: Water Big Red" }))).click();
  await page.getByRole("menuitem", { name: "Skip: the soil is still moist" }).click();
  await expect(page.getByText("Skipped")).toBeVisible();
  await page.goto("/plants");
  await (await hydrated(page.getByRole("button", { name: "View Details: Big Red" }))).click();
  const afterSkip = page.getByRole("dialog", { name: "Big Red" });
  await expect(afterSkip.getByText(/^90 % of the catalogue's/)).toBeVisible();
  await afterSkip.getByRole("button", { name: "Reset" }).click();
  await expect(page.getByText("Watering pace reset")).toBeVisible();
  await expect(afterSkip.getByText("As the catalogue says")).toBeVisible();

  // A phone: the details, the dashboard and the schedule.
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, "watering-details-phone");
  await page.keyboard.press("Escape");
  await page.goto("/schedule");
  await expect(page.getByRole("heading", { level: 1, name: "Care Schedule" })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "watering-schedule-phone");
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Today's Tasks" })).toBeVisible();
  await shoot(page, "watering-dashboard-phone");
});

test("adding a plant: where it grows is chosen for you, or yours to choose", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/plants?add=1");
  const dialog = page.getByRole("dialog", { name: "Add New Plant" });
  await (await hydrated(dialog.getByRole("combobox", { name: "Plant Type" }))).fill("Basil");
  await dialog.getByRole("option", { name: "Basil", exact: true }).click();
  await expect(dialog.getByRole("combobox", { name: "Grows (Optional)" })).toHaveText(/Chosen for you/);
  await dialog.getByRole("combobox", { name: "Grows (Optional)" }).click();
  await page.getByRole("option", { name: "Raised bed" }).click();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Add Plant", exact: true }).click();
  await expect(page.getByText("Plant added successfully!")).toBeVisible();
  const plants = (await (await page.request.get("/api/user-plants")).json()) as { exposure: string }[];
  expect(plants.map((plant) => plant.exposure)).toEqual(["raised-bed"]);
});
