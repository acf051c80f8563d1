import { APP_PORT, E2E_PREVIEW, PREVIEW_APP_PORT } from "../../playwright.config";
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, newGardener, submitSignUpForm } from "./helpers";

// The preview server (playwright.config.ts) runs the same build as the others with
// DEPLOYMENT_ENV=preview and a branch and commit, and no public URL.
const PREVIEW_URL = `http://127.0.0.1:${PREVIEW_APP_PORT}`;
const SHORT_COMMIT = E2E_PREVIEW.commit.slice(0, 7);
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

function banner(page: Page) {
  return page.getByRole("complementary", { name: "Preview deployment" });
}

test.describe("a preview deployment", () => {
  test("says on every page, signed out and in, which branch and commit it is, and is never indexed", async ({ page }) => {
    const landing = await page.goto(`${PREVIEW_URL}/`);
    expect(landing?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(banner(page)).toContainText(`Preview of branch ${E2E_PREVIEW.branch} at commit ${SHORT_COMMIT}: not the live site.`);
    await expectAccessible(page);

    // A static page too (built before anyone knew it would be a preview).
    const login = await page.goto(`${PREVIEW_URL}/login`);
    expect(login?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(banner(page)).toBeVisible();

    // robots.txt shuts every crawler out; files and the API say noindex too.
    const robots = await page.request.get(`${PREVIEW_URL}/robots.txt`);
    expect(robots.headers()["x-robots-tag"]).toBe("noindex");
    expect(await robots.text()).toMatch(/User-Agent: \*\nDisallow: \/\n/);
    expect(await robots.text()).not.toContain("Allow: /");
    for (const path of ["/manifest.webmanifest", "/api/clerk/config"]) {
      expect((await page.request.get(`${PREVIEW_URL}${path}`)).headers()["x-robots-tag"], path).toBe("noindex");
    }

    // Sign-up works at the address it is opened by; the banner stays on the signed-in app.
    await page.goto(`${PREVIEW_URL}/register`);
    await submitSignUpForm(page, newGardener("Preview Reviewer"));
    await expect(page).toHaveURL(/\/setup\/place$/);
    await expect(banner(page)).toContainText(E2E_PREVIEW.branch);
    await expectAccessible(page);
  });

  test("takes sign-ups at its other address too (a branch URL beside the deployment's own)", async ({ page }) => {
    await page.goto(`http://localhost:${PREVIEW_APP_PORT}/register`);
    await submitSignUpForm(page, newGardener("Branch Reviewer"));
    await expect(page).toHaveURL(/\/setup\/place$/);
    await expect(banner(page)).toBeVisible();
  });

  test("offers reviewers a demo garden in one click (PREVIEW_DEMO=on), already growing", async ({ page }) => {
    await page.goto(`${PREVIEW_URL}/login`);
    const offer = page.getByRole("region", { name: "Reviewing this preview?" });
    await expect(offer).toContainText("shared by everyone reviewing this preview");
    await expectAccessible(page);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/preview-demo-login.png`, fullPage: true });
    await offer.getByRole("button", { name: "Try the demo" }).click();
    await expect(page).toHaveURL(`${PREVIEW_URL}/`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Demo");
    await expect(page.getByRole("region", { name: "Today's Tasks" }).getByRole("listitem").first()).toBeVisible();
    await expect(banner(page)).toBeVisible();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/preview-demo-dashboard.png`, fullPage: true });
    await page.goto(`${PREVIEW_URL}/plants`);
    for (const plant of ["Tomato", "Basil", "Strawberry"]) await expect(page.getByText(plant, { exact: true }).first()).toBeVisible();
  });

  test("a production deployment has no banner, and its pages may be indexed", async ({ page }) => {
    const landing = await page.goto(`http://127.0.0.1:${APP_PORT}/login`);
    expect(landing?.headers()["x-robots-tag"]).toBeUndefined();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    // No demo, even asked for by hand.
    await expect(page.getByRole("button", { name: "Try the demo" })).toHaveCount(0);
    expect((await page.request.post(`http://127.0.0.1:${APP_PORT}/api/demo`, { headers: { origin: `http://127.0.0.1:${APP_PORT}` }, maxRedirects: 0 })).status()).toBe(404);
    expect(await (await page.request.get(`http://127.0.0.1:${APP_PORT}/robots.txt`)).text()).toContain("Allow: /");
  });
});
