import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signedToken } from "./local-session";

const SECRET = "a-secret-for-the-test-of-thirty-two-chars";
const sign = (token: string, secret = SECRET) => `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;

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
