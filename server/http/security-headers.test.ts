import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce, securityHeaders } from "./security-headers";

const directives = (policy: string) =>
  new Map(policy.split("; ").map((directive) => {
    const [name = "", ...sources] = directive.split(" ");
    return [name, sources] as const;
  }));

describe("content security policy", () => {
  it("runs only scripts carrying this request's nonce, and nothing framed or embedded", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "abc123" }));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("frame-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://api.bigdatacloud.net", "https://nominatim.openstreetmap.org"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it("runs, on a page built ahead, the app's own scripts and the inline scripts whose hashes it lists", () => {
    const policy = directives(contentSecurityPolicy({ scriptHashes: ["aGFzaDE=", "aGFzaDI="] }));
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-aGFzaDE='", "'sha256-aGFzaDI='"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("lets next dev evaluate code, and an https install fetch nothing over http", () => {
    expect(directives(contentSecurityPolicy({ nonce: "n", development: true })).get("script-src")).toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy({ nonce: "n", https: true })).has("upgrade-insecure-requests")).toBe(true);
  });

  it("allows the Clerk instance's own host when Clerk signs gardeners in", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "n", clerkFrontendApi: "clerk.example.com" }));
    expect(policy.get("script-src")).toContain("https://clerk.example.com");
    expect(policy.get("connect-src")).toContain("https://clerk.example.com");
    expect(policy.get("img-src")).toContain("https://img.clerk.com");
    expect(policy.get("frame-src")).toEqual(["https://challenges.cloudflare.com"]);
  });

  it("lets the browser send an import straight to the photo store, and nowhere else", () => {
    expect(directives(contentSecurityPolicy({ nonce: "n", uploadOrigins: ["https://garden.s3.eu-west-1.amazonaws.com"] })).get("connect-src")).toContain("https://garden.s3.eu-west-1.amazonaws.com");
    expect(directives(contentSecurityPolicy({ nonce: "n" })).get("connect-src")).not.toContain("https://vercel.com");
  });

  it("makes a new unguessable nonce for every request", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("security headers", () => {
  it("forbids framing and sniffing, trims referrers and allows only the camera and location", () => {
    const headers = securityHeaders({ https: false });
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toContain("camera=(self)");
    expect(headers["Permissions-Policy"]).toContain("geolocation=(self)");
    expect(headers["Permissions-Policy"]).toContain("microphone=()");
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
  });

  it("asks for https from then on only when the public URL is https", () => {
    expect(securityHeaders({ https: true })["Strict-Transport-Security"]).toBe("max-age=31536000");
  });
});
