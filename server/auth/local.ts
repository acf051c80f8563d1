import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { bearer } from "better-auth/plugins";
import { getDb } from "@/server/db/client";
import { accounts, sessions, users, verifications } from "@/server/db/schema";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/auth-messages";
import { addressedOrigin, configuredOrigin } from "@/server/http/origin";
import { nameProblem, passwordProblem } from "./password-policy";
import { checkSignInLimits, countFailedSignIn } from "./sign-in-limits";
import { authSecret } from "./secret";

type Credentials = { name?: unknown; email?: unknown; password?: unknown };

/**
 * Before sign-in and sign-up: the shared attempt limits; for a sign-up, a short, plain name and
 * a password that is not the email or a common one (400 with a code the form explains).
 */
const beforeSignIn = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/sign-in/email" && ctx.path !== "/sign-up/email") return;
  const body = (ctx.body ?? {}) as Credentials;
  await checkSignInLimits(ctx.path, ctx.request?.headers ?? ctx.headers ?? new Headers(), body.email);
  if (ctx.path !== "/sign-up/email") return;
  const problem =
    nameProblem(body.name) ??
    (typeof body.password === "string" && typeof body.email === "string" ? passwordProblem(body.password, body.email) : null);
  if (problem) throw APIError.from("BAD_REQUEST", problem);
});

/** After a sign-in: a wrong password counts against the account. */
const afterSignIn = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/sign-in/email") return;
  const returned = ctx.context.returned;
  if (returned instanceof APIError && returned.statusCode === 401) await countFailedSignIn((ctx.body as Credentials | undefined)?.email);
});

async function createLocalAuth() {
  const db = await getDb();
  return betterAuth({
    appName: "Garden Assistant",
    secret: authSecret(),
    // With a public URL only that origin is trusted; without one, the address the app was
    // opened at (127.0.0.1, a LAN address from a phone, ...) is, as the browser sent it.
    baseURL: configuredOrigin(),
    trustedOrigins: configuredOrigin() ? undefined : (request) => (request ? [addressedOrigin(request)] : []),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // better-auth's own limiter counts in one process's memory, keyed on a header the client
    // can set: server/auth/sign-in-limits.ts replaces it (AUTH_RATE_LIMIT=off for load and e2e runs).
    rateLimit: { enabled: false },
    // better-auth skips its origin check under test runners; the tests must see the real one.
    advanced: { database: { generateId: () => crypto.randomUUID() }, disableOriginCheck: false },
    hooks: { before: beforeSignIn, after: afterSignIn },
    plugins: [bearer(), nextCookies()],
  });
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

/** Forgets the instance; tests call it after closing the database. */
export function resetLocalAuth(): void {
  globalForAuth.gardenLocalAuth = undefined;
}
