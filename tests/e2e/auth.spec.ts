import { expect, test, anyOf } from "./fixtures";
import { expectAccessible, hydrated, mailsTo, signUpLinkFor, newGardener, signUpViaApi, submitSignUpForm } from "./helpers";

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

test.describe("accounts", () => {
  test("login and register link to each other with the spec's texts", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByText("Don't have an account? Sign up here")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Sign up here" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByText("Already have an account? Sign in here")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Sign in here" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("sign up → the emailed link → signed-in shell → log out → sign in", async ({ page }) => {
    const gardener = newGardener("Rosa Gallica");
    await page.goto("/register");
    await submitSignUpForm(page, gardener);
    // This server emails links, so the account starts from the link sent to its address.
    await expect(page.getByRole("status")).toContainText(`We have sent a link to ${gardener.email}: open it to finish signing up.`);
    await expectAccessible(page);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/sign-up-check-email.png`, fullPage: true });
    // The link's page asks before it does anything (mail scanners open links); its button signs in.
    await page.goto((await signUpLinkFor(page, gardener.email)).toString());
    await expect(page.getByRole("heading", { level: 1, name: "Finish signing up" })).toBeVisible();
    await expectAccessible(page);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/sign-up-confirm-page.png`, fullPage: true });
    await page.getByRole("button", { name: "Confirm and Sign In" }).click();

    // A new gardener is asked for their garden's place first (tests/e2e/place.spec.ts), and may skip it.
    await expect(page).toHaveURL(/\/setup\/place$/);
    await expect(page.getByRole("heading", { level: 1, name: "Where is your garden?" })).toBeVisible();
    await (await hydrated(page.getByRole("link", { name: "Skip for now" }))).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Rosa!$/ })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Dashboard", "AI Assistant", "My Garden", "Diagnose"]) {
      await expect(nav.getByRole("link", { name: label })).toBeVisible();
    }
    await expectAccessible(page);

    await (await hydrated(page.getByRole("button", { name: /Account menu/ }))).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText(gardener.email)).toBeVisible();
    await expect(menu.getByText(gardener.name)).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Settings" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Subscription" })).toBeVisible();
    await menu.getByRole("menuitem", { name: "Log out" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Meet Your AI Garden Assistant" })).toBeVisible();
    await page.goto("/chat");
    await expect(page.getByRole("heading", { level: 1, name: "Meet Your AI Garden Assistant" })).toBeVisible();

    await page.goto("/login");
    await page.getByLabel("Email").fill(gardener.email);
    await page.getByLabel("Password").fill(gardener.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Rosa!$/ })).toBeVisible();
  });

  test.describe(() => {
    // The browser logs the refused sign-in (401) and weak password (400) this test makes on purpose.
    test.use({ consoleAllowed: anyOf(/status of (400|401)/) });

    test("wrong password, taken email and weak password get clear messages", async ({ page }) => {
      const gardener = await signUpViaApi(page);
      await page.context().clearCookies();

      await page.goto("/login");
      await page.getByLabel("Email").fill(gardener.email);
      await page.getByLabel("Password").fill("not-the-password");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "That email and password don't match. Check them and try again." })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);

      // A taken address gets the answer a new one gets (nobody learns who has an account); its owner is emailed.
      await page.goto("/register");
      await submitSignUpForm(page, { name: "Someone Else", email: gardener.email, password: "another-good-password" });
      await expect(page.getByRole("status")).toContainText(`We have sent a link to ${gardener.email}: open it to finish signing up.`);
      await expect.poll(async () => (await mailsTo(page, gardener.email)).map((mail) => mail.subject)).toContain("Someone tried to sign up for Garden Assistant with your address");

      await page.goto("/register");
      await page.getByLabel("Full name").fill("Someone Else");
      await page.getByLabel("Email").fill(newGardener().email);
      await page.getByLabel("Password").fill("short");
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Your password is too weak: use at least 8 characters." })).toBeVisible();
      await expectAccessible(page);
    });
  });

  test("a sign-in sent before the page's script runs never puts the password in the address", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Email").fill("early@example.com");
    await page.getByLabel("Password").fill("early-bird-password-42");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForLoadState();
    expect(page.url()).not.toContain("early-bird-password-42");
    expect(page.url()).not.toContain("early%40example.com");
    await context.close();
  });

  test("a signed-in visitor to /login goes to the dashboard", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening)/ })).toBeVisible();
  });
});
