import { afterEach, describe, expect, it } from "vitest";
import { singleSignOnErrorMessage, singleSignOnErrorPath } from "@/lib/single-sign-on";
import { OIDC_ACCOUNT_LINKING, oidcProfileToUser, singleSignOn } from "./oidc";

const OIDC = {
  APP_URL: "https://garden.example.org",
  OIDC_ISSUER: "https://auth.example.org",
  OIDC_CLIENT_ID: "garden",
  OIDC_CLIENT_SECRET: "secret",
  OIDC_PROVIDER_NAME: "Keycloak",
};
const saved = { ...process.env };

afterEach(() => {
  for (const name of [...Object.keys(OIDC), "CLERK_SECRET_KEY"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe("the provider's profile, as a new local user", () => {
  it("is verified only when the provider says email_verified is true", () => {
    expect(oidcProfileToUser({ name: "Fern", email_verified: true }).emailVerified).toBe(true);
    expect(oidcProfileToUser({ name: "Fern", email_verified: "true" }).emailVerified).toBe(true);
    for (const claim of [false, "false", undefined, null, 1, "yes"]) {
      expect(oidcProfileToUser({ name: "Fern", email_verified: claim }).emailVerified).toBe(false);
    }
    // A look-alike claim does not count.
    expect(oidcProfileToUser({ name: "Fern", emailVerified: true }).emailVerified).toBe(false);
  });

  it("takes a plain, short name: the name, else given and family names, the username, the email's local part", () => {
    expect(oidcProfileToUser({ name: "  Fern\u0000 Green\n" }).name).toBe("Fern Green");
    expect(oidcProfileToUser({ name: "<b>Fern</b>\u202E\u2028Green" }).name).toBe("b Fern /b Green");
    expect(oidcProfileToUser({ given_name: "Fern", family_name: "Green" }).name).toBe("Fern Green");
    expect(oidcProfileToUser({ preferred_username: "fern.g" }).name).toBe("fern.g");
    expect(oidcProfileToUser({ email: "fern@example.org" }).name).toBe("fern");
    expect(oidcProfileToUser({}).name).toBe("Gardener");
    expect(oidcProfileToUser({ name: "N".repeat(500) }).name).toHaveLength(100);
  });
});

describe("account linking", () => {
  it("trusts no provider by name and does not wait for a local verification this app never sends", () => {
    expect(OIDC_ACCOUNT_LINKING).toMatchObject({ enabled: true, trustedProviders: [], requireLocalEmailVerified: false, allowDifferentEmails: false });
  });
});

describe("whether the sign-in pages offer single sign-on", () => {
  it("only for local accounts with the OIDC_* variables set (Clerk has its own)", () => {
    for (const name of Object.keys(OIDC)) delete process.env[name];
    expect(singleSignOn()).toBeNull();
    Object.assign(process.env, OIDC);
    expect(singleSignOn()).toEqual({ providerName: "Keycloak" });
    process.env.CLERK_SECRET_KEY = "sk_test_placeholder";
    expect(singleSignOn()).toBeNull();
  });
});

describe("messages on the login page", () => {
  it("says why a join was refused, names the provider, and never echoes unknown codes", () => {
    expect(singleSignOnErrorMessage("account_not_linked", "Authentik")).toMatch(/already exists, and Authentik has not confirmed/);
    expect(singleSignOnErrorMessage("access_denied", "Authentik")).toBe("Signing in with Authentik was cancelled. Try again, or sign in with your email and password.");
    expect(singleSignOnErrorMessage("<script>", "Authentik")).toBe("Signing in with Authentik did not work. Try again, or sign in with your email and password.");
    expect(singleSignOnErrorMessage(undefined, "Authentik")).toBeNull();
  });

  it("keeps an invitation to return to", () => {
    expect(singleSignOnErrorPath("/")).toBe("/login");
    expect(singleSignOnErrorPath("/invite/abc")).toBe("/login?next=%2Finvite%2Fabc");
  });
});
