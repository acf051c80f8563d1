export const PASSWORD_MIN_LENGTH: 8;
export const PASSWORD_MAX_LENGTH: 128;
export function passwordIsEmail(password: string, email: string): boolean;
