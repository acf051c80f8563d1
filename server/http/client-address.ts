import "server-only";
import { env } from "@/server/env";

/**
 * The address the client connected from, for per-address limits. Each trusted reverse proxy
 * appends the address it was reached from to X-Forwarded-For, so with TRUSTED_PROXIES = N the
 * client is the N-th entry from the end: what the outermost trusted proxy saw. Entries further
 * left were written by the client and are ignored. With no proxy trusted (the default), the
 * last entry is the one Next records for the connection.
 */
export function clientAddress(headers: Headers): string {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return "unknown";
  const fromEnd = Math.max(env().trustedProxies, 1);
  return entries[Math.max(entries.length - fromEnd, 0)]!;
}
