import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules.mjs";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };
export const NAME_MAX_LENGTH = 100;
export const NAME_INVALID_MESSAGE = "Your name can't contain line breaks, control characters or < >.";

/** Without email (or without a public URL to link to), a self-hoster resets a password from the server's shell. */
export const RESET_BY_ADMIN_MESSAGE =
  "This server cannot send password reset emails. Ask the person who runs it to run `npm run admin -- reset-password <your email>` on the server and give you the new password.";

export type Credentials = { email: string; password: string };
export type SignUpDetails = Credentials & { name: string };
type Checked<T> = { ok: true; data: T } | { ok: false; message: string };

// The forms check what the server will refuse anyway, to answer at once. Plain code, not zod:
// these forms are the sign-in and sign-up pages' only script besides the framework.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const text = (value: unknown) => (typeof value === "string" ? value : "");

function checkCredentials(values: Record<string, unknown>, signingUp: boolean): Checked<Credentials> {
  const email = text(values.email).trim();
  const password = text(values.password);
  if (!EMAIL.test(email)) return { ok: false, message: "Enter a valid email address." };
  if (!signingUp && password.length === 0) return { ok: false, message: "Enter your password." };
  if (signingUp && password.length < PASSWORD_MIN_LENGTH) {
    return { ok: false, message: `Your password is too weak: use at least ${PASSWORD_MIN_LENGTH} characters.` };
  }
  if (signingUp && password.length > PASSWORD_MAX_LENGTH) {
    return { ok: false, message: `Your password is too long: use at most ${PASSWORD_MAX_LENGTH} characters.` };
  }
  return { ok: true, data: { email, password } };
}

export function checkSignIn(values: Record<string, unknown>): Checked<Credentials> {
  return checkCredentials(values, false);
}

/** Why a new password (changed or reset) is refused before it is sent, or null; the server checks the rest. */
export function newPasswordProblem(password: string, repeated: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Your password is too weak: use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Your password is too long: use at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (password !== repeated) return "The two new passwords don't match.";
  return null;
}

export function checkSignUp(values: Record<string, unknown>): Checked<SignUpDetails> {
  const name = text(values.name).trim();
  if (name.length === 0) return { ok: false, message: "Enter your name." };
  if (name.length > NAME_MAX_LENGTH) return { ok: false, message: "That name is too long." };
  const credentials = checkCredentials(values, true);
  return credentials.ok ? { ok: true, data: { name, ...credentials.data } } : credentials;
}

const MESSAGES_BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "That email and password don't match. Check them and try again.",
  INVALID_EMAIL: "Enter a valid email address.",
  USER_ALREADY_EXISTS: "An account with this email already exists. Sign in instead.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "An account with this email already exists. Sign in instead.",
  PASSWORD_TOO_SHORT: `Your password is too weak: use at least ${PASSWORD_MIN_LENGTH} characters.`,
  PASSWORD_TOO_LONG: `Your password is too long: use at most ${PASSWORD_MAX_LENGTH} characters.`,
  PASSWORD_IS_EMAIL: "Your password can't be your email address. Choose another.",
  PASSWORD_TOO_COMMON: "That password is one of the most common, so it is easy to guess. Choose another.",
  NAME_REQUIRED: "Enter your name.",
  NAME_TOO_LONG: "That name is too long.",
  NAME_INVALID: NAME_INVALID_MESSAGE,
  // Changing and resetting a password (issue 16).
  INVALID_PASSWORD: "Your current password isn't right. Check it and try again.",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "This account has no password to change.",
  INVALID_TOKEN: "This reset link has expired or was used already. Ask for a new one.",
  RESET_PASSWORD_DISABLED: RESET_BY_ADMIN_MESSAGE,
  TOO_MANY_ATTEMPTS: "Too many attempts. Wait a few minutes and try again.",
  // A sign-in before the address is confirmed (server/auth/sign-up-confirmation.ts): the link is sent again.
  EMAIL_NOT_VERIFIED: "Please confirm your email address first: we've emailed you a new link to finish signing up.",
};

/** Turns a better-auth client error into a sentence for the form. */
export function authErrorMessage(error: { code?: string; status?: number; message?: string } | null | undefined): string {
  if (!error) return "Something went wrong. Please try again.";
  if (error.code && MESSAGES_BY_CODE[error.code]) return MESSAGES_BY_CODE[error.code]!;
  if (error.status === 429) return "Too many attempts. Wait a few seconds and try again.";
  return "Something went wrong. Please try again.";
}
