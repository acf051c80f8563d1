// Personal API tokens (issue 16): what GET and POST /api/tokens answer, shared by the server and
// the Settings card.

/** The most tokens one gardener may hold: one per tool is plenty. */
export const MAX_API_TOKENS = 20;

/** GET /api/tokens's `tokens[]`: never the token itself, which only its maker saw once. */
export type ApiTokenJson = { id: number; name: string; createdAt: string; lastUsedAt: string | null };

/** GET /api/tokens: the gardener's tokens, newest first. */
export type ApiTokenList = { tokens: ApiTokenJson[] };

/** POST /api/tokens (201): the only answer that carries the token. */
export type CreatedApiTokenJson = { id: number; name: string; token: string; createdAt: string };
