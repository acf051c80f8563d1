import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules.mjs";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };
export const NAME_MAX_LENGTH = 100;

/**
 * Every reason an account form or better-auth refuses, by code: the keys of "AuthErrors" in each
 * language's messages (locales/<code>/public.json), whose `{min}` and `{max}` are the password
 * rules'. A translated form words a code with next-intl; the rest of the app, still English, takes
 * ENGLISH (held to locales/en/public.json by lib/i18n/locales.test.ts).
 */
export const ENGLISH = {
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
} as const;

export type AuthProblem = keyof typeof ENGLISH;
/** The values of the problems' placeholders ({min}, {max}). */
export const AUTH_PROBLEM_VALUES = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

export const NAME_INVALID_MESSAGE = ENGLISH.NAME_INVALID;
export const RESET_BY_ADMIN_MESSAGE = ENGLISH.RESET_PASSWORD_DISABLED;

export type Credentials = { email: string; password: string };
export type SignUpDetails = Credentials & { name: string };
type Checked<T> = { ok: true; data: T } | { ok: false; problem: AuthProblem };

// The forms check what the server will refuse anyway, to answer at once. Plain code, not zod:
// these forms are the sign-in and sign-up pages' only script besides the framework.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const text = (value: unknown) => (typeof value === "string" ? value : "");
const refused = (problem: AuthProblem) => ({ ok: false as const, problem });

function checkCredentials(values: Record<string, unknown>, signingUp: boolean): Checked<Credentials> {
  const email = text(values.email).trim();
  const password = text(values.password);
  if (!EMAIL.test(email)) return refused("EMAIL_INVALID");
  if (!signingUp && password.length === 0) return refused("PASSWORD_MISSING");
  if (signingUp && password.length < PASSWORD_MIN_LENGTH) return refused("PASSWORD_TOO_SHORT");
  if (signingUp && password.length > PASSWORD_MAX_LENGTH) return refused("PASSWORD_TOO_LONG");
  return { ok: true, data: { email, password } };
}

export function checkSignIn(values: Record<string, unknown>): Checked<Credentials> {
  return checkCredentials(values, false);
}

/** Why a new password (changed or reset) is refused before it is sent, or null; the server checks the rest. */
export function newPasswordProblem(password: string, repeated: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return ENGLISH.PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return ENGLISH.PASSWORD_TOO_LONG;
  if (password !== repeated) return ENGLISH.PASSWORDS_DIFFER;
  return null;
}

export function checkSignUp(values: Record<string, unknown>): Checked<SignUpDetails> {
  const name = text(values.name).trim();
  if (name.length === 0) return refused("NAME_REQUIRED");
  if (name.length > NAME_MAX_LENGTH) return refused("NAME_TOO_LONG");
  const credentials = checkCredentials(values, true);
  return credentials.ok ? { ok: true, data: { name, ...credentials.data } } : credentials;
}

/** better-auth's error codes, and this app's own (server/auth/password-policy.ts), as the problems they are. */
const PROBLEM_BY_CODE: Record<string, AuthProblem> = {
  INVALID_EMAIL_OR_PASSWORD: "INVALID_EMAIL_OR_PASSWORD",
  INVALID_EMAIL: "EMAIL_INVALID",
  USER_ALREADY_EXISTS: "USER_ALREADY_EXISTS",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "USER_ALREADY_EXISTS",
  PASSWORD_TOO_SHORT: "PASSWORD_TOO_SHORT",
  PASSWORD_TOO_LONG: "PASSWORD_TOO_LONG",
  PASSWORD_IS_EMAIL: "PASSWORD_IS_EMAIL",
  PASSWORD_TOO_COMMON: "PASSWORD_TOO_COMMON",
  NAME_REQUIRED: "NAME_REQUIRED",
  NAME_TOO_LONG: "NAME_TOO_LONG",
  NAME_INVALID: "NAME_INVALID",
  INVALID_PASSWORD: "INVALID_PASSWORD",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "CREDENTIAL_ACCOUNT_NOT_FOUND",
  INVALID_TOKEN: "INVALID_TOKEN",
  RESET_PASSWORD_DISABLED: "RESET_PASSWORD_DISABLED",
  TOO_MANY_ATTEMPTS: "TOO_MANY_ATTEMPTS",
  EMAIL_NOT_VERIFIED: "EMAIL_NOT_VERIFIED",
};

/** What a better-auth client error means for the form. */
export function authProblem(error: { code?: string; status?: number; message?: string } | null | undefined): AuthProblem {
  if (error?.code && PROBLEM_BY_CODE[error.code]) return PROBLEM_BY_CODE[error.code]!;
  if (error?.status === 429) return "RATE_LIMITED";
  return "UNKNOWN";
}

/** Turns a better-auth client error into a sentence for an English form. */
export function authErrorMessage(error: { code?: string; status?: number; message?: string } | null | undefined): string {
  return ENGLISH[authProblem(error)];
}
