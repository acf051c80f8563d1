import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, test, type Page, failedRequest, anyOf } from "./fixtures";
import { expectAccessible, signUpViaApi } from "./helpers";

// The failures "failures say so" stubs.
test.use({ consoleAllowed: anyOf(failedRequest(500, "/api/watering/record"), failedRequest(500, "/api/user-plants")) });

// The e2e app server keeps uploads under DATA_DIR (see playwright.config.ts).
const UPLOADS_DIR = path.join(".data/e2e", "uploads");

async function addCataloguePlant(page: Page, plantName: string, fields: { customName?: string; location?: string } = {}) {
  await page.getByRole("button", { name: "Add Plant", exact: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add New Plant" });
  await dialog.getByRole("combobox", { name: "Plant Type" }).fill(plantName);
  await dialog.getByRole("option", { name: plantName, exact: true }).click();
  if (fields.customName) await dialog.getByLabel("Custom Name (Optional)").fill(fields.customName);
  if (fields.location) await dialog.getByLabel("Location (Optional)").fill(fields.location);
  await dialog.getByRole("button", { name: "Add Plant", exact: true }).click();
  await expect(dialog).toBeHidden();
}

function plantCard(page: Page, name: string) {
  return page.getByRole("article", { name });
}

test.describe("My Garden", () => {
  test("add, water, inspect, customise, fix images and delete plants", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/plants");
    // Within the page's main region: while the page streams in, React keeps a hidden copy of a
    // part at the end of the body until it swaps it in, and a page-wide text matched both (strict
    // mode's "resolved to 2 elements", once, on Node 24).
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "My Garden" })).toBeVisible();
    await expect(main.getByText("Manage your plants and track their progress")).toBeVisible();
    await expect(main.getByRole("heading", { name: "No plants yet" })).toBeVisible();
    await expect(main.getByText("Add your first plant to start tracking your garden!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Scan & Add Plant" })).toHaveAttribute("href", "/diagnose");
    // An empty garden has no images to fix.
    await expect(page.getByRole("button", { name: "Fix Images" })).toHaveCount(0);
    await expectAccessible(page);

    // The Add New Plant dialog, its placeholders and the required plant.
    await page.getByRole("button", { name: "Add Your First Plant" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Plant" });
    await expect(dialog.getByRole("combobox", { name: "Plant Type" })).toHaveAttribute("placeholder", "Select a plant");
    await expect(dialog.getByPlaceholder("My favorite tomato")).toBeVisible();
    await expect(dialog.getByPlaceholder("Garden bed, pot, greenhouse...")).toBeVisible();
    await expect(dialog.getByPlaceholder("Any special notes about this plant...")).toBeVisible();
    await dialog.getByRole("button", { name: "Add Plant", exact: true }).click();
    await expect(dialog.getByText("Please select a plant")).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await addCataloguePlant(page, "Tomato", { customName: "Big Red", location: "Raised bed" });
    await expect(page.getByText("Plant added successfully!")).toBeVisible();
    await expect(page.getByText("Your plant has been added to your garden.")).toBeVisible();
    const tomato = plantCard(page, "Big Red");
    await expect(tomato.getByText("Healthy")).toBeVisible();
    await expect(tomato.getByText("In 2 days")).toBeVisible();
    await expect(tomato.getByText("Not yet")).toBeVisible();
    await expect(tomato.getByText("11 weeks")).toBeVisible();
    await expect(tomato.getByText("Raised bed")).toBeVisible();

    // The dashboard strip shows it too.
    await page.goto("/");
    await expect(plantCard(page, "Big Red")).toBeVisible();
    await expect(page.getByText("1 plant recently planted")).toBeVisible();

    // Water Now.
    await page.goto("/plants");
    await tomato.getByRole("button", { name: /Water Now/ }).click();
    await expect(page.getByText("Watering recorded!")).toBeVisible();
    await expect(page.getByText("Your plant has been marked as watered.")).toBeVisible();
    await expect(tomato.getByText("Today")).toBeVisible();

    // Details with the watering history chart; mark it as blooming.
    await tomato.getByRole("button", { name: /View Details/ }).click();
    const details = page.getByRole("dialog", { name: "Big Red" });
    await expect(details.getByText("Water every")).toBeVisible();
    await expect(details.getByText("2 days", { exact: true })).toBeVisible();
    await expect(details.getByText("Harvest in")).toBeVisible();
    await expect(details.getByText("Raised bed")).toBeVisible();
    // Planted today: not "0 weeks old".
    await expect(details.getByText(/\(planted today\)$/)).toBeVisible();
    await expect(details.getByText("Watered 1 time in the last 30 days")).toBeVisible();
    await expect(details.getByRole("img", { name: "Watered 1 time in the last 30 days" })).toBeVisible();
    await expect(details.locator("rect[data-watered]")).toHaveCount(1);
    await expectAccessible(page);
    await details.getByRole("button", { name: "Edit" }).click();
    await details.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Blooming" }).click();
    await details.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Plant updated successfully!")).toBeVisible();
    await details.getByRole("button", { name: "Close" }).click();
    await expect(tomato.getByText("Blooming")).toBeVisible();

    // A custom plant with the gardener's own photo.
    await page.getByRole("button", { name: "Add Plant", exact: true }).click();
    await dialog.getByRole("button", { name: "Add a custom plant" }).click();
    await dialog.getByRole("button", { name: "Add Plant", exact: true }).click();
    await expect(dialog.getByText("Please enter the plant's name")).toBeVisible();
    await dialog.getByLabel("Plant Name").fill("Bird of paradise");
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2f7d32" } })
      .jpeg()
      .toBuffer();
    await dialog.getByLabel("Photo (Optional)").setInputFiles({ name: "bird.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(dialog.getByAltText("Selected photo preview")).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Add Plant", exact: true }).click();
    await expect(dialog).toBeHidden();
    const bird = plantCard(page, "Bird of paradise");
    const birdImage = bird.getByRole("img", { name: "Bird of paradise" });
    await expect(birdImage).toHaveAttribute("src", /^\/uploads\/users\/[^/]+\/plants\/[0-9a-f-]+\.jpg\?v=\d+$/);
    await expect.poll(() => birdImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800);

    // Fix Images repairs the photo once its file is gone.
    const src = (await birdImage.getAttribute("src"))!;
    fs.rmSync(path.join(UPLOADS_DIR, src.slice("/uploads/".length).split("?")[0]!));
    await page.getByRole("button", { name: "Fix Images" }).click();
    await expect(page.getByText("Images updated!")).toBeVisible();
    await expect(page.getByText("Updated 1 plant images with better photos.")).toBeVisible();
    await expect(birdImage).toHaveAttribute("src", /^\/uploads\/plant-images\/default-plant\.jpg\?v=\d+$/);

    // Delete it.
    await bird.getByRole("button", { name: /View Details/ }).click();
    const birdDetails = page.getByRole("dialog", { name: "Bird of paradise" });
    await birdDetails.getByRole("button", { name: "Delete Plant" }).click();
    await birdDetails.getByRole("button", { name: "Yes, Delete" }).click();
    await expect(page.getByText("Plant deleted")).toBeVisible();
    await expect(page.getByText("Bird of paradise was removed from your garden.")).toBeVisible();
    await expect(bird).toHaveCount(0);
    await expect(plantCard(page, "Big Red")).toBeVisible();
  });

  test("the dashboard strip shows at most 4 plants and links to all of them", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Add Your First Plant" })).toBeVisible();
    const catalogue = (await (await page.request.get("/api/plants")).json()) as { id: number }[];
    for (const plant of catalogue.slice(0, 5)) {
      expect((await page.request.post("/api/user-plants", { data: { plantId: plant.id } })).status()).toBe(201);
    }
    await page.reload();
    const strip = page.locator("section", { has: page.getByRole("heading", { name: "My Garden" }) });
    await expect(strip.getByRole("article")).toHaveCount(4);
    await expect(strip.getByRole("link", { name: "View All Plants (5)" })).toHaveAttribute("href", "/plants");
    await expectAccessible(page);
    await page.goto("/plants");
    await expect(page.getByRole("article")).toHaveCount(5);
  });

  test("failures say so: watering and adding", async ({ page }) => {
    await signUpViaApi(page);
    const [plant] = (await (await page.request.get("/api/plants")).json()) as { id: number }[];
    await page.request.post("/api/user-plants", { data: { plantId: plant!.id, customName: "Stubborn" } });
    await page.goto("/plants");
    await page.route("**/api/watering/record", (route) => route.fulfill({ status: 500, body: "boom" }));
    await plantCard(page, "Stubborn").getByRole("button", { name: /Water Now/ }).click();
    await expect(page.getByText("Failed to record watering")).toBeVisible();
    await expect(page.getByText("Please try again.")).toBeVisible();

    await page.route("**/api/user-plants", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "boom" }) : route.continue(),
    );
    await page.getByRole("button", { name: "Add Plant", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Plant" });
    await dialog.getByRole("combobox", { name: "Plant Type" }).fill("basil");
    await dialog.getByRole("option", { name: "Basil", exact: true }).click();
    await dialog.getByRole("button", { name: "Add Plant", exact: true }).click();
    await expect(page.getByText("Failed to add plant")).toBeVisible();
    // Nothing is lost: the dialog stays open with the choice made.
    await expect(dialog.getByRole("combobox", { name: "Plant Type" })).toHaveValue("Basil");
  });

  test("phone layout: one column, no sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page);
    const catalogue = (await (await page.request.get("/api/plants")).json()) as { id: number }[];
    for (const plant of catalogue.slice(0, 2)) await page.request.post("/api/user-plants", { data: { plantId: plant.id } });
    await page.goto("/plants");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(2);
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expectAccessible(page);
  });

  test("the grid has 1, 2 or 4 columns depending on width", async ({ page }) => {
    await signUpViaApi(page);
    const catalogue = (await (await page.request.get("/api/plants")).json()) as { id: number }[];
    for (const plant of catalogue.slice(0, 4)) await page.request.post("/api/user-plants", { data: { plantId: plant.id } });
    await page.goto("/plants");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(4);
    /** How many cards share the first card's row. */
    const cardsInFirstRow = async () => {
      const tops = await cards.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
      return tops.filter((top) => top === tops[0]).length;
    };
    for (const [width, columns] of [
      [390, 1],
      [800, 2],
      [1280, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(cardsInFirstRow, { message: `${columns} columns at ${width}px` }).toBe(columns);
    }
  });
});

