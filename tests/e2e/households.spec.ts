// Issue 13 in the browser, with two gardeners in two browser contexts: Alice invites, Bruno
// accepts (signing up from the invitation), Bruno waters Alice's plant, Alice sees who watered,
// Alice removes Bruno and Bruno no longer sees the garden.
import { expect, test, type Page, failedRequest, anyOf } from "./fixtures";
import { expectAccessible, hydrated, newGardener, finishSignUpByEmail, signUpViaApi, submitSignUpForm } from "./helpers";

// The 21st invitation link in an hour, refused on purpose.
test.use({ consoleAllowed: anyOf(failedRequest(429, /\/api\/gardens\/\d+\/invites/)) });

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

async function shoot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

async function addPlantViaApi(page: Page, commonName: string, customName: string) {
  const catalogue = (await (await page.request.get("/api/plants")).json()) as { id: number; commonName: string }[];
  const plant = catalogue.find((entry) => entry.commonName === commonName)!;
  const response = await page.request.post("/api/user-plants", { data: { plantId: plant.id, customName } });
  expect(response.status()).toBe(201);
}

test.describe("Gardens shared by a household", () => {
  test("A invites, B accepts and waters, A sees who watered, A removes B", async ({ page, browser }) => {
    const alice = await signUpViaApi(page, newGardener("Alice Rivers"));
    await addPlantViaApi(page, "Basil", "Sweet Basil");

    // Alice's dashboard names the garden it shows; the switcher sits in the top bar.
    await page.goto("/");
    await expect(page.getByText("Showing Alice's Garden")).toBeVisible();
    await (await hydrated(page.getByRole("button", { name: "Garden: Alice's Garden. Switch garden" }))).click();
    await expect(page.getByRole("menuitemradio", { name: "Alice's Garden" })).toHaveAttribute("aria-checked", "true");
    await page.keyboard.press("Escape");

    await page.goto("/gardens");
    await expect(page.getByRole("heading", { level: 1, name: "Gardens" })).toBeVisible();
    // A click before the page has hydrated does nothing: try again until the link appears.
    await expect(async () => {
      await page.getByRole("button", { name: "Create Invitation Link" }).click();
      await expect(page.getByRole("textbox", { name: "Invitation link" }).first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    const link = await page.getByRole("textbox", { name: "Invitation link" }).first().inputValue();
    expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
    // This server's public URL is http://127.0.0.1:3100: a link for this computer only, which says so.
    await expect(page.getByRole("note", { name: "These links only open on this computer" })).toContainText("or set APP_URL to it");
    await expectAccessible(page);
    await shoot(page, "gardens-owner-desktop");

    // Bruno opens the link signed out, signs up from it and comes back to accept.
    const brunoContext = await browser.newContext();
    const bruno = await brunoContext.newPage();
    const brunoDetails = newGardener("Bruno Stone");
    await bruno.goto(link);
    await expect(bruno.getByRole("heading", { level: 1, name: "Join Alice's Garden" })).toBeVisible();
    await expect(bruno.getByText(`${alice.name} invited you to care for Alice's Garden together`)).toBeVisible();
    await expectAccessible(bruno);
    await bruno.getByRole("link", { name: "Sign Up to Accept" }).click();
    await submitSignUpForm(bruno, brunoDetails);
    await finishSignUpByEmail(bruno, brunoDetails.email);
    await expect(bruno.getByRole("heading", { level: 1, name: "Join Alice's Garden" })).toBeVisible();
    await bruno.getByRole("button", { name: "Accept Invitation" }).click();
    await expect(bruno.getByText("Showing Alice's Garden")).toBeVisible();

    // Bruno waters Alice's basil, and ticks its watering task on the dashboard.
    await bruno.goto("/plants");
    await (await hydrated(bruno.getByRole("button", { name: "Water Now: Sweet Basil" }))).click();
    await expect(bruno.getByText("Watering recorded!")).toBeVisible();
    await bruno.goto("/");
    // A click, not check(): the completed task leaves the list.
    await (await hydrated(bruno.getByRole("checkbox", { name: "Water Sweet Basil" }))).click();
    await expect(bruno.getByRole("list", { name: "Done today" }).getByText("Water Sweet Basil")).toBeVisible();

    // Alice's Today's Tasks says who did it.
    await page.goto("/");
    await expect(page.getByRole("list", { name: "Done today" })).toContainText("Water Sweet Basil · Watered today by Bruno Stone");

    // Alice sees who watered.
    await page.goto("/plants");
    await (await hydrated(page.getByRole("button", { name: "View Details: Sweet Basil" }))).click();
    const details = page.getByRole("dialog", { name: "Sweet Basil" });
    await expect(details.getByText("Watered today by Bruno Stone")).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");

    // Alice leaves a task to Bruno.
    await page.goto("/");
    await (await hydrated(page.getByRole("button", { name: "Add Task" }))).click();
    const form = page.getByRole("dialog", { name: "Add Task" });
    await form.getByLabel("Title").fill("Net the brassicas");
    await form.getByRole("combobox", { name: "For" }).click();
    await page.getByRole("option", { name: "Bruno Stone" }).click();
    await expectAccessible(page);
    await form.getByRole("button", { name: "Create Task" }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole("list", { name: "Today's tasks" }).getByRole("listitem").filter({ hasText: "Net the brassicas" })).toContainText("For Bruno Stone");
    await shoot(page, "dashboard-shared-desktop");

    // Alice removes Bruno, with a confirm step.
    await page.goto("/gardens");
    await expect(page.getByRole("list", { name: "Members of Alice's Garden" }).getByText("Bruno Stone")).toBeVisible();
    await (await hydrated(page.getByRole("button", { name: "Remove Bruno Stone" }))).click();
    await expect(page.getByText("Remove Bruno Stone from Alice's Garden? They lose access at once.")).toBeVisible();
    await page.getByRole("button", { name: "Yes, Remove" }).click();
    await expect(page.getByText("Bruno Stone removed")).toBeVisible();
    await expect(page.getByRole("list", { name: "Members of Alice's Garden" }).getByText("Bruno Stone", { exact: true })).toBeHidden();

    // Bruno no longer sees the garden: he is back in his own, empty one.
    await bruno.goto("/plants");
    await expect(bruno.getByRole("heading", { name: "No plants yet" })).toBeVisible();
    await expect(bruno.getByRole("button", { name: "Water Now: Sweet Basil" })).toBeHidden();
    await (await hydrated(bruno.getByRole("button", { name: "Garden: Bruno's Garden. Switch garden" }))).click();
    await expect(bruno.getByRole("menuitemradio")).toHaveCount(1);
    await brunoContext.close();
  });

  test("gardens can be made, switched and deleted; an unknown invitation says so; the page fits a phone", async ({ page }) => {
    await signUpViaApi(page, newGardener("Cleo Fields"));
    await page.goto("/gardens");
    await page.getByLabel("New garden").fill("Allotment");
    await (await hydrated(page.getByRole("button", { name: "Create Garden" }))).click();
    await expect(page.getByText("Allotment created")).toBeVisible();
    await page.getByRole("button", { name: "Open Allotment" }).click();
    await expect(page.getByText("Switched to Allotment")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Allotment" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Garden: Allotment. Switch garden" })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, "gardens-phone");

    await page.getByRole("button", { name: "Delete Garden" }).click();
    await expect(page.getByText("Delete Allotment? Its plants, tasks and photos are deleted for every member. This can't be undone.")).toBeVisible();
    await page.getByRole("button", { name: "Yes, Delete Garden" }).click();
    await expect(page.getByText("Allotment deleted")).toBeVisible();
    await expect(page.getByRole("button", { name: "Garden: Cleo's Garden. Switch garden" })).toBeVisible();

    await page.goto(`/invite/${"x".repeat(43)}`);
    await expect(page.getByRole("heading", { level: 1, name: "This invitation can't be used" })).toBeVisible();
    await expect(page.getByText("This invitation link is not valid. Ask for a new one.")).toBeVisible();
    await expectAccessible(page);
  });

  test("an owner who has made 20 invitation links in the hour is told to wait when making another", async ({ page }) => {
    await signUpViaApi(page, newGardener("Iris Lane"));
    const { gardens } = (await (await page.request.get("/api/gardens")).json()) as { gardens: { id: number }[] };
    for (let made = 0; made < 20; made += 1) expect((await page.request.post(`/api/gardens/${gardens[0]!.id}/invites`)).status()).toBe(201);

    await page.goto("/gardens");
    await (await hydrated(page.getByRole("button", { name: "Create Invitation Link" }))).click();
    await expect(page.getByText("Could not make an invitation")).toBeVisible();
    await expect(page.getByText("You've made many invitation links in the last hour. Please try again later.")).toBeVisible();
    await expectAccessible(page);
  });
});
