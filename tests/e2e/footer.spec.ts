// Issue 30: the footer and the Terms speak for whoever runs the server, as configured (OPERATOR_*).
// The main app server has an operator (playwright.config.ts), the model server has none.
import { E2E_OPERATOR, MODEL_APP_PORT } from "../../playwright.config";
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, signUpViaApi } from "./helpers";

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };
const NOT_PUBLISHED = "This server's operator has not published their contact details.";

/** What the viewport shows, and the footer on its own. */
async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
  const dialogOpen = await page.getByRole("dialog").isVisible();
  if (!dialogOpen) await page.getByRole("contentinfo").screenshot({ path: `${SCREENSHOTS}/${name}-footer.png` });
}

/** Opens the footer's Terms & Conditions (a click before hydration opens nothing: click again). */
async function openTerms(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Terms & Conditions" });
  await expect(async () => {
    await page.getByRole("contentinfo").getByRole("button", { name: "Terms & Conditions" }).click();
    await expect(dialog.getByRole("heading", { level: 3 }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(dialog.getByRole("heading", { level: 3 })).toHaveCount(18);
  return dialog;
}

test.describe("footer with an operator", () => {
  test("names who runs the server, Contact Us mails their address, and the Terms speak for them", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(`Run by ${E2E_OPERATOR.name}`)).toBeVisible();
    await expect(footer.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", `mailto:${E2E_OPERATOR.email}?subject=Garden%20Assistant%20feedback`);
    await expect(footer.getByText(NOT_PUBLISHED)).toHaveCount(0);
    await expectAccessible(page);
    await footer.scrollIntoViewIfNeeded();
    await shoot(page, "footer-operator-landing-desktop");

    const dialog = await openTerms(page);
    await expect(dialog.getByText(`These terms are offered by ${E2E_OPERATOR.name}, who runs this Garden Assistant server.`, { exact: false })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", E2E_OPERATOR.privacyUrl);
    await expect(dialog.getByRole("link", { name: E2E_OPERATOR.email })).toHaveAttribute("href", `mailto:${E2E_OPERATOR.email}`);
    await expectAccessible(page);
    await shoot(page, "terms-operator-desktop");
    await dialog.getByRole("link", { name: E2E_OPERATOR.email }).scrollIntoViewIfNeeded();
    await shoot(page, "terms-operator-contact-desktop");
  });

  test("the signed-in footer is the same, at phone width too", async ({ page }) => {
    await signUpViaApi(page);
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", new RegExp(`^mailto:${E2E_OPERATOR.email}\\?`));
    await footer.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await shoot(page, "footer-operator-app-phone");
  });
});

test.describe("footer without an operator", () => {
  test.use({ baseURL: `http://127.0.0.1:${MODEL_APP_PORT}` });

  // The public pages are built once with the main server's operator (tests/e2e/public-pages-env.json):
  // the app's own pages read the operator at run time.
  test("says plainly that no contact details are published, mails no made-up address, and the Terms say so too", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(NOT_PUBLISHED)).toBeVisible();
    await expect(footer.getByRole("link", { name: "Contact Us" })).toHaveCount(0);
    await expect(footer.getByText(/^Run by/)).toHaveCount(0);
    await expectAccessible(page);
    await footer.scrollIntoViewIfNeeded();
    await shoot(page, "footer-no-operator-app-desktop");
    await page.setViewportSize(PHONE);
    await footer.scrollIntoViewIfNeeded();
    await shoot(page, "footer-no-operator-app-phone");

    const dialog = await openTerms(page);
    await expect(dialog.getByText("who has not published their name", { exact: false })).toBeVisible();
    await expect(dialog.getByText("This server's operator has not published a privacy notice.", { exact: false })).toBeVisible();
    await expect(dialog.getByText(NOT_PUBLISHED)).toBeVisible();
    await expect(dialog.getByRole("link")).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, "terms-no-operator-phone");
    await page.setViewportSize(DESKTOP);
    await dialog.getByText(NOT_PUBLISHED).scrollIntoViewIfNeeded();
    await shoot(page, "terms-no-operator-desktop");
  });
});
