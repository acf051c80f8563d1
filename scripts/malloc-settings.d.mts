export const SERVER_MALLOC_SETTINGS: { MALLOC_ARENA_MAX: string; MALLOC_MMAP_THRESHOLD_: string };
export function mallocRestartEnv(options: { platform: string; env: Record<string, string | undefined>; canExecve: boolean }): Record<string, string | undefined> | null;
export function restartWithMallocSettings(): void;
