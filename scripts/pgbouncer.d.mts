export type PgBouncer = { url: string; stop: () => Promise<void>; log: () => string };
export function ensurePgBouncer(): boolean;
export function startPgBouncer(databaseUrl: string, options?: { poolSize?: number }): Promise<PgBouncer>;
