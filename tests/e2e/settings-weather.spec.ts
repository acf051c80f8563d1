import { expect, test, type Page, failedRequest, anyOf } from "./fixtures";
import { expectAccessible, hydrated, signUpViaApi } from "./helpers";

// The failures these tests stub: the weather source, the first reverse-geocoding service, a save.
test.use({ consoleAllowed: anyOf(failedRequest(502, "/api/weather"), failedRequest(503, "/data/reverse-geocode-client"), failedRequest(500, "/api/user")) });

const BIGDATACLOUD = "https://api.bigdatacloud.net/**";
const NOMINATIM = "https://nominatim.openstreetmap.org/**";

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

async function useLocation(page: Page, location: string) {
  expect((await page.request.patch("/api/user", { data: { location } })).status()).toBe(200);
}

test.describe("Settings", () => {
  test("saves only the filled-in fields, then the dashboard shows the weather and its tips", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Location & Climate" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Garden Profile" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("textbox", { name: "Location" }).fill("Bristol, England");
    await page.getByRole("combobox", { name: "Climate Zone" }).click();
    await expect(page.getByRole("option", { name: "Zone 1a (-60°F to -55°F)" })).toBeVisible();
    await page.getByRole("option", { name: "Zone 8b (15°F to 20°F)" }).click();
    const patch = page.waitForRequest((request) => request.url().endsWith("/api/user") && request.method() === "PATCH");
    await page.getByRole("button", { name: "Save Settings" }).click();
    expect((await patch).postDataJSON()).toEqual({ location: "Bristol, England", climateZone: "8b" });
    await expect(page.getByText("Settings saved")).toBeVisible();
    await expect(page.getByText("Your profile has been updated successfully.")).toBeVisible();
    // The place the app found, not only the words typed.
    await expect(page.getByText("Found: Bristol, England, United Kingdom")).toBeVisible();

    await page.reload();
    await expect(page.getByRole("textbox", { name: "Location" })).toHaveValue("Bristol, England");
    await expect(page.getByText("Found: Bristol, England, United Kingdom")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Climate Zone" })).toContainText("Zone 8b (15°F to 20°F)");

    await page.goto("/");
    const card = page.getByRole("region", { name: "Weather Forecast" });
    await expect(card.getByText("Bristol, England, United Kingdom")).toBeVisible();
    await expect(card.getByText("16°C")).toBeVisible();
    await expect(card.getByText("Partly cloudy", { exact: true })).toBeVisible();
    await expect(card.getByText("72%")).toBeVisible();
    await expect(card.getByText("3 · Moderate")).toBeVisible();
    await expect(card.getByText("14 km/h SW")).toBeVisible();
    const tips = card.getByRole("list", { name: "Gardening tips" });
    await expect(tips.getByText("Rain expected")).toBeVisible();
    await expect(tips.getByText("6 mm of rain is expected tomorrow.")).toBeVisible();
    await expect(card.getByTestId("forecast-chart")).toBeVisible();
    await expect(card.getByRole("table", { name: "7-day forecast" }).getByRole("row")).toHaveCount(8);
    await expect(page.getByText("Rain expected: 6 mm of rain is expected tomorrow.")).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "weather-forecast");
  });

  test("without a location the weather card says so, once, and asks the server nothing", async ({ page }) => {
    const weatherRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/weather") weatherRequests.push(request.url());
    });
    await signUpViaApi(page);
    await page.goto("/");
    const card = page.getByRole("region", { name: "Weather Forecast" });
    await expect(card.getByText("Weather data unavailable")).toBeVisible();
    await expect(card.getByText("Please set your location in settings")).toBeVisible();
    await expect(card.getByRole("link", { name: "Set Your Place" })).toHaveAttribute("href", "/setup/place");
    await expect(card.getByText("could not be reached")).toHaveCount(0);
    await expect(page.getByText("Check today's forecast before you water")).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "weather-no-place-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await shoot(page, "weather-no-place-phone");
    expect(weatherRequests).toEqual([]);
  });

  test("a location that can't be found: saving says so, and the weather card says only that", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/settings");
    await (await hydrated(page.getByRole("textbox", { name: "Location" }))).fill("Atlantis");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Saved, but we could not find your place")).toBeVisible();
    await expect(page.getByText("Your profile has been updated successfully.")).toHaveCount(0);
    await expect(page.getByText('We could not find "Atlantis". Try a nearby town or city, or type your frost dates below.')).toBeVisible();

    await page.goto("/");
    const card = page.getByRole("region", { name: "Weather Forecast" });
    await expect(card.getByText('We could not find "Atlantis". Try a nearby town or city.')).toBeVisible();
    await expect(card.getByText("Please set your location in settings")).toHaveCount(0);
    await expect(card.getByRole("link", { name: "Choose Your Place" })).toHaveAttribute("href", "/setup/place");
    await expectAccessible(page);
    await shoot(page, "weather-not-found");
  });

  test("a slow weather source: the card shows it loading, then only that the source took too long", async ({ page }) => {
    await signUpViaApi(page);
    await useLocation(page, "Slowtown");
    await page.goto("/");
    const card = page.getByRole("region", { name: "Weather Forecast" });
    await expect(card.getByRole("status", { name: "Loading the weather" })).toBeVisible();
    await expect(card.getByText("Weather data unavailable")).toHaveCount(0);
    await shoot(page, "weather-loading");
    await expect(card.getByText("The weather service took too long to answer. Please try again later.")).toBeVisible({ timeout: 15_000 });
    await expect(card.getByRole("status", { name: "Loading the weather" })).toHaveCount(0);
  });

  test("a weather source that fails: the card says only that, with a way to try again", async ({ page }) => {
    await signUpViaApi(page);
    await useLocation(page, "Brokenville");
    await page.goto("/");
    const card = page.getByRole("region", { name: "Weather Forecast" });
    await expect(card.getByText("The weather service is not working right now. Please try again later.")).toBeVisible();
    await expect(card.getByText("Please set your location in settings")).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Try Again" })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "weather-unavailable");
  });

  test("auto-detect with a granted position names the town, falling back to Nominatim", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 51.45, longitude: -2.59 });
    await signUpViaApi(page);
    await page.route(BIGDATACLOUD, (route) =>
      route.fulfill({ json: { city: "Bristol", principalSubdivision: "England", countryCode: "GB" } }),
    );
    await page.goto("/settings");
    await page.getByRole("button", { name: "Detect" }).click();
    await expect(page.getByText("Location detected")).toBeVisible();
    await expect(page.getByText("Set location to: Bristol, England")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Location" })).toHaveValue("Bristol, England");

    await page.unroute(BIGDATACLOUD);
    await page.route(BIGDATACLOUD, (route) => route.fulfill({ status: 503, body: "busy" }));
    await page.route(NOMINATIM, (route) => route.fulfill({ json: { address: { town: "Totnes", state: "England" } } }));
    await page.getByRole("button", { name: "Detect" }).click();
    await expect(page.getByText("Set location to: Totnes, England")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Location" })).toHaveValue("Totnes, England");

    await page.unroute(NOMINATIM);
    await page.route(NOMINATIM, (route) => route.fulfill({ json: {} }));
    await page.getByRole("button", { name: "Detect" }).click();
    await expect(page.getByText("Location detection failed")).toBeVisible();
    await expect(page.getByText("Could not determine your city name. Please enter it manually.")).toBeVisible();
  });

  test("auto-detect explains a denied permission", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/settings");
    await page.getByRole("button", { name: "Detect" }).click();
    await expect(page.getByText("Location access failed")).toBeVisible();
    await expect(page.getByText("Location access denied. Please enable location permissions and try again.")).toBeVisible();
  });

  test("auto-detect explains a timeout and asks with the spec's options", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: PositionOptions[] = [];
      (window as unknown as { geolocationCalls: PositionOptions[] }).geolocationCalls = calls;
      navigator.geolocation.getCurrentPosition = (_success, error, options) => {
        calls.push(options ?? {});
        setTimeout(() => error?.({ code: 3, message: "Timeout expired", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError), 50);
      };
    });
    await signUpViaApi(page);
    await page.goto("/settings");
    await page.getByRole("button", { name: "Detect" }).click();
    await expect(page.getByText("Location request timed out. Please try again or enter manually.")).toBeVisible();
    const options = await page.evaluate(() => (window as unknown as { geolocationCalls: PositionOptions[] }).geolocationCalls);
    expect(options).toEqual([{ enableHighAccuracy: true, timeout: 10000, maximumAge: 300000 }]);
  });

  test("auto-detect without geolocation support says so", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "geolocation", { get: () => undefined, configurable: true });
    });
    await signUpViaApi(page);
    await page.goto("/settings");
    await page.getByRole("button", { name: "Detect" }).click();
    await expect(page.getByText("Geolocation not supported")).toBeVisible();
    await expect(
      page.getByText("Your browser doesn't support location services. Please enter your location manually."),
    ).toBeVisible();
  });

  test("subscription: Free is current, Pro is not for sale yet", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/settings");
    const plans = page.getByRole("region", { name: "Subscription" });
    const free = plans.getByRole("region", { name: "Free plan" });
    await expect(free.getByText("Current")).toBeVisible();
    await expect(free.getByText("$0")).toBeVisible();
    const pro = plans.getByRole("region", { name: "Pro plan" });
    await expect(pro.getByText("$9.99")).toBeVisible();
    await expect(pro.getByText("Custom care schedules")).toBeVisible();
    await pro.getByRole("button", { name: "Upgrade to Pro" }).click();
    await expect(page.getByRole("dialog", { name: "Pro is not available yet" })).toBeVisible();
    await expectAccessible(page);
  });

  test("a failed save says so", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/settings");
    await page.route("**/api/user", (route) =>
      route.request().method() === "PATCH" ? route.fulfill({ status: 500, body: "boom" }) : route.continue(),
    );
    await page.getByRole("textbox", { name: "Location" }).fill("Leeds");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(page.getByText("Failed to save settings. Please try again.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Location" })).toHaveValue("Leeds");
  });

  test("phone layout: settings and the weather card fit", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page);
    await useLocation(page, "Frostby");
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Weather Forecast" }).getByText("Frost warning")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.goto("/settings");
    await expect(page.getByRole("button", { name: "Save Settings" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expectAccessible(page);
  });
});
