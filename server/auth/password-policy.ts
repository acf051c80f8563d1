import "server-only";
import { NAME_INVALID_MESSAGE, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/auth-messages";
import { passwordIsEmail } from "@/lib/password-rules.mjs";
import { isCommonPassword } from "./common-passwords.mjs";

export type PolicyProblem = { code: string; message: string };

/** Why a new password is refused, or null: too short, the email itself, or one of the 10,000 most common. */
export function passwordProblem(password: string, email: string): PolicyProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { code: "PASSWORD_TOO_SHORT", message: `Your password is too weak: use at least ${PASSWORD_MIN_LENGTH} characters.` };
  }
  if (passwordIsEmail(password, email)) {
    return { code: "PASSWORD_IS_EMAIL", message: "Your password can't be your email address. Choose another." };
  }
  if (isCommonPassword(password)) {
    return { code: "PASSWORD_TOO_COMMON", message: "That password is one of the most common, so it is easy to guess. Choose another." };
  }
  return null;
}

/**
 * What no name holds: control characters and line breaks (Unicode's too), the marks that reorder
 * text (right-to-left overrides and isolates) and the angle brackets of markup.
 */
export const NOT_IN_A_NAME = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069<>]/u;

/** Why a name is refused, or null: it is sent with every AI prompt, so it stays short, on one line and plain. */
export function nameProblem(name: unknown): PolicyProblem | null {
  if (typeof name !== "string" || name.trim() === "") return { code: "NAME_REQUIRED", message: "Enter your name." };
  if (name.trim().length > NAME_MAX_LENGTH) return { code: "NAME_TOO_LONG", message: "That name is too long." };
  if (NOT_IN_A_NAME.test(name)) return { code: "NAME_INVALID", message: NAME_INVALID_MESSAGE };
  return null;
}
