import "server-only";
import { env } from "@/server/env";

/**
 * The address the client connected from, for per-address limits. Every hop appends the address
 * it was reached from to X-Forwarded-For: each trusted reverse proxy, and last our own server
 * (scripts/serve.mjs) with the connection's address. With TRUSTED_PROXIES = N, the client is the
 * entry N places before the last: what the outermost trusted proxy saw. Entries further left
 * were written by the client and are ignored. (Platforms such as Vercel replace the header
 * with the client's address: leave N at 0 there.)
 */
export function clientAddress(headers: Headers): string {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return "unknown";
  return entries[Math.max(entries.length - 1 - env().trustedProxies, 0)]!;
}
