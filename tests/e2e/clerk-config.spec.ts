import { expect, test } from "./fixtures";
import { CLERK_INVALID_KEY_PORT, CLERK_MISSING_KEY_PORT } from "../../playwright.config";
import { expectAccessible } from "./helpers";

for (const [what, port] of [
  ["missing", CLERK_MISSING_KEY_PORT],
  ["invalid", CLERK_INVALID_KEY_PORT],
] as const) {
  test.describe(`Clerk chosen with a ${what} publishable key`, () => {
    test.use({ baseURL: `http://127.0.0.1:${port}` });

    test("the app shows 'Authentication configuration error'", async ({ page, request }) => {
      const config = await (await request.get("/api/clerk/config")).json();
      expect(config).toEqual({ provider: "clerk", publishableKey: "" });
      await page.goto("/");
      await expect(page.getByRole("alert").filter({ hasText: "Authentication configuration error" })).toBeVisible();
      await expectAccessible(page);
    });

    test("/login initializes, then reports the configuration error", async ({ page }) => {
      let releaseConfig: () => void = () => {};
      const configHeld = new Promise<void>((resolve) => (releaseConfig = resolve));
      await page.route("**/api/clerk/config", async (route) => {
        await configHeld;
        await route.continue();
      });
      await page.goto("/login");
      await expect(page.getByRole("status")).toHaveText("Initializing...");
      releaseConfig();
      await expect(page.getByRole("alert").filter({ hasText: "Authentication configuration error" })).toBeVisible();
      await expect(page.getByText("Don't have an account? Sign up here")).toBeVisible();
    });
  });
}
