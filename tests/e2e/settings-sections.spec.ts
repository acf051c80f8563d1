// Issue 30, "settings a gardener can scan": Settings is five sections, each at its own address and
// reachable from the list of sections on every settings page (on a phone too), each keeping its
// cards. Also: no sideways scrolling on a phone with a long IPv6 address in Signed-in Devices, and
// "Save Reminders" saying plainly when no channel can deliver.
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, hydrated, signUpViaApi } from "./helpers";

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

const horizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const SECTIONS = [
  { link: "Garden & Place", path: "/settings", slug: "garden", cards: ["Location & Climate", "Garden Profile", "Frost Dates", "Subscription"] },
  { link: "Reminders", path: "/settings/reminders", slug: "reminders", cards: ["Notifications"] },
  { link: "Account & Sign-in", path: "/settings/account", slug: "account", cards: ["Password & Sessions", "Delete Account"] },
  { link: "Your Data", path: "/settings/data", slug: "data", cards: ["Your Data"] },
  { link: "Connections", path: "/settings/connections", slug: "connections", cards: ["Calendar Feed", "API Tokens"] },
];

for (const [width, device] of [
  [1280, "desktop"],
  [390, "phone"],
] as const) {
  test(`every settings section is one click from the list of sections (${device})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpViaApi(page);
    await page.goto("/settings");
    await expect(page.getByRole("button", { name: "Save Settings" })).toBeVisible();
    for (const section of SECTIONS) {
      const list = page.getByRole("navigation", { name: "Settings sections" });
      await expect(list.getByRole("link")).toHaveCount(SECTIONS.length);
      await (await hydrated(list.getByRole("link", { name: section.link, exact: true }))).click();
      await expect(page).toHaveURL(new RegExp(`${section.path.replace(/\//g, "\\/")}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
      await expect(list.getByRole("link", { name: section.link, exact: true })).toHaveAttribute("aria-current", "page");
      for (const card of section.cards) await expect(page.getByRole("region", { name: card, exact: true })).toBeVisible();
      if (section.path === "/settings") await expect(page.getByRole("link", { name: "Search for your place with suggestions" })).toHaveAttribute("href", "/setup/place");
      expect(await horizontalScroll(page), section.path).toBe(0);
      await expectAccessible(page);
      await shoot(page, `settings-${section.slug}-${device}`);
    }
  });
}

test("Signed-in Devices breaks a long IPv6 address instead of scrolling the phone sideways", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page);
  const now = new Date().toISOString();
  const ipv6 = "2001:0db8:85a3:0000:0000:8a2e:0370:7334";
  // The sessions list is read in the browser: an IPv6 session as the server would list it.
  await page.route("**/api/user/sessions", (route) =>
    route.request().method() === "GET"
      ? route.fulfill({
          json: {
            sessions: [
              { id: "current", device: "Chrome on Linux", ipAddress: "127.0.0.1", createdAt: now, lastActiveAt: now, current: true },
              { id: "phone", device: "Safari on iPhone", ipAddress: ipv6, createdAt: now, lastActiveAt: now, current: false },
            ],
          },
        })
      : route.continue(),
  );
  await page.goto("/settings/account");
  await expect(page.getByText(ipv6)).toBeVisible();
  expect(await horizontalScroll(page)).toBe(0);
  await shoot(page, "settings-account-ipv6-phone");
});

test("Save Reminders with nothing that can deliver says so, not 'saved' alone", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/settings/reminders");
  const card = page.getByRole("region", { name: "Notifications", exact: true });
  await (await hydrated(card.getByRole("button", { name: "Save Reminders" }))).click();
  await expect(page.getByText("Saved, but no reminder can reach you from here").first()).toBeVisible();
  await expect(card.getByRole("status").filter({ hasText: "No channel is chosen: tick email" })).toBeVisible();
  await expect(page.getByText("Reminder settings saved", { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, "settings-reminders-undeliverable-desktop");
});
