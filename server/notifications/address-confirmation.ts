import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, like } from "drizzle-orm";
import { SITE_NAME } from "@/lib/site";
import { getDb } from "@/server/db/client";
import { users, verifications } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";
import { configuredOrigin } from "@/server/http/origin";
import { logError } from "@/server/log";
import { takeRateLimit } from "@/server/rate-limit";
import { rateLimitBucket } from "@/server/rate-limit-buckets.mjs";
import { greetingFor, linkEmail, linksByEmail, sendEmail, type Email } from "./email";

/**
 * Email reminders go only to an address its owner has confirmed: anyone can sign up with someone
 * else's address, and would otherwise have the server mail them every morning. A link emailed to
 * the address confirms it (users.email_verified, which single sign-on and Clerk set for addresses
 * their provider verified). The token is kept only as its SHA-256, for a day, used once.
 */
const PREFIX = "confirm-email:";
const LINK_VALID_MS = 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
/** Links per gardener: enough to ask again, not to flood an inbox that is not theirs. */
const CONFIRMATION_LIMITS = [{ windowMs: 60 * 60_000, max: 3, message: "We have sent 3 confirmation links in the last hour. Please use the latest one, or wait a little." }];

const identifierOf = (token: string) => `${PREFIX}${createHash("sha256").update(token).digest("hex")}`;

/** Whether this server can email the link (server/notifications/email.ts#missingForEmailedLinks). */
export const addressConfirmationPossible = linksByEmail;

function confirmationEmail(to: { email: string; name: string }, link: string): Email {
  return linkEmail({
    to: to.email,
    subject: `Confirm your email address for ${SITE_NAME}`,
    before: [greetingFor(to.name), `Please confirm that ${to.email} is yours, so ${SITE_NAME} can email your garden reminders to it.`],
    link: { href: link, lead: "Confirm it", button: "Confirm My Address" },
    after: ["The link works once, for a day.", "If you did not ask for reminders, ignore this email: nothing will be sent to this address."],
  });
}

/**
 * Emails the gardener a link that confirms their address (a new link replaces the ones sent
 * before). Refused (400) where the server cannot email links, and after 3 links in an hour (429).
 */
export async function sendAddressConfirmation(user: { id: string; email: string; name: string }, now = new Date()): Promise<void> {
  const origin = configuredOrigin();
  if (!linksByEmail() || !origin) throw new HttpError(400, "This server can't confirm email addresses: it needs email (SMTP_URL) and its public URL (APP_URL).");
  await takeRateLimit(rateLimitBucket("address-confirmation", user.id), CONFIRMATION_LIMITS, now);
  const token = randomBytes(24).toString("base64url");
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(and(like(verifications.identifier, `${PREFIX}%`), eq(verifications.value, user.id)));
    await tx.insert(verifications).values({ id: randomBytes(16).toString("hex"), identifier: identifierOf(token), value: user.id, expiresAt: new Date(now.getTime() + LINK_VALID_MS) });
  });
  await sendEmail(confirmationEmail(user, `${origin}/confirm-email/${token}`));
}

/** Sends the link and logs, rather than throws, what went wrong (turning email on must not fail for it). */
export async function offerAddressConfirmation(user: { id: string; email: string; name: string }): Promise<boolean> {
  try {
    await sendAddressConfirmation(user);
    return true;
  } catch (error) {
    if (!(error instanceof HttpError)) logError("Could not send an address confirmation email", error);
    return false;
  }
}

/** The address a current link would confirm, and whether it is confirmed already; null for an unknown or used link. */
export async function confirmationTarget(token: string, now = new Date()): Promise<{ userId: string; email: string; confirmed: boolean } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ userId: users.id, email: users.email, confirmed: users.emailVerified })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, now)));
  return row ?? null;
}

/** Confirms the link's address (once: the link is used up); false for an unknown, used or expired link. */
export async function confirmAddress(token: string, now = new Date()): Promise<{ email: string } | null> {
  const target = await confirmationTarget(token, now);
  if (!target) return null;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [used] = await tx.delete(verifications).where(eq(verifications.identifier, identifierOf(token))).returning({ id: verifications.id });
    if (!used) return null;
    await tx.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, target.userId));
    return { email: target.email };
  });
}
