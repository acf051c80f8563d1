import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authLogger } from "@/server/auth/local";
import { errorResponse } from "@/server/http/handler";
import { logError, withoutQueryParameters } from "./log";

const SECRET = "session-token-3f9a";
const failedQuery = () =>
  new DrizzleQueryError('select "id" from "sessions" where "token" = $1', [SECRET, "rosa@example.com"], new Error("relation is locked"));

function printed(spy: { mock: { calls: unknown[][] } }): string {
  return spy.mock.calls.map((args) => args.map((arg) => (arg instanceof Error ? `${arg.stack} ${JSON.stringify({ ...arg })}` : String(arg))).join(" ")).join("\n");
}

afterEach(() => vi.restoreAllMocks());

describe("logging a failed query", () => {
  it("keeps the query and drops its parameters, also from an error that wraps it", () => {
    const wrapped = new Error("get-session failed", { cause: failedQuery() });
    withoutQueryParameters(wrapped);
    const inner = wrapped.cause as DrizzleQueryError;
    expect(inner.message).toContain('where "token" = $1');
    expect(`${inner.message} ${inner.stack} ${JSON.stringify(inner.params)}`).not.toContain(SECRET);
    expect(inner.stack).toContain("\n    at ");
  });

  it("logError prints no parameter", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    logError("A query failed", failedQuery());
    expect(printed(spy)).not.toContain(SECRET);
    expect(printed(spy)).not.toContain("rosa@example.com");
  });

  it("an unexpected error in a route is logged without the query's parameters", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await errorResponse(failedQuery());
    expect(response.status).toBe(500);
    expect(printed(spy)).toContain("Failed query");
    expect(printed(spy)).not.toContain(SECRET);
  });

  it("better-auth's own error lines leave the parameters out too", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    authLogger.log("error", "Failed to get session", failedQuery());
    expect(printed(spy)).toContain("[Better Auth] Failed to get session");
    expect(printed(spy)).not.toContain(SECRET);
  });
});
