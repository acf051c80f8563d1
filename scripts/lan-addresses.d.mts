export function lanHosts(): string[];
export function lanOrigins(port: number | string): string[];
