// Issue 16, items 3 and 4 in the browser: change the password in Settings and sign in with the
// new one; see the devices signed in (two browser contexts) and sign the other out; "Forgot
// password?" by email through the SMTP stand-in; and delete the account behind its confirm step.
import { simpleParser } from "mailparser";
import { FAKE_SMTP_HTTP_PORT, MODEL_APP_PORT } from "../../playwright.config";
import { expect, test, type Page, failedRequest, anyOf } from "./fixtures";
import { expectAccessible, newGardener, signUpViaApi, type Gardener } from "./helpers";

// Refusals the tests provoke: a wrong current password, a wrong password at sign-in, deleting without the password.
test.use({ consoleAllowed: anyOf(failedRequest(400, "/api/auth/change-password"), failedRequest(401, "/api/auth/sign-in/email"), failedRequest(403, "/api/user")) });

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };

async function shoot(page: Page, name: string, fullPage = true) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage });
}

async function signInWithForm(page: Page, gardener: Pick<Gardener, "email">, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(gardener.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

const dashboardHeading = (page: Page) => page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), / });

/** Settings with the Password & Sessions card hydrated: its sessions list is fetched in the browser. */
async function openPasswordCard(page: Page) {
  await page.goto("/settings/account");
  const card = page.getByRole("region", { name: "Password & Sessions" });
  await expect(card.getByText("This device")).toBeVisible();
  return card;
}

