import { randomUUID } from "node:crypto";
import { E2E_OIDC_PROVIDER_NAME } from "../../playwright.config";
import { expect, test, type Page, anyOf } from "./fixtures";
import { continueWithProvider, expectAccessible, hydrated, newGardener, signUpViaApi } from "./helpers";

// The provider stand-in's sign-in page has no icon (the browser asks it for one).
test.use({ consoleAllowed: anyOf(/127\.0\.0\.1:\d+\/favicon\.ico/) });

// Single sign-on through the OpenID Connect stand-in (scripts/fake-oidc.mjs), which the main
// e2e server is configured with: its sign-in page takes a username (an email address is a user
// with that address, verified; "unverified:<address>" one whose address is not), then asks consent.

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const CONTINUE = `Continue with ${E2E_OIDC_PROVIDER_NAME}`;

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-desktop.png`, fullPage: true });
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-phone.png`, fullPage: true });
  if (desktop) await page.setViewportSize(desktop);
}

async function signedInUserId(page: Page): Promise<string | undefined> {
  const session = (await (await page.request.get("/api/auth/get-session")).json()) as { user?: { id: string } } | null;
  return session?.user?.id;
}

test.describe("single sign-on with OpenID Connect", () => {
  test(`login and register offer "${CONTINUE}"; the login page stays accessible`, async ({ page }) => {
    await page.goto("/register");
    await expect(page.getByRole("button", { name: CONTINUE })).toBeVisible();
    await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
    await page.goto("/login");
    await expect(page.getByRole("button", { name: CONTINUE })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "oidc-login");
  });

  test("a first sign-in through the provider makes the account and lands on its dashboard with its first garden", async ({ page }) => {
    const email = `clover-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto("/register");
    await continueWithProvider(page, email);

    // A new account is asked for its garden's place first.
    await expect(page).toHaveURL(/\/setup\/place$/);
    await expect(page.getByRole("heading", { level: 1, name: "Where is your garden?" })).toBeVisible();
    await (await hydrated(page.getByRole("link", { name: "Skip for now" }))).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Clover!$/ })).toBeVisible();
    await expect(page.getByText("Showing Clover's Garden")).toBeVisible();
    await (await hydrated(page.getByRole("button", { name: /Account menu/ }))).click();
    await expect(page.getByRole("menu").getByText(email)).toBeVisible();
  });

  test("an existing password account is joined when the provider's email is verified: both sign-ins reach it", async ({ page }) => {
    const gardener = await signUpViaApi(page, newGardener("Rosa Gallica"));
    const accountId = await signedInUserId(page);
    await page.context().clearCookies();

    await page.goto("/login");
    await continueWithProvider(page, gardener.email);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Rosa!$/ })).toBeVisible();
    expect(await signedInUserId(page)).toBe(accountId);

    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByLabel("Email").fill(gardener.email);
    await page.getByLabel("Password").fill(gardener.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Rosa!$/ })).toBeVisible();
    expect(await signedInUserId(page)).toBe(accountId);
  });

  test("an existing account is not joined when the provider has not verified the email: a clear message on the login page", async ({ page }) => {
    const gardener = await signUpViaApi(page, newGardener("Sage Brush"));
    await page.context().clearCookies();

    await page.goto("/login");
    await continueWithProvider(page, `unverified:${gardener.email}`);
    await expect(page).toHaveURL(/\/login\?error=account_not_linked$/);
    await expect(
      page.getByRole("alert").filter({
        hasText: `An account with this email already exists, and ${E2E_OIDC_PROVIDER_NAME} has not confirmed that the address is yours, so the two were not joined. Sign in with your email and password instead.`,
      }),
    ).toBeVisible();
    expect(await signedInUserId(page)).toBeUndefined();
    await expectAccessible(page);
    await shoot(page, "oidc-refused");

    // The password still opens the one account.
    await page.getByLabel("Email").fill(gardener.email);
    await page.getByLabel("Password").fill(gardener.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Sage!$/ })).toBeVisible();
  });

  test("cancelling at the provider comes back to the login page, saying so", async ({ page }) => {
    await page.goto("/login");
    await continueWithProvider(page, `thyme-${randomUUID().slice(0, 8)}@example.com`, "Cancel");
    await expect(page).toHaveURL(/\/login\?error=access_denied/);
    await expect(page.getByRole("alert").filter({ hasText: `Signing in with ${E2E_OIDC_PROVIDER_NAME} was cancelled.` })).toBeVisible();
  });
});
