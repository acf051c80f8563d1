import { AsyncLocalStorage } from "node:async_hooks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAdmission } from "./admission.mjs";

/** Lets the event loop take a turn: the admission's turn, asked for before this one, runs first. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("admission", () => {
  // Leases are timed with fake timers; turns of the event loop are real.
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
  afterEach(() => vi.useRealTimers());

  it("takes on `limit` requests at once and starts the rest in order of arrival as places free up", async () => {
    const admission = createAdmission({ limit: 2, leaseMs: 1000 });
    const started: string[] = [];
    const leave = Object.fromEntries(["a", "b", "c", "d"].map((name) => [name, admission.enter(() => started.push(name))]));
    await nextTurn();
    expect(started).toEqual(["a", "b"]);
    expect(admission.counts()).toEqual({ working: 2, waiting: 2 });

    leave.b!();
    await nextTurn();
    expect(started).toEqual(["a", "b", "c"]);
    leave.a!();
    await nextTurn();
    expect(started).toEqual(["a", "b", "c", "d"]);
    leave.c!();
    leave.d!();
    expect(admission.counts()).toEqual({ working: 0, waiting: 0 });
  });

  it("never starts a request in the callback that read it or freed its place: on a turn of its own, so the server reads its sockets in between", async () => {
    const admission = createAdmission({ limit: 1, leaseMs: 1000 });
    const started: string[] = [];
    const leaveA = admission.enter(() => started.push("a"));
    expect(started).toEqual([]);
    await nextTurn();
    expect(started).toEqual(["a"]);

    admission.enter(() => started.push("b"));
    leaveA();
    expect(started).toEqual(["a"]);
    // A request read before b's turn comes still waits behind b.
    admission.enter(() => started.push("c"));
    await nextTurn();
    expect(started).toEqual(["a", "b"]);
  });

  it("starts a waiting request in its own async context, not in that of the request whose end let it in", async () => {
    const admission = createAdmission({ limit: 1, leaseMs: 1000 });
    const request = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const leaveA = request.run("a", () => admission.enter(() => seen.push(request.getStore())));
    request.run("b", () => admission.enter(() => seen.push(request.getStore())));
    await nextTurn();
    request.run("a", leaveA);
    await nextTurn();
    expect(seen).toEqual(["a", "b"]);
  });

  it("drops a waiting request whose client has gone, and starts the next one instead", async () => {
    const admission = createAdmission({ limit: 1, leaseMs: 1000 });
    const started: string[] = [];
    const leaveA = admission.enter(() => started.push("a"));
    const leaveB = admission.enter(() => started.push("b"));
    admission.enter(() => started.push("c"));
    await nextTurn();
    leaveB();
    expect(admission.counts()).toEqual({ working: 1, waiting: 1 });
    leaveA();
    await nextTurn();
    expect(started).toEqual(["a", "c"]);
  });

  it("never starts a request whose client went before its turn came", async () => {
    const admission = createAdmission({ limit: 4, leaseMs: 1000 });
    const started: string[] = [];
    const leaveGone = admission.enter(() => started.push("gone"));
    admission.enter(() => started.push("here"));
    leaveGone();
    await nextTurn();
    expect(started).toEqual(["here"]);
    expect(admission.counts()).toEqual({ working: 1, waiting: 0 });
  });

  it("stops counting a request still open after the lease, so a slow one holds up no one", async () => {
    const admission = createAdmission({ limit: 1, leaseMs: 1000 });
    const started: string[] = [];
    const leaveSlow = admission.enter(() => started.push("slow"));
    admission.enter(() => started.push("next"));
    await nextTurn();
    vi.advanceTimersByTime(999);
    expect(started).toEqual(["slow"]);
    vi.advanceTimersByTime(1);
    await nextTurn();
    expect(started).toEqual(["slow", "next"]);
    expect(admission.counts()).toEqual({ working: 1, waiting: 0 });

    // Its response closing later frees nothing twice.
    leaveSlow();
    leaveSlow();
    expect(admission.counts()).toEqual({ working: 1, waiting: 0 });
  });

  it("lets a request in on the next turn when there is room and no queue", async () => {
    const admission = createAdmission({ limit: 4, leaseMs: 1000 });
    let started = false;
    admission.enter(() => (started = true));
    await nextTurn();
    expect(started).toBe(true);
  });
});
