import { expect, test } from "@playwright/test";
import { CHROMIUM_PATH, MODEL_APP_PORT } from "../../playwright.config";
import { expectAccessible, newGardener, submitSignUpForm } from "./helpers";

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
