import { expect, test } from "./fixtures";
import { MODEL_APP_PORT } from "../../playwright.config";
import { expectAccessible, signUpViaApi } from "./helpers";

const MODEL_APP = `http://127.0.0.1:${MODEL_APP_PORT}`;

test.describe("AI chat, offline assistant", () => {
  test("answers from the garden, shows the mode, keeps the history", async ({ page }) => {
    await signUpViaApi(page);
    const catalogue = (await (await page.request.get("/api/plants")).json()) as { id: number; commonName: string }[];
    await page.request.post("/api/user-plants", { data: { plantId: catalogue.find((plant) => plant.commonName === "Basil")!.id } });
    await page.goto("/chat");
    await expect(page.getByRole("heading", { level: 1, name: "AI Garden Assistant" })).toBeVisible();
    await expect(page.getByText("Offline assistant")).toBeVisible();
    const input = page.getByRole("textbox", { name: "Message the AI gardener" });
    const send = page.getByRole("button", { name: "Send message" });
    await expect(send).toBeDisabled();
    await input.fill("   ");
    await expect(send).toBeDisabled();
    await expectAccessible(page);

    await input.fill("How do I grow basil?");
    await send.click();
    const log = page.getByRole("log", { name: "Conversation" });
    await expect(log.getByText("How do I grow basil?")).toBeVisible();
    await expect(log.locator("strong", { hasText: "Basil" })).toBeVisible();
    await expect(log.getByText("I'm the offline assistant", { exact: false })).toBeVisible();
    await expect(input).toHaveValue("");

    const box = await log.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(400);
    expect(box!.height).toBeLessThanOrEqual(500);

    await page.reload();
    await expect(page.getByRole("log").getByText("How do I grow basil?")).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("log").getByText("How do I grow basil?")).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("AI chat with a model", () => {
  test.use({ baseURL: MODEL_APP });

  test("streams the answer after 'Thinking...', and a failure says so", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/chat");
    await expect(page.getByText("Model: fake-gardener")).toBeVisible();
    const input = page.getByRole("textbox", { name: "Message the AI gardener" });
    await input.fill("[pause] Should I prune my roses?");
    await input.press("Enter");
    await expect(page.getByText("Thinking...")).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
    const log = page.getByRole("log", { name: "Conversation" });
    await expect(log.getByText("Mulch to keep the soil moist.")).toBeVisible();
    await expect(log.locator("strong", { hasText: "Water" })).toBeVisible();
    await expect(page.getByText("Thinking...")).toHaveCount(0);
    await expect(input).toBeEnabled();

    await input.fill("[fail] and now?");
    await input.press("Enter");
    await expect(page.getByText("Failed to send message")).toBeVisible();
    await expect(page.getByText("Please try again.")).toBeVisible();
    const history = (await (await page.request.get("/api/chat/messages")).json()) as { message: string }[];
    expect(history.map((entry) => entry.message)).toEqual(["[pause] Should I prune my roses?", "[fail] and now?"]);
  });
});
