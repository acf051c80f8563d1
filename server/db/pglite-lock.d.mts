export class PgliteDirectoryInUseError extends Error {
  readonly directory: string;
  readonly pid: number;
  constructor(directory: string, pid: number);
}
export function lockPgliteDirectory(dir: string): () => void;
declare global {
  var gardenPgliteLocks: Set<string> | undefined;
}
