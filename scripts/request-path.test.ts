import { describe, expect, it } from "vitest";
import { undecodablePath } from "./request-path.mjs";

describe("undecodablePath", () => {
  it("finds a segment that is not percent-encoded UTF-8, in any segment of the path", () => {
    for (const url of ["/%ZZ", "/api/invites/%ZZ/accept", "/api/gardens/1/members/%C0%AE", "/garden/%E0%A4", "/uploads/users/%", "/%C0%AE?x=1"]) {
      expect(undecodablePath(url), url).toBe(true);
    }
  });

  it("lets a path that decodes through, and leaves the query to the route", () => {
    for (const url of ["/", "/api/tasks/12", "/invite/abc%20def", "/plants/%C3%A9t%C3%A9", "/api/weather?q=%ZZ", undefined]) {
      expect(undecodablePath(url), String(url)).toBe(false);
    }
  });
});
