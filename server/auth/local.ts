import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth, type AuthContext } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { bearer } from "better-auth/plugins";
import { getDb } from "@/server/db/client";
import { firstSettingsFor, startFirstGarden } from "@/server/garden/gardens";
import { isDatabaseUnavailable } from "@/server/db/faults";
import { logError, withoutQueryParameters } from "@/server/log";
import { accounts, sessions, users, verifications } from "@/server/db/schema";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/auth-messages";
import { addressedOrigin, configuredOrigin, ownOrigins, servedOverHttps } from "@/server/http/origin";
import { env } from "@/server/env";
import { AUTH_BODY_MAX_BYTES, authBodyTooLarge, readBodyBytes } from "@/server/http/body";
import { checkPasswordRequest, endPasswordCredentials, isResetToken, PASSWORD_REQUEST_PATHS, RESET_LINK_EXPIRES_IN_SECONDS, sendPasswordResetEmail } from "./password-changes";
import { nameProblem, passwordProblem } from "./password-policy";
import { checkSignInLimits, countFailedSignIn } from "./sign-in-limits";
import { sendExistingAccountNotice, sendSignUpConfirmation, SIGN_UP_LINK_EXPIRES_IN_SECONDS, signUpConfirmedByEmail } from "./sign-up-confirmation";
import { authSecret } from "./secret";
import { OIDC_ACCOUNT_LINKING, oidcPlugin } from "./oidc";

/** A session lasts 30 days and is extended (a new cookie) when it is more than a day old. */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

type Credentials = { name?: unknown; email?: unknown; password?: unknown };

/** The longest email address there is (RFC 5321's path limit): anything longer is refused before any limit counts it. */
const EMAIL_MAX_LENGTH = 254;

/**
 * Before sign-in and sign-up: the shared attempt limits; for a sign-up, a short, plain name and
 * a password that is not the email or a common one (400 with a code the form explains). Before
 * a password change or reset: the same policy and limits (server/auth/password-changes.ts).
 */
const beforeAuthRequest = createAuthMiddleware(async (ctx) => {
  if (PASSWORD_REQUEST_PATHS.has(ctx.path)) {
    return checkPasswordRequest(ctx.path, ctx.body, ctx.query, ctx.request?.headers ?? ctx.headers ?? new Headers(), {
      // Through better-auth's whole pipeline (its bearer plugin turns a bearer token into the cookie).
      signedInAccount: async (): Promise<{ id: string; email: string } | null> => (await (await getLocalAuth()).api.getSession({ headers: ctx.request?.headers ?? ctx.headers ?? new Headers(), query: { disableRefresh: true } }))?.user ?? null,
      resetTokenAccount: (token) => resetTokenAccount(ctx.context.internalAdapter, token),
    });
  }
  if (ctx.path !== "/sign-in/email" && ctx.path !== "/sign-up/email") return;
  const body = (ctx.body ?? {}) as Credentials;
  if (typeof body.email === "string" && body.email.length > EMAIL_MAX_LENGTH) throw APIError.from("BAD_REQUEST", { code: "INVALID_EMAIL", message: "Invalid email" });
  await checkSignInLimits(ctx.path, ctx.request?.headers ?? ctx.headers ?? new Headers(), body.email);
  if (ctx.path !== "/sign-up/email") return;
  const problem =
    nameProblem(body.name) ??
    (typeof body.password === "string" && typeof body.email === "string" ? passwordProblem(body.password, body.email) : null);
  if (problem) throw APIError.from("BAD_REQUEST", problem);
});

/** A 400 for a name sign-up would refuse; a write that sets no name passes. */
function refuseBadName(name: unknown): void {
  if (name === undefined) return;
  const problem = nameProblem(name);
  if (problem) throw APIError.from("BAD_REQUEST", problem);
}

/**
 * After any auth request: a 5xx is kept for answerAuthRequest; after a sign-in, a wrong password
 * counts against the account; after a password change, the account's reset links and API tokens end.
 */
const afterAuthRequest = createAuthMiddleware(async (ctx) => {
  const returned = ctx.context.returned;
  if (returned instanceof APIError && returned.statusCode >= 500) rememberAuthError(returned);
  if (ctx.path === "/change-password" && !(returned instanceof APIError) && ctx.context.session) await endPasswordCredentials(ctx.context.session.user.id);
  if (ctx.path !== "/sign-in/email") return;
  if (returned instanceof APIError && returned.statusCode === 401) await countFailedSignIn((ctx.body as Credentials | undefined)?.email);
});

