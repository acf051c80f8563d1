// Issue 30: no page scrolls sideways on a 390 px phone, signed out or in, with a garden that has
// plants, tasks, a harvest, an invitation, a chat and a place, with long names and unbroken words.
import { anyOf, expect, failedRequest, test, type Page } from "./fixtures";
import { signUpViaApi } from "./helpers";

// The unknown page visited on purpose.
test.use({ consoleAllowed: anyOf(failedRequest(404, "/no/such/page")) });

const SIGNED_OUT = ["/", "/login", "/register", "/forgot-password"];
const SIGNED_IN = ["/", "/chat", "/plants", "/diagnose", "/schedule", "/planner", "/harvests", "/journal", "/gardens", "/settings", "/no/such/page"];

/** How far the page scrolls sideways, and the widest elements that stick out past the right edge. */
async function sidewaysOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    const width = root.clientWidth;
    const culprits = [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}`;
        return `${name} (right ${Math.round(element.getBoundingClientRect().right)}): ${(element.textContent ?? "").trim().slice(0, 60)}`;
      })
      .slice(0, 5);
    return { overflow: root.scrollWidth - width, culprits };
  });
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle").catch(() => undefined);
  const { overflow, culprits } = await sidewaysOverflow(page);
  expect(overflow, `${path} scrolls sideways by ${overflow}px: ${culprits.join(" | ")}`).toBeLessThanOrEqual(0);
}

test.describe("390 px phone: no sideways scrolling", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("signed out: landing, sign-in, sign-up and forgot-password pages", async ({ page }) => {
    for (const path of SIGNED_OUT) await expectNoSidewaysScroll(page, path);
  });

  test("signed in: every app page, with plants, tasks, a harvest, an invitation, a chat and a place", async ({ page }) => {
    await signUpViaApi(page);
    // The longest place name in Britain, in one word.
    const place = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch";
    expect((await page.request.patch("/api/user", { data: { location: place } })).status()).toBe(200);
    const {
      gardens: [garden],
    } = (await (await page.request.get("/api/gardens")).json()) as { gardens: { id: number }[] };
    const renamed = await page.request.patch(`/api/gardens/${garden!.id}`, { data: { name: "The allotment at the bottom of Grandmother's orchard" } });
    expect(renamed.status()).toBe(200);
    expect((await page.request.post(`/api/gardens/${garden!.id}/invites`, { data: {} })).status()).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const task = { title: `Check the netting over the brassicas at ${place}`, taskType: "inspect", dueDate: today };
    expect((await page.request.post("/api/tasks", { data: task })).status()).toBe(201);
    const message = `How do I grow basil? I read https://example.org/gardening/herbs/${"basil-".repeat(12)}care-guide`;
    expect((await page.request.post("/api/chat/message", { data: { message } })).status()).toBe(201);
    const catalogue = (await (await page.request.get("/api/plants")).json()) as { id: number; commonName: string }[];
    const names = ["Tomato", "Basil", "Strawberry", "Fiddle Leaf Fig", "Chinese Money Plant"];
    let firstPlantId = 0;
    for (const name of names) {
      const plant = catalogue.find((entry) => entry.commonName === name)!;
      const response = await page.request.post("/api/user-plants", {
        data: { plantId: plant.id, customName: `My very favourite ${name.toLowerCase()} by the greenhouse door`, location: "Raised bed number three, by the compost heap" },
      });
      expect(response.status()).toBe(201);
      firstPlantId ||= ((await response.json()) as { id: number }).id;
    }
    expect((await page.request.post("/api/harvests", { data: { userPlantId: firstPlantId, quantity: 350, unit: "g", notes: "First truss" } })).status()).toBe(201);
    for (const path of SIGNED_IN) await expectNoSidewaysScroll(page, path);
  });
});
