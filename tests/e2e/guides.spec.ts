// Issue 34: the plant guides. A visitor from search reads a guide, adds its plant through sign-up,
// and finds it in My Garden; every guide is a prerendered page with its canonical URL, JSON-LD and
// a share image (the policy each public page runs under: tests/e2e/security-headers.spec.ts).
import fs from "node:fs";
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, finishSignUpByEmail, hydrated, newGardener, signUpViaApi, submitSignUpForm } from "./helpers";

const catalogue = JSON.parse(fs.readFileSync("server/db/plant-catalogue.json", "utf8")) as { slug: string; commonName: string }[];
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const PHONE = { width: 390, height: 844 };
const ORIGIN = "http://127.0.0.1:3100";

async function shoot(page: Page, name: string, fullPage = false) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage });
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe("plant guides", () => {
  test("from the landing page to a guide, through sign-up, to My Garden with the tomato added", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Read our plant guides" }).click();
    await expect(page).toHaveURL(/\/guides$/);
    await expect(page.getByRole("heading", { level: 1, name: "Plant guides" })).toBeVisible();
    await page.getByRole("link", { name: /^Tomato\b/ }).first().click();
    await expect(page).toHaveURL(/\/guides\/tomato$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tomato" })).toBeVisible();
    await expect(page.getByText("Set your location to get your own dates.")).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "guide-tomato-desktop");
    await page.setViewportSize(PHONE);
    await shoot(page, "guide-tomato-phone");
    await shoot(page, "guide-tomato-phone-full", true);

    await page.getByRole("link", { name: "Add Tomato to my garden" }).first().click();
    await expect(page).toHaveURL(/\/register\?next=%2Fplants%3Fadd%3Dtomato$/);
    const gardener = newGardener("Solana Vine");
    await hydrated(page.getByRole("button", { name: "Create Account" }));
    await submitSignUpForm(page, gardener);
    await finishSignUpByEmail(page, gardener.email);

    await expect(page).toHaveURL(/\/plants\?add=tomato$/);
    const dialog = page.getByRole("dialog", { name: "Add New Plant" });
    await expect(dialog.getByRole("combobox", { name: "Plant Type" })).toHaveValue("Tomato");
    // Nothing in it is wider than a phone: "Chosen for you (from the plant and the garden)" in the
    // Grows select once pushed every field past the dialog's right edge.
    await expect.poll(() => dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    await shoot(page, "guide-add-dialog-phone");
    await dialog.getByRole("button", { name: "Add Plant", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("article", { name: "Tomato" })).toBeVisible();
    await expect(page).toHaveURL(/\/plants$/);

    // The plant's details link back to its guide.
    await page.getByRole("article", { name: "Tomato" }).getByRole("button", { name: /details/i }).first().click();
    await expect(page.getByRole("dialog", { name: "Tomato" }).getByRole("link", { name: "Read the Tomato guide" })).toHaveAttribute("href", "/guides/tomato");
  });

  test("signed in, a guide's button opens the Add Plant dialog with its plant chosen", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/guides/basil");
    await page.getByRole("link", { name: "Add Basil to my garden" }).first().click();
    await expect(page).toHaveURL(/\/plants\?add=basil$/);
    await expect(page.getByRole("dialog", { name: "Add New Plant" }).getByRole("combobox", { name: "Plant Type" })).toHaveValue("Basil");
  });

  test("/guides lists every plant by category and finds them as you type", async ({ page }) => {
    await page.goto("/guides");
    const guides = page.locator("[data-guide-slug]");
    await expect(guides).toHaveCount(catalogue.length);
    await expectAccessible(page);
    await shoot(page, "guides-index-desktop");
    const search = await hydrated(page.getByRole("searchbox", { name: "Find a plant" }));
    await search.fill("tomato");
    await expect(page.getByRole("status")).toHaveText('2 plants match "tomato".');
    await expect(page.locator("[data-guide-slug]:visible")).toHaveCount(2);
    await search.fill("Solanum lycopersicum");
    await expect(page.locator("[data-guide-slug]:visible").first()).toContainText("Tomato");
    await search.fill("zzz");
    await expect(page.getByRole("status")).toHaveText('No plants match "zzz".');
    await expect(page.locator("[data-guide-slug]:visible")).toHaveCount(0);
    await expectAccessible(page);
    await search.fill("");
    await expect(page.locator("[data-guide-slug]:visible")).toHaveCount(catalogue.length);
    await page.setViewportSize(PHONE);
    await search.fill("rose");
    await shoot(page, "guides-index-phone");
  });

  test("every guide answers with its canonical URL, JSON-LD that parses, and a 1200×630 PNG to share", async ({ request }) => {
    for (const entry of catalogue) {
      const path = `/guides/${entry.slug}`;
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
      expect(html, path).toContain(`<title>How to grow ${entry.commonName} | Garden Assistant</title>`);
      expect(html, path).toMatch(/<meta name="twitter:card" content="summary_large_image"\/>/);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown);
      const types = blocks.flat().map((block) => (block as { "@type": string })["@type"]);
      expect(types, path).toEqual(["Article", "BreadcrumbList"]);
      const article = blocks.flat()[0] as { headline: string; mainEntityOfPage: { "@id": string } };
      expect(article.mainEntityOfPage["@id"], path).toBe(`${ORIGIN}${path}`);
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(image, path).toBeTruthy();
      const png = await request.get(image!.replace(ORIGIN, ""));
      expect(png.headers()["content-type"], path).toBe("image/png");
      expect(pngSize(await png.body()), path).toEqual({ width: 1200, height: 630 });
    }
    // No such guide: like any other unknown path, the landing page (docs/product.md#screens), and
    // rendered per request under a nonce, not served as a public page without its policy.
    const unknown = await request.get("/guides/no-such-plant");
    expect(await unknown.text()).not.toContain("How to grow");
    expect(unknown.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/);
  });

  test("the landing page names the site and its publisher for search engines", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => JSON.parse(match[1]!) as { "@type": string }[]);
    expect(blocks.map((block) => block["@type"])).toEqual(["WebSite", "Organization"]);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}"/>`);
  });
});
