// What `npm start` (scripts/serve.mjs) checks of a request's path before Next sees it. Next
// answers a path segment that does not decode (`%ZZ`, or `%C0%AE`, which is not UTF-8) with a
// plain-text 500 and none of the security headers, on every route with a dynamic segment; such a
// request is handed to UNDECODABLE_PATH instead, which app/api/[...path]/route.ts answers with a
// 400 and the API's headers (next.config.ts).

/** Where a request whose path does not decode is sent. */
export const UNDECODABLE_PATH = "/api/undecodable-path";

/** Whether some segment of the URL's path (before any `?`) is not valid percent-encoded UTF-8. */
export function undecodablePath(url) {
  const path = (url ?? "/").split("?", 1)[0];
  if (!path.includes("%")) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}
