// The gardener's units (lib/format.ts): stored values stay metric; the screens show °F, mph,
// inches and pounds to a gardener who reads imperial units, chosen in Settings or taken from the
// browser's language at sign-up.
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, finishSignUpByEmail, hydrated, isoDate, newGardener, signUpViaApi, submitSignUpForm, tomatoDueInHeatville } from "./helpers";

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

test("switch to imperial in Settings: °F, mph and inches on the dashboard and the rain gauge, pounds on Harvests", async ({ page }) => {
  await signUpViaApi(page);
  const tomato = await tomatoDueInHeatville(page);
  const harvest = await page.request.post("/api/harvests", { data: { userPlantId: tomato, quantity: 1.2, unit: "kg" } });
  expect(harvest.status()).toBe(201);

  // Metric first (a British browser signed up): °C and mm.
  await page.goto("/");
  const card = page.getByRole("region", { name: "Weather Forecast" });
  await expect(card.getByText("34°C")).toBeVisible();
  await expect(page.getByTestId("task-watering-reason")).toHaveText(/^Water today: the heat used \d+ mm since \w+ and no rain fell$/);

  await page.goto("/settings");
  const units = page.getByRole("combobox", { name: "Units" });
  await expect(units).toHaveText("Metric (°C, mm, km/h, kg)");
  await (await hydrated(units)).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: "Imperial (°F, in, mph, lb)" })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(units).toHaveText("Imperial (°F, in, mph, lb)");
  const patch = page.waitForRequest((request) => request.url().endsWith("/api/user") && request.method() === "PATCH");
  await page.getByRole("button", { name: "Save Settings" }).click();
  expect((await patch).postDataJSON()).toEqual({ location: "Heatville", gardenType: "outdoor", units: "imperial" });
  await expect(page.getByText("Settings saved")).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "units-settings");

  await page.goto("/");
  // 34 °C now is 93 °F; the wind (4 m/s) is 9 mph; the forecast's scale is named.
  await expect(card.getByText("93°F")).toBeVisible();
  await expect(card.getByText("9 mph SW")).toBeVisible();
  await expect(card.getByText("Highs and lows in °F; blue bars show rain.")).toBeVisible();
  await expect(card.getByRole("list", { name: "Gardening tips" }).getByText(/^It reaches 97°F /)).toBeVisible();
  await expect(card.getByRole("table", { name: "7-day forecast" }).getByRole("row").nth(1)).toContainText("97°F");
  const reason = page.getByTestId("task-watering-reason");
  await expect(reason).toHaveText(/^Water today: the heat used \d+(\.\d)? in since \w+ and no rain fell$/);
  await expectAccessible(page);
  await shoot(page, "units-dashboard-imperial");

  // The rain gauge is read in inches, and kept in millimetres.
  await (await hydrated(page.getByRole("button", { name: "More for: Water Big Red" }).first())).click();
  await page.getByRole("menuitem", { name: "It rained here…" }).click();
  const rain = page.getByRole("dialog", { name: "It Rained Here" });
  const gauge = rain.getByLabel("Rain in your gauge (in)");
  await gauge.fill("100");
  await rain.getByRole("button", { name: "Record Rain" }).click();
  await expect(rain.getByText("Enter 0 to 78.7 in.")).toBeVisible();
  await expectAccessible(page);
  const recorded = page.waitForResponse((response) => /\/api\/gardens\/\d+\/rain$/.test(response.url()));
  await gauge.fill("0.5");
  await rain.getByRole("button", { name: "Record Rain" }).click();
  const reading = await recorded;
  expect(reading.request().postDataJSON()).toEqual({ date: isoDate(0), inches: 0.5, unit: "in" });
  expect(await reading.json()).toMatchObject({ mm: 12.7 });
  await expect(page.getByText("Recorded 0.5 in of rain")).toBeVisible();

  // Harvests: 1.2 kg is 2.6 lb.
  await page.goto("/harvests");
  await expect(page.getByRole("cell", { name: "2.6 lb" })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "units-harvests-imperial");
});

test.describe("from an American browser", () => {
  test.use({ locale: "en-US" });

  test("a new gardener starts in imperial units, and can go metric", async ({ page }) => {
    const gardener = newGardener("Dolly Parton");
    await page.goto("/register");
    await submitSignUpForm(page, gardener);
    await finishSignUpByEmail(page, gardener.email);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await page.request.patch("/api/user", { data: { location: "Bristol, England" } })).status()).toBe(200);

    await page.goto("/");
    const card = page.getByRole("region", { name: "Weather Forecast" });
    // 16 °C is 61 °F; 6.2 mm of rain tomorrow is 0.2 in.
    await expect(card.getByText("61°F")).toBeVisible();
    await expect(card.getByRole("list", { name: "Gardening tips" }).getByText("0.2 in of rain is expected tomorrow.")).toBeVisible();
    await shoot(page, "units-american-sign-up");

    expect((await page.request.patch("/api/user", { data: { units: "metric" } })).status()).toBe(200);
    await page.reload();
    await expect(card.getByText("16°C")).toBeVisible();
    await expect(card.getByText("14 km/h SW")).toBeVisible();
  });
});
