/** Sign-in is local (better-auth) or hosted by Clerk. */
export const AUTH_PROVIDERS = ["clerk", "local"] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

/** GET /api/clerk/config. */
export type ClerkConfig = { provider: AuthProvider; publishableKey: string };
