// Issue 16, item 6, in the browser: make a personal API token in Settings, see it once, use it
// from an API client (no cookies) and revoke it, after which the same call is refused.
import { request as apiClient, type Locator } from "@playwright/test";
import { expect, test, type Page, failedRequest, anyOf } from "./fixtures";
import { expectAccessible, signUpViaApi } from "./helpers";

// A bad token name and a full set of tokens, refused on purpose.
test.use({ consoleAllowed: anyOf(failedRequest(400, "/api/tokens")) });

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const TOKEN_FORMAT = /^gat_[A-Za-z0-9_-]{43}$/;

async function shoot(page: Page, name: string, region?: Locator) {
  if (!SCREENSHOTS) return;
  // In the middle of the screen: clear of the phone's bottom bar.
  if (region) await region.evaluate((element) => element.scrollIntoView({ block: "center" }));
  if (region) await region.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
  else await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

test("make an API token in Settings, see it once, use it on /api/tasks/today, revoke it: 401", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUpViaApi(page);
  await page.goto("/settings/connections");
  const card = page.getByRole("region", { name: "API Tokens" });
  await expect(card.getByText("No tokens yet.")).toBeVisible();

  await card.getByLabel("Token name").fill("Home Assistant");
  await card.getByRole("button", { name: "New Token" }).click();
  await expect(card.getByRole("heading", { name: "Your new token for Home Assistant" })).toBeVisible();
  await expect(card.getByText("you won't see it again.")).toBeVisible();
  const shown = card.getByLabel("API token for Home Assistant");
  await expect(shown).toBeFocused();
  const token = await shown.inputValue();
  expect(token).toMatch(TOKEN_FORMAT);
  const listed = card.getByRole("list", { name: "Your API tokens" }).getByRole("listitem");
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText("Home Assistant");
  await expect(listed.first()).toContainText("Never used");

  await card.getByRole("button", { name: "Copy Token" }).click();
  await expect(page.getByText("Token copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expectAccessible(page);
  await shoot(page, "api-tokens-new-desktop", card);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, "api-tokens-new-phone", card);
  await page.setViewportSize({ width: 1280, height: 720 });

  // An API client with no cookies at all, as Home Assistant or curl would be.
  const client = await apiClient.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  const today = await client.get("/api/tasks/today");
  expect(today.status(), await today.text()).toBe(200);
  expect(Array.isArray(await today.json())).toBe(true);
  // The token can't see or make tokens.
  const tokens = await client.get("/api/tokens");
  expect(tokens.status()).toBe(403);
  // From the page's own request context too: the Authorization header decides, not the cookie.
  expect((await page.request.get("/api/tasks/today", { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);

  // Done: the token is gone for good; after a reload the list says when it was last used.
  await card.getByRole("button", { name: "Done" }).click();
  await expect(shown).toBeHidden();
  await page.reload();
  await expect(listed.first()).toContainText("Last used");
  expect(await page.content()).not.toContain(token);
  await expectAccessible(page);
  await shoot(page, "api-tokens-list-desktop", card);

  // Revoke, with a confirm step first.
  await card.getByRole("button", { name: "Revoke Home Assistant" }).click();
  await expect(card.getByRole("alert")).toContainText("Revoke Home Assistant? Anything using it is refused from its next request.");
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, "api-tokens-revoke-phone", listed.first());
  await card.getByRole("button", { name: "Yes, Revoke" }).click();
  await expect(page.getByText("Token revoked")).toBeVisible();
  await expect(card.getByText("No tokens yet.")).toBeVisible();

  const refused = await client.get("/api/tasks/today");
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: "You need to sign in first." });
  expect((await page.request.get("/api/tasks/today", { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  // The browser's own session is untouched.
  expect((await page.request.get("/api/tasks/today")).status()).toBe(200);
  await client.dispose();
});

test("a bad name or a full set of tokens is explained beside the name", async ({ page }) => {
  await signUpViaApi(page);
  for (let index = 0; index < 19; index += 1) {
    expect((await page.request.post("/api/tokens", { data: { name: `Script ${index}` } })).status()).toBe(201);
  }
  await page.goto("/settings/connections");
  const card = page.getByRole("region", { name: "API Tokens" });
  await expect(card.getByRole("list", { name: "Your API tokens" }).getByRole("listitem")).toHaveCount(19);
  await card.getByLabel("Token name").fill("Line\tbreak");
  await card.getByRole("button", { name: "New Token" }).click();
  await expect(card.getByRole("alert")).toHaveText("The name can't contain control characters or line breaks.");
  await card.getByLabel("Token name").fill("The twentieth");
  await card.getByRole("button", { name: "New Token" }).click();
  await card.getByRole("button", { name: "Done" }).click();
  await expect(card.getByText("You have 20 tokens, the most you can have: revoke one to make another.")).toBeVisible();
  await expect(card.getByRole("button", { name: "New Token" })).toBeDisabled();
});