test.describe("Passwords, sessions and deleting the account", () => {
  test("change the password in Settings, then sign in with the new one", async ({ page }) => {
    const gardener = await signUpViaApi(page, newGardener("Hazel Change"));
    const card = await openPasswordCard(page);
    await card.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await shoot(page, "password-sessions-desktop");

    // Mistakes are explained before anything is sent, and the wrong current password after.
    await card.getByLabel("Current password").fill(gardener.password);
    await card.getByLabel("New password", { exact: true }).fill("sweet-peas-on-canes");
    await card.getByLabel("Repeat new password").fill("sweet-peas-on-cane");
    await card.getByRole("button", { name: "Change Password" }).click();
    await expect(card.getByRole("alert")).toHaveText("The two new passwords don't match.");
    await card.getByLabel("Current password").fill("not-my-password");
    await card.getByLabel("Repeat new password").fill("sweet-peas-on-canes");
    await card.getByRole("button", { name: "Change Password" }).click();
    await expect(card.getByRole("alert")).toHaveText("Your current password isn't right. Check it and try again.");
    await expectAccessible(page);

    await card.getByLabel("Current password").fill(gardener.password);
    await card.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Password changed")).toBeVisible();
    await expect(card.getByLabel("Current password")).toHaveValue("");

    await page.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await shoot(page, "password-sessions-phone");
    await page.setViewportSize(DESKTOP);

    await page.context().clearCookies();
    await signInWithForm(page, gardener, gardener.password);
    await expect(page.getByText("That email and password don't match. Check them and try again.")).toBeVisible();
    await signInWithForm(page, gardener, "sweet-peas-on-canes");
    await expect(dashboardHeading(page)).toBeVisible();
  });

  test("see the devices signed in, and sign the other one out", async ({ page, browser }) => {
    const gardener = await signUpViaApi(page, newGardener("Ivy Devices"));
    const phoneContext = await browser.newContext({
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    });
    const phone = await phoneContext.newPage();
    await signInWithForm(phone, gardener, gardener.password);
    await expect(dashboardHeading(phone)).toBeVisible();

    const card = await openPasswordCard(page);
    const devices = card.getByRole("list").getByRole("listitem");
    await expect(devices).toHaveCount(2);
    await expect(devices.first()).toContainText("This device");
    await expect(devices.nth(1)).toContainText("Safari on iPhone");
    await devices.nth(1).scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await shoot(page, "sessions-desktop");

    await devices.nth(1).getByRole("button", { name: /^Sign out Safari on iPhone/ }).click();
    await expect(page.getByText("Safari on iPhone is signed out.")).toBeVisible();
    await expect(devices).toHaveCount(1);

    // The phone is signed out with its next request.
    expect((await phone.request.get("/api/user")).status()).toBe(401);
    await phone.goto("/settings");
    await expect(phone.getByRole("heading", { level: 1, name: "Meet Your AI Garden Assistant" })).toBeVisible();
    await phoneContext.close();
  });

  test("forgot password: the emailed link sets a new password", async ({ page }) => {
    const gardener = await signUpViaApi(page, newGardener("Rowan Forgets"));
    await page.context().clearCookies();

    await page.goto("/login");
    await shoot(page, "login-with-forgot-link");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "forgot-password-desktop");
    await page.setViewportSize(PHONE);
    await shoot(page, "forgot-password-phone");
    await page.setViewportSize(DESKTOP);
    // A click before the page has hydrated does nothing useful: try again until the answer shows.
    await expect(async () => {
      await page.getByLabel("Email").fill(gardener.email);
      await page.getByRole("button", { name: "Email Me a Reset Link" }).click();
      await expect(page.getByText("Check your email.")).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText(`If an account uses ${gardener.email}, we have sent it a link`)).toBeVisible();
    await expectAccessible(page);

    let link: string | undefined;
    await expect(async () => {
      const mails = (await (await page.request.get(`http://127.0.0.1:${FAKE_SMTP_HTTP_PORT}/__messages`)).json()) as { to: string[]; raw: string }[];
      // The reset email (the sign-up sent its own link before it).
      const theirs = await Promise.all(mails.filter((sent) => sent.to.includes(gardener.email)).map((sent) => simpleParser(sent.raw)));
      const parsed = theirs.find((mail) => mail.subject === "Reset your Garden Assistant password");
      expect(parsed).toBeDefined();
      link = /Choose a new password: (\S+)/.exec(parsed!.text ?? "")?.[1];
      expect(link).toMatch(/\/reset-password\?token=/);
    }).toPass({ timeout: 10_000 });

    await page.goto(link!);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "reset-password-desktop");
    await page.setViewportSize(PHONE);
    await shoot(page, "reset-password-phone");
    await page.setViewportSize(DESKTOP);
    await expect(async () => {
      await page.getByLabel("New password", { exact: true }).fill("climbing-beans-up-high");
      await page.getByLabel("Repeat new password").fill("climbing-beans-up-high");
      await page.getByRole("button", { name: "Save New Password" }).click();
      await expect(page.getByText("Your password is changed, and you are signed out on every device.")).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expectAccessible(page);
    await page.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("Email").fill(gardener.email);
    await page.getByLabel("Password", { exact: true }).fill("climbing-beans-up-high");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(dashboardHeading(page)).toBeVisible();

    // The link works once.
    await page.goto(link!);
    await expect(page.getByRole("heading", { level: 1, name: "This link can't be used" })).toBeVisible();
    await expectAccessible(page);
  });

  test("without email set up, Forgot password says this server cannot send reset emails, what works instead, and what is missing", async ({ page }) => {
    await page.goto(`http://127.0.0.1:${MODEL_APP_PORT}/forgot-password`);
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await expect(page.getByText("This server cannot send password reset emails.")).toBeVisible();
    await expect(page.getByText("npm run admin -- reset-password <your email>")).toBeVisible();
    // For its operator: this server has neither email nor a public URL.
    await expect(page.getByText(/This server has no SMTP_URL or APP_URL\. See "Your account" in the README\./)).toBeVisible();
    await expect(page.getByRole("button", { name: "Email Me a Reset Link" })).toHaveCount(0);
    await expectAccessible(page);
    await page.setViewportSize(DESKTOP);
    await shoot(page, "forgot-password-by-admin-desktop");
    await page.setViewportSize(PHONE);
    await shoot(page, "forgot-password-by-admin-phone");
    await expectAccessible(page);
  });

  test("delete the account from Settings, behind a confirm step that names what will be lost", async ({ page }) => {
    const gardener = await signUpViaApi(page, newGardener("Willow Leaving"));
    const catalogue = (await (await page.request.get("/api/plants")).json()) as { id: number; commonName: string }[];
    expect((await page.request.post("/api/user-plants", { data: { plantId: catalogue.find((plant) => plant.commonName === "Basil")!.id } })).status()).toBe(201);

    await openPasswordCard(page);
    const card = page.getByRole("region", { name: "Delete Account" });
    await card.scrollIntoViewIfNeeded();
    await card.getByRole("button", { name: "Delete Account..." }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog.getByText(`Your account (${gardener.email}) and its password, and your sign-in on every device.`)).toBeVisible();
    await expect(dialog.getByText("Willow's Garden, with its 1 plant, their tasks, waterings, harvests, diagnoses and photos: no one else belongs to it.")).toBeVisible();
    await expect(dialog.getByText("Every photo you uploaded.", { exact: false })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "delete-account-desktop", false);

    // "Keep My Account" changes nothing.
    await dialog.getByRole("button", { name: "Keep My Account" }).click();
    await expect(dialog).toBeHidden();
    await card.getByRole("button", { name: "Delete Account..." }).click();

    await dialog.getByLabel("Your password").fill("not-my-password");
    await dialog.getByRole("button", { name: "Delete My Account" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("That password isn't right, so your account was not deleted.");
    await page.setViewportSize(PHONE);
    await expectAccessible(page);
    await shoot(page, "delete-account-phone", false);
    await page.setViewportSize(DESKTOP);

    await dialog.getByLabel("Your password").fill(gardener.password);
    await dialog.getByRole("button", { name: "Delete My Account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Meet Your AI Garden Assistant" })).toBeVisible();
    expect((await page.request.get("/api/user")).status()).toBe(401);

    await signInWithForm(page, gardener, gardener.password);
    await expect(page.getByText("That email and password don't match. Check them and try again.")).toBeVisible();
  });
});
