// Repeating tasks (docs/product.md#entities): add one from the dashboard, complete it and see the
// next occurrence come round, then stop it repeating from the Care Schedule; desktop and phone.
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, hydrated, signUpViaApi } from "./helpers";

// The gardener and the browser are on UTC here.
const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const written = (offsetDays: number) =>
  new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${isoDate(offsetDays)}T00:00:00Z`));

const todaysTasks = (page: Page) => page.getByRole("region", { name: "Today's Tasks" });
/** A task, by its title (its checkbox's name), in the page or in a part of it. */
const task = (scope: Page | Locator, title: string) => scope.getByRole("checkbox", { name: title, exact: true }).locator("xpath=ancestor::li[1]");
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const shoot = async (page: Page, name: string) => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
};
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

type ApiTask = { id: number; title: string; completed: boolean; dueDate: string; repeatEveryDays: number | null };
const tasksTitled = async (page: Page, title: string) =>
  ((await (await page.request.get("/api/tasks")).json()) as ApiTask[]).filter((candidate) => candidate.title === title);

test("add a repeating task, complete it, see the next one come round, and stop it repeating", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/");

  // Add Task: Repeat, every 3 days.
  await (await hydrated(todaysTasks(page).getByRole("button", { name: "Add Task" }))).click();
  const form = page.getByRole("dialog", { name: "Add Task" });
  await form.getByLabel("Title").fill("Turn the compost");
  await form.getByRole("combobox", { name: "Task Type" }).click();
  await page.getByRole("option", { name: "Inspect" }).click();
  await expect(form.getByRole("combobox", { name: "Repeat" })).toContainText("Does not repeat");
  await form.getByRole("combobox", { name: "Repeat" }).click();
  await page.getByRole("option", { name: "Every N days" }).click();
  const every = form.getByRole("spinbutton", { name: "Repeat every (days)" });
  await every.fill("0");
  await form.getByRole("button", { name: "Create Task" }).click();
  await expect(form.getByText("Enter whole days, from 1 to 365.")).toBeVisible();
  await expectAccessible(page);
  await every.fill("3");
  await form.getByRole("button", { name: "Create Task" }).click();
  await expect(page.getByText("Task created successfully!")).toBeVisible();
  await expect(form).toBeHidden();

  // Due today, and shown as repeating, its icon named.
  const due = task(todaysTasks(page).getByRole("list", { name: "Today's tasks" }), "Turn the compost");
  await expect(due.getByText("Repeats every 3 days")).toBeVisible();
  await expect(due.getByRole("img", { name: "Repeating task" })).toBeVisible();
  await expectAccessible(page);

  // Done: it comes round again 3 days from today, once.
  await (await hydrated(due.getByRole("checkbox", { name: "Turn the compost" }))).click();
  await expect(page.getByText("Task completed!")).toBeVisible();
  await expect(page.getByText("It comes round again in 3 days.")).toBeVisible();
  const comingUp = task(todaysTasks(page).getByRole("list", { name: "Coming up" }), "Turn the compost");
  await expect(comingUp).toContainText(`Due ${written(3)}`);
  await expect(comingUp.getByText("Repeats every 3 days")).toBeVisible();
  await expect(todaysTasks(page).getByRole("list", { name: "Done today" })).toContainText("Turn the compost");
  await todaysTasks(page).scrollIntoViewIfNeeded();
  await shoot(page, "repeating-task-dashboard-desktop");
  const series = await tasksTitled(page, "Turn the compost");
  expect(series.map(({ completed, dueDate, repeatEveryDays }) => ({ completed, dueDate, repeatEveryDays }))).toEqual([
    { completed: false, dueDate: isoDate(3), repeatEveryDays: 3 },
    { completed: true, dueDate: isoDate(0), repeatEveryDays: 3 },
  ]);

  // The Care Schedule shows it repeating too; on a phone nothing spills sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/schedule");
  const scheduled = task(page, "Turn the compost");
  await expect(scheduled.getByText("Repeats every 3 days")).toBeVisible();
  expect(await overflow(page)).toBe(0);
  await expectAccessible(page);

  // Stop repeating, from its edit dialog.
  await (await hydrated(scheduled.getByRole("button", { name: "Edit task: Turn the compost" }))).click();
  const edit = page.getByRole("dialog", { name: "Edit Task" });
  await expect(edit.getByRole("combobox", { name: "Repeat" })).toContainText("Every N days");
  await expect(edit.getByRole("spinbutton", { name: "Repeat every (days)" })).toHaveValue("3");
  expect(await overflow(page)).toBe(0);
  await shoot(page, "repeating-task-edit-phone");
  await expectAccessible(page);
  await edit.getByRole("button", { name: "Stop repeating" }).click();
  await expect(page.getByText("Stopped repeating")).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(task(page, "Turn the compost")).toBeVisible();
  await expect(task(page, "Turn the compost").getByText("Repeats every 3 days")).toHaveCount(0);
  const open = (await tasksTitled(page, "Turn the compost")).find((candidate) => !candidate.completed)!;
  expect(open).toMatchObject({ dueDate: isoDate(3), repeatEveryDays: null });
});

test("a care-plan task offers no repeat", async ({ page }) => {
  await signUpViaApi(page);
  const catalogue = (await (await page.request.get("/api/plants")).json()) as { id: number; commonName: string }[];
  expect((await page.request.post("/api/user-plants", { data: { plantId: catalogue.find((plant) => plant.commonName === "Basil")!.id, customName: "Genovese" } })).status()).toBe(201);
  await page.goto("/");
  const planned = task(todaysTasks(page), "Water Genovese");
  await (await hydrated(planned.getByRole("button", { name: "Edit task: Water Genovese" }))).click();
  const edit = page.getByRole("dialog", { name: "Edit Task" });
  await expect(edit.getByLabel("Title")).toHaveValue("Water Genovese");
  await expect(edit.getByRole("combobox", { name: "Repeat" })).toHaveCount(0);
  await expect(planned.getByText(/Repeats every/)).toHaveCount(0);
});
