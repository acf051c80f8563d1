import "server-only";
import { NextResponse } from "next/server";
import { ZodError, type ZodType } from "zod";
import { requireUser, type CurrentUser } from "@/server/auth";
import { assertUploadSize } from "@/server/photos";
import { HttpError, notFound } from "./errors";

type RouteContext<Params> = { params: Promise<Params> };

export type UserHandlerArgs<Params> = { request: Request; user: CurrentUser; params: Params };

function errorBody(message: string, issues?: unknown[]) {
  return issues ? { error: message, issues } : { error: message };
}

/** Maps any thrown error to the JSON error form; internals are logged, never returned. */
export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    return NextResponse.json(errorBody(error.message, error.issues), { status: error.status });
  }
  if (error instanceof ZodError) {
    const first = error.issues[0]?.message ?? "Invalid input.";
    return NextResponse.json(errorBody(first, error.issues), { status: 400 });
  }
  console.error("Unhandled error in route handler", error);
  return NextResponse.json(errorBody("Something went wrong on our side. Please try again."), { status: 500 });
}

/** Wraps a route handler: signs the user in (401 otherwise) and maps errors. */
export function withUser<Params = Record<string, never>>(
  handler: (args: UserHandlerArgs<Params>) => Promise<Response>,
) {
  return async (request: Request, context?: RouteContext<Params>): Promise<Response> => {
    try {
      const user = await requireUser(request.headers);
      const params = context ? await context.params : ({} as Params);
      return await handler({ request, user, params });
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** Reads and validates a JSON body; a malformed or invalid one is a 400. */
export async function parseJsonBody<T>(request: Request, schema: ZodType<T>): Promise<T> {
  let body: unknown;
  try {
    const text = await request.text();
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
  return schema.parse(body);
}

/**
 * Reads a multipart body. Oversized uploads are refused from their Content-Length
 * before any byte is read (413); a body that is not multipart is a 400.
 */
export async function readMultipartForm(request: Request): Promise<FormData> {
  assertUploadSize(request);
  try {
    return await request.formData();
  } catch {
    throw new HttpError(400, "Send the form as multipart/form-data.");
  }
}

/** Validates route params (e.g. a numeric id); a bad one is answered as 404. */
export function parseId(raw: string | undefined, what = "That item"): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(what);
  return id;
}
