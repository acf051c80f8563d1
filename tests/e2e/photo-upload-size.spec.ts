import sharp from "sharp";
import { MODEL_APP_PORT } from "../../playwright.config";
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, newGardener, signUpViaApi } from "./helpers";
import { PLATFORM_BODY_LIMIT, startPlatformProxy } from "./platform-proxy";

/** The stand-in for that platform, in front of the model server (no public URL, so any address may sign in). */
const LIMITED_PROXY_PORT = 3188;

/**
 * A 12 MP phone photo: 4000×3000 pixels as the sensor stores them, EXIF orientation 6 (shown turned
 * a quarter clockwise: portrait), detailed enough to weigh about 5 MB, with a red square in the
 * stored top-left corner, which upright is the top-right one.
 */
async function phonePhoto() {
  const width = 4000;
  const height = 3000;
  let seed = 7;
  const random = () => ((seed = (Math.imul(seed ^ (seed >>> 15), 2246822507) + 0x9e3779b9) | 0) >>> 0) / 4294967296;
  const coarse = Buffer.alloc(200 * 150 * 3);
  for (let index = 0; index < coarse.length; index++) coarse[index] = Math.floor(random() * 256);
  const pixels = await sharp(coarse, { raw: { width: 200, height: 150, channels: 3 } }).resize(width, height, { kernel: "cubic" }).raw().toBuffer();
  for (let index = 0; index < pixels.length; index++) pixels[index] = Math.min(255, Math.max(0, pixels[index]! + Math.floor(random() * 40) - 20));
  for (let y = 0; y < 400; y++) for (let x = 0; x < 400; x++) pixels.set([255, 0, 0], (y * width + x) * 3);
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
  return { name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer };
}

/** The red share of a region of an image: 1 for pure red. */
async function redness(image: Buffer, region: { left: number; top: number; width: number; height: number }) {
  // stats() reads the input image, not the extract: the region is cut out first.
  const { channels } = await sharp(await sharp(image).extract(region).toBuffer()).stats();
  const [red, green, blue] = channels.map((channel) => channel.mean);
  return (red! - Math.max(green!, blue!)) / 255;
}

async function analyzeAndCatch(page: Page) {
  const sent = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/diagnose");
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/diagnose");
  await page.getByRole("button", { name: "Analyze Plant" }).click();
  return { request: await sent, response: await answered };
}

test.describe("photos are scaled down in the browser before they go up", () => {
  test("a 12 MP phone photo chosen in Diagnose arrives under 1 MB, 2048 px on its longest side and upright", async ({ page }) => {
    const photo = await phonePhoto();
    expect(photo.buffer.length).toBeGreaterThan(PLATFORM_BODY_LIMIT);
    await signUpViaApi(page);
    await page.goto("/diagnose");
    await page.locator("#diagnose-photo").setInputFiles(photo);
    await expect(page.getByAltText("Selected plant photo")).toBeVisible();
    const { request, response } = await analyzeAndCatch(page);
    expect(response.status()).toBe(201);
    const { requestBodySize } = await request.sizes();
    expect(requestBodySize).toBeLessThan(1024 * 1024);
    await expect(page.getByText("Analysis complete!")).toBeVisible();

    // What the server kept: portrait, as the photo is shown, with the red corner at the top right.
    const { diagnosis } = (await response.json()) as { diagnosis: { imageUrl: string } };
    const stored = await (await page.request.get(diagnosis.imageUrl)).body();
    const { width, height } = await sharp(stored).metadata();
    expect({ width, height }).toEqual({ width: 1536, height: 2048 });
    expect(await redness(stored, { left: 1536 - 150, top: 10, width: 140, height: 140 })).toBeGreaterThan(0.5);
    expect(await redness(stored, { left: 10, top: 10, width: 140, height: 140 })).toBeLessThan(0.3);
    await expectAccessible(page);
  });

  test.describe("behind a platform that refuses bodies over 4.5 MB", () => {
    let proxy: { close: () => Promise<void> };
    const base = `http://127.0.0.1:${LIMITED_PROXY_PORT}`;

    test.beforeAll(async () => {
      proxy = await startPlatformProxy(LIMITED_PROXY_PORT, MODEL_APP_PORT);
    });
    test.afterAll(() => proxy.close());
    test.use({ baseURL: base });

    test("the phone photo goes through to diagnosis, identification and a custom plant", async ({ page }) => {
      const photo = await phonePhoto();
      await signUpViaApi(page, newGardener("Vera Cell"));
      // The photo as it is would not get through.
      const raw = await page.request.post("/api/diagnose", { multipart: { image: photo } });
      expect(raw.status()).toBe(413);

      await page.goto("/diagnose");
      await page.locator("#diagnose-photo").setInputFiles(photo);
      const { response } = await analyzeAndCatch(page);
      expect(response.status()).toBe(201);
      await expect(page.getByText("Analysis complete!")).toBeVisible();

      await page.getByRole("button", { name: "Identify Only" }).click();
      await expect(page.getByText("Plant identified!")).toBeVisible();

      await page.goto("/plants");
      await page.getByRole("button", { name: "Add Plant", exact: true }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Add a custom plant" }).click();
      await dialog.getByLabel("Plant Name").fill("Phone fern");
      await dialog.getByLabel("Photo (Optional)").setInputFiles(photo);
      await expect(dialog.getByAltText("Selected photo preview")).toBeVisible();
      const added = page.waitForResponse((answer) => new URL(answer.url()).pathname === "/api/user-plants/custom");
      await dialog.getByRole("button", { name: "Add Plant", exact: true }).click();
      expect((await added).status()).toBe(201);
      await expect(dialog).toBeHidden();
      const image = page.getByRole("img", { name: "Phone fern" });
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalHeight)).toBe(2048);
    });
  });
});
