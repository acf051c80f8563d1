// Issue 36 in the browser: the plant journal. From My Garden to a plant's page, write an entry with
// two photos, see it on the timeline and the photo strip, compare two photos, make one the cover;
// the garden's journal finds it by a word; and an entry written offline waits on the phone and is
// sent once when the connection is back.
import sharp from "sharp";
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, signUpViaApi } from "./helpers";

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** A photo of a leaf in a colour, as a phone would send it. */
async function leafPhoto(name: string, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="#f4efe2"/><ellipse cx="450" cy="300" rx="260" ry="150" fill="${colour}"/></svg>`;
  return { name, mimeType: "image/jpeg", buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer() };
}

async function addTomato(page: Page, customName: string): Promise<number> {
  const catalogue = (await (await page.request.get("/api/plants")).json()) as { id: number; commonName: string }[];
  const added = await page.request.post("/api/user-plants", { data: { plantId: catalogue.find((plant) => plant.commonName === "Tomato")!.id, customName } });
  expect(added.status()).toBe(201);
  return ((await added.json()) as { id: number }).id;
}

/** The plant's picture as the garden lists it. */
async function coverOf(page: Page, plantId: number): Promise<string | null> {
  const plants = (await (await page.request.get("/api/user-plants")).json()) as { id: number; imageUrl: string | null }[];
  return plants.find((plant) => plant.id === plantId)?.imageUrl ?? null;
}

test("write an entry with two photos, see it on the timeline and the strip, compare, set the cover, find it in the garden's journal", async ({ page }) => {
  await signUpViaApi(page);
  const plantId = await addTomato(page, "Big Red");

  // My Garden: the plant's name opens its page.
  await page.goto("/plants");
  await page.getByRole("link", { name: "Big Red" }).click();
  await expect(page).toHaveURL(new RegExp(`/plants/${plantId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Big Red" })).toBeVisible();
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByText("Planted")).toBeVisible();
  await expect(page.getByText("No photos yet.")).toBeVisible();

  const form = page.getByRole("form", { name: "Write in the journal" });
  // Nothing written: the form says what it needs.
  await form.getByRole("button", { name: "Save Entry" }).click();
  await expect(form.getByRole("alert")).toHaveText("Write a note or add a photo.");

  await form.getByLabel("Note").fill("First flowers on the lower truss, a few yellow leaves at the bottom.");
  await form.getByText("Flowering", { exact: true }).click();
  await form.getByText("Pests", { exact: true }).click();
  await form.getByLabel(/^Add photos/).setInputFiles([await leafPhoto("leaf-1.jpg", "#3f8f3a"), await leafPhoto("leaf-2.jpg", "#c9b53a")]);
  await expect(form.getByRole("list", { name: "Chosen photos" }).getByRole("listitem")).toHaveCount(2);
  await expectAccessible(page);
  await shoot(page, "journal-form-desktop");
  await form.getByRole("button", { name: "Save Entry" }).click();
  await expect(page.getByText("Journal entry saved")).toBeVisible();

  const entry = timeline.getByRole("article", { name: /^Journal entry of / });
  await expect(entry.getByText("First flowers on the lower truss")).toBeVisible();
  await expect(entry.getByRole("list", { name: "Tags" })).toHaveText(/Flowering\s*Pests|Pests\s*Flowering/);
  await expect(entry.getByRole("button", { name: /^Open photo \d of 2$/ })).toHaveCount(2);

  // The strip: both photos, oldest first; open one full size with its note.
  const strip = page.getByRole("list", { name: "Photos of Big Red, oldest first" });
  await expect(strip.getByRole("button")).toHaveCount(2);
  await strip.getByRole("button").first().click();
  const viewer = page.getByRole("dialog", { name: "Big Red" });
  await expect(viewer.getByText("First flowers on the lower truss")).toBeVisible();
  await expectAccessible(page);
  // The cover: a copy of the photo becomes the plant's picture.
  await viewer.getByRole("button", { name: "Set as Cover" }).click();
  await expect(page.getByText("Cover photo set")).toBeVisible();
  await expect(strip.getByRole("button", { name: /, cover$/ })).toHaveCount(1);
  expect(await coverOf(page, plantId)).toMatch(/^\/uploads\//);

  // Compare two photos side by side.
  await page.getByRole("button", { name: "Compare" }).click();
  const photos = strip.getByRole("button", { name: /^Choose the photo of / });
  await photos.nth(0).click();
  await expect(page.getByText("Now choose the second photo.")).toBeVisible();
  await photos.nth(1).click();
  const compare = page.getByRole("dialog", { name: "Compare photos of Big Red" });
  await expect(compare.getByTestId("photo-compare").getByRole("img")).toHaveCount(2);
  await expectAccessible(page);
  await page.keyboard.press("Escape");

  // Filter the timeline by kind.
  await timeline.getByText("Waterings", { exact: true }).click();
  await expect(timeline.getByText("Nothing of these kinds yet.")).toBeVisible();
  await timeline.getByText("Waterings", { exact: true }).click();
  await expect(entry).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, "plant-page-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, "plant-page-phone");
  await page.setViewportSize({ width: 1280, height: 720 });

  // The plant's details show the latest entry and lead to the page.
  await page.goto("/plants");
  await page.getByRole("button", { name: "View Details: Big Red" }).click();
  const details = page.getByRole("dialog", { name: "Big Red" });
  await expect(details.getByText("First flowers on the lower truss")).toBeVisible();
  await expect(details.getByRole("link", { name: /^Open Big Red's page/ })).toHaveAttribute("href", `/plants/${plantId}`);
  await page.keyboard.press("Escape");

  // The garden's journal, from My Garden: found by a word of the note.
  await page.getByRole("main").getByRole("link", { name: "Journal" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Journal" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search the notes" }).fill("leaves");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/journal\?q=leaves$/);
  await expect(page.getByRole("link", { name: "Big Red" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search the notes" }).fill("blight");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No entries match.")).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page.getByRole("link", { name: "Big Red" })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "journal-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, "journal-phone");

  // Edit and delete one's own entry.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/plants/${plantId}`);
  await page.getByRole("button", { name: /^Edit the entry of / }).click();
  await page.getByRole("form", { name: "Edit the entry" }).getByLabel("Note").fill("First flowers; the yellow leaves were only old ones.");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Journal entry updated")).toBeVisible();
  await expect(timeline.getByText("the yellow leaves were only old ones")).toBeVisible();
  await page.getByRole("button", { name: /^Delete the entry of / }).click();
  await page.getByRole("button", { name: "Yes, Delete" }).click();
  await expect(page.getByText("Journal entry deleted")).toBeVisible();
  await expect(timeline.getByRole("article")).toHaveCount(0);
  // The cover was a copy: it outlives the entry it came from.
  expect((await page.request.get((await coverOf(page, plantId))!)).status()).toBe(200);
});

test.describe("Offline", () => {
  // With no connection the browser says so for what it could not fetch (links prefetched, lists refreshed).
  test.use({ serviceWorkers: "allow", consoleAllowed: /net::ERR_INTERNET_DISCONNECTED/ });

  test("an entry written with no connection waits on the phone and is sent once when the connection is back", async ({ page, context }) => {
    await signUpViaApi(page);
    const plantId = await addTomato(page, "Yellow Pear");
    await page.goto(`/plants/${plantId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Yellow Pear" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Timeline" }).getByText("Planted")).toBeVisible();
    await expect(page.getByText("No photos yet.")).toBeVisible();
    // The service worker is ready (it sends the queue when the connection is back).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await context.setOffline(true);
    const form = page.getByRole("form", { name: "Write in the journal" });
    await form.getByLabel("Note").fill("Tied in the leader in the rain, no signal down here.");
    await form.getByLabel(/^Add photos/).setInputFiles([await leafPhoto("leaf.jpg", "#3f8f3a")]);
    await form.getByRole("button", { name: "Save Entry" }).click();
    await expect(page.getByText(/^No connection: the entry is kept on this device/)).toBeVisible();
    const waiting = page.getByRole("list", { name: "Waiting to send" });
    await expect(waiting.getByText("Tied in the leader in the rain")).toBeVisible();
    await expect(waiting.getByText(/^Waiting to send/)).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, "journal-waiting-phone");

    await context.setOffline(false);
    await expect(waiting).toHaveCount(0, { timeout: 20_000 });
    const timeline = page.getByRole("region", { name: "Timeline" });
    await expect(timeline.getByText("Tied in the leader in the rain")).toBeVisible();

    // Sent once: the server holds one entry, with its photo.
    const page1 = (await (await page.request.get(`/api/user-plants/${plantId}/timeline?kind=journal`)).json()) as { items: { text: string; photos: unknown[] }[] };
    expect(page1.items).toHaveLength(1);
    expect(page1.items[0]!.photos).toHaveLength(1);
    // And it stays once after a reload (nothing left in the queue to send again).
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Yellow Pear" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Waiting to send" })).toHaveCount(0);
    const again = (await (await page.request.get(`/api/user-plants/${plantId}/timeline?kind=journal`)).json()) as { items: unknown[] };
    expect(again.items).toHaveLength(1);
  });
});
