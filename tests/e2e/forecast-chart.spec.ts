// The weather card's 7-day chart: a sub-zero low stays readable above the rain bars.
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, signUpViaApi } from "./helpers";

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

/** How far each day's low label reaches below the top of its rain bar, in the chart's units (0 or less: clear of it). */
function lowLabelOverlaps(page: Page) {
  return page.getByTestId("forecast-chart").evaluate((svg) =>
    [...svg.querySelectorAll("g")].map((day) => {
      const [, low] = [...day.querySelectorAll("text")] as SVGTextElement[];
      const [, rain] = [...day.querySelectorAll("rect")] as SVGRectElement[];
      const label = low!.getBBox();
      return { low: low!.textContent, overlap: label.y + label.height - rain!.getBBox().y };
    }),
  );
}

test("a −3° low under a full rain bar stays readable, on a desktop and a phone", async ({ page }) => {
  await signUpViaApi(page);
  // Frostby: lows of −3 and −2.5 °C, rain every day (scripts/fake-open-meteo.mjs).
  expect((await page.request.patch("/api/user", { data: { location: "Frostby" } })).status()).toBe(200);
  await page.goto("/");
  const card = page.getByRole("region", { name: "Weather Forecast" });
  await expect(card.getByTestId("forecast-chart")).toBeVisible();
  await expect(card.getByRole("table", { name: "7-day forecast" }).getByRole("row").nth(1)).toContainText("-3°C");
  for (const { low, overlap } of await lowLabelOverlaps(page)) {
    expect(low).toMatch(/^-\d°$/);
    expect(overlap).toBeLessThanOrEqual(0);
  }
  await expectAccessible(page);
  if (SCREENSHOTS) await card.screenshot({ path: `${SCREENSHOTS}/forecast-chart-subzero-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  expect((await lowLabelOverlaps(page)).every(({ overlap }) => overlap <= 0)).toBe(true);
  if (SCREENSHOTS) await card.screenshot({ path: `${SCREENSHOTS}/forecast-chart-subzero-phone.png` });
});
