import { describe, expect, it } from "vitest";
import { statusChangeOf } from "./plants";

describe("statusChangeOf", () => {
  it("keeps a change of the status as set, from what it was", () => {
    expect(statusChangeOf("healthy", "blooming")).toEqual({ previousStatus: "healthy", status: "blooming" });
    expect(statusChangeOf("blooming", "sick")).toEqual({ previousStatus: "blooming", status: "sick" });
    expect(statusChangeOf("sick", "healthy")).toEqual({ previousStatus: "sick", status: "healthy" });
  });

  it("keeps nothing when the status stays the same", () => {
    for (const status of ["healthy", "blooming", "sick"] as const) expect(statusChangeOf(status, status)).toBeNull();
  });

  it("reads a stored 'needs_attention' (it follows the schedule, never set by hand) as the 'healthy' it shows as set", () => {
    expect(statusChangeOf("needs_attention", "healthy")).toBeNull();
    expect(statusChangeOf("healthy", "needs_attention")).toBeNull();
    expect(statusChangeOf("needs_attention", "blooming")).toEqual({ previousStatus: "healthy", status: "blooming" });
    expect(statusChangeOf("sick", "needs_attention")).toEqual({ previousStatus: "sick", status: "healthy" });
  });
});
