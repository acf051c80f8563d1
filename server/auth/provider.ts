// Which sign-in provider this install uses. Read at request time (never inlined
// at build time) so one build can run with or without Clerk.
import type { AuthProvider } from "@/lib/auth-provider";
import { env } from "@/server/env";

/** Clerk is chosen as soon as any of its keys is set; local accounts otherwise. */
export function authProviderName(): AuthProvider {
  const { clerk } = env();
  return clerk.publishableKey || clerk.secretKey || clerk.jwtKey ? "clerk" : "local";
}

/**
 * The Clerk instance's Frontend API host a publishable key names: the key is `pk_test_`
 * or `pk_live_` followed by the base64 of that host and a trailing `$`.
 */
export function clerkFrontendApi(key: string | undefined): string | undefined {
  const match = key?.match(/^pk_(test|live)_([A-Za-z0-9+/=_-]+)$/);
  if (!match?.[2]) return undefined;
  const decoded = Buffer.from(match[2], "base64").toString("utf8");
  return /^([a-z0-9.-]+\.[a-z]{2,})\$$/i.exec(decoded)?.[1];
}

export function isValidClerkPublishableKey(key: string | undefined): key is string {
  return clerkFrontendApi(key) !== undefined;
}

export type AuthConfig =
  | { provider: "local"; publishableKey: "" }
  | { provider: "clerk"; publishableKey: string; valid: boolean; secretKey?: string; jwtKey?: string };

export function authConfig(): AuthConfig {
  if (authProviderName() === "local") return { provider: "local", publishableKey: "" };
  const { publishableKey, secretKey, jwtKey } = env().clerk;
  return { provider: "clerk", publishableKey: publishableKey ?? "", valid: isValidClerkPublishableKey(publishableKey), secretKey, jwtKey };
}
