import "server-only";
import { genericOAuth } from "better-auth/plugins";
import type { BetterAuthOptions } from "better-auth";
import { NAME_MAX_LENGTH } from "@/lib/auth-messages";
import { SINGLE_SIGN_ON_PROVIDER_ID } from "@/lib/single-sign-on";
import { env, type ServerEnv } from "@/server/env";
import { NOT_IN_A_NAME } from "./password-policy";
import { authProviderName } from "./provider";

type OidcSettings = NonNullable<ServerEnv["oidc"]>;
type AccountLinking = NonNullable<NonNullable<BetterAuthOptions["account"]>["accountLinking"]>;

/**
 * The single sign-on the sign-in pages offer, or null: local accounts with the OIDC_* variables
 * set. A Clerk install has its own sign-in options (Clerk's dashboard), so none here.
 */
export function singleSignOn(): { providerName: string } | null {
  const { oidc } = env();
  return oidc && authProviderName() === "local" ? { providerName: oidc.providerName } : null;
}

/**
 * When a first sign-in through the provider meets an account with the same email (made with a
 * password, say), better-auth joins the two only when the provider says the address is verified:
 * no provider is trusted by name (a trusted one would be joined whatever it says), and the
 * provider's word is `email_verified: true` in its ID token or userinfo, read by
 * oidcProfileToUser. Otherwise the sign-in is refused with `?error=account_not_linked` and no
 * second account is made. This app sends no verification mail, so a local account's own address
 * is never marked verified: better-auth's default of also requiring that would refuse every join.
 */
export const OIDC_ACCOUNT_LINKING = {
  enabled: true,
  trustedProviders: [],
  requireLocalEmailVerified: false,
  disableImplicitLinking: false,
  allowDifferentEmails: false,
  updateUserInfoOnLink: false,
} satisfies AccountLinking;

type Profile = Record<string, unknown>;

const NOT_IN_A_NAME_RUN = new RegExp(`${NOT_IN_A_NAME.source}+`, "gu");
const text = (value: unknown) => (typeof value === "string" ? value.replace(NOT_IN_A_NAME_RUN, " ").replace(/\s+/g, " ").trim() : "");

/** The provider's name for the gardener, short and plain as sign-up's (it goes into AI prompts). */
function profileName(profile: Profile): string {
  const candidates = [
    text(profile.name),
    [text(profile.given_name), text(profile.family_name)].filter(Boolean).join(" "),
    text(profile.preferred_username),
    text(profile.email).split("@")[0] ?? "",
  ];
  const name = candidates.find((candidate) => candidate.length > 0) ?? "Gardener";
  return name.slice(0, NAME_MAX_LENGTH).trim();
}

/**
 * The local user made from the provider's profile on a first sign-in. `emailVerified` is the
 * provider's `email_verified` claim and nothing else (a missing claim is "not verified"): the
 * account-linking rule above rests on it.
 */
export function oidcProfileToUser(profile: Profile): { name: string; emailVerified: boolean } {
  return {
    name: profileName(profile),
    emailVerified: profile.email_verified === true || profile.email_verified === "true",
  };
}

/**
 * better-auth's generic OAuth plugin for the configured provider: endpoints and signing keys from
 * its discovery document, the authorization code flow with PKCE, and a signed, nonce-bound ID token.
 */
export function oidcPlugin(settings: OidcSettings) {
  return genericOAuth({
    config: [
      {
        providerId: SINGLE_SIGN_ON_PROVIDER_ID,
        name: settings.providerName,
        discoveryUrl: settings.discoveryUrl,
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
        scopes: ["openid", "email", "profile"],
        pkce: true,
        // Without the issuer and keys from discovery, ID tokens could not be checked: no provider then.
        requireIdTokenVerification: true,
        mapProfileToUser: oidcProfileToUser,
      },
    ],
  });
}
