import "server-only";
import { APIError } from "better-auth/api";
import { env } from "@/server/env";
import { clientAddress } from "@/server/http/client-address";
import { recentEvents, recordEvent, takeRateLimit } from "@/server/rate-limit";
import { rateLimitBucket } from "@/server/rate-limit-buckets.mjs";

/** After this many failed sign-ins in the window, the account's sign-ins wait out the window. */
export const ACCOUNT_FAILURES_ALLOWED = 10;
export const ACCOUNT_LOCK_MS = 15 * 60 * 1000;
/** Sign-in and sign-up attempts from one address. */
const ADDRESS_ATTEMPTS = { windowMs: 5 * 60 * 1000, max: 30, message: "Too many attempts from your network. Wait a few minutes and try again." };

export const ACCOUNT_LOCKED_MESSAGE = "Too many failed sign-ins for this account. Please wait 15 minutes and try again.";

const failuresOf = (email: string) => rateLimitBucket("sign-in-failure", email);

/**
 * Before a sign-in or sign-up: the address limit (keyed on the address the trusted proxies
 * report, never on what the client says), then, for a sign-in, the account's own limit, which
 * holds whatever address the attempts come from. Both live in the database, for every instance.
 */
export async function checkSignInLimits(path: string, headers: Headers, email: unknown): Promise<void> {
  if (!env().auth.rateLimit) return;
  try {
    await takeRateLimit(rateLimitBucket("auth-address", clientAddress(headers)), [ADDRESS_ATTEMPTS]);
  } catch {
    throw APIError.from("TOO_MANY_REQUESTS", { code: "TOO_MANY_ATTEMPTS", message: ADDRESS_ATTEMPTS.message });
  }
  if (path === "/sign-in/email" && typeof email === "string") {
    if ((await recentEvents(failuresOf(email), ACCOUNT_LOCK_MS)) >= ACCOUNT_FAILURES_ALLOWED) {
      throw APIError.from("TOO_MANY_REQUESTS", { code: "ACCOUNT_LOCKED", message: ACCOUNT_LOCKED_MESSAGE });
    }
  }
}

/** After a sign-in that failed on its password, counts the failure against the account. */
export async function countFailedSignIn(email: unknown): Promise<void> {
  if (typeof email === "string") await recordEvent(failuresOf(email));
}
