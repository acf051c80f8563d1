export function isCommonPassword(password: string): boolean;
