// The AI gardener acts: a change it proposes waits for the gardener's Approve or Decline, with a
// model (the fake OpenAI-compatible server's tool calls) and with the offline assistant alike.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { MODEL_APP_PORT } from "../../playwright.config";
import { expectAccessible, hydrated, signUpViaApi } from "./helpers";
import type EnglishAssistant from "../../locales/en/assistant.json";
import type EnglishServer from "../../locales/en/server.json";

const MODEL_APP = `http://127.0.0.1:${MODEL_APP_PORT}`;
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

/** A new gardener with a tomato called Big Red and a basil; answers their ids. */
async function gardenerWithPlants(page: Page): Promise<{ tomato: number; basil: number }> {
  await signUpViaApi(page);
  const catalogue = (await (await page.request.get("/api/plants")).json()) as { id: number; commonName: string }[];
  const add = async (kind: string, customName?: string) =>
    ((await (await page.request.post("/api/user-plants", { data: { plantId: catalogue.find((plant) => plant.commonName === kind)!.id, customName } })).json()) as { id: number }).id;
  return { tomato: await add("Tomato", "Big Red"), basil: await add("Basil") };
}

async function say(page: Page, message: string, label = "Message the AI gardener") {
  const input = await hydrated(page.getByRole("textbox", { name: label }));
  await input.fill(message);
  await input.press("Enter");
}

async function lastWatered(page: Page, name: string) {
  await page.goto("/plants");
  return page.getByRole("article", { name }).locator("dt:text-is('Last watered:') + dd");
}

test.describe("the AI gardener acts, with a model", () => {
  test.use({ baseURL: MODEL_APP });

  test("'I watered the tomatoes' → a card naming them → Approve → the plant card says watered today", async ({ page }) => {
    const { tomato } = await gardenerWithPlants(page);
    await page.goto("/chat");
    await say(page, `I watered the tomatoes [tool:recordWatering {"userPlantIds":[${tomato}]}]`);
    const card = page.getByRole("group", { name: "Record watering Big Red today" });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: "Big Red" })).toHaveAttribute("href", `/plants#plant-${tomato}`);
    await expectAccessible(page);
    await shoot(page, "chat-approval-card-desktop");
    // Nothing is written before the Approve.
    await expect(await lastWatered(page, "Big Red")).toHaveText("Not yet");

    await page.goto("/chat");
    const waiting = page.getByRole("group", { name: "Record watering Big Red today" });
    await (await hydrated(waiting.getByRole("button", { name: "Approve" }))).click();
    const log = page.getByRole("log", { name: "Conversation" });
    await expect(log.getByText("Watered Big Red today").first()).toBeVisible();
    await expect(log.getByText(/^Done:/)).toBeVisible();
    await expect(page.getByRole("group", { name: "Record watering Big Red today" })).toHaveCount(0);
    await shoot(page, "chat-approved-desktop");
    await expectAccessible(page);

    // A reload shows the same conversation: the result stays in place.
    await page.reload();
    await expect(page.getByRole("log").getByText("Watered Big Red today").first()).toBeVisible();
    await expect(await lastWatered(page, "Big Red")).toHaveText("Today");
  });

  test("Decline changes nothing; several waiting changes can be approved at once", async ({ page }) => {
    const { tomato, basil } = await gardenerWithPlants(page);
    await page.goto("/chat");
    // A lookup shows as one quiet line.
    await say(page, "[tool:listPlants {}]");
    await expect(page.getByText("Looked at your 2 plants")).toBeVisible();
    await say(page, `[tool:recordWatering {"userPlantIds":[${tomato}]}]`);
    await (await hydrated(page.getByRole("group", { name: "Record watering Big Red today" }).getByRole("button", { name: "Decline" }))).click();
    await expect(page.getByText("Declined: Record watering Big Red today")).toBeVisible();
    await expect(await lastWatered(page, "Big Red")).toHaveText("Not yet");

    await page.goto("/chat");
    await say(page, `[tool:recordWatering {"userPlantIds":[${tomato}]}] [tool:recordWatering {"userPlantIds":[${basil}]}]`);
    await expect(page.getByRole("group", { name: /^Record watering/ })).toHaveCount(2);
    await page.getByRole("button", { name: "Approve all (2)" }).click();
    await expect(page.getByText("Watered Basil today").first()).toBeVisible();
    await expect(page.getByText("Watered Big Red today").first()).toBeVisible();
    await expect(await lastWatered(page, "Basil")).toHaveText("Today");
  });
});

