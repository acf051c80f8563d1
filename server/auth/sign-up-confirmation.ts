import "server-only";
// Sign-up that does not tell anyone who has an account (docs/architecture.md#accounts). Where
// this server can email links, a new account is signed in only from the link emailed to its
// address, and a sign-up with an address that has an account answers exactly the same while its
// owner is emailed instead. better-auth does the accounts (requireEmailVerification, its
// /verify-email endpoint); this module writes and sends the two emails.
import { SITE_NAME } from "@/lib/site";
import { returnPath } from "@/lib/return-path";
import { configuredOrigin } from "@/server/http/origin";
import { HttpError } from "@/server/http/errors";
import { logError } from "@/server/log";
import { greetingFor, linkEmail, linksByEmail, sendEmail, type Email } from "@/server/notifications/email";
import { takeRateLimit, type Limit } from "@/server/rate-limit";
import { rateLimitBucket } from "@/server/rate-limit-buckets.mjs";

/** The page the emailed link opens: it asks for a click before anything happens (a mail scanner opening links signs nobody in). */
export const CONFIRM_SIGN_UP_PATH = "/confirm-sign-up";

/** A sign-up link works for a day (better-auth's verification token, a signed JWT). */
export const SIGN_UP_LINK_EXPIRES_IN_SECONDS = 24 * 60 * 60;

/** Sign-up emails to one address in an hour: enough to ask again, not to flood an inbox that is not the sender's. */
const SIGN_UP_EMAIL_LIMIT: Limit = { windowMs: 60 * 60 * 1000, max: 5, message: "Too many sign-up emails to this address." };

/** Whether sign-up waits for the emailed link: when this server can email links (SMTP_URL, MAIL_FROM and APP_URL). */
export const signUpConfirmedByEmail = linksByEmail;

/**
 * The link in the sign-up email: the confirmation page, with better-auth's token and where the
 * new gardener goes afterwards (an invitation they came from; nothing else is kept).
 */
export function signUpLink(origin: string, token: string, next: string): string {
  const link = new URL(CONFIRM_SIGN_UP_PATH, origin);
  link.searchParams.set("token", token);
  if (next !== "/") link.searchParams.set("next", next);
  return link.toString();
}

/** `next` as the sign-up form sent it (better-auth's callbackURL, carried in its own link). */
export function nextOf(betterAuthLink: string): string {
  try {
    return returnPath(new URL(betterAuthLink).searchParams.get("callbackURL") ?? undefined);
  } catch {
    return "/";
  }
}

export function signUpConfirmationEmail(to: { email: string; name: string }, link: string): Email {
  return linkEmail({
    to: to.email,
    subject: `Finish signing up for ${SITE_NAME}`,
    before: [greetingFor(to.name), `Someone (we hope you) signed up for ${SITE_NAME} with ${to.email}. Open the link to confirm the address is yours and start your garden.`],
    link: { href: link, lead: "Finish signing up", button: "Finish Signing Up" },
    after: ["The link works for a day. After that, sign in with your email and password and we will send a new one.", "If you did not sign up, ignore this email: without the link the account is never used, and nothing more is sent."],
  });
}

export function existingAccountEmail(to: { email: string; name: string }, origin: string): Email {
  return linkEmail({
    to: to.email,
    subject: `Someone tried to sign up for ${SITE_NAME} with your address`,
    before: [greetingFor(to.name), `Someone (perhaps you) tried to create a ${SITE_NAME} account with ${to.email}. You already have one, so no new account was made.`],
    link: { href: `${origin}/login`, lead: "Sign in", button: "Sign In" },
    after: [`Forgot your password? Choose a new one at ${origin}/forgot-password.`, "If it was not you, ignore this email: your account is unchanged."],
  });
}

/**
 * Sends one of the two sign-up emails, not awaited (the answer takes as long whichever is sent),
 * at most SIGN_UP_EMAIL_LIMIT to one address; a failed send is logged.
 */
function sendSignUpEmail(email: Email, what: string): void {
  // The reserved .invalid domain (RFC 2606) receives nothing: the preview demo's address is one.
  if (/\.invalid$/i.test(email.to)) return;
  void (async () => {
    try {
      await takeRateLimit(rateLimitBucket("sign-up-email", email.to), [SIGN_UP_EMAIL_LIMIT]);
    } catch (error) {
      if (error instanceof HttpError && error.status === 429) return;
      throw error;
    }
    await sendEmail(email);
  })().catch((error: unknown) => logError(`Could not send ${what}`, error));
}

/** better-auth's `sendVerificationEmail` (after a sign-up, or a sign-in before the address is confirmed). */
export function sendSignUpConfirmation(user: { email: string; name: string }, betterAuthLink: string, token: string): void {
  const origin = configuredOrigin();
  if (!origin || !linksByEmail()) return;
  sendSignUpEmail(signUpConfirmationEmail(user, signUpLink(origin, token, nextOf(betterAuthLink))), "a sign-up confirmation email");
}

/** better-auth's `onExistingUserSignUp`: the owner hears of the attempt; the answer is the same as for a new address. */
export function sendExistingAccountNotice(user: { email: string; name: string }): void {
  const origin = configuredOrigin();
  if (!origin || !linksByEmail()) return;
  sendSignUpEmail(existingAccountEmail(user, origin), "an existing-account notice");
}
