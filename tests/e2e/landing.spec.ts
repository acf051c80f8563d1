import { expect, test } from "./fixtures";
import { expectAccessible } from "./helpers";

const FEATURES = [
  "Smart Plant Diagnosis",
  "AI Garden Assistant",
  "Smart Reminders",
  "Weather Integration",
  "Plant Health Tracking",
  "Plant Identification",
];

test.describe("landing page (signed out)", () => {
  test("shows the header, hero, six features, How It Works, call to action and footer", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/register");

    await expect(page.getByRole("heading", { level: 1, name: "Meet Your AI Garden Assistant" })).toBeVisible();
    const hero = page.locator("section").first();
    await expect(hero.getByRole("link", { name: "Start Growing Today" })).toHaveAttribute("href", "/register");
    await expect(hero.getByRole("link", { name: "Try Plant ID (Free)" })).toHaveAttribute("href", "/diagnose");
    await expect(hero.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");

    const features = page.locator("section", { has: page.getByRole("heading", { name: "Everything your garden needs" }) });
    await expect(features.getByRole("heading", { level: 3 })).toHaveText(FEATURES);

    const steps = page.locator("section", { has: page.getByRole("heading", { name: "How It Works" }) });
    await expect(steps.getByRole("listitem")).toHaveCount(3);
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText(["Add your plants", "Get smart reminders", "Chat with AI"]);

    await expect(page.getByRole("heading", { name: "Ready to grow your best garden yet?" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("button", { name: "Terms & Conditions" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", /^mailto:/);
    await expectAccessible(page);
  });

  test("paints without blur: no element has a filter or a backdrop filter", async ({ page }) => {
    // A blur is rastered before the first paint; on a phone (and under Lighthouse) that held it back.
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const blurred = await page.locator("body *").evaluateAll((elements) =>
      elements
        .filter((element) => {
          const style = getComputedStyle(element);
          return style.filter !== "none" || style.backdropFilter !== "none";
        })
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(blurred).toEqual([]);
  });

  test("is server-rendered with a title, description and Open Graph tags", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Meet Your AI Garden Assistant");
    expect(html).toMatch(/<title>Garden Assistant: your AI garden assistant<\/title>/);
    expect(html).toMatch(/<meta name="description" content="Keep track of your plants/);
    expect(html).toMatch(/<meta property="og:title" content="Garden Assistant: your AI garden assistant"/);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:3100\/og-image\.jpg"/);
    expect((await request.get("/og-image.jpg")).headers()["content-type"]).toBe("image/jpeg");
  });

  test("draws its icons from one sprite, which the browser may keep", async ({ page, request }) => {
    await page.goto("/");
    const uses = await page.locator("svg.icon use").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href") ?? ""));
    expect(uses.length).toBeGreaterThan(5);
    const [spriteUrl] = new Set(uses.map((href) => href.split("#")[0]));
    expect(new Set(uses.map((href) => href.split("#")[0])).size).toBe(1);
    const sprite = await request.get(spriteUrl!);
    expect(sprite.headers()["content-type"]).toBe("image/svg+xml");
    expect(sprite.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const body = await sprite.text();
    for (const id of new Set(uses.map((href) => href.split("#")[1]))) expect(body).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
    // Drawn as Lucide draws them: a 2 px round stroke in the text colour, no fill.
    const style = await page.locator("svg.icon").first().evaluate((icon) => {
      const computed = getComputedStyle(icon);
      return { fill: computed.fill, strokeWidth: computed.strokeWidth, linecap: computed.strokeLinecap };
    });
    expect(style).toEqual({ fill: "none", strokeWidth: "2px", linecap: "round" });
  });

  test("serves robots.txt and sitemap.xml", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    // Every rule, as crawlers read them.
    expect(robots.trim().split("\n")).toEqual(["User-Agent: *", "Allow: /", "Disallow: /api/", "Disallow: /uploads/users/", "", "Sitemap: http://127.0.0.1:3100/sitemap.xml"]);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    // The landing page in each language, the plant guides' index and each guide once, with when the build made them.
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const origin = "http://127.0.0.1:3100";
    expect(locations.slice(0, 8)).toEqual([`${origin}/`, `${origin}/de`, `${origin}/es`, `${origin}/fr`, `${origin}/guides`, `${origin}/de/guides`, `${origin}/es/guides`, `${origin}/fr/guides`]);
    expect(locations).toContain(`${origin}/guides/tomato`);
    // The landing page names itself in every language (hreflang), English the default.
    const german = /<url>\s*<loc>http:\/\/127\.0\.0\.1:3100\/de<\/loc>([\s\S]*?)<\/url>/.exec(sitemap)?.[1] ?? "";
    for (const [language, path] of [["en", "/"], ["de", "/de"], ["es", "/es"], ["fr", "/fr"], ["x-default", "/"]]) {
      expect(german).toContain(`<xhtml:link rel="alternate" hreflang="${language}" href="${origin}${path}" />`);
    }
    expect(new Set(locations).size).toBe(locations.length);
    expect([...sitemap.matchAll(/<lastmod>(\d{4}-\d{2}-\d{2}T[^<]+)<\/lastmod>/g)]).toHaveLength(locations.length);
  });

  test("is served in-process at every address the server answers at, not proxied to itself over HTTP", async ({ request }) => {
    // The e2e server listens on 127.0.0.1 (-H): Next took the rewrite to its own landing page for
    // another site's, proxied each signed-out page view to http://localhost:3100, and now and then
    // the connection was reset (a 500 in lan-address.spec.ts). A rewrite Next keeps in-process is relative.
    for (const host of ["127.0.0.1:3100", "localhost:3100", "garden.lan:3100"]) {
      const response = await request.get("/", { headers: { host } });
      expect(response.status(), host).toBe(200);
      expect(response.headers()["x-middleware-rewrite"], host).toBe("/welcome");
    }
  });

  test("every other path falls back to the landing page, Try Plant ID included", async ({ page }) => {
    for (const path of ["/diagnose", "/chat", "/plants", "/settings", "/some/unknown/path"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Meet Your AI Garden Assistant" })).toBeVisible();
    }
    await page.goto("/");
    await page.locator("section").first().getByRole("link", { name: "Try Plant ID (Free)" }).click();
    await expect(page).toHaveURL(/\/diagnose$/);
    await expect(page.getByRole("heading", { level: 1, name: "Meet Your AI Garden Assistant" })).toBeVisible();
  });

  test("the Terms & Conditions dialog has 18 sections, last updated August 5, 2025", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Terms & Conditions" }).click();
    const dialog = page.getByRole("dialog", { name: "Terms & Conditions" });
    await expect(dialog.getByText("Last updated: August 5, 2025")).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 3 })).toHaveCount(18);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  for (const width of [390, 360]) {
    test(`fits a phone screen ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: "Meet Your AI Garden Assistant" })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The page clips what overflows, so check the header's buttons are whole on screen.
      const header = page.getByRole("banner");
      for (const name of ["Sign In", "Get Started"]) {
        const box = await header.getByRole("link", { name }).boundingBox();
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
      }
      await expectAccessible(page);
    });
  }
});
