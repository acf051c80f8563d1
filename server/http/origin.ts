import "server-only";
import { headers } from "next/headers";
import { env } from "@/server/env";
import { lanHosts } from "@/scripts/lan-addresses.mjs";

// A host as a browser sends it: a name or IPv4 address, or a bracketed IPv6 one, with an optional port.
const HOST_PATTERN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const PROTOCOL_PATTERN = /^https?$/;

/** The configured public URL of the install (APP_URL, else BETTER_AUTH_URL), without a trailing slash. */
export function configuredOrigin(): string | undefined {
  return env().publicUrl;
}

/** Every origin the app answers at as its own (a preview's deployment and branch URLs too); empty: none configured. */
export function ownOrigins(): string[] {
  return env().origins;
}

/** Whether the app is served over https, as its public URL says (HSTS, upgraded requests, Secure cookies). */
export function servedOverHttps(): boolean {
  return configuredOrigin()?.startsWith("https://") ?? false;
}

/** The origin for links in pages and metadata that are not tied to a request. */
export function siteUrl(): string {
  return configuredOrigin() ?? "http://localhost:3000";
}

/**
 * The origin the browser used for this request: the configured public URL when there is
 * one; otherwise built from the (forwarded) Host and protocol headers, each checked, so a
 * made-up header falls back to the request's own URL instead of being echoed.
 */
export function requestOrigin(request: Request): string {
  return configuredOrigin() ?? addressedOrigin(request);
}

/** The origin from the request's own headers, ignoring any configured public URL. */
export function addressedOrigin(request: Request): string {
  return originFromHeaders(request.headers, new URL(request.url));
}

/**
 * The origin for a page or file that is about this install (robots.txt, the sitemap): the
 * configured public URL, else the address this request came by (not localhost when served elsewhere).
 */
export async function pageOrigin(): Promise<string> {
  return configuredOrigin() ?? originFromHeaders(await headers(), new URL(siteUrl()));
}

function originFromHeaders(requestHeaders: Headers, url: URL): string {
  const host = firstValid(HOST_PATTERN, requestHeaders.get("x-forwarded-host"), requestHeaders.get("host")) ?? url.host;
  const protocol = firstValid(PROTOCOL_PATTERN, requestHeaders.get("x-forwarded-proto")) ?? url.protocol.replace(":", "");
  return `${protocol}://${host.toLowerCase()}`;
}

/**
 * Where other devices on the machine's network (a partner's phone) can open the app: each of its
 * LAN addresses, with the port of the address it was opened at (`host`, e.g. `localhost:3000`).
 * None when a public URL is set: that is the address to share, and the only one signed in at.
 */
export function networkOrigins(host: string | null): string[] {
  if (configuredOrigin()) return [];
  const port = /:(\d{1,5})$/.exec(host ?? "")?.[1];
  return lanHosts().map((address) => `http://${address}${port ? `:${port}` : ""}`);
}

function firstValid(pattern: RegExp, ...values: (string | null)[]): string | undefined {
  for (const value of values) {
    // Proxies may append: "a.example, b.example" — the first is the client's.
    const first = value?.split(",")[0]?.trim();
    if (first && pattern.test(first)) return first;
  }
  return undefined;
}