async function createLocalAuth() {
  const db = await getDb();
  const oidc = await reachableSingleSignOn();
  // Where links can be emailed, sign-up answers the same whether the address has an account or
  // not: a new account signs in from the emailed link, an existing one's owner is told (server/auth/sign-up-confirmation.ts).
  const confirmSignUps = signUpConfirmedByEmail();
  return betterAuth({
    appName: "Garden Assistant",
    secret: authSecret(),
    // With a public URL only the app's own origins are trusted (a preview's deployment and branch URLs too); without one, the address the app was
    // opened at (127.0.0.1, a LAN address from a phone, ...) is, as the browser sent it.
    baseURL: configuredOrigin(),
    trustedOrigins: configuredOrigin() ? ownOrigins() : (request) => (request ? [addressedOrigin(request)] : []),
    // Plural names, as the tables and db.query call them: the adapter finds the session's relations
    // by name. (Without usePlural it matches table objects, and the server's instrumentation bundle
    // opens the database with its own copy of the schema, so every session read fell back to two statements.)
    database: drizzleAdapter(db, {
      provider: "pg",
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      requireEmailVerification: confirmSignUps,
      onExistingUserSignUp: async ({ user }) => sendExistingAccountNotice(user),
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // "Forgot password?": the link goes by email when SMTP and a public URL are set (password-changes.ts).
      sendResetPassword: async ({ user, token }) => sendPasswordResetEmail(user, token),
      resetPasswordTokenExpiresIn: RESET_LINK_EXPIRES_IN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user }) => endPasswordCredentials(user.id),
    },
    // The emailed sign-up link, again on a sign-in before the address is confirmed; following it signs the gardener in.
    emailVerification: {
      sendOnSignUp: confirmSignUps,
      sendOnSignIn: confirmSignUps,
      autoSignInAfterVerification: true,
      expiresIn: SIGN_UP_LINK_EXPIRES_IN_SECONDS,
      sendVerificationEmail: async ({ user, url, token }) => sendSignUpConfirmation(user, url, token),
    },
    session: { expiresIn: SESSION_EXPIRES_IN_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    // better-auth's own limiter counts in one process's memory, keyed on a header the client
    // can set: server/auth/sign-in-limits.ts replaces it (AUTH_RATE_LIMIT=off for load and e2e runs).
    rateLimit: { enabled: false },
    // better-auth skips its origin check under test runners; the tests must see the real one.
    // joins: a session and its user are read in one statement on every request.
    // Secure cookies follow the public URL. Without one the app is opened at whatever address
    // reached it, on a home network plain http (http://192.168.1.20:3000 from a phone), where a
    // browser refuses a Secure cookie and sign-in went nowhere (better-auth's default in production).
    advanced: { database: { generateId: () => crypto.randomUUID(), joins: true }, disableOriginCheck: false, useSecureCookies: servedOverHttps() },
    hooks: { before: beforeAuthRequest, after: afterAuthRequest },
    // Every gardener starts with a garden of their own, made with the account (after its
    // transaction), so their first requests find it rather than all racing to make it.
    // A name, however better-auth is asked to store one, keeps sign-up's rules (it goes into AI prompts).
    // The units they read start as their browser's language's (en-US: imperial); Settings changes them.
    databaseHooks: {
      user: {
        create: { before: async (user) => refuseBadName(user.name), after: (user, context) => startFirstGarden(user.id, user.name, firstSettingsFor(context?.headers?.get("accept-language"))) },
        update: { before: async (user) => refuseBadName(user.name) },
      },
    },
    // Single sign-on (OIDC_*): "Continue with {name}" on the sign-in pages (server/auth/oidc.ts).
    // Its failures (a refused join, cancelled consent) come back to the login page as ?error=.
    // The provider's access token is kept (better-auth stores it) encrypted with the auth secret.
    ...(oidc ? { account: { accountLinking: OIDC_ACCOUNT_LINKING, encryptOAuthTokens: true } } : {}),
    // A bearer token is a session cookie's signed value: the bare token, as kept in the database, is not one.
    plugins: [bearer({ requireSignature: true }), ...(oidc ? [oidcPlugin(oidc)] : []), nextCookies()],
    onAPIError: { onError: rememberAuthError, ...(oidc ? { errorURL: "/login" } : {}) },
    logger: authLogger,
  });
}

/** What went wrong in the auth request being answered, for answerAuthRequest. */
const authRequestErrors = new AsyncLocalStorage<{ error?: unknown }>();

// better-auth answers an error it did not expect (the database being down, a bug) with a 500
// (its endpoints catch some and answer 500 with the error as the cause); this keeps the error,
// so that it is mapped and logged as any route's.
function rememberAuthError(error: unknown) {
  const current = authRequestErrors.getStore();
  if (current) current.error = error;
  else if (!(error instanceof APIError)) logError("Unhandled error in an auth request", error);
}

/** A log line's text is cut at 300 characters: a made-up email of a megabyte is not written whole. */
const shortened = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text);

/**
 * better-auth's own log lines, with any failed query's parameters (session tokens, emails) left
 * out. A database fault it logs and carries on from (sign-out answers 200 and leaves the session
 * valid when it cannot delete it) is kept, so that the request answers 503 instead.
 */
export const authLogger = {
  log(level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) {
    if (expectedWithoutPublicUrl(message)) return;
    const fault = args.find(isDatabaseUnavailable);
    if (fault !== undefined && authRequestErrors.getStore()) rememberAuthError(fault);
    else console[level](`[Better Auth] ${shortened(message)}`, ...args.map((arg) => (typeof arg === "string" ? shortened(arg) : withoutQueryParameters(arg))));
  },
};

