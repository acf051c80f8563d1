// Issue 30, "the place comes first", in the browser: after sign-up the gardener is asked for their
// garden's place (suggestions while typing, or detect), sees the place found and confirms it; a
// place that can't be found is said plainly, with frost dates to type instead; the planner says
// when it plans from assumed dates. The stand-in geocoder (scripts/fake-open-meteo.mjs) knows two
// Bristols, and Bristol, England's median last spring frost is Mar 24.
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, hydrated, newGardener, finishSignUpByEmail, signUpViaApi, submitSignUpForm } from "./helpers";

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const BIGDATACLOUD = "https://api.bigdatacloud.net/**";

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

const horizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe("the place step", () => {
  test("after sign-up: type, choose from the places found, confirm, and the dashboard has the forecast there", async ({ page }) => {
    await page.goto("/register");
    const gardener = newGardener("Rosa Gallica");
    await submitSignUpForm(page, gardener);
    await finishSignUpByEmail(page, gardener.email);
    await expect(page).toHaveURL(/\/setup\/place$/);
    await expect(page.getByRole("heading", { level: 1, name: "Where is your garden?" })).toBeVisible();
    await expectAccessible(page);

    await (await hydrated(page.getByRole("textbox", { name: "Town or city" }))).fill("Bris");
    const found = page.getByRole("list", { name: "Places found" });
    await expect(found.getByRole("button")).toHaveCount(2);
    await expect(found.getByRole("button", { name: "Bristol England, United Kingdom" })).toBeVisible();
    await expect(found.getByRole("button", { name: "Bristol Tennessee, United States" })).toBeVisible();
    await expect(page.getByText("2 places found. Choose yours:")).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "place-suggestions-desktop");

    await found.getByRole("button", { name: "Bristol England, United Kingdom" }).click();
    const confirm = page.getByRole("region", { name: "Is this your garden's place?" });
    await expect(confirm.getByTestId("place-found")).toHaveText("Bristol, England, United Kingdom");
    await expect(confirm.getByText("51.45° N, 2.59° W")).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "place-confirm-desktop");
    const patch = page.waitForRequest((request) => request.url().endsWith("/api/user") && request.method() === "PATCH");
    await confirm.getByRole("button", { name: "Use This Place" }).click();
    expect((await patch).postDataJSON()).toEqual({ location: "Bristol, England, United Kingdom", placeId: 9000001 });
    await expect(page.getByText("Settings saved")).toBeVisible();

    await expect(page).toHaveURL(/\/$/);
    const weather = page.getByRole("region", { name: "Weather Forecast" });
    await expect(weather.getByText("Bristol, England, United Kingdom")).toBeVisible();
    await expect(weather.getByText("16°C")).toBeVisible();
    await page.goto("/settings");
    await expect(page.getByText("Found: Bristol, England, United Kingdom")).toBeVisible();
  });

  test("a place that can't be found is said plainly, and typed frost dates plan instead", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/setup/place");
    await (await hydrated(page.getByRole("textbox", { name: "Town or city" }))).fill("Atlantis");
    await expect(page.getByText('We could not find "Atlantis".')).toBeVisible();
    const frost = page.getByRole("region", { name: "Frost Dates" });
    await expect(frost).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "place-not-found-desktop");

    await frost.getByLabel("Last spring frost: month").selectOption("4");
    await frost.getByLabel("Last spring frost: day").selectOption("20");
    await frost.getByLabel("First autumn frost: month").selectOption("10");
    await frost.getByLabel("First autumn frost: day").selectOption("25");
    await frost.getByRole("button", { name: "Save Frost Dates" }).click();
    await expect(page.getByText("Frost dates saved")).toBeVisible();

    // Skipped: the dashboard keeps asking for the place.
    await page.getByRole("link", { name: "Skip for now" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("region", { name: "Weather Forecast" }).getByRole("link", { name: "Set Your Place" })).toBeVisible();

    // The planner counts from the typed dates, and assumes nothing.
    await page.goto("/planner");
    const dates = page.getByRole("region", { name: "Frost dates" });
    await expect(dates.getByText("Apr 20", { exact: true })).toBeVisible();
    await expect(dates.getByText("Oct 25", { exact: true })).toBeVisible();
    await expect(dates.getByText(/^You typed these dates in Settings\./)).toBeVisible();
    await expect(page.getByText("Assumed frost dates")).toHaveCount(0);
  });

  test("detect finds the town through the browser's position, then it is chosen and confirmed", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 51.45, longitude: -2.59 });
    await page.route(BIGDATACLOUD, (route) => route.fulfill({ json: { city: "Bristol", principalSubdivision: "England", countryCode: "GB" } }));
    await signUpViaApi(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/setup/place");
    await (await hydrated(page.getByRole("button", { name: "Detect" }))).click();
    await expect(page.getByText("Set location to: Bristol, England")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Town or city" })).toHaveValue("Bristol, England");
    // Only the Bristol in England.
    const found = page.getByRole("list", { name: "Places found" });
    await expect(found.getByRole("button")).toHaveCount(1);
    expect(await horizontalScroll(page)).toBe(0);
    await shoot(page, "place-detected-phone");
    await found.getByRole("button", { name: "Bristol England, United Kingdom" }).click();
    await expect(page.getByTestId("place-found")).toHaveText("Bristol, England, United Kingdom");
    expect(await horizontalScroll(page)).toBe(0);
    await expectAccessible(page);
    await shoot(page, "place-confirm-phone");
    await page.getByRole("button", { name: "Use This Place" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("region", { name: "Weather Forecast" }).getByText("Bristol, England, United Kingdom")).toBeVisible();
  });
});

test.describe("the planner without a place", () => {
  test("says so plainly, labels its assumed dates, and offers the place step and typed frost dates", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/planner");
    const notice = page.getByRole("region", { name: "Your garden has no place yet" });
    await expect(notice).toBeVisible();
    await expect(
      notice.getByText(
        "These dates assume a last spring frost on Mar 1 and a first autumn frost on Nov 15, the usual growing season north of the equator, not your garden's own.",
        { exact: false },
      ),
    ).toBeVisible();
    await expect(notice.getByRole("link", { name: "Set Your Place" })).toHaveAttribute("href", "/setup/place");
    await expect(notice.getByRole("link", { name: "Type Your Frost Dates" })).toHaveAttribute("href", "/settings#frost-dates-heading");
    await expect(page.getByText("Assumed frost dates")).toHaveCount(2);
    await expect(page.getByRole("region", { name: "Frost dates" }).getByText(/^Your garden has no place yet, so its frost dates are not known\./)).toBeVisible();
    await expect(page.getByText("Set your garden's location in Settings")).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, "planner-no-place-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalScroll(page)).toBe(0);
    await shoot(page, "planner-no-place-phone");

    // A location that can't be found is named as such, not as a missing one.
    expect((await page.request.patch("/api/user", { data: { location: "Atlantis" } })).status()).toBe(200);
    await page.goto("/planner");
    await expect(page.getByRole("region", { name: 'We could not find "Atlantis"' })).toBeVisible();
    await expect(page.getByRole("region", { name: "Frost dates" }).getByText(/^We could not find "Atlantis", so your garden's frost dates are not known\./)).toBeVisible();
    await page.getByRole("link", { name: "Set Your Place" }).click();
    await expect(page).toHaveURL(/\/setup\/place$/);
    await expect(page.getByText("Saved now: Atlantis")).toBeVisible();
  });
});
