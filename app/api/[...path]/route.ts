import { callerLocale } from "@/server/http/error-language";
import { HttpError } from "@/server/http/errors";
import { errorResponse } from "@/server/http/handler";
import { UNDECODABLE_PATH } from "@/scripts/request-path.mjs";

type Params = { path: string[] };

// Any path under /api that no other route answers: a JSON 404, signed in or not (without this,
// Next would render the app's HTML pages). `npm start` sends a request whose path does not decode
// here too, for a 400 with the API's security headers (scripts/request-path.mjs).
async function noSuchEndpoint(request: Request, context: { params: Promise<Params> }): Promise<Response> {
  const { path } = await context.params;
  if (`/api/${path.join("/")}` === UNDECODABLE_PATH) {
    return errorResponse(new HttpError(400, "That address can't be read: part of its path is not valid percent-encoded UTF-8."), callerLocale(request));
  }
  return errorResponse(new HttpError(404, "There is no such API endpoint."), callerLocale(request));
}

export const GET = noSuchEndpoint;
export const POST = noSuchEndpoint;
export const PUT = noSuchEndpoint;
export const PATCH = noSuchEndpoint;
export const DELETE = noSuchEndpoint;
