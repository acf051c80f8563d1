import { randomBytes, randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { getDb } from "@/server/db/client";
import { rateLimitEvents } from "@/server/db/schema";
import { BASE_URL } from "../support/api";

const PASSWORD = "mulch-the-roses-27";
const saved = { rateLimit: process.env.AUTH_RATE_LIMIT, proxies: process.env.TRUSTED_PROXIES };
beforeAll(() => {
  process.env.AUTH_RATE_LIMIT = "on";
  process.env.TRUSTED_PROXIES = "1";
});
afterAll(() => {
  process.env.AUTH_RATE_LIMIT = saved.rateLimit;
  if (saved.proxies === undefined) delete process.env.TRUSTED_PROXIES;
  else process.env.TRUSTED_PROXIES = saved.proxies;
});

/** The reverse proxy in front of the app, as our server records the connection. */
const PROXY = "10.1.1.1";

/** An address no other test (or earlier run on the same PostgreSQL) has used. */
const freshAddress = () => `198.51.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}-${randomUUID().slice(0, 8)}`;

function auth(path: string, body: unknown, forwardedFor: string) {
  return authPost(
    new Request(`${BASE_URL}/api/auth/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: JSON.stringify(body),
    }),
  );
}

async function newAccount(): Promise<string> {
  const email = `limited-${randomUUID()}@example.com`;
  const response = await auth("sign-up/email", { name: "Lim Ited", email, password: PASSWORD }, freshAddress());
  expect(response.status).toBe(200);
  return email;
}

describe("sign-in limits", () => {
  it("an account whose password failed 10 times in 15 minutes waits, whatever address tries next", async () => {
    const email = await newAccount();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // A new address every time, as a botnet or a rotated header would have it.
      expect((await auth("sign-in/email", { email, password: `wrong-${attempt}` }, freshAddress())).status).toBe(401);
    }
    const locked = await auth("sign-in/email", { email, password: PASSWORD }, freshAddress());
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({
      code: "ACCOUNT_LOCKED",
      message: "Too many failed sign-ins for this account. Please wait 15 minutes and try again.",
    });

    // Fifteen minutes later the right password works again, from anywhere.
    const db = await getDb();
    await db
      .update(rateLimitEvents)
      .set({ at: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(rateLimitEvents.bucket, `sign-in-failure:${email}`));
    expect((await auth("sign-in/email", { email, password: PASSWORD }, freshAddress())).status).toBe(200);
  });

  it("limits an address on what the trusted proxy saw, not on what the client wrote", async () => {
    const email = await newAccount();
    const client = freshAddress();
    let refused = 0;
    for (let attempt = 0; attempt < 35; attempt += 1) {
      // The client rotates the part of X-Forwarded-For it controls; the proxy appends the client's
      // real address, and our server (scripts/serve.mjs) the proxy's.
      const response = await auth("sign-in/email", { email: `nobody-${attempt}@example.com`, password: "x" }, `${randomUUID()}, ${client}, ${PROXY}`);
      if (response.status === 429) refused += 1;
    }
    expect(refused).toBeGreaterThan(0);
    // Behind the same proxy, another client is not locked out with the attacker.
    expect((await auth("sign-in/email", { email, password: PASSWORD }, `10.0.0.1, ${freshAddress()}, ${PROXY}`)).status).toBe(200);
    const db = await getDb();
    await db.delete(rateLimitEvents).where(like(rateLimitEvents.bucket, `auth-address:${client}`));
  });

  it("a long email, or a long client address, is a 400, counted under a short key, and not written whole to the log", async () => {
    const logged: string[] = [];
    let sample = "";
    const spies = (["log", "info", "warn", "error"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" "))),
    );
    try {
      // Random, so that PostgreSQL cannot compress it into an index row.
      const long = `${randomBytes(6_000).toString("hex")}@example.com`;
      sample = long.slice(0, 1000);
      for (const path of ["sign-in/email", "sign-up/email"]) {
        const response = await auth(path, { name: "Long Mail", email: long, password: PASSWORD }, freshAddress());
        expect(response.status, path).toBe(400);
      }
      // A proxy that passes a long header on: the address part of the key is hashed.
      const response = await auth("sign-in/email", { email: "nobody@example.com", password: "x" }, `${randomBytes(6_000).toString("hex")}, ${PROXY}`);
      expect(response.status).toBe(401);
      const db = await getDb();
      const keys = await db.select({ bucket: rateLimitEvents.bucket }).from(rateLimitEvents).where(like(rateLimitEvents.bucket, `%${sample.slice(0, 100)}%`));
      expect(keys).toEqual([]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(logged.filter((line) => line.includes(sample))).toEqual([]);
  });
});
