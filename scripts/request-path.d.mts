export const UNDECODABLE_PATH: string;
export function undecodablePath(url: string | undefined): boolean;
