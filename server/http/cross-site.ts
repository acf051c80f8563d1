import "server-only";
import { HttpError } from "./errors";
import { addressedOrigin, configuredOrigin, ownOrigins } from "./origin";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const ACCEPTED_BODIES = /^(application\/json|multipart\/form-data)\s*(;|$)/i;

/**
 * With a public URL configured, only the app's own origins are (that URL, and a preview's deployment and branch URLs). Without one, the host the
 * browser addressed is: the scheme is not compared, since a TLS-terminating proxy may not say
 * it spoke https (and no other site can be served from the same host and port).
 */
function isOwnOrigin(origin: string, request: Request): boolean {
  if (configuredOrigin()) return ownOrigins().includes(origin);
  try {
    return new URL(origin).host === new URL(addressedOrigin(request)).host;
  } catch {
    return false;
  }
}

/** What the client said it sent: Next hands every DELETE over with an (empty) body stream, so the headers decide. */
function declaresBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  return request.headers.has("transfer-encoding") || (length !== null && length !== "0");
}

/**
 * Refuses a state change that a browser could have been made to send from another site
 * with the gardener's cookie (403), and any body but JSON or a multipart form (415), which
 * a plain HTML form on another site cannot send without a preflight. Requests that carry a
 * bearer token are not sent by browsers on their own, so they are not affected.
 */
export function assertSameSiteWrite(request: Request): void {
  if (!STATE_CHANGING.has(request.method)) return;
  if (/^bearer\s/i.test(request.headers.get("authorization") ?? "")) return;

  const fetchSite = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  const crossSite = (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") || (origin !== null && !isOwnOrigin(origin, request));
  if (crossSite) throw new HttpError(403, "This request came from another site, so it was refused.");

  const contentType = request.headers.get("content-type");
  if (contentType !== null ? !ACCEPTED_BODIES.test(contentType) : declaresBody(request)) {
    throw new HttpError(415, "Send the request as JSON (or a multipart form for photos).");
  }
}
