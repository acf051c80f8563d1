import { describe, expect, it } from "vitest";
import { bearerValue, cookieValue } from "./credentials";

describe("cookieValue", () => {
  it("finds one cookie among several and URL-decodes it", () => {
    const header = `theme=dark; better-auth.session_token=${encodeURIComponent("abc.de+f/g=")}; other=1`;
    expect(cookieValue(header, "better-auth.session_token")).toBe("abc.de+f/g=");
  });

  it("matches the whole name only, and gives undefined when absent or undecodable", () => {
    expect(cookieValue("xbetter-auth.session_token=1", "better-auth.session_token")).toBeUndefined();
    expect(cookieValue(null, "a")).toBeUndefined();
    expect(cookieValue("a=%E0%A4%A", "a")).toBeUndefined();
  });
});

describe("bearerValue", () => {
  it("takes what follows Bearer (any case), URL-decoded", () => {
    expect(bearerValue("Bearer abc.def%3D")).toBe("abc.def=");
    expect(bearerValue("bearer  abc ")).toBe("abc");
  });

  it("ignores other schemes and a missing header", () => {
    expect(bearerValue("Basic dXNlcjpwYXNz")).toBeUndefined();
    expect(bearerValue(null)).toBeUndefined();
  });
});
