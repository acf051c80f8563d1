import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { collectWhenIdle } from "./idle-collect.mjs";

describe("collectWhenIdle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("collects once, when no request has come for idleMs after some were served", () => {
    const collect = vi.fn();
    const idle = collectWhenIdle({ idleMs: 5000, collect, now: Date.now });
    vi.advanceTimersByTime(60_000);
    // Nothing served since it started: nothing to give back.
    expect(collect).not.toHaveBeenCalled();

    idle.touch();
    vi.advanceTimersByTime(3000);
    idle.touch();
    vi.advanceTimersByTime(4000);
    // 4 s since the last request: still busy enough.
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(collect).toHaveBeenCalledWith({ type: "major", execution: "sync", flavor: "last-resort" });
    // Idle on: no second collection until requests come again.
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);

    idle.touch();
    vi.advanceTimersByTime(5000);
    expect(collect).toHaveBeenCalledTimes(2);
    idle.stop();
  });

  it("does nothing where the heap cannot be collected on demand (node without --expose-gc)", () => {
    const idle = collectWhenIdle({ idleMs: 5000, collect: null });
    idle.touch();
    expect(vi.getTimerCount()).toBe(0);
    idle.stop();
  });

  it("runs with the flag npm start gives it", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } };
    expect(scripts.start.split(" ")).toContain("--expose-gc");
  });
});
