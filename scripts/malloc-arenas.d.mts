export const SERVER_MALLOC_ARENAS: string;
export function arenaRestartEnv(options: { platform: string; env: Record<string, string | undefined>; canExecve: boolean }): Record<string, string | undefined> | null;
export function restartWithFewerArenas(): void;
