import { beforeEach, describe, expect, it } from "vitest";
import { MODEL_CALLS_PER_DAY, MODEL_CALLS_PER_MINUTE, resetModelCalls, takeModelCall } from "./rate-limit";

beforeEach(() => resetModelCalls());

describe("model call rate limit", () => {
  it("allows a burst per minute, then answers 429 until the minute has passed", () => {
    const start = 1_000_000_000;
    for (let index = 0; index < MODEL_CALLS_PER_MINUTE; index += 1) takeModelCall("ada", start + index);
    expect(() => takeModelCall("ada", start + 100)).toThrow(expect.objectContaining({ status: 429 }));
    expect(() => takeModelCall("grace", start + 100)).not.toThrow();
    expect(() => takeModelCall("ada", start + 61_000)).not.toThrow();
  });

  it("has a daily ceiling", () => {
    const start = 2_000_000_000;
    for (let index = 0; index < MODEL_CALLS_PER_DAY; index += 1) takeModelCall("ada", start + index * 61_000);
    expect(() => takeModelCall("ada", start + MODEL_CALLS_PER_DAY * 61_000)).toThrow(/today's limit/);
  });
});
