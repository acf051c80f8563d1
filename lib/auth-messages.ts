import { z } from "@/lib/zod";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

export const signInSchema = z.object({
  email: z.email("Enter a valid email address."),
  password: z.string().min(1, "Enter your password."),
});

export const signUpSchema = z.object({
  name: z.string().trim().min(1, "Enter your name.").max(NAME_MAX_LENGTH, "That name is too long."),
  email: z.email("Enter a valid email address."),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Your password is too weak: use at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Your password is too long: use at most ${PASSWORD_MAX_LENGTH} characters.`),
});

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
  NAME_INVALID: "Your name can't contain control characters.",
};

/** Turns a better-auth client error into a sentence for the form. */
export function authErrorMessage(error: { code?: string; status?: number; message?: string } | null | undefined): string {
  if (!error) return "Something went wrong. Please try again.";
  if (error.code && MESSAGES_BY_CODE[error.code]) return MESSAGES_BY_CODE[error.code]!;
  if (error.status === 429) return "Too many attempts. Wait a few seconds and try again.";
  return "Something went wrong. Please try again.";
}
