import { randomUUID } from "node:crypto";
import { SIGN_IN_LIMITS_PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";

const APP = `http://127.0.0.1:${SIGN_IN_LIMITS_PORT}`;
const ADDRESS_LIMIT = 30;

test.describe("sign-in limits on the production server", () => {
  test("a client that makes up a new X-Forwarded-For for every try is still limited by its real address", async ({ request }) => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= ADDRESS_LIMIT; attempt += 1) {
      const response = await request.post(`${APP}/api/auth/sign-in/email`, {
        headers: { origin: APP, "x-forwarded-for": `203.0.113.${attempt}, ${randomUUID()}` },
        data: { email: `nobody-${attempt}@example.com`, password: "not-the-password" },
      });
      statuses.push(response.status());
      if (response.status() === 429) {
        expect(await response.json()).toMatchObject({ message: "Too many attempts from your network. Wait a few minutes and try again." });
      }
    }
    expect(statuses.slice(0, ADDRESS_LIMIT).every((status) => status === 401)).toBe(true);
    expect(statuses[ADDRESS_LIMIT]).toBe(429);
  });
});
