// Issue 15, the Care Schedule: from the dashboard's quick action to four weeks of care by day,
// overdue tasks on top; filter by type and plant; move, edit and complete tasks; desktop and phone.
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, hydrated, signUpViaApi } from "./helpers";

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

// The gardener and the browser are on UTC here.
const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const written = (offsetDays: number) =>
  new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${isoDate(offsetDays)}T00:00:00Z`));

async function addPlant(page: Page, commonName: string, customName: string): Promise<number> {
  const catalogue = (await (await page.request.get("/api/plants")).json()) as { id: number; commonName: string }[];
  const response = await page.request.post("/api/user-plants", { data: { plantId: catalogue.find((plant) => plant.commonName === commonName)!.id, customName } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function addTask(page: Page, data: Record<string, unknown>) {
  const response = await page.request.post("/api/tasks", { data });
  expect(response.status()).toBe(201);
}

/** A day of the schedule, by its heading ('Today · Tue, Nov 24', 'Tomorrow · Wed, Nov 25', 'Fri, Nov 27'). */
function day(page: Page, offsetDays: number): Locator {
  const name = offsetDays === 0 ? `Today · ${written(0)}` : offsetDays === 1 ? `Tomorrow · ${written(1)}` : written(offsetDays);
  return page.getByRole("listitem", { name, exact: true });
}
/** A task, by its title (its checkbox's name), in the page or in a part of it. */
const task = (scope: Page | Locator, title: string) => scope.getByRole("checkbox", { name: title, exact: true }).locator("xpath=ancestor::li[1]");

test("open the Care Schedule from the dashboard: overdue on top, days ahead; filter, move, edit and complete", async ({ page }) => {
  await signUpViaApi(page);
  const radish = await addPlant(page, "Radish", "Cherry Belle"); // water in 2 days, inspect in 7, harvest in 25
  await addPlant(page, "Lettuce", "Little Gem"); // water in 2 days, inspect in 7
  await addTask(page, { title: "Net the brassicas", dueDate: isoDate(-2), taskType: "inspect", priority: "high" });
  await addTask(page, { title: "Sow broad beans", dueDate: isoDate(1), taskType: "sow" });
  await addTask(page, { title: "Plant out leeks", dueDate: isoDate(10), taskType: "transplant", priority: "low" });

  await page.goto("/");
  await (await hydrated(page.getByRole("main").getByRole("link", { name: /Care Schedule/ }))).click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByRole("heading", { level: 1, name: "Care Schedule" })).toBeVisible();
  await expect(page).toHaveTitle(/Care Schedule/);

  // Overdue on top, then the weeks.
  const overdue = page.getByRole("region", { name: /^Overdue/ });
  await expect(task(overdue, "Net the brassicas").getByText(`Overdue · ${written(-2)}`)).toBeVisible();
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
  expect(headings[0]).toContain("Overdue");
  expect(headings[1]).toBe("Next four weeks");
  // The planned tasks by day; on a desktop every day is a cell of the grid, empty or not.
  await expect(task(day(page, 1), "Sow broad beans")).toBeVisible();
  await expect(task(day(page, 2), "Water Cherry Belle")).toBeVisible();
  await expect(task(day(page, 2), "Water Little Gem")).toBeVisible();
  await expect(task(day(page, 7), "Inspect Little Gem for pests and disease")).toBeVisible();
  await expect(task(day(page, 10), "Plant out leeks")).toBeVisible();
  await expect(task(day(page, 25), "Harvest Cherry Belle")).toBeVisible();
  await expect(day(page, 3)).toBeVisible();
  await expect(page.getByRole("heading", { level: 4, name: /^Tomorrow/ })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "schedule-desktop");

  // Filter by type, then also by plant; the server filters.
  await page.getByRole("combobox", { name: "Task Type" }).click();
  await page.getByRole("option", { name: "Water" }).click();
  await expect(page).toHaveURL(/\/schedule\?type=water$/);
  await expect(task(page, "Water Cherry Belle")).toBeVisible();
  await expect(task(page, "Water Little Gem")).toBeVisible();
  await expect(task(page, "Sow broad beans")).toHaveCount(0);
  await expect(task(page, "Net the brassicas")).toHaveCount(0);
  await page.getByRole("combobox", { name: "Plant" }).click();
  await page.getByRole("option", { name: "Cherry Belle" }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule\\?type=water&plant=${radish}$`));
  await expect(task(page, "Water Little Gem")).toHaveCount(0);
  await expect(task(page, "Water Cherry Belle")).toBeVisible();
  await page.getByRole("combobox", { name: "Task Type" }).click();
  await page.getByRole("option", { name: "Prune" }).click();
  await expect(page.getByRole("heading", { name: "Nothing matches these filters" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Clear filters" }).first().click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(task(page, "Sow broad beans")).toBeVisible();

  // Move a task to another day.
  await page.getByRole("button", { name: "Move task: Plant out leeks" }).click();
  const move = page.getByRole("dialog", { name: "Move Task" });
  await expect(move.getByLabel("New Due Date")).toHaveValue(isoDate(10));
  await move.getByLabel("New Due Date").fill(isoDate(3));
  await move.getByRole("button", { name: "Move Task" }).click();
  await expect(page.getByText("Task updated successfully!")).toBeVisible();
  await expect(move).toBeHidden();
  await expect(task(day(page, 3), "Plant out leeks")).toBeVisible();
  await expect(task(day(page, 10), "Plant out leeks")).toHaveCount(0);
  // The same toast comes next: this one has to be gone first, or the next check could see it.
  await expect(page.getByText("Task updated successfully!")).toHaveCount(0, { timeout: 8000 });

  // Edit one.
  await page.getByRole("button", { name: "Edit task: Sow broad beans" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Task" });
  await expect(edit.getByRole("combobox", { name: "Task Type" })).toHaveText("Sow");
  await edit.getByLabel("Title").fill("Sow Aquadulce beans");
  await edit.getByRole("button", { name: "Save Task" }).click();
  await expect(page.getByText("Task updated successfully!")).toBeVisible();
  await expect(task(day(page, 1), "Sow Aquadulce beans")).toBeVisible();

  // On a phone: an agenda of the days that have tasks (or waterings expected: every other day here).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(day(page, 3)).toBeVisible();
  await expect(day(page, 4)).toBeVisible();
  await expect(day(page, 5)).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await expectAccessible(page);
  await shoot(page, "schedule-phone");

  // Complete the overdue one: it leaves, and the Overdue section with it.
  await task(page, "Net the brassicas").getByRole("checkbox").click();
  await expect(page.getByText("Task completed!")).toBeVisible();
  await expect(overdue).toHaveCount(0);
  await expect(task(page, "Net the brassicas")).toHaveCount(0);
});

test("an empty garden's schedule says what to do", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/schedule");
  await expect(page.getByRole("heading", { name: "Nothing planned" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to My Garden" })).toHaveAttribute("href", "/plants");
  await expectAccessible(page);
});
