import { AsyncLocalStorage } from "node:async_hooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAdmission } from "./admission.mjs";

describe("admission", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("takes on `limit` requests at once and starts the rest in order of arrival as places free up", () => {
    const admission = createAdmission({ limit: 2, leaseMs: 1000 });
    const started: string[] = [];
    const leave = Object.fromEntries(["a", "b", "c", "d"].map((name) => [name, admission.enter(() => started.push(name))]));
    expect(started).toEqual(["a", "b"]);
    expect(admission.counts()).toEqual({ working: 2, waiting: 2 });

    leave.b!();
    expect(started).toEqual(["a", "b", "c"]);
    leave.a!();
    expect(started).toEqual(["a", "b", "c", "d"]);
    leave.c!();
    leave.d!();
    expect(admission.counts()).toEqual({ working: 0, waiting: 0 });
  });

  it("starts a waiting request in its own async context, not in that of the request whose end let it in", () => {
    const admission = createAdmission({ limit: 1, leaseMs: 1000 });
    const request = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const leaveA = request.run("a", () => admission.enter(() => seen.push(request.getStore())));
    request.run("b", () => admission.enter(() => seen.push(request.getStore())));
    request.run("a", leaveA);
    expect(seen).toEqual(["a", "b"]);
  });

  it("drops a waiting request whose client has gone, and starts the next one instead", () => {
    const admission = createAdmission({ limit: 1, leaseMs: 1000 });
    const started: string[] = [];
    const leaveA = admission.enter(() => started.push("a"));
    const leaveB = admission.enter(() => started.push("b"));
    admission.enter(() => started.push("c"));
    leaveB();
    expect(admission.counts()).toEqual({ working: 1, waiting: 1 });
    leaveA();
    expect(started).toEqual(["a", "c"]);
  });

  it("stops counting a request still open after the lease, so a slow one holds up no one", () => {
    const admission = createAdmission({ limit: 1, leaseMs: 1000 });
    const started: string[] = [];
    const leaveSlow = admission.enter(() => started.push("slow"));
    admission.enter(() => started.push("next"));
    vi.advanceTimersByTime(999);
    expect(started).toEqual(["slow"]);
    vi.advanceTimersByTime(1);
    expect(started).toEqual(["slow", "next"]);
    expect(admission.counts()).toEqual({ working: 1, waiting: 0 });

    // Its response closing later frees nothing twice.
    leaveSlow();
    leaveSlow();
    expect(admission.counts()).toEqual({ working: 1, waiting: 0 });
  });

  it("lets a request in at once when there is room and no queue", () => {
    const admission = createAdmission({ limit: 4, leaseMs: 1000 });
    let started = false;
    admission.enter(() => (started = true));
    expect(started).toBe(true);
  });
});
