export function collectWhenIdle(options: {
  idleMs: number;
  checkEveryMs?: number;
  collect?: ((options?: object) => void) | null;
}): { touch: () => void; stop: () => void };
export function fullCollectionArgs(v8Version: string): object[];
