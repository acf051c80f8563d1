import { z } from "@/lib/zod";
import { PASSWORD_MAX_LENGTH } from "@/lib/auth-messages";

export const PASSWORD_REQUIRED_MESSAGE = "Enter your password to delete your account.";

/**
 * DELETE /api/user: the account's password (an account without one confirms with a recent
 * sign-in instead, and sends `{}`).
 */
export const deleteAccountSchema = z
  .object({
    password: z
      .string({ message: PASSWORD_REQUIRED_MESSAGE })
      .min(1, PASSWORD_REQUIRED_MESSAGE)
      .max(PASSWORD_MAX_LENGTH, "That password is too long to be yours."),
  })
  .partial()
  .strict();

export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

// better-auth's session ids are UUIDs; anything that cannot be one is not found.
const SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** A session id from a URL segment, or null when it cannot be one. */
export function parseSessionId(raw: string | undefined): string | null {
  return raw && SESSION_ID.test(raw) ? raw : null;
}
