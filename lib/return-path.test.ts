import { describe, expect, it } from "vitest";
import { returnPath } from "./return-path";

describe("returnPath", () => {
  it("returns to an invitation page", () => {
    expect(returnPath("/invite/abcDEF_123-x")).toBe("/invite/abcDEF_123-x");
    expect(returnPath(["/invite/abc", "/other"])).toBe("/invite/abc");
  });

  it("sends anything else to the dashboard", () => {
    for (const next of [undefined, "", "/", "/settings", "//evil.example/invite/x", "https://evil.example/invite/x", "/invite/../settings", "/invite/a b", "javascript:alert(1)"]) {
      expect(returnPath(next)).toBe("/");
    }
  });
});
