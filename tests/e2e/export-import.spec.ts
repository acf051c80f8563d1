// Issue 16, items 1 and 2, in the browser: Settings → Your Data. Download my data saves a dated
// zip of garden.json and the photos; importing it back makes a new garden named after the old
// one, which the switcher opens, with the plant in it.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import sharp from "sharp";
import { expect, test, type Page, failedRequest, anyOf } from "./fixtures";
import { expectAccessible, newGardener, signUpViaApi } from "./helpers";

// A file that is not an export, refused on purpose.
test.use({ consoleAllowed: anyOf(failedRequest(400, "/api/import")) });

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
  await page.getByRole("region", { name: "Your Data" }).screenshot({ path: `${SCREENSHOTS}/${name}-card.png` });
}

type GardenJson = { version: number; gardens: { name: string; plants: { customName: string | null; photo: string | null; harvests: unknown[] }[] }[] };

test("download my data, import it back as a new garden, open it and find the plant", async ({ page }) => {
  await signUpViaApi(page, newGardener("Rosa Gallica"));
  const catalogue = (await (await page.request.get("/api/plants")).json()) as { id: number; commonName: string }[];
  const added = await page.request.post("/api/user-plants", { data: { plantId: catalogue.find((plant) => plant.commonName === "Tomato")!.id, customName: "Big Red" } });
  expect(added.status()).toBe(201);
  const plantId = ((await added.json()) as { id: number }).id;
  const harvest = await page.request.post("/api/harvests", { data: { userPlantId: plantId, quantity: 1.2, unit: "kg", notes: "First truss" } });
  expect(harvest.status()).toBe(201);

  await page.goto("/settings/data");
  const card = page.getByRole("region", { name: "Your Data" });
  await expect(card.getByRole("heading", { name: "Your Data" })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await expectAccessible(page);

  // Download: a dated zip holding garden.json.
  const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("link", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^garden-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const saved = await download.path();
  const bytes = new Uint8Array(fs.readFileSync(saved));
  expect(strFromU8(bytes.subarray(0, 2))).toBe("PK");
  const document = JSON.parse(strFromU8(unzipSync(bytes)["garden.json"]!)) as GardenJson;
  expect(document.version).toBe(2);
  expect(document.gardens.map((garden) => garden.name)).toEqual(["Rosa's Garden"]);
  expect(document.gardens[0]!.plants[0]).toMatchObject({ customName: "Big Red", harvests: [expect.objectContaining({ quantity: 1.2, unit: "kg" })] });

  // A file that is not an export is refused, saying why.
  await card.getByLabel("Export file").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("my garden notes") });
  await card.getByRole("button", { name: "Import" }).click();
  await expect(card.getByRole("alert")).toHaveText(/That file is not a garden export/);

  // Import the download back.
  await card.getByLabel("Export file").setInputFiles(saved);
  await card.getByRole("button", { name: "Import" }).click();
  const summary = card.getByRole("status");
  await expect(summary).toContainText(/^Imported 1 plant(, \d+ tasks?)? and 1 harvest into Rosa's Garden \(imported\)\./, { timeout: 20_000 });
  await expect(card.getByRole("alert")).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, "your-data-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await shoot(page, "your-data-phone");
  await page.setViewportSize({ width: 1280, height: 720 });

  // Open it from the summary: the switcher names it, and the plant is there.
  await card.getByRole("button", { name: "Open Rosa's Garden (imported)" }).click();
  await expect(page.getByText("Switched to Rosa's Garden (imported)")).toBeVisible();
  await expect(page.getByRole("button", { name: "Garden: Rosa's Garden (imported). Switch garden" })).toBeVisible();
  await page.goto("/plants");
  await expect(page.getByText("Big Red").first()).toBeVisible();
  await page.goto("/gardens");
  const gardens = page.getByRole("list", { name: "Your gardens" });
  await expect(gardens.getByText("Rosa's Garden", { exact: true })).toBeVisible();
  await expect(gardens.getByText("Rosa's Garden (imported)", { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("an import larger than the proxy's body copy arrives whole, with the security headers", async ({ page }) => {
  await signUpViaApi(page, newGardener("Lars Large"));
  const catalogue = (await (await page.request.get("/api/plants")).json()) as { id: number; commonName: string }[];
  expect((await page.request.post("/api/user-plants", { data: { plantId: catalogue.find((plant) => plant.commonName === "Basil")!.id, customName: "Big Leaf" } })).status()).toBe(201);
  const exported = await page.request.get("/api/export?format=json");
  expect(exported.status()).toBe(200);
  const document = (await exported.json()) as GardenJson;
  document.gardens[0]!.plants[0]!.photo = "photos/plants/big-leaf.jpg";

  // A photo of noise (it does not compress) near the 10 MB a photo may be, and more beside it: over
  // the 12 MB Next copies for proxy.ts, which would cut the upload short if this path went through it.
  const noise = await sharp(randomBytes(1600 * 1600 * 3), { raw: { width: 1600, height: 1600, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
  expect(noise.length).toBeLessThan(10 * 1024 * 1024);
  const zip = zipSync(
    {
      "garden.json": strToU8(JSON.stringify(document)),
      "photos/plants/big-leaf.jpg": new Uint8Array(noise),
      "extras/padding.bin": new Uint8Array(randomBytes(14 * 1024 * 1024 - noise.length)),
    },
    { level: 0 },
  );
  expect(zip.length).toBeGreaterThan(13 * 1024 * 1024);
  const imported = await page.request.post("/api/import", { multipart: { file: { name: "garden-export.zip", mimeType: "application/zip", buffer: Buffer.from(zip) } } });
  expect(imported.status(), await imported.text()).toBe(200);
  expect(((await imported.json()) as { imported: { photos: number } }).imported.photos).toBe(1);
  const headers = imported.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["cache-control"]).toBe("private, no-store");
});
