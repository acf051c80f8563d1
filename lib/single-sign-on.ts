// Single sign-on through the install's OpenID Connect provider (OIDC_* variables): the browser's
// call that starts it, and the sentences for the ways it can come back refused. Plain code, no
// better-auth client: the sign-in pages' only script besides the framework is their own.
import { afterSignUpPath } from "./return-path";

/** better-auth's id for the provider: its callback is /api/auth/callback/oidc. */
export const SINGLE_SIGN_ON_PROVIDER_ID = "oidc";

/** Where a refused or failed single sign-on lands: the login page, keeping an invitation to return to. */
export function singleSignOnErrorPath(next: string): string {
  return next === "/" ? "/login" : `/login?next=${encodeURIComponent(next)}`;
}

/**
 * Asks better-auth for the provider's authorization URL (it keeps the state and PKCE verifier),
 * or null when that failed (the provider unreachable, the server down).
 */
export async function startSingleSignOn(next: string): Promise<string | null> {
  try {
    const response = await fetch("/api/auth/sign-in/social", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        provider: SINGLE_SIGN_ON_PROVIDER_ID,
        callbackURL: next,
        // A first sign-in makes the account: it is asked for its garden's place first.
        newUserCallbackURL: afterSignUpPath(next),
        errorCallbackURL: singleSignOnErrorPath(next),
      }),
    });
    if (!response.ok) return null;
    const answer = (await response.json()) as { url?: unknown };
    return typeof answer.url === "string" && /^https?:\/\//.test(answer.url) ? answer.url : null;
  } catch {
    return null;
  }
}

/**
 * The sentence for an `?error=` code that better-auth (or the provider, through it) sent back to
 * the login page, or null for none. Only known codes are put into words; the provider's own
 * description is never shown (anyone can put text in a link).
 */
export function singleSignOnErrorMessage(code: string | undefined, providerName: string): string | null {
  if (!code) return null;
  switch (code) {
    case "account_not_linked":
      return `An account with this email already exists, and ${providerName} has not confirmed that the address is yours, so the two were not joined. Sign in with your email and password instead.`;
    case "access_denied":
      return `Signing in with ${providerName} was cancelled. Try again, or sign in with your email and password.`;
    case "email_not_found":
      return `${providerName} did not share your email address, which your account needs. Allow it to, then try again.`;
    case "state_not_found":
    case "state_mismatch":
    case "state_invalid":
    case "please_restart_the_process":
      return `That sign-in with ${providerName} expired or was started in another tab. Try again.`;
    default:
      return `Signing in with ${providerName} did not work. Try again, or sign in with your email and password.`;
  }
}
