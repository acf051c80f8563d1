import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { resetLocalAuth } from "@/server/auth/local";

// `npm run dev` hands route handlers a URL on localhost whatever address the browser used.
const SERVER_URL = "http://localhost:3000";

function signUpFrom(origin: string) {
  const host = new URL(origin).host;
  return authPost(
    new Request(`${SERVER_URL}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", host, origin, cookie: "theme=light" },
      body: JSON.stringify({ name: "Phone Gardener", email: `phone-${randomUUID()}@example.com`, password: "correct-horse-42" }),
    }),
  );
}

describe("sign-up origin", () => {
  const saved = { ...process.env };
  beforeEach(() => resetLocalAuth());
  afterEach(() => {
    process.env = { ...saved };
    resetLocalAuth();
  });

  it("with no public URL, works at whatever address the app was opened by", async () => {
    delete process.env.BETTER_AUTH_URL;
    delete process.env.APP_URL;
    expect((await signUpFrom("http://127.0.0.1:3000")).status).toBe(200);
    expect((await signUpFrom("http://192.168.1.20:3000")).status).toBe(200);
    expect((await signUpFrom("http://localhost:3000")).status).toBe(200);
  });

  it("with no public URL, better-auth does not warn that none is set (the README makes it optional)", async () => {
    delete process.env.BETTER_AUTH_URL;
    delete process.env.APP_URL;
    const warn = vi.spyOn(console, "warn");
    try {
      expect((await signUpFrom("http://192.168.1.20:3000")).status).toBe(200);
      expect(warn.mock.calls.map((call) => call.join(" ")).filter((line) => line.includes("Base URL"))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it("with no public URL, still refuses a request whose origin is another site", async () => {
    delete process.env.BETTER_AUTH_URL;
    delete process.env.APP_URL;
    const response = await authPost(
      new Request(`${SERVER_URL}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", host: "127.0.0.1:3000", origin: "https://evil.example", cookie: "a=b" },
        body: JSON.stringify({ name: "Mallory", email: `m-${randomUUID()}@example.com`, password: "correct-horse-42" }),
      }),
    );
    expect(response.status).toBe(403);
  });

  it("with a public URL, trusts only that origin", async () => {
    process.env.APP_URL = "https://garden.example";
    delete process.env.BETTER_AUTH_URL;
    expect((await signUpFrom("https://garden.example")).status).toBe(200);
    expect((await signUpFrom("http://127.0.0.1:3000")).status).toBe(403);
  });
});
