import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MODEL_CALLS_PER_DAY, MODEL_CALLS_PER_MINUTE, takeModelCall } from "@/server/ai/rate-limit";
import { takeRateLimit } from "@/server/rate-limit";

// Names are new on every run: the PostgreSQL the suite may run on keeps its rows between runs.
const someone = (name: string) => `${name}-${randomUUID()}`;

const at = (ms: number) => new Date(ms);

describe("model call rate limit, kept in the database", () => {
  it("allows a burst per minute, then answers 429 until the minute has passed", async () => {
    const [ada, grace] = [someone("ada"), someone("grace")];
    const start = 1_000_000_000_000;
    for (let index = 0; index < MODEL_CALLS_PER_MINUTE; index += 1) await takeModelCall(ada, at(start + index));
    await expect(takeModelCall(ada, at(start + 100))).rejects.toMatchObject({ status: 429, headers: { "Retry-After": "60" } });
    await expect(takeModelCall(grace, at(start + 100))).resolves.toBeUndefined();
    await expect(takeModelCall(ada, at(start + 61_000))).resolves.toBeUndefined();
  });

  it("has a daily ceiling", async () => {
    const ada = someone("ada");
    const start = 1_100_000_000_000;
    for (let index = 0; index < MODEL_CALLS_PER_DAY; index += 1) await takeModelCall(ada, at(start + index * 61_000));
    await expect(takeModelCall(ada, at(start + MODEL_CALLS_PER_DAY * 61_000))).rejects.toThrow(/today's limit/);
  });

  it("lets exactly the limit through when requests race", async () => {
    const racer = someone("racer");
    const now = new Date();
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => takeModelCall(racer, now)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(MODEL_CALLS_PER_MINUTE);
  });

  it("keeps buckets apart", async () => {
    const limits = [{ windowMs: 60_000, max: 1, message: "Slow down." }];
    const [a, b] = [someone("test:a"), someone("test:b")];
    await takeRateLimit(a, limits);
    await takeRateLimit(b, limits);
    await expect(takeRateLimit(a, limits)).rejects.toThrow("Slow down.");
  });
});
