// Issue 31: on a platform whose functions take 4.5 MB at most, an import larger than that goes
// from the browser straight to the photo store (an S3 stand-in here, scripts/fake-s3.mjs, with a
// CORS rule for the app), authorised by the app, and is imported from there.
import { spawn, type ChildProcess } from "node:child_process";
import sharp from "sharp";
import { startFakeS3, type FakeS3 } from "../../scripts/fake-s3.mjs";
import { expect, test } from "./fixtures";
import { expectAccessible, newGardener, signUpViaApi } from "./helpers";
import { PLATFORM_BODY_LIMIT, startPlatformProxy } from "./platform-proxy";

const APP_PORT = 3186;
const PROXY_PORT = 3185;
const base = `http://127.0.0.1:${PROXY_PORT}`;
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

/** A photo of noise, which no encoder can make small: a few of them make an export of several MB. */
async function noisyPhoto(seed: number): Promise<Buffer> {
  const side = 1600;
  const pixels = Buffer.alloc(side * side * 3);
  let state = seed;
  for (let index = 0; index < pixels.length; index++) pixels[index] = (state = (Math.imul(state, 1103515245) + 12345) | 0) >>> 24;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

test.describe("an import larger than the platform takes in a request, with photos in an S3 store", () => {
  test.setTimeout(180_000);
  let s3: FakeS3;
  let app: ChildProcess;
  let proxy: { close: () => Promise<void> };

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    s3 = await startFakeS3(0, { corsOrigin: base });
    const env: NodeJS.ProcessEnv = { ...process.env, ...s3.env, PGLITE_DIR: "memory://", DATA_DIR: ".data/e2e-direct-import", BETTER_AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-secret", AUTH_RATE_LIMIT: "off", REMINDERS_SCHEDULER: "off" };
    for (const name of ["APP_URL", "BETTER_AUTH_URL", "SMTP_URL", "MAIL_FROM", "BLOB_READ_WRITE_TOKEN", "DATABASE_URL"]) delete env[name];
    app = spawn("node", ["scripts/serve.mjs", "-p", String(APP_PORT), "-H", "127.0.0.1"], { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    app.stdout!.on("data", (chunk) => (output += chunk));
    app.stderr!.on("data", (chunk) => (output += chunk));
    await expect.poll(() => output, { timeout: 60_000 }).toContain("Garden Assistant is ready");
    proxy = await startPlatformProxy(PROXY_PORT, APP_PORT);
  });

  test.afterAll(async () => {
    await proxy?.close();
    app?.kill("SIGTERM");
    await s3?.close();
  });

  test.use({ baseURL: base });

  test("Settings → Your Data sends it to the store and imports it from there", async ({ page }) => {
    await signUpViaApi(page, newGardener("Bea Bucket"));
    // Photos that make the export large, added past the proxy (each would fit, the export would not).
    for (const [index, name] of ["Meadow", "Hedge", "Orchard", "Pond"].entries()) {
      const added = await page.request.post(`http://127.0.0.1:${APP_PORT}/api/user-plants/custom`, {
        multipart: { customCommonName: name, image: { name: `${name}.jpg`, mimeType: "image/jpeg", buffer: await noisyPhoto(index + 1) } },
      });
      expect(added.status(), await added.text()).toBe(201);
    }
    const exported = Buffer.from(await (await page.request.get("/api/export")).body());
    expect(exported.length).toBeGreaterThan(PLATFORM_BODY_LIMIT);
    const file = { name: "garden-export.zip", mimeType: "application/zip", buffer: exported };
    // As it is, the platform refuses it.
    expect((await page.request.post("/api/import", { multipart: { file } })).status()).toBe(413);

    await page.goto("/settings/data");
    const card = page.getByRole("region", { name: "Your Data" });
    await card.getByLabel("Export file").setInputFiles(file);
    const toStore = page.waitForRequest((request) => request.method() === "PUT" && request.url().startsWith(s3.url));
    await card.getByRole("button", { name: "Import", exact: true }).click();
    expect(new URL((await toStore).url()).pathname).toMatch(/^\/garden-photos\/users\/[^/]+\/imports\/[0-9a-f-]{36}$/);
    await expect(card.getByRole("status")).toContainText("4 plants", { timeout: 60_000 });
    await expect(card.getByRole("button", { name: /^Open / })).toBeVisible();
    await expectAccessible(page);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/import-direct.png`, fullPage: true });
    // Read once and removed: the bucket holds the photos (the original four and the imported four), not the upload.
    expect(s3.objects().filter((key) => key.includes("/imports/"))).toEqual([]);
    expect(s3.objects().filter((key) => key.includes("/plants/"))).toHaveLength(8);
  });
});
