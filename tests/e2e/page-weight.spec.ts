import { gzipSync } from "node:zlib";
import type { APIRequestContext } from "@playwright/test";
import { scriptUrls } from "../../bench/page-weight.mjs";
import { expect, test } from "./fixtures";
import { signUpViaApi } from "./helpers";

/**
 * The scripts a page loads (as the benchmark counts them: script tags and script preloads, not the
 * noModule polyfills), with their gzip size and whether they carry Clerk's or better-auth's code.
 */
async function scriptsOf(request: APIRequestContext, path: string) {
  const sources = scriptUrls(await (await request.get(path)).text());
  return Promise.all(
    sources.map(async (source) => {
      const body = await (await request.get(source)).body();
      const text = body.toString("utf8");
      return { source, gzip: gzipSync(body).length, clerk: /clerk-js|@clerk\//.test(text), betterAuth: text.includes("better-auth") };
    }),
  );
}

const kilobytes = (scripts: { gzip: number }[]) => Math.round(scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024);

// Issue 12's budgets: 150 KB for the signed-out pages, 300 KB for the dashboard (gzip).
const SIGNED_OUT_BUDGET_KB = 150;
const SIGNED_IN_BUDGET_KB = 300;

test.describe("pages send only the JavaScript they use", () => {
  test("signed-out pages load none of the signed-in app, and no Clerk code in a local-accounts install", async ({ request }) => {
    for (const path of ["/", "/plants", "/login", "/register"]) {
      const scripts = await scriptsOf(request, path);
      expect(kilobytes(scripts), path).toBeLessThanOrEqual(SIGNED_OUT_BUDGET_KB);
      expect(scripts.filter((script) => script.clerk).map((script) => script.source), path).toEqual([]);
    }
    // No page ships better-auth's browser client: the forms post to its endpoints themselves.
    for (const path of ["/", "/login"]) expect((await scriptsOf(request, path)).filter((script) => script.betterAuth), path).toEqual([]);
  });

  test("the signed-in dashboard stays within its budget, without Clerk's code or the AI SDK until the gardener writes", async ({ page }) => {
    await signUpViaApi(page);
    const scripts = await scriptsOf(page.request, "/");
    expect(kilobytes(scripts)).toBeLessThanOrEqual(SIGNED_IN_BUDGET_KB);
    expect(scripts.filter((script) => script.clerk).map((script) => script.source)).toEqual([]);

    // The chat's streaming code arrives when the message box is focused, and the chat works.
    const loaded: string[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/_next/static/chunks/")) loaded.push(response.url());
    });
    await page.goto("/");
    const before = loaded.length;
    await page.getByLabel("Message the AI gardener").focus();
    await expect.poll(() => loaded.length).toBeGreaterThan(before);
  });
});
