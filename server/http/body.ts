import "server-only";
// Request bodies, read against the limit of their kind of route (README "Security"): better-auth's
// and the JSON routes' small, a photo form's 10 MB and an import's IMPORT_MAX_MB, each with room
// for its form. Next hands a route its body as a stream; every reader here counts it as it
// arrives, so a declared Content-Length over the limit is refused before a byte is read, and a
// chunked (or lying) body is cut off at the limit. A route that never reads its body (a signed-out
// caller's, a refused import's) costs nothing however large the body.
import { HttpError } from "./errors";

/** Sign-in, sign-up and the password forms: an email, a name and two passwords. */
export const AUTH_BODY_MAX_BYTES = 16 * 1024;
/** Any JSON route: the longest text a form takes (a chat message, notes) is a few KB. */
export const JSON_BODY_MAX_BYTES = 256 * 1024;
/** Room for a multipart form's boundaries, headers and small fields around its file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const jsonTooLarge = () => new HttpError(413, `The request body is too large: at most ${JSON_BODY_MAX_BYTES / 1024} KB.`);
export const authBodyTooLarge = () => new HttpError(413, `The request body is too large: at most ${AUTH_BODY_MAX_BYTES / 1024} KB.`);
const cutOff = () => new HttpError(400, "The upload was cut off before its end. Please try again.");

/** A 413 when the request declares a Content-Length over `limit`: nothing is read. */
export function refuseDeclaredLength(request: Request, limit: number, tooLarge: () => HttpError): void {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
}

/**
 * The request's body in one buffer, at most `limit` bytes: a declared length over it is refused
 * unread, a longer body is refused (413) as soon as its excess arrives, and the rest is not read.
 * A body cut off by the client is a 400. No body is an empty buffer.
 */
export async function readBodyBytes(request: Request, limit: number, tooLarge: () => HttpError): Promise<Buffer> {
  refuseDeclaredLength(request, limit, tooLarge);
  if (!request.body) return Buffer.alloc(0);
  return readStreamBytes(request.body, Number(request.headers.get("content-length")), limit, tooLarge);
}

/**
 * A stream (a request's body, a stored file) in one buffer, at most `limit` bytes: refused (413)
 * as soon as the excess arrives, the rest unread; a stream that fails part way is a 400.
 */
export async function readStreamBytes(stream: ReadableStream<Uint8Array>, declared: number, limit: number, tooLarge: () => HttpError): Promise<Buffer> {
  let buffer = Buffer.allocUnsafe(Number.isSafeInteger(declared) && declared > 0 ? Math.min(declared, limit) : Math.min(limit, 64 * 1024));
  let length = 0;
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (length + value.byteLength > limit) throw tooLarge();
      if (length + value.byteLength > buffer.length) {
        const grown = Buffer.allocUnsafe(Math.min(limit, Math.max(buffer.length * 2, length + value.byteLength)));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      buffer.set(value, length);
      length += value.byteLength;
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (error instanceof HttpError) throw error;
    throw cutOff();
  }
  return buffer.subarray(0, length);
}

/** A JSON route's body as text, at most JSON_BODY_MAX_BYTES. */
export async function readJsonBodyText(request: Request): Promise<string> {
  return (await readBodyBytes(request, JSON_BODY_MAX_BYTES, jsonTooLarge)).toString("utf8");
}
