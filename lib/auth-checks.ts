// The account forms' own checks (sign-in, sign-up, a password reset's address), answered at once,
// and what a refusal means, as a code: the keys of "AuthErrors" in each language's messages
// (locales/<code>/public.json), worded by next-intl. Plain code, no English: these forms are the
// sign-in pages' only script besides the framework. English sentences: lib/auth-messages.ts.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules.mjs";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };
export const NAME_MAX_LENGTH = 100;

/** Why an account form or better-auth refused. */
export type AuthProblem =
  | "EMAIL_INVALID"
  | "PASSWORD_MISSING"
  | "PASSWORD_TOO_SHORT"
  | "PASSWORD_TOO_LONG"
  | "PASSWORDS_DIFFER"
  | "NAME_REQUIRED"
  | "NAME_TOO_LONG"
  | "NAME_INVALID"
  | "INVALID_EMAIL_OR_PASSWORD"
  | "USER_ALREADY_EXISTS"
  | "PASSWORD_IS_EMAIL"
  | "PASSWORD_TOO_COMMON"
  | "INVALID_PASSWORD"
  | "CREDENTIAL_ACCOUNT_NOT_FOUND"
  | "INVALID_TOKEN"
  | "RESET_PASSWORD_DISABLED"
  | "TOO_MANY_ATTEMPTS"
  | "EMAIL_NOT_VERIFIED"
  | "RATE_LIMITED"
  | "UNKNOWN";
/** The values of the problems' placeholders ({min}, {max}). */
export const AUTH_PROBLEM_VALUES = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

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

/** Why a new password (changed or reset) is refused before it is sent, or null; the server checks the rest. */
export function newPasswordProblemOf(password: string, repeated: string): AuthProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return "PASSWORD_TOO_SHORT";
  if (password.length > PASSWORD_MAX_LENGTH) return "PASSWORD_TOO_LONG";
  if (password !== repeated) return "PASSWORDS_DIFFER";
  return null;
}
