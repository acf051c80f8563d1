import { expect, test, type Page, failedRequest, anyOf } from "./fixtures";
import { formatDay } from "../../lib/format";
import { expectAccessible, signUpViaApi } from "./helpers";

// The failed completion one test stubs.
test.use({ consoleAllowed: anyOf(failedRequest(500, /\/api\/tasks\/\d+\/complete/)) });

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await todaysTasks(page).screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

async function addPlantViaApi(page: Page, commonName: string, customName: string) {
  const catalogue = (await (await page.request.get("/api/plants")).json()) as { id: number; commonName: string }[];
  const plantId = catalogue.find((plant) => plant.commonName === commonName)!.id;
  const response = await page.request.post("/api/user-plants", { data: { plantId, customName } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

function isoDate(offsetDays: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offsetDays);
  return new Intl.DateTimeFormat("en-CA").format(date);
}

const todaysTasks = (page: Page) => page.getByRole("region", { name: "Today's Tasks" });

/** A due day as the app writes it ("Sun, Nov 29"): lib/format.ts, whatever the browser's own language. */
const dueText = (isoDay: string) => formatDay(isoDay, "weekday-day");

test.describe("care tasks on the dashboard", () => {
  test("a new plant brings its water task, coming up; ticking it completes it and records the watering", async ({ page }) => {
    await signUpViaApi(page);
    const plant = await addPlantViaApi(page, "Lettuce", "Little Gem");
    await page.goto("/");
    const card = todaysTasks(page);
    const waterTask = card.getByRole("list", { name: "Coming up" }).getByRole("listitem").filter({ hasText: "Water Little Gem" });
    await expect(waterTask).toBeVisible();
    await expect(waterTask.getByText("5 min")).toBeVisible();
    // Routine watering is not "High" (lib/tasks.ts carePriority).
    await expect(waterTask.getByText("Medium")).toBeVisible();
    await expect(waterTask.getByRole("link", { name: "Little Gem" })).toHaveAttribute("href", `/plants#plant-${plant.id}`);
    await expectAccessible(page);

    // A click, not check(): the task leaves the list once completed, so there is no box left to read back as ticked.
    await waterTask.getByRole("checkbox", { name: "Water Little Gem" }).click();
    await expect(page.getByText("Task completed!")).toBeVisible();
    await expect(page.getByText("Great job taking care of your garden.")).toBeVisible();
    await expect(card.getByRole("list", { name: "Coming up" }).getByText("Water Little Gem")).toHaveCount(0);
    await expect(card.getByRole("list", { name: "Done today" })).toContainText("Water Little Gem · Watered today by Rosa Gallica");
    const history = (await (await page.request.get(`/api/watering/history/${plant.id}`)).json()) as unknown[];
    expect(history).toHaveLength(1);
    // The strip shows the plant as just watered.
    await expect(page.getByRole("article", { name: "Little Gem" }).getByText("Today")).toBeVisible();
  });

  test("the card says what it shows: nothing due today and what is coming up, then today's and overdue tasks counted as the banner counts them", async ({ page }) => {
    await signUpViaApi(page);
    await addPlantViaApi(page, "Lettuce", "Little Gem");
    await page.goto("/");
    const card = todaysTasks(page);
    const banner = page.getByRole("region", { name: /^Good (morning|afternoon|evening)/ });
    await expect(card.getByText("Nothing due today.")).toBeVisible();
    await expect(card.getByRole("heading", { level: 3, name: "Coming up" })).toBeVisible();
    const comingUp = card.getByRole("list", { name: "Coming up" });
    await expect(comingUp.getByRole("listitem").filter({ hasText: "Water Little Gem" })).toContainText(`Due ${dueText(isoDate(2))}`);
    await expect(card.getByRole("list", { name: "Today's tasks" })).toHaveCount(0);
    await expect(banner.getByText("0 tasks today")).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "todays-tasks-coming-up-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, "todays-tasks-coming-up-phone");
    await page.setViewportSize({ width: 1280, height: 720 });

    for (const [title, dueDate] of [["Tie in the beans", isoDate(0)], ["Net the brassicas", isoDate(-2)]] as const) {
      expect((await page.request.post("/api/tasks", { data: { title, dueDate, taskType: "prune" } })).status()).toBe(201);
    }
    await page.reload();
    await expect(card.getByText("1 due today · 1 overdue")).toBeVisible();
    const due = card.getByRole("list", { name: "Today's tasks" });
    await expect(due.getByRole("listitem")).toHaveText([/Net the brassicas.*Overdue/, /Tie in the beans.*Due Today/]);
    await expect(card.getByRole("heading", { name: "Coming up" })).toHaveCount(0);
    await expect(card.getByText("Water Little Gem")).toHaveCount(0);
    await expect(banner.getByText("1 task today")).toBeVisible();
    expect(((await (await page.request.get("/api/tasks/today")).json()) as unknown[]).length).toBe(1);
    await expectAccessible(page);
    await shoot(page, "todays-tasks-today-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, "todays-tasks-today-phone");
  });

  test("an overdue task shows the Overdue badge instead of its priority; tasks can be edited and deleted", async ({ page }) => {
    await signUpViaApi(page);
    const created = await page.request.post("/api/tasks", {
      data: { title: "Net the brassicas", dueDate: isoDate(-2), taskType: "inspect", priority: "low", estimatedMinutes: 75 },
    });
    expect(created.status()).toBe(201);
    await page.goto("/");
    const task = todaysTasks(page).getByRole("listitem").filter({ hasText: "Net the brassicas" });
    await expect(task.getByText("Overdue")).toBeVisible();
    await expect(task.getByText("Low")).toHaveCount(0);
    await expect(task.getByText("1h 15m")).toBeVisible();
    await expectAccessible(page);

    await task.getByRole("button", { name: "Edit task: Net the brassicas" }).click();
    const form = page.getByRole("dialog", { name: "Edit Task" });
    await expect(form.getByLabel("Title")).toHaveValue("Net the brassicas");
    await form.getByLabel("Title").fill("Net the kale");
    await form.getByRole("button", { name: "Save Task" }).click();
    await expect(page.getByText("Task updated successfully!")).toBeVisible();
    const renamed = todaysTasks(page).getByRole("listitem").filter({ hasText: "Net the kale" });
    await expect(renamed.getByText("Overdue")).toBeVisible();

    await renamed.getByRole("button", { name: "Delete task: Net the kale" }).click();
    await expect(page.getByText("Task deleted successfully!")).toBeVisible();
    await expect(renamed).toHaveCount(0);
  });

  test("Add Task from a plant's details starts with that plant", async ({ page }) => {
    await signUpViaApi(page);
    await addPlantViaApi(page, "Tomato", "Sungold");
    await page.goto("/plants");
    await page.getByRole("article", { name: "Sungold" }).getByRole("button", { name: /View Details/ }).click();
    await page.getByRole("dialog", { name: "Sungold" }).getByRole("button", { name: "Add Task" }).click();
    const form = page.getByRole("dialog", { name: "Add Task" });
    await expect(form.getByText("A care task for Sungold.")).toBeVisible();
    await expect(form.getByRole("combobox", { name: "Plant (Optional)" })).toContainText("Sungold");
    await form.getByRole("button", { name: "Create Task" }).click();
    await expect(form.getByText("Please enter a title.")).toBeVisible();
    await expectAccessible(page);
    await form.getByLabel("Title").fill("Pinch out side shoots");
    await form.getByRole("combobox", { name: "Task Type" }).click();
    await page.getByRole("option", { name: "Prune" }).click();
    await form.getByLabel("Estimated Minutes").fill("15");
    await form.getByRole("button", { name: "Create Task" }).click();
    await expect(page.getByText("Task created successfully!")).toBeVisible();
    await expect(form).toBeHidden();

    await page.goto("/");
    const task = todaysTasks(page).getByRole("listitem").filter({ hasText: "Pinch out side shoots" });
    await expect(task.getByText("15 min")).toBeVisible();
    await expect(task.getByRole("link", { name: "Sungold" })).toBeVisible();
  });

  test("the tick box ticks on the click itself, waits for the page to hydrate, and clears when completing fails", async ({ page }) => {
    await signUpViaApi(page);
    await addPlantViaApi(page, "Basil", "Genovese");
    // Before hydration a click would reach no handler: the server's box is not clickable.
    const html = await (await page.request.get("/")).text();
    expect(html.match(/<input[^>]*id="task-\d+-done"[^>]*>/)?.[0]).toContain(" disabled");

    await page.goto("/");
    const box = todaysTasks(page).getByRole("checkbox", { name: "Water Genovese" });
    await expect(box).toBeEnabled();
    await page.route("**/api/tasks/*/complete", (route) => route.fulfill({ status: 500, body: "boom" }));
    // Read in the click's own task: a box that only ticks a render later has been put back by then.
    expect(await box.evaluate((input: HTMLInputElement) => (input.click(), input.checked))).toBe(true);
    await expect(page.getByText("Failed to complete task")).toBeVisible();
    await expect(page.getByText("Please try again.")).toBeVisible();
    await expect(box).not.toBeChecked();
    await expect(box).toBeEnabled();
    await expectAccessible(page);
  });

  test("phone layout fits", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page);
    await addPlantViaApi(page, "Tomato", "A tomato with a rather long name indeed");
    await page.goto("/");
    await expect(todaysTasks(page).getByRole("listitem").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expectAccessible(page);
  });
});

test.describe("calendar feed", () => {
  test("Settings shows a private feed link that copies, regenerates and serves iCalendar", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signUpViaApi(page);
    await addPlantViaApi(page, "Basil", "Genovese");
    await page.goto("/settings/connections");
    const card = page.getByRole("region", { name: "Calendar Feed" });
    const link = card.getByLabel("Your calendar link");
    await expect(link).toHaveValue(/^http:\/\/127\.0\.0\.1:3100\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expectAccessible(page);

    await card.getByRole("button", { name: "Copy Link" }).click();
    await expect(page.getByText("Calendar link copied")).toBeVisible();
    const firstUrl = await link.inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);

    const feed = await page.request.get(firstUrl);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await feed.text()).toContain("SUMMARY:Water Genovese");

    await card.getByRole("button", { name: "New Link" }).click();
    await expect(page.getByText("New calendar link made")).toBeVisible();
    await expect(link).not.toHaveValue(firstUrl);
    expect((await page.request.get(firstUrl)).status()).toBe(404);
  });
});
