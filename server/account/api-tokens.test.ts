import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { API_TOKEN_PREFIX, generateApiToken, hasApiTokenFormat, hashApiToken, isApiTokenBearer } from "./api-tokens";

describe("a personal API token", () => {
  it("is the gat_ prefix and 32 random bytes as base64url, different every time", () => {
    const token = generateApiToken();
    expect(token).toMatch(/^gat_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token.slice(API_TOKEN_PREFIX.length), "base64url")).toHaveLength(32);
    const many = new Set(Array.from({ length: 200 }, generateApiToken));
    expect(many.size).toBe(200);
    for (const made of many) expect(hasApiTokenFormat(made)).toBe(true);
  });

  it("is kept as its SHA-256 in hex", () => {
    const token = "gat_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    expect(hashApiToken(token)).toBe(createHash("sha256").update(token).digest("hex"));
    expect(hashApiToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiToken(`${token}B`)).not.toBe(hashApiToken(token));
  });

  it("is told from a session by its prefix, and a malformed one is known without a query", () => {
    expect(isApiTokenBearer("gat_anything")).toBe(true);
    expect(isApiTokenBearer("abc.def=")).toBe(false);
    expect(isApiTokenBearer("GAT_x")).toBe(false);
    const token = generateApiToken();
    for (const bad of ["gat_", "gat_short", `${token}A`, token.slice(0, -1), `${token.slice(0, -1)}+`, `${token.slice(0, -1)}=`, ` ${token}`, `gat-${token.slice(4)}`]) {
      expect(hasApiTokenFormat(bad), bad).toBe(false);
    }
  });
});