/**
 * better-auth's endpoints this app uses (lib/auth-requests.ts, lib/single-sign-on.ts, the
 * sign-up link's page app/(marketing)/confirm-sign-up), under /api/auth. Its others skip this app's rules (/list-sessions answers every session's token,
 * /update-user stores any name, /revoke-session, /delete-user and /change-email bypass what
 * Settings checks), so they answer 404: what they would do is done by the app's own routes.
 */
const ANSWERED_AUTH_PATHS: ReadonlySet<string> = new Set([
  "/sign-up/email",
  "/sign-in/email",
  "/verify-email",
  "/sign-out",
  "/get-session",
  "/change-password",
  "/request-password-reset",
  "/reset-password",
  "/sign-in/social",
  "/callback/oidc",
]);

const AUTH_ROUTE_PREFIX = "/api/auth";

/** Whether better-auth may answer this request: one of the endpoints the app uses. */
export function answeredAuthPath(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return pathname.startsWith(`${AUTH_ROUTE_PREFIX}/`) && ANSWERED_AUTH_PATHS.has(pathname.slice(AUTH_ROUTE_PREFIX.length).replace(/\/$/, ""));
}

/**
 * The request with its body read first, at most AUTH_BODY_MAX_BYTES (a 413 past it, the rest
 * unread): better-auth reads a body whole, however large.
 */
async function withBoundedBody(request: Request): Promise<Request> {
  if (!request.body) return request;
  const body = await readBodyBytes(request, AUTH_BODY_MAX_BYTES, authBodyTooLarge);
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  return new Request(request.url, { method: request.method, headers, body: new Uint8Array(body), signal: request.signal });
}

/**
 * With no public URL (APP_URL), better-auth warns once that its base URL is not set. That is the
 * README's design, not a fault: the app works at whatever address it was opened by, and each
 * request's own origin is the one trusted (createLocalAuth). With a public URL it is never said.
 */
function expectedWithoutPublicUrl(message: string): boolean {
  return message.includes("Base URL is not set") && !configuredOrigin();
}

/**
 * Answers a request to /api/auth/*. Where better-auth would answer a 5xx, or carried on past a
 * database fault, throws what went wrong instead, for the route's error mapping (a database
 * outage is then a 503, as elsewhere).
 */
export async function answerAuthRequest(request: Request): Promise<Response> {
  const bounded = await withBoundedBody(request);
  const auth = await getLocalAuth();
  const seen: { error?: unknown } = {};
  const response = await authRequestErrors.run(seen, () => auth.handler(bounded));
  if (seen.error !== undefined && (response.status >= 500 || isDatabaseUnavailable(seen.error))) throw seen.error;
  return response;
}

/** How long the provider's discovery document may take while the auth instance is made, and how soon an unreachable one is tried again. */
const PROVIDER_PROBE_TIMEOUT_MS = 5000;
const PROVIDER_RETRY_MS = 60_000;

/**
 * The single sign-on settings when the provider answers its discovery document in time, else
 * null: better-auth reads that document while it starts, without a time limit, so a provider
 * that hangs would hold up every sign-in, password ones included. Without it the instance is
 * made without single sign-on and made again a minute later.
 */
async function reachableSingleSignOn() {
  const { oidc } = env();
  if (!oidc) return null;
  try {
    const response = await fetch(oidc.discoveryUrl, { signal: AbortSignal.timeout(PROVIDER_PROBE_TIMEOUT_MS), cache: "no-store" });
    await response.body?.cancel();
    if (response.ok) return oidc;
    console.warn(`Single sign-on is unavailable for now: ${oidc.discoveryUrl} answered ${response.status}`);
  } catch (error) {
    console.warn(`Single sign-on is unavailable for now: ${oidc.discoveryUrl} did not answer`, error);
  }
  setTimeout(() => resetLocalAuth(), PROVIDER_RETRY_MS).unref();
  return null;
}

export type LocalAuth = Awaited<ReturnType<typeof createLocalAuth>>;

const globalForAuth = globalThis as unknown as { gardenLocalAuth?: Promise<LocalAuth> };

/** The better-auth instance, created on first use (it needs the database). */
export function getLocalAuth(): Promise<LocalAuth> {
  if (!globalForAuth.gardenLocalAuth) {
    globalForAuth.gardenLocalAuth = createLocalAuth().catch((error: unknown) => {
      globalForAuth.gardenLocalAuth = undefined;
      throw error;
    });
  }
  return globalForAuth.gardenLocalAuth;
}

/** The account a current reset token was made for, or null. */
async function resetTokenAccount(internalAdapter: AuthContext["internalAdapter"], token: string): Promise<{ id: string; email: string } | null> {
  const verification = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) return null;
  return internalAdapter.findUserById(verification.value);
}

/** Whether a reset link's token can still be used (the /reset-password page says so before asking for a password). */
export async function passwordResetTokenValid(token: string): Promise<boolean> {
  return isResetToken(token) && (await resetTokenAccount((await (await getLocalAuth()).$context).internalAdapter, token)) !== null;
}

/** Forgets the instance; tests call it after closing the database. */
export function resetLocalAuth(): void {
  globalForAuth.gardenLocalAuth = undefined;
}
