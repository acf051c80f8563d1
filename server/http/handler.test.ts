import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorResponse } from "./handler";
import { HttpError } from "./errors";

afterEach(() => vi.restoreAllMocks());

describe("errorResponse", () => {
  it("answers 503 with Retry-After and one plain sentence when the database is unavailable", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    for (const error of [
      new DrizzleQueryError('select "id" from "tasks" where "user_id" = $1', ["secret-user"], refused),
      new Error("timeout exceeded when trying to connect"),
      new Error("Query read timeout"),
      new Error("PGlite is closed"),
    ]) {
      const response = await errorResponse(error);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual({ error: "The database is unavailable. Please try again in a moment." });
    }
    // Logged as one line, without the query's parameters.
    expect(warn).toHaveBeenCalledTimes(4);
    expect(String(warn.mock.calls[0])).toContain("ECONNREFUSED");
    expect(String(warn.mock.calls[0])).not.toContain("secret-user");
  });

  it("still answers an HttpError with its status and anything else with a 500", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await errorResponse(new HttpError(404, "That plant was not found."))).status).toBe(404);
    const bug = await errorResponse(new Error("Cannot read properties of undefined"));
    expect(bug.status).toBe(500);
    expect(bug.headers.get("retry-after")).toBeNull();
  });
});
