import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bearerValue, cookieValue, signedToken } from "./local-session";

const SECRET = "a-secret-for-the-test-of-thirty-two-chars";
const sign = (token: string, secret = SECRET) => `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;

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

describe("signedToken", () => {
  it("gives the token of a value signed with the secret (better-auth's cookie format)", () => {
    expect(signedToken(sign("session-token-1"), SECRET)).toBe("session-token-1");
  });

  it("refuses a forged, re-signed, truncated or unsigned value", () => {
    const value = sign("session-token-1");
    const flipped = value.slice(0, -3) + (value.at(-3) === "A" ? "B" : "A") + value.slice(-2);
    expect(signedToken(flipped, SECRET)).toBeNull();
    expect(signedToken(sign("session-token-1", "another-secret-of-thirty-two-chars!"), SECRET)).toBeNull();
    expect(signedToken(`session-token-2.${value.split(".")[1]}`, SECRET)).toBeNull();
    expect(signedToken(value.slice(0, -1), SECRET)).toBeNull();
    expect(signedToken("session-token-1", SECRET)).toBeNull();
    expect(signedToken(undefined, SECRET)).toBeNull();
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
