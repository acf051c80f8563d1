import { expect, test, failedRequest, anyOf } from "./fixtures";
import { signUpViaApi } from "./helpers";

// The unknown page visited on purpose.
test.use({ consoleAllowed: anyOf(failedRequest(404, "/no/such/page")) });

// Rendered per request; the landing page and the plant guides are built ahead (lib/public-pages.ts).
const SIGNED_OUT_PAGES = ["/login", "/register"];
// `/no/such/page` without a session is the landing page, as every app path is.
const PUBLIC_PAGES = ["/", "/no/such/page", "/welcome", "/guides", "/guides/tomato", "/guides/aloe-vera"];
const SIGNED_IN_PAGES = ["/", "/chat", "/plants", "/diagnose", "/settings", "/no/such/page"];

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=(self)");
  expect(headers["permissions-policy"]).toContain("geolocation=(self)");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
}

// The fixture fails each test on any Content-Security-Policy violation; these load every page.
test.describe("security headers and the content security policy", () => {
  test("every signed-out page runs under a fresh nonce", async ({ page }) => {
    const nonces = new Set<string>();
    for (const path of SIGNED_OUT_PAGES) {
      const response = (await page.goto(path))!;
      const headers = response.headers();
      expectSecurityHeaders(headers);
      const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
      expect(nonce, path).toBeTruthy();
      nonces.add(nonce!);
      // Next put the nonce on its own scripts, and the page came to life under the policy.
      expect(await page.locator(`script[nonce]`).count(), path).toBeGreaterThan(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    expect(nonces.size).toBe(SIGNED_OUT_PAGES.length);
  });

  test("the public pages run under a policy that lists their inline scripts' hashes, and a CDN may keep them", async ({ page }) => {
    for (const path of PUBLIC_PAGES) {
      const response = (await page.goto(path))!;
      const headers = response.headers();
      expectSecurityHeaders(headers);
      const scripts = (headers["content-security-policy"] ?? "").split("; ").find((directive) => directive.startsWith("script-src "))?.split(" ") ?? [];
      expect(scripts.slice(0, 2), path).toEqual(["script-src", "'self'"]);
      expect(scripts.length, path).toBeGreaterThan(2);
      for (const source of scripts.slice(2)) expect(source, path).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
      expect(headers["cache-control"], path).toBe("public, max-age=0, s-maxage=31536000, must-revalidate");
      // The same HTML for everyone: no nonce on any script, and the page came to life (the
      // fixture fails the test on any policy violation).
      expect(await page.locator("script[nonce]").count(), path).toBe(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    // `/` is the dashboard with a session: a shared cache keeps the landing page for requests without cookies.
    expect((await page.request.get("/")).headers()["vary"]).toContain("Cookie");
  });

  test("every signed-in page runs under the policy, and personal answers are never cached", async ({ page }) => {
    await signUpViaApi(page);
    for (const path of SIGNED_IN_PAGES) {
      expectSecurityHeaders((await page.goto(path))!.headers());
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
    const api = await page.request.get("/api/user");
    expect(api.status()).toBe(200);
    expect(api.headers()["cache-control"]).toBe("private, no-store");
    expectSecurityHeaders(api.headers());
    // The API skips the proxy: its headers are static, with a policy that lets JSON load nothing.
    expect(api.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    const unknown = await page.request.get("/api/no/such/thing");
    expect(unknown.status()).toBe(404);
    expectSecurityHeaders(unknown.headers());
  });

  test("the browser knows every feature the Permissions-Policy names (it warned for bluetooth on every page)", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Permissions-Policy")) warnings.push(message.text());
    });
    const response = (await page.goto("/login"))!;
    expect(response.headers()["permissions-policy"]).toBe(
      "camera=(self), geolocation=(self), microphone=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=(), accelerometer=(), gyroscope=(), magnetometer=(), browsing-topics=()",
    );
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(warnings).toEqual([]);
  });

  test("Next's build files are not sniffed either", async ({ page }) => {
    await page.goto("/login");
    const script = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
    const response = await page.request.get(script!);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });
});
