import { describe, expect, it } from "vitest";
import { addPlantPath, afterSignUpPath, returnPath } from "./return-path";

describe("returnPath", () => {
  it("returns to an invitation page", () => {
    expect(returnPath("/invite/abcDEF_123-x")).toBe("/invite/abcDEF_123-x");
    expect(returnPath(["/invite/abc", "/other"])).toBe("/invite/abc");
  });

  it("returns to My Garden adding a plant from its guide", () => {
    expect(returnPath("/plants?add=tomato")).toBe("/plants?add=tomato");
    expect(returnPath("/plants?add=swiss-chard")).toBe("/plants?add=swiss-chard");
  });

  it("sends anything else to the dashboard", () => {
    for (const next of [undefined, "", "/", "/settings", "//evil.example/invite/x", "https://evil.example/invite/x", "/invite/../settings", "/invite/a b", "javascript:alert(1)", "/plants?add=1", "/plants?add=Tomato", "/plants?add=tomato&x=1", "/plants?add=-tomato", "/plants?add=tomato/../x", "//plants?add=tomato"]) {
      expect(returnPath(next)).toBe("/");
    }
  });
});

describe("afterSignUpPath", () => {
  it("asks a new gardener for their place first, unless they came to accept an invitation", () => {
    expect(afterSignUpPath("/")).toBe("/setup/place");
    expect(afterSignUpPath("/invite/abc")).toBe("/invite/abc");
    expect(afterSignUpPath("/plants?add=tomato")).toBe("/plants?add=tomato");
  });
});

describe("addPlantPath", () => {
  it("is My Garden's Add Plant dialog on one catalogue plant", () => {
    expect(addPlantPath("/plants", "tomato")).toBe("/plants?add=tomato");
    expect(addPlantPath("/plants", "1")).toBeUndefined();
    expect(addPlantPath("/plants", null)).toBeUndefined();
    expect(addPlantPath("/schedule", "tomato")).toBeUndefined();
    expect(addPlantPath("/plants", "x".repeat(65))).toBeUndefined();
    expect(addPlantPath("/plants", "<script>")).toBeUndefined();
  });
});
