// Issue 30: adding a plant is a searchable catalogue with each plant's picture and care facts.
import { expect, test } from "./fixtures";
import { expectAccessible, hydrated, signUpViaApi } from "./helpers";

test.describe("the catalogue picker", () => {
  test.beforeEach(async ({ page }) => {
    await signUpViaApi(page);
  });

  test("type to search, see the picture and facts, pick with the keyboard, add", async ({ page }) => {
    await page.goto("/plants");
    await (await hydrated(page.getByRole("button", { name: "Add Plant", exact: true }))).click();
    const dialog = page.getByRole("dialog", { name: "Add New Plant" });
    const search = dialog.getByRole("combobox", { name: "Plant Type" });
    await expect(search).toBeFocused();
    await expect(search).toHaveAttribute("placeholder", "Select a plant");
    await expect(search).toHaveAttribute("aria-expanded", "true");

    // Forgiving of case and accents; the scientific name finds it too.
    await search.fill("BÁSIL");
    const list = dialog.getByRole("listbox", { name: "Plants in the catalogue" });
    await expect(list.getByRole("option")).toHaveCount(1);
    await search.fill("ocimum");
    await expect(list.getByRole("option")).toHaveCount(1);
    await search.fill("basil");
    const basil = list.getByRole("option", { name: "Basil", exact: true });
    await expect(basil).toBeVisible();
    await expect(basil.locator("img")).toHaveAttribute("src", "/uploads/plant-images/basil.jpg");
    await expect.poll(() => basil.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(basil).toHaveAccessibleDescription(/Ocimum basilicum/);
    await expect(basil).toContainText("Water every 2 days · Harvest in 30 days · Full sun · Frost tender");
    await expect(dialog.getByRole("status")).toHaveText("1 plant found");
    await expectAccessible(page);

    // Nothing found says so; the custom plant is still offered.
    await search.fill("zzz");
    await expect(dialog.getByText("No plant in the catalogue matches “zzz”.")).toBeVisible();
    await expect(search).toHaveAttribute("aria-expanded", "false");

    // Arrow keys move through the matches, Enter picks one without sending the form.
    await search.fill("tom");
    await expect(list.getByRole("option").first()).toHaveAccessibleName("Tomato");
    await expect(search).toHaveAttribute("aria-activedescendant", (await list.getByRole("option").first().getAttribute("id"))!);
    await search.press("ArrowDown");
    const second = list.getByRole("option").nth(1);
    await expect(search).toHaveAttribute("aria-activedescendant", (await second.getAttribute("id"))!);
    await search.press("ArrowUp");
    await search.press("ArrowDown");
    const secondName = (await second.getAttribute("aria-labelledby"))!;
    const chosen = (await page.locator(`[id="${secondName}"]`).textContent())!;
    await search.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(search).toHaveValue(chosen);
    await expect(search).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();

    // Escape closes the open list first, and only then the dialog.
    await search.fill("bas");
    await expect(list).toBeVisible();
    await search.press("Escape");
    await expect(list).toBeHidden();
    await expect(search).toHaveAttribute("aria-expanded", "false");
    await expect(dialog).toBeVisible();

    // Change the mind: type again, pick basil by keyboard; the choice shows with its facts.
    await search.fill("basil");
    await search.press("Enter");
    await expect(search).toHaveValue("Basil");
    await expect(dialog.getByText("Water every 2 days · Harvest in 30 days · Full sun · Frost tender")).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel("Custom Name (Optional)").fill("Genovese");
    await dialog.getByRole("button", { name: "Add Plant", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Plant added successfully!")).toBeVisible();
    await expect(page.getByRole("article", { name: "Genovese" })).toBeVisible();
  });

  test("a phone gets the same picker, and nothing scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/plants?add=1");
    const dialog = page.getByRole("dialog", { name: "Add New Plant" });
    const search = dialog.getByRole("combobox", { name: "Plant Type" });
    await expect(search).toBeFocused();
    await search.fill("straw");
    const strawberry = dialog.getByRole("option", { name: "Strawberry", exact: true });
    await strawberry.click();
    await expect(search).toHaveValue("Strawberry");
    const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
