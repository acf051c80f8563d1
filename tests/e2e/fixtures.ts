import { test as base } from "@playwright/test";

export { expect, type Page } from "@playwright/test";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Every e2e test runs under the app's Content-Security-Policy and fails if the browser
 * refuses anything: a script without the nonce, an image or a request to a host the
 * policy does not allow.
 */
/**
 * Every e2e test also fails on a console error or warning in the page, or an uncaught error: a
 * request that failed, a React warning, a browser complaint about a header. A test that provokes
 * an error on purpose (a wrong password's 401) names what it expects with
 * `test.use({ consoleAllowed: anyOf(/pattern/, ...) })`, matched against "error: <message> (<url>:<line>)".
 */
export const test = base.extend<{ contentSecurityPolicyGuard: void; consoleGuard: void; consoleAllowed: RegExp | null }>({
  // One pattern (anyOf joins several): Playwright would read an array of patterns as a fixture's [value, options].
  consoleAllowed: [null, { option: true }],
  consoleGuard: [
    async ({ page, consoleAllowed }, use, testInfo) => {
      const heard: string[] = [];
      page.on("console", (message) => {
        const type = message.type();
        if (type !== "error" && type !== "warning") return;
        const text = message.text();
        // The Content-Security-Policy guard reports those; the service worker is blocked by this
        // suite's own configuration (playwright.config.ts), not by the app.
        if (text.includes("Content Security Policy") || text === "Service Worker registration blocked by Playwright") return;
        const { url, lineNumber } = message.location();
        const heardAs = `${type}: ${text}${url ? ` (${url}:${lineNumber})` : ""}`;
        if (consoleAllowed?.test(heardAs)) return;
        heard.push(heardAs);
      });
      page.on("pageerror", (error) => heard.push(`uncaught: ${error.message}`));
      await use();
      if (heard.length > 0) {
        testInfo.annotations.push({ type: "console", description: heard.join("\n") });
        throw new Error(`The page logged to the console:\n${heard.join("\n")}`);
      }
    },
    { auto: true },
  ],
  contentSecurityPolicyGuard: [
    async ({ page }, use, testInfo) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (message.text().includes("Content Security Policy")) violations.push(message.text());
      });
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener("securitypolicyviolation", (event) => {
          window.__cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      await use();
      if (!page.isClosed()) {
        const seen = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
        violations.push(...seen);
      }
      if (violations.length > 0) {
        testInfo.annotations.push({ type: "csp", description: violations.join("\n") });
        throw new Error(`Content-Security-Policy violations:\n${violations.join("\n")}`);
      }
    },
    { auto: true },
  ],
});

/** What the browser logs for a request to `path` (on any host) answered `status`: for consoleAllowed. */
export function failedRequest(status: number, path: string | RegExp): RegExp {
  const where = typeof path === "string" ? path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : path.source;
  return new RegExp(`status of ${status} \\([^)]*\\) \\(https?://[^/]+${where}[?:]`);
}

/** Any of the patterns, as one (for consoleAllowed). */
export function anyOf(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"));
}

