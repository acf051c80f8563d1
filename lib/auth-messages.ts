import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type AuthProblem } from "./auth-checks";

export { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./auth-checks";

/**
 * Each refusal (lib/auth-checks.ts) in English, for the server's answers (the screens word them
 * with "AuthErrors"); held to "AuthErrors" in locales/en/public.json by lib/i18n/locales.test.ts.
 */
export const ENGLISH: Readonly<Record<AuthProblem, string>> = {
  EMAIL_INVALID: "Enter a valid email address.",
  PASSWORD_MISSING: "Enter your password.",
  PASSWORD_TOO_SHORT: `Your password is too weak: use at least ${PASSWORD_MIN_LENGTH} characters.`,
  PASSWORD_TOO_LONG: `Your password is too long: use at most ${PASSWORD_MAX_LENGTH} characters.`,
  PASSWORDS_DIFFER: "The two new passwords don't match.",
  NAME_REQUIRED: "Enter your name.",
  NAME_TOO_LONG: "That name is too long.",
  NAME_INVALID: "Your name can't contain line breaks, control characters or < >.",
  INVALID_EMAIL_OR_PASSWORD: "That email and password don't match. Check them and try again.",
  USER_ALREADY_EXISTS: "An account with this email already exists. Sign in instead.",
  PASSWORD_IS_EMAIL: "Your password can't be your email address. Choose another.",
  PASSWORD_TOO_COMMON: "That password is one of the most common, so it is easy to guess. Choose another.",
  // Changing and resetting a password (issue 16).
  INVALID_PASSWORD: "Your current password isn't right. Check it and try again.",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "This account has no password to change.",
  INVALID_TOKEN: "This reset link has expired or was used already. Ask for a new one.",
  /** Without email (or without a public URL to link to), a self-hoster resets a password from the server's shell. */
  RESET_PASSWORD_DISABLED:
    "This server cannot send password reset emails. Ask the person who runs it to run `npm run admin -- reset-password <your email>` on the server and give you the new password.",
  TOO_MANY_ATTEMPTS: "Too many attempts. Wait a few minutes and try again.",
  // A sign-in before the address is confirmed (server/auth/sign-up-confirmation.ts): the link is sent again.
  EMAIL_NOT_VERIFIED: "Please confirm your email address first: we've emailed you a new link to finish signing up.",
  RATE_LIMITED: "Too many attempts. Wait a few seconds and try again.",
  UNKNOWN: "Something went wrong. Please try again.",
};

export const NAME_INVALID_MESSAGE = ENGLISH.NAME_INVALID;
export const RESET_BY_ADMIN_MESSAGE = ENGLISH.RESET_PASSWORD_DISABLED;
