// Issue 15, its first part in the browser: the harvest log. From My Garden to the Harvests page,
// log 1.2 kg of tomatoes, see the year's totals, the chart and the list, then delete it.
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, signUpViaApi } from "./helpers";

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

async function shootDialog(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

test("complete a harvest task, log 1.2 kg from its toast, see it in the year's totals and chart, delete it", async ({ page }) => {
  await signUpViaApi(page);
  const catalogue = (await (await page.request.get("/api/plants")).json()) as { id: number; commonName: string }[];
  const added = await page.request.post("/api/user-plants", { data: { plantId: catalogue.find((plant) => plant.commonName === "Tomato")!.id, customName: "Big Red" } });
  expect(added.status()).toBe(201);
  const year = new Date().getUTCFullYear();
  const today = new Date().toISOString().slice(0, 10); // the gardener and the browser are on UTC here
  const plantId = ((await added.json()) as { id: number }).id;
  const task = await page.request.post("/api/tasks", { data: { title: "Pick the ripe tomatoes", taskType: "harvest", userPlantId: plantId, dueDate: today } });
  expect(task.status()).toBe(201);

  await page.goto("/plants");
  await page.getByRole("main").getByRole("link", { name: "Harvests" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Harvests" })).toBeVisible();
  await expect(page.getByText(`Nothing logged in ${year} yet.`)).toBeVisible();

  // Done from Today's Tasks: the toast offers to log what was picked.
  await page.goto("/");
  await page.getByRole("checkbox", { name: "Pick the ripe tomatoes" }).click();
  await page.getByRole("button", { name: "Log Harvest" }).click();
  await expect(page).toHaveURL(/\/harvests\?log=\d+$/);
  const dialog = page.getByRole("dialog", { name: "Log a harvest" });
  await expect(dialog.getByRole("combobox", { name: "Plant" })).toHaveText("Big Red");
  // Nothing logged from Big Red yet: grams, never a silent kilogram (350 typed for a punnet was 350 kg).
  await expect(dialog.getByRole("combobox", { name: "Unit" })).toHaveText("grams (g)");
  await shootDialog(page, "harvest-dialog-desktop");
  await dialog.getByRole("combobox", { name: "Unit" }).click();
  await page.getByRole("option", { name: "kilograms (kg)" }).click();
  await dialog.getByLabel("Quantity").fill("1.2");
  await dialog.getByLabel("Notes (optional)").fill("First truss");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Log Harvest" }).click();
  await expect(page.getByText("Harvest logged")).toBeVisible();

  const totals = page.getByRole("region", { name: `Totals in ${year}` });
  await expect(totals.getByRole("row", { name: "Big Red 1.2 kg –" })).toBeVisible();
  await expect(page.getByRole("img", { name: new RegExp(`^Harvest weight by week in ${year}: 1\\.2 kg in all`) })).toBeVisible();
  await expect(page.getByText("1.2 kg of Big Red")).toBeVisible();
  await expect(page.getByText("First truss")).toBeVisible();
  await expectAccessible(page);
  // Big Red's next harvest starts in the unit its last one was logged in.
  await page.getByRole("button", { name: "Log Harvest" }).click();
  await expect(page.getByRole("dialog", { name: "Log a harvest" }).getByRole("combobox", { name: "Unit" })).toHaveText("kilograms (kg)");
  await page.setViewportSize({ width: 390, height: 844 });
  await shootDialog(page, "harvest-dialog-phone");
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 1280, height: 720 });
  await shoot(page, "harvests-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, "harvests-phone");

  // The plant's details show this year's harvests and their total.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/plants");
  await page.getByRole("button", { name: "View Details: Big Red" }).click();
  const details = page.getByRole("dialog", { name: "Big Red" });
  const harvested = details.getByRole("region", { name: "Harvests this year" });
  await expect(harvested.getByText(`1.2 kg in ${year}`)).toBeVisible();
  await expect(harvested.getByText(/: 1\.2 kg by /)).toBeVisible();
  await expectAccessible(page);
  await harvested.getByRole("link", { name: "All harvests" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Harvests" })).toBeVisible();

  await page.getByRole("link", { name: `Previous year, ${year - 1}` }).click();
  await expect(page.getByRole("heading", { name: `Totals in ${year - 1}` })).toBeVisible();
  await expect(page.getByText(`Nothing logged in ${year - 1} yet.`)).toBeVisible();
  await page.getByRole("link", { name: `Next year, ${year}` }).click();

  await page.getByRole("button", { name: /^Delete 1\.2 kg of Big Red/ }).click();
  await expect(page.getByText("Harvest deleted")).toBeVisible();
  await expect(page.getByText(`Nothing logged in ${year} yet.`)).toBeVisible();
});
