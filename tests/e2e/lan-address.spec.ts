import { expect, test, type Page } from "./fixtures";
import { lanHosts } from "../../scripts/lan-addresses.mjs";
import { CHROMIUM_PATH, MODEL_APP_PORT } from "../../playwright.config";
import { expectAccessible, hydrated, newGardener, submitSignUpForm } from "./helpers";

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

// A gardener on their home network opens the app at the machine's name or LAN address over plain
// http: not a secure context, unlike 127.0.0.1, so the browser refuses Secure cookies there. The
// model server has no public URL, as a home install has none. Chromium resolves garden.lan to it.
const LAN_HOST = "garden.lan";
test.use({
  baseURL: `http://${LAN_HOST}:${MODEL_APP_PORT}`,
  launchOptions: { executablePath: CHROMIUM_PATH, args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`] },
});

test("signs up and stays signed in at a LAN address over plain http", async ({ page, context }) => {
  const gardener = newGardener("Rosa Gallica");
  await page.goto("/register");
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  await submitSignUpForm(page, gardener);

  // Signed up: the place step comes first.
  await expect(page).toHaveURL(/\/setup\/place$/);
  await expect(page.getByRole("heading", { level: 1, name: "Where is your garden?" })).toBeVisible();
  const session = (await context.cookies()).find((cookie) => cookie.name.endsWith("better-auth.session_token"));
  expect(session).toMatchObject({ name: "better-auth.session_token", domain: LAN_HOST, secure: false, httpOnly: true, sameSite: "Lax" });

  // Still signed in on the next page.
  await page.goto("/plants");
  await expect(page.getByRole("heading", { level: 1, name: "My Garden" })).toBeVisible();
  await expectAccessible(page);
});

async function createInvitationLink(page: Page): Promise<string> {
  await hydrated(page.getByRole("button", { name: "Create Invitation Link" }));
  await page.getByRole("button", { name: "Create Invitation Link" }).click();
  const link = page.getByRole("textbox", { name: "Invitation link" }).first();
  await expect(link).toBeVisible();
  return link.inputValue();
}

test("an invitation link made at localhost says it opens only on this computer, and names the LAN address to use", async ({ page }) => {
  const local = `http://127.0.0.1:${MODEL_APP_PORT}`;
  const alice = newGardener("Alice Rivers");
  const signUp = await page.request.post(`${local}/api/auth/sign-up/email`, { data: alice, headers: { origin: local } });
  expect(signUp.status(), await signUp.text()).toBe(200);
  // A garden with its place: signing in below lands on the dashboard, which shows its weather.
  const place = await page.request.patch(`${local}/api/user`, { data: { location: "Bristol, England" }, headers: { origin: local } });
  expect(place.status(), await place.text()).toBe(200);
  await page.goto(`${local}/gardens`);
  expect(await createInvitationLink(page)).toMatch(new RegExp(`^${local}/invite/`));

  const warning = page.getByRole("note", { name: "These links only open on this computer" });
  await expect(warning).toContainText(`They start with 127.0.0.1:${MODEL_APP_PORT}`);
  // The server names this machine's own network address (when it has one) as the address to open instead.
  const [lanAddress] = lanHosts();
  if (lanAddress) {
    const lanOrigin = `http://${lanAddress}:${MODEL_APP_PORT}`;
    await expect(warning.getByRole("link", { name: lanOrigin })).toHaveAttribute("href", `${lanOrigin}/gardens`);
  } else {
    await expect(warning).toContainText("this computer's address on your network), or set APP_URL");
  }
  await expectAccessible(page);
  if (SCREENSHOTS) {
    await page.screenshot({ path: `${SCREENSHOTS}/invite-local-warning-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(warning).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SCREENSHOTS}/invite-local-warning-phone.png`, fullPage: true });
  }

  // Opened at the name the household uses, the same invitation is listed with that address, and nothing warns.
  await page.goto("/login");
  await page.getByLabel("Email").fill(alice.email);
  await page.getByLabel("Password").fill(alice.password);
  await (await hydrated(page.getByRole("button", { name: "Sign In" }))).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/gardens");
  await expect(page.getByRole("textbox", { name: "Invitation link" }).first()).toHaveValue(new RegExp(`^http://${LAN_HOST}:${MODEL_APP_PORT}/invite/`));
  await expect(page.getByRole("note", { name: "These links only open on this computer" })).toHaveCount(0);
});
