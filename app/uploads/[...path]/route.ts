import { getCurrentUser } from "@/server/auth";
import { HttpError, notFound } from "@/server/http/errors";
import { errorResponse } from "@/server/http/handler";
import { getStorage, isValidStorageKey } from "@/server/storage";

type UploadRouteContext = { params: Promise<{ path: string[] }> };

const OWNED_KEY = /^users\/([^/]+)\//;

/**
 * The storage key a request may read. Only users' own files are served from
 * here (catalogue images are static files under public/uploads); anything
 * else, including someone else's file, is answered as missing.
 */
async function authorisedKey(request: Request, context: UploadRouteContext): Promise<string> {
  const { path } = await context.params;
  const key = path.join("/");
  const owner = isValidStorageKey(key) ? OWNED_KEY.exec(key)?.[1] : undefined;
  if (!owner) throw notFound("That file");
  const user = await getCurrentUser(request.headers);
  if (!user) throw new HttpError(401, "You need to sign in first.");
  if (user.id !== owner) throw notFound("That file");
  return key;
}

async function serveUpload(request: Request, context: UploadRouteContext, withBody: boolean): Promise<Response> {
  try {
    const key = await authorisedKey(request, context);
    const file = await getStorage().get(key);
    if (!file) throw notFound("That file");

    const headers = new Headers({
      "Content-Type": file.contentType,
      // Keys are never reused and pages add a cache-busting query, so a copy never goes stale.
      "Cache-Control": "private, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    });
    if (file.size !== undefined) headers.set("Content-Length", String(file.size));
    if (!withBody) {
      if (file.body instanceof ReadableStream) await file.body.cancel();
      return new Response(null, { status: 200, headers });
    }
    // TypeScript refuses a Uint8Array that might view a SharedArrayBuffer; storage never returns one.
    return new Response(file.body as BodyInit, { status: 200, headers });
  } catch (error) {
    return errorResponse(error);
  }
}

export function GET(request: Request, context: UploadRouteContext): Promise<Response> {
  return serveUpload(request, context, true);
}

export function HEAD(request: Request, context: UploadRouteContext): Promise<Response> {
  return serveUpload(request, context, false);
}
