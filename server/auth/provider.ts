// Which sign-in provider this install uses. Read at request time (never inlined
// at build time) so one build can run with or without Clerk.

export type AuthProviderName = "clerk" | "local";

function env(name: string): string | undefined {
  const value = process.env[name];
  return value && value.trim() !== "" ? value.trim() : undefined;
}

export function clerkPublishableKey(): string | undefined {
  return env(["NEXT_PUBLIC", "CLERK_PUBLISHABLE_KEY"].join("_"));
}

/** Clerk is chosen as soon as any of its keys is set; local accounts otherwise. */
export function authProviderName(): AuthProviderName {
  return clerkPublishableKey() || env("CLERK_SECRET_KEY") || env("CLERK_JWT_KEY") ? "clerk" : "local";
}

/**
 * A Clerk publishable key is `pk_test_` or `pk_live_` followed by the base64 of
 * the instance's Frontend API host and a trailing `$`.
 */
export function isValidClerkPublishableKey(key: string | undefined): key is string {
  const match = key?.match(/^pk_(test|live)_([A-Za-z0-9+/=_-]+)$/);
  if (!match?.[2]) return false;
  const decoded = Buffer.from(match[2], "base64").toString("utf8");
  return /^[a-z0-9.-]+\.[a-z]{2,}\$$/i.test(decoded);
}

export type AuthConfig =
  | { provider: "local"; publishableKey: "" }
  | { provider: "clerk"; publishableKey: string; valid: boolean };

export function authConfig(): AuthConfig {
  if (authProviderName() === "local") return { provider: "local", publishableKey: "" };
  const key = clerkPublishableKey();
  return { provider: "clerk", publishableKey: key ?? "", valid: isValidClerkPublishableKey(key) };
}
