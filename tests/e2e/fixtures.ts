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
export const test = base.extend<{ contentSecurityPolicyGuard: void }>({
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
