import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { collectWhenIdle, fullCollectionArgs } from "./idle-collect.mjs";

describe("collectWhenIdle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("collects once, when no request has come for idleMs after some were served", () => {
    const collect = vi.fn();
    const idle = collectWhenIdle({ idleMs: 5000, collect });
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
    expect(collect).toHaveBeenCalledWith(...fullCollectionArgs(process.versions.v8));
    // Idle on: no second collection until requests come again.
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);

    idle.touch();
    vi.advanceTimersByTime(5000);
    expect(collect).toHaveBeenCalledTimes(2);
    idle.stop();
  });

  it("asks V8 12 and later (Node 22, 24) for a last-resort collection, and V8 11 (Node 20) for its plain one", () => {
    expect(fullCollectionArgs("13.6.233.17-node.63")).toEqual([{ type: "major", execution: "sync", flavor: "last-resort" }]);
    expect(fullCollectionArgs("12.4.254.21-node.57")).toEqual([{ type: "major", execution: "sync", flavor: "last-resort" }]);
    expect(fullCollectionArgs("11.3.244.8-node.38")).toEqual([]);
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
