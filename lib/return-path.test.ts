import { describe, expect, it } from "vitest";
import { afterSignUpPath, returnPath } from "./return-path";

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

describe("afterSignUpPath", () => {
  it("asks a new gardener for their place first, unless they came to accept an invitation", () => {
    expect(afterSignUpPath("/")).toBe("/setup/place");
    expect(afterSignUpPath("/invite/abc")).toBe("/invite/abc");
  });
});
