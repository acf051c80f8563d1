import type http from "node:http";

export const KEEP_ALIVE_TIMEOUT_MS: number;
export const LISTENING_SOCKETS: number;
export function canSharePort(version?: string): boolean;
export function listenShared(options: { handler: http.RequestListener; port: number; hostname: string; sockets?: number }): Promise<{ servers: http.Server[]; port: number; close: () => Promise<void[]> }>;
