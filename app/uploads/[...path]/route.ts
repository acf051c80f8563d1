import { requireUser } from "@/server/auth";
import { callerLocale } from "@/server/http/error-language";
import { errorResponse } from "@/server/http/handler";
import { readVisibleUpload, uploadKeyFromPath } from "@/server/storage";

type UploadRouteContext = { params: Promise<{ path: string[] }> };

/** A photo the gardener may see (theirs, or shown in one of their gardens); any other path is a 404. */
async function serveUpload(request: Request, context: UploadRouteContext, withBody: boolean): Promise<Response> {
  try {
    const key = uploadKeyFromPath((await context.params).path);
    const user = await requireUser(request.headers);
    const file = await readVisibleUpload(key, user.id);

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
    return errorResponse(error, callerLocale(request));
  }
}

export function GET(request: Request, context: UploadRouteContext): Promise<Response> {
  return serveUpload(request, context, true);
}

export function HEAD(request: Request, context: UploadRouteContext): Promise<Response> {
  return serveUpload(request, context, false);
}
