import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { bearer } from "better-auth/plugins";
import { getDb } from "@/server/db/client";
import { accounts, sessions, users, verifications } from "@/server/db/schema";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/auth-messages";
import { authSecret } from "./secret";


async function createLocalAuth() {
  const db = await getDb();
  return betterAuth({
    appName: "Garden Assistant",
    secret: authSecret(),
    baseURL: process.env.BETTER_AUTH_URL || undefined,
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
    rateLimit: {
      // On by default in production; AUTH_RATE_LIMIT=off for load and e2e runs.
      enabled: process.env.AUTH_RATE_LIMIT === "off" ? false : undefined,
    },
    advanced: { database: { generateId: () => crypto.randomUUID() } },
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
