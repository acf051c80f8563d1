export const BARE_SQL: { session: { name: string; text: string }; plants: { name: string; text: string } };
export const BARE_WITH_WATERING_SQL: string[];
export function startBareServer(options: { databaseUrl: string; secret: string; port?: number; poolSize?: number }): Promise<{ port: number; close: () => Promise<void> }>;
