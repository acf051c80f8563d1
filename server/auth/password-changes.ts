import "server-only";
// Changing and resetting a password (issue 16) through better-auth's own endpoints
// (/api/auth/change-password, /request-password-reset, /reset-password), with what this app
// adds before them: the password policy for every new password, the attempt limits, and the
// reset email with its link to /reset-password.
import { APIError } from "better-auth/api";
import { and, eq, like } from "drizzle-orm";
import { RESET_BY_ADMIN_MESSAGE } from "@/lib/auth-messages";
import { SITE_NAME } from "@/lib/site";
import { getDb } from "@/server/db/client";
import { apiTokens, verifications } from "@/server/db/schema";
import { env } from "@/server/env";
import { clientAddress } from "@/server/http/client-address";
import { HttpError } from "@/server/http/errors";
import { configuredOrigin } from "@/server/http/origin";
import { logError } from "@/server/log";
import { greetingFor, linkEmail, linksByEmail, sendEmail, type Email } from "@/server/notifications/email";
import { takeRateLimit, type Limit } from "@/server/rate-limit";
import { rateLimitBucket } from "@/server/rate-limit-buckets.mjs";
import { passwordProblem } from "./password-policy";

/** A reset link works once, for an hour. */
export const RESET_LINK_EXPIRES_IN_SECONDS = 60 * 60;

/** The better-auth endpoints `checkPasswordRequest` looks at before they run. */
export const PASSWORD_REQUEST_PATHS: ReadonlySet<string> = new Set(["/request-password-reset", "/reset-password", "/change-password"]);

const TOO_MANY_RESETS = "Too many password reset requests. Wait an hour and try again.";
/** Reset emails asked for from one address, and to one email address (whether it has an account or not). */
const RESET_ADDRESS_LIMIT: Limit = { windowMs: 60 * 60 * 1000, max: 10, message: TOO_MANY_RESETS };
const RESET_EMAIL_LIMIT: Limit = { windowMs: 60 * 60 * 1000, max: 5, message: TOO_MANY_RESETS };
/** Checks of the current password of a signed-in account (changing it, deleting the account): a stolen session cannot guess it. */
const PASSWORD_CHECK_LIMIT: Limit = { windowMs: 15 * 60 * 1000, max: 10, message: "Too many password attempts. Wait 15 minutes and try again." };

/** Reset links are emailed when this server can email links (server/notifications/email.ts#missingForEmailedLinks). */
export function passwordResetByEmail(): boolean {
  return linksByEmail();
}

/** Counts a check of the signed-in gardener's password; a 429 after too many (AUTH_RATE_LIMIT=off turns it off). */
export async function takePasswordCheck(userId: string): Promise<void> {
  if (env().auth.rateLimit) await takeRateLimit(rateLimitBucket("password-check", userId), [PASSWORD_CHECK_LIMIT]);
}

/** A limit reached, as better-auth answers it (a 429 with a code the forms explain). */
async function asAuthLimit(limit: Promise<void>): Promise<void> {
  try {
    await limit;
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) throw APIError.from("TOO_MANY_REQUESTS", { code: "TOO_MANY_ATTEMPTS", message: error.message });
    throw error;
  }
}

type AuthRequestBody = { email?: unknown; newPassword?: unknown; token?: unknown };

type Account = { id: string; email: string };

/**
 * better-auth's own answers, from the request it is handling (server/auth/local.ts builds them):
 * the signed-in account, and the account a current reset token was made for.
 */
export type AccountLookups = { signedInAccount: () => Promise<Account | null>; resetTokenAccount: (token: string) => Promise<Account | null> };

/**
 * Before better-auth's password endpoints: a reset is refused (400) where it cannot be emailed,
 * and limited per address and per email; a new password, changed or reset, must pass the same
 * policy as at sign-up (400 with its code), checked against the account's own email.
 */
export async function checkPasswordRequest(path: string, body: unknown, query: unknown, headers: Headers, lookups: AccountLookups): Promise<void> {
  const fields = (body ?? {}) as AuthRequestBody;
  if (path === "/request-password-reset") {
    if (!passwordResetByEmail()) throw APIError.from("BAD_REQUEST", { code: "RESET_PASSWORD_DISABLED", message: RESET_BY_ADMIN_MESSAGE });
    if (!env().auth.rateLimit) return;
    await asAuthLimit(takeRateLimit(rateLimitBucket("password-reset-address", clientAddress(headers)), [RESET_ADDRESS_LIMIT]));
    if (typeof fields.email === "string") await asAuthLimit(takeRateLimit(rateLimitBucket("password-reset-email", fields.email), [RESET_EMAIL_LIMIT]));
    return;
  }
  // Anything malformed is better-auth's own 400; a missing session or token its own 401 or INVALID_TOKEN.
  if (typeof fields.newPassword !== "string") return;
  let account: Account | null;
  if (path === "/change-password") {
    account = await lookups.signedInAccount();
    if (account) await asAuthLimit(takePasswordCheck(account.id));
  } else {
    const token = typeof fields.token === "string" ? fields.token : (query as { token?: unknown } | undefined)?.token;
    // Not one better-auth made (NUL and the like would fail the look-up itself): its own answer to an unknown token.
    if (typeof token === "string" && !isResetToken(token)) throw APIError.from("BAD_REQUEST", { code: "INVALID_TOKEN", message: "Invalid token" });
    account = typeof token === "string" ? await lookups.resetTokenAccount(token) : null;
  }
  const problem = account ? passwordProblem(fields.newPassword, account.email) : null;
  if (problem) throw APIError.from("BAD_REQUEST", problem);
}

/**
 * After a password was changed or reset: every reset link the account was sent stops working, and
 * so does every personal API token (made under the old password, perhaps by whoever knew it).
 * Sessions are better-auth's: a reset ends them all, a change the others when asked.
 * (`npm run admin -- reset-password` does the same in scripts/admin.mjs.)
 */
export async function endPasswordCredentials(userId: string): Promise<void> {
  const db = await getDb();
  await db.delete(verifications).where(and(eq(verifications.value, userId), like(verifications.identifier, "reset-password:%")));
  await db.delete(apiTokens).where(eq(apiTokens.userId, userId));
}

// better-auth's reset tokens are 24 letters and digits.
const RESET_TOKEN = /^[A-Za-z0-9_-]{1,128}$/;
export const isResetToken = (token: string) => RESET_TOKEN.test(token);

/** The reset email: a plain-text and an HTML part with the link to /reset-password. */
export function passwordResetEmail(to: { email: string; name: string }, link: string): Email {
  return linkEmail({
    to: to.email,
    subject: `Reset your ${SITE_NAME} password`,
    before: [greetingFor(to.name), `Someone (we hope you) asked to reset the password of your ${SITE_NAME} account, ${to.email}.`],
    link: { href: link, lead: "Choose a new password", button: "Choose a New Password" },
    after: ["The link works once, for one hour. Choosing a new password signs you out on every device.", "If you didn't ask, ignore this email: your password stays as it is."],
  });
}

/**
 * better-auth's `sendResetPassword`: emails the link. It is not awaited, so that the answer
 * takes as long whether the address has an account or not; a failed send is logged.
 */
export function sendPasswordResetEmail(user: { email: string; name: string }, token: string): void {
  const origin = configuredOrigin();
  if (!origin || !linksByEmail()) return;
  const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
  void sendEmail(passwordResetEmail(user, link)).catch((error: unknown) => logError("Could not send a password reset email", error));
}