test.describe("the AI gardener acts in the gardener's language", () => {
  test.use({ baseURL: MODEL_APP });
  const chat = (JSON.parse(fs.readFileSync("locales/de/assistant.json", "utf8")) as typeof EnglishAssistant).Chat;
  const tools = (JSON.parse(fs.readFileSync("locales/de/server.json", "utf8")) as typeof EnglishServer).AssistantTools;
  const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");

  test("a German gardener's lookup line, card, links and result are German", async ({ page }) => {
    const { tomato } = await gardenerWithPlants(page);
    expect((await page.request.patch("/api/user", { data: { locale: "de" } })).status()).toBe(200);
    await page.goto("/chat");
    await say(page, "[tool:listPlants {}]", chat.messageLabel);
    await expect(page.getByText(fill(chat.lookedAt, { seen: "deine 2 Pflanzen" }))).toBeVisible();
    await say(page, `[tool:logHarvest {"userPlantId":${tomato},"quantity":1.5,"unit":"kg"}]`, chat.messageLabel);
    const card = page.getByRole("group", { name: fill(tools.logHarvest, { amount: "1,5 kg", name: "Big Red" }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: tools.harvestsLink })).toHaveAttribute("href", "/harvests");
    await expectAccessible(page);
    await shoot(page, "chat-approval-card-de");
    await (await hydrated(card.getByRole("button", { name: chat.approve }))).click();
    await expect(page.getByRole("log").getByText(fill(tools.loggedHarvest, { amount: "1,5 kg", name: "Big Red" })).first()).toBeVisible();
    await shoot(page, "chat-approved-de");
  });
});

test.describe("the AI gardener acts offline, in the gardener's language", () => {
  const chat = (JSON.parse(fs.readFileSync("locales/de/assistant.json", "utf8")) as typeof EnglishAssistant).Chat;
  const tools = (JSON.parse(fs.readFileSync("locales/de/server.json", "utf8")) as typeof EnglishServer).AssistantTools;
  const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");

  test("a German request is understood offline: its card, Approve and result are German", async ({ page }) => {
    await gardenerWithPlants(page);
    expect((await page.request.patch("/api/user", { data: { locale: "de" } })).status()).toBe(200);
    await page.goto("/chat");
    await say(page, "Ich habe Big Red heute Morgen gegossen", chat.messageLabel);
    const card = page.getByRole("group", { name: fill(tools.recordWatering, { plants: "Big Red" }) });
    await expect(card).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "chat-offline-card-de");
    await (await hydrated(card.getByRole("button", { name: chat.approve }))).click();
    await expect(page.getByRole("log").getByText(fill(tools.watered, { plants: "Big Red" })).first()).toBeVisible();
    await shoot(page, "chat-offline-approved-de");
    const plants = (await (await page.request.get("/api/user-plants/with-watering")).json()) as { customName: string | null; lastWatering: unknown }[];
    expect(plants.find((plant) => plant.customName === "Big Red")?.lastWatering).not.toBeNull();
  });
});

test.describe("the AI gardener acts, offline", () => {
  test("the offline assistant's card for the same sentence, approved with the keyboard only; the dashboard follows", async ({ page }) => {
    await gardenerWithPlants(page);
    // The dashboard's chat: its plant cards refresh once the change is made.
    await page.goto("/");
    const plantCard = page.getByRole("article", { name: "Big Red" });
    await expect(plantCard.locator("dt:text-is('Last watered:') + dd")).toHaveText("Not yet");
    await say(page, "I watered the tomatoes");
    const card = page.getByRole("group", { name: "Record watering Big Red today" });
    await expect(card).toBeVisible();
    await expectAccessible(page);

    // Keyboard only: Tab from the card's link to Approve, then Enter.
    await card.getByRole("link", { name: "Big Red" }).focus();
    await page.keyboard.press("Tab");
    await expect(card.getByRole("button", { name: "Approve" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("log").getByText("Watered Big Red today.")).toBeVisible();
    await expect(plantCard.locator("dt:text-is('Last watered:') + dd")).toHaveText("Today");
    await shoot(page, "chat-offline-approved-desktop");
    await page.goto("/chat");

    await page.setViewportSize({ width: 390, height: 844 });
    await say(page, "log 2 kg of tomatoes");
    await expect(page.getByRole("group", { name: "Log a harvest of 2 kg from Big Red, today" })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await shoot(page, "chat-offline-card-phone");
    await expect(await lastWatered(page, "Big Red")).toHaveText("Today");
  });
});
