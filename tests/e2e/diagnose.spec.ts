import sharp from "sharp";
import { expect, test, type Page, failedRequest, anyOf } from "./fixtures";
import { MODEL_APP_PORT } from "../../playwright.config";
import { expectAccessible, signUpViaApi } from "./helpers";

// The model failure the last test provokes.
test.use({ consoleAllowed: anyOf(failedRequest(502, "/api/diagnose")) });

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

/** The page from its top, so the sticky header and bottom bar sit where a gardener sees them. */
async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** A leaf photo: green, with yellow patches when asked; its width steers the fake model. */
async function leafPhoto(spots?: string, width = 400) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="300">
    <rect width="${width}" height="300" fill="#f4f4f0"/>
    <ellipse cx="${width / 2}" cy="150" rx="${width * 0.4}" ry="90" fill="#3f8f3a"/>
    ${spots ? `<circle cx="${width / 2 - 50}" cy="130" r="45" fill="${spots}"/><circle cx="${width / 2 + 60}" cy="170" r="35" fill="${spots}"/>` : ""}
  </svg>`;
  return { name: "leaf.jpg", mimeType: "image/jpeg", buffer: await sharp(Buffer.from(svg)).jpeg().toBuffer() };
}

async function addTomato(page: Page, customName: string) {
  const catalogue = (await (await page.request.get("/api/plants")).json()) as { id: number; commonName: string }[];
  await page.request.post("/api/user-plants", { data: { plantId: catalogue.find((plant) => plant.commonName === "Tomato")!.id, customName } });
}

test.describe("Plant Diagnosis, offline", () => {
  test("analyzes a yellowed leaf of a chosen plant without changing its status, keeps the history, and says identification needs a model", async ({ page }) => {
    await signUpViaApi(page);
    await addTomato(page, "Big Red");
    await page.goto("/diagnose");
    await expect(page.getByRole("heading", { level: 1, name: "Plant Diagnosis" })).toBeVisible();
    await expect(page.getByText("Upload a photo to identify plant issues and get expert advice")).toBeVisible();
    await expect(page.getByText("Upload a photo to get started")).toBeVisible();
    await expect(page.getByText("PNG, JPG up to 10MB")).toBeVisible();
    await expect(page.getByText("Offline mode. This server has no AI model connected; the person who runs it can connect one.", { exact: false })).toBeVisible();
    await expect(page.getByRole("button", { name: "Analyze Plant" })).toBeDisabled();
    const identifyOnly = page.getByRole("button", { name: "Identify Only" });
    await expect(identifyOnly).toBeDisabled();
    // Without a model the button stays disabled even with a photo, and says why, for a gardener.
    await expect(identifyOnly).toHaveAccessibleDescription(
      "Plant identification needs an AI model, which this server does not have. Analyze Plant still works: it measures the leaf colours in your photo.",
    );
    await expect(page.getByText("Plant identification needs an AI model, which this server does not have.", { exact: false })).toBeVisible();
    await expect(page.getByText(/OPENAI_API_KEY|server settings/)).toHaveCount(0);
    await expect(page.getByPlaceholder("e.g., Why are the leaves turning yellow? What are these spots?")).toBeVisible();
    await expectAccessible(page);

    await page.locator("#diagnose-photo").setInputFiles(await leafPhoto("#d8c23a"));
    await expect(page.getByAltText("Selected plant photo")).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove Image" })).toBeVisible();
    await page.getByRole("combobox", { name: "Which plant is this? (Optional)" }).click();
    await page.getByRole("option", { name: "Big Red" }).click();
    await page.getByLabel("Specific question or concern? (Optional)").fill("Why are the leaves yellow?");
    await page.getByRole("button", { name: "Analyze Plant" }).click();
    await expect(page.getByText("Analysis complete!")).toBeVisible();
    await expect(page.getByText("Your plant has been analyzed successfully.")).toBeVisible();
    const advice = page.getByRole("region", { name: "AI Plant Advice" });
    await expect(advice.getByText("Yellowing leaves", { exact: false }).first()).toBeVisible();
    await expect(advice.getByText("This is an offline estimate", { exact: false })).toBeVisible();
    await expect(advice.getByText("The status of your Tomato in My Garden was left as it was", { exact: false })).toBeVisible();
    await expect(page.getByRole("region", { name: "Plant Identification" }).getByText("Tomato", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Plant Identification" }).getByText("100%")).toBeVisible();
    await expectAccessible(page);

    await expect(identifyOnly).toBeDisabled();
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, "diagnose-offline-result-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, "diagnose-offline-result-phone");
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole("button", { name: "View History" }).click();
    const history = page.getByRole("region", { name: "Diagnosis History" });
    await expect(history.getByText("Tomato", { exact: true })).toBeVisible();
    await expect(history.getByText(/^Your Tomato shows yellowing leaves/)).toBeVisible();
    await expect(history.getByRole("img", { name: "Photo of Tomato" })).toBeVisible();
    await page.getByRole("button", { name: "Hide History" }).click();
    await expect(history).toHaveCount(0);

    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page.getByText("Upload a photo to get started")).toBeVisible();
    await expect(page.getByAltText("Selected plant photo")).toHaveCount(0);

    // An offline estimate never changes a plant's status.
    await page.goto("/plants");
    await expect(page.getByRole("article", { name: "Big Red" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Big Red" }).getByText("Monitor")).toHaveCount(0);
  });

  test("an empty history says so", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/diagnose");
    await page.getByRole("button", { name: "View History" }).click();
    await expect(page.getByText("No diagnosis history yet. Upload a plant photo to get started!")).toBeVisible();
  });
});

test.describe("Plant Diagnosis with a vision model", () => {
  test.use({ baseURL: `http://127.0.0.1:${MODEL_APP_PORT}` });

  test("analysis shows up to 3 candidates and adds the match from the catalogue", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/diagnose");
    await page.locator("#diagnose-photo").setInputFiles(await leafPhoto());
    await page.getByRole("button", { name: "Analyze Plant" }).click();
    const identification = page.getByRole("region", { name: "Plant Identification" });
    await expect(identification.getByRole("listitem")).toHaveCount(3);
    await expect(identification.getByText("91%")).toBeVisible();
    await expect(identification.getByText("Also known as: Garden tomato, Love apple")).toBeVisible();
    await expect(page.getByRole("region", { name: "AI Plant Advice" }).getByText("Early blight", { exact: false }).first()).toBeVisible();
    await identification.getByRole("button", { name: "Add Tomato to My Garden" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Tomato to My Garden" });
    await dialog.getByLabel("Custom Name (Optional)").fill("Blighted Bob");
    await dialog.getByRole("button", { name: "Add Plant" }).click();
    await expect(page.getByText("Plant added successfully!")).toBeVisible();
    await expect(page.getByText("Your identified plant has been added to your garden.")).toBeVisible();
    const garden = (await (await page.request.get("/api/user-plants")).json()) as { customName: string; plant: { commonName: string } }[];
    expect(garden).toMatchObject([{ customName: "Blighted Bob", plant: { commonName: "Tomato" } }]);
  });

  test("identification of an unknown plant adds it as a custom plant with the photo, then clears", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/diagnose");
    await page.locator("#diagnose-photo").setInputFiles(await leafPhoto(undefined, 321));
    await page.getByRole("button", { name: "Identify Only" }).click();
    await expect(page.getByText("Plant identified!")).toBeVisible();
    await expect(page.getByText("We found: Bird of Paradise")).toBeVisible();
    const card = page.getByRole("region", { name: "Plant Identification" });
    await expect(card.getByText("67% confident")).toBeVisible();
    await expect(card.getByText("Care Tips:")).toBeVisible();
    await expectAccessible(page);
    await card.getByRole("button", { name: "Add Bird of Paradise to My Garden" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Add Plant" }).click();
    await expect(page.getByText("Plant added!")).toBeVisible();
    await expect(page.getByText("The plant has been added to your garden.")).toBeVisible();
    await expect(page.getByText("Upload a photo to get started")).toBeVisible();
    await expect(page.getByAltText("Selected plant photo")).toHaveCount(0);
    const garden = (await (await page.request.get("/api/user-plants")).json()) as { customCommonName: string; imageUrl: string }[];
    expect(garden[0]).toMatchObject({ customCommonName: "Bird of Paradise", imageUrl: expect.stringMatching(/^\/uploads\/users\//) });
  });

  test("a diagnosis that marks a plant Monitor says so", async ({ page }) => {
    await signUpViaApi(page);
    await addTomato(page, "Big Red");
    await page.goto("/diagnose");
    await expect(page.getByRole("button", { name: "Identify Only" })).not.toHaveAttribute("aria-describedby");
    await page.locator("#diagnose-photo").setInputFiles(await leafPhoto());
    await page.getByRole("combobox", { name: "Which plant is this? (Optional)" }).click();
    await page.getByRole("option", { name: "Big Red" }).click();
    await page.getByRole("button", { name: "Analyze Plant" }).click();
    await expect(page.getByRole("status").filter({ hasText: 'Big Red is now marked "Monitor" in My Garden, because the diagnosis found a problem.' })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "diagnose-model-status-change-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, "diagnose-model-status-change-phone");
    await page.goto("/plants");
    await expect(page.getByRole("article", { name: "Big Red" }).getByText("Monitor")).toBeVisible();
  });

  test("a model failure says so", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/diagnose");
    await page.locator("#diagnose-photo").setInputFiles(await leafPhoto(undefined, 322));
    await page.getByRole("button", { name: "Analyze Plant" }).click();
    await expect(page.getByText("Analysis failed")).toBeVisible();
    await expect(page.getByText("The AI model could not answer right now. Please try again.")).toBeVisible();
    await expect(page.getByAltText("Selected plant photo")).toBeVisible();
  });
});
