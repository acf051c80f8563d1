import "server-only";
import { NextResponse } from "next/server";
import { ZodError, type ZodType } from "zod";
import type { AppLocale } from "@/lib/i18n/locales";
import type { CurrentUser, SignInMethod } from "@/server/auth";
import { requireGardener, type Gardener } from "@/server/account/gardener";
import { containsNul, CONTROL_CHARACTERS_MESSAGE, parseIdSegment } from "@/lib/validations/common";
import { isDatabaseUnavailable } from "@/server/db/faults";
import { describeError, logError } from "@/server/log";
import { readJsonBodyText } from "./body";
import { assertSameSiteWrite } from "./cross-site";
import { callerLocale, inLanguage } from "./error-language";
import { HttpError, notFound } from "./errors";
import { PERSONAL_CACHE_CONTROL } from "./security-headers";

type RouteContext<Params> = { params: Promise<Params> };

/**
 * What every handler gets: the request, the signed-in user with their profile (read once), the
 * path's params, and how the caller signed in (`via: "token"` for a personal API token).
 */
export type UserHandlerArgs<Params> = { request: Request; user: CurrentUser; gardener: Gardener; params: Params; via: SignInMethod };

/**
 * What a personal API token must never do, each needing the gardener's own session: a leaked
 * token could otherwise make itself more tokens, take the garden over (invite an account of its
 * own, make it owner, remove the gardener) or keep reading after it is revoked (the calendar
 * feed's URL, a push subscription or ntfy topic of its choosing).
 */
export const SESSION_ONLY = {
  account: "API tokens can't manage API tokens or delete the account. Sign in to the app to do this.",
  sharing: "API tokens can't share a garden, change its members or delete it. Sign in to the app to do this.",
  calendar: "API tokens can't see or renew the calendar feed's URL. Sign in to the app to do this.",
  notifications: "API tokens can't see or change where reminders go. Sign in to the app to do this.",
} as const;

type WithUserOptions = {
  /** Refuses personal API tokens (403), saying which of the `SESSION_ONLY` things they can't do. */
  sessionOnly?: keyof typeof SESSION_ONLY;
};

/** The JSON error form, its message and each issue's in the caller's language (server/http/error-language.ts). */
async function errorBody(locale: AppLocale, message: string, issues?: unknown[]) {
  const error = await inLanguage(message, locale);
  if (!issues) return { error };
  const written = await Promise.all(
    issues.map(async (issue) =>
      issue && typeof issue === "object" && "message" in issue && typeof issue.message === "string" ? { ...issue, message: await inLanguage(issue.message, locale) } : issue,
    ),
  );
  return { error, issues: written };
}

const DATABASE_UNAVAILABLE_MESSAGE = "The database is unavailable. Please try again in a moment.";
const INVALID_INPUT_MESSAGE = "Invalid input.";
const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";
/** Seconds a client should wait before retrying while the database is down: about one connect timeout. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Maps any thrown error to the JSON error form, in the caller's language (`callerLocale`; English
 * when not given); internals are logged, never returned.
 */
export async function errorResponse(error: unknown, locale: AppLocale = "en"): Promise<Response> {
  if (error instanceof HttpError) {
    return NextResponse.json(await errorBody(locale, error.message, error.issues), { status: error.status, headers: error.headers });
  }
  if (error instanceof ZodError) {
    const first = error.issues[0]?.message ?? INVALID_INPUT_MESSAGE;
    return NextResponse.json(await errorBody(locale, first, error.issues), { status: 400 });
  }
  if (isDatabaseUnavailable(error)) {
    console.warn("The database is unavailable:", describeError(error));
    return NextResponse.json(await errorBody(locale, DATABASE_UNAVAILABLE_MESSAGE), {
      status: 503,
      headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
    });
  }
  logError("Unhandled error in route handler", error);
  return NextResponse.json(await errorBody(locale, INTERNAL_ERROR_MESSAGE), { status: 500 });
}

/** Marks an answer as the gardener's own: no browser or shared cache keeps it (a stream's `no-cache` would let them). */
export function personal(response: Response): Response {
  try {
    response.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
    return response;
  } catch {
    // A Response.redirect() has read-only headers.
    const copy = new Response(response.body, response);
    copy.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
    return copy;
  }
}

/**
 * Wraps a route handler: refuses cross-site writes, signs the gardener in (401 otherwise; with
 * `sessionOnly`, 403 for a personal API token), reads their profile once, and maps errors.
 */
export function withUser<Params = Record<string, never>>(
  handler: (args: UserHandlerArgs<Params>) => Promise<Response>,
  options: WithUserOptions = {},
) {
  return async (request: Request, context?: RouteContext<Params>): Promise<Response> => {
    let caller: Pick<UserHandlerArgs<Params>, "gardener" | "via"> | undefined;
    try {
      assertSameSiteWrite(request);
      const [{ user, gardener, via }, params] = await Promise.all([
        requireGardener(request.headers),
        context ? context.params : Promise.resolve({} as Params),
      ]);
      caller = { gardener, via };
      if (options.sessionOnly && via === "token") throw new HttpError(403, SESSION_ONLY[options.sessionOnly]);
      return personal(await handler({ request, user, gardener, params, via }));
    } catch (error) {
      return personal(await errorResponse(error, callerLocale(request, caller?.gardener, caller?.via)));
    }
  };
}

/** Reads and validates a JSON body; a malformed or invalid one is a 400. */
export async function parseJsonBody<T>(request: Request, schema: ZodType<T>): Promise<T> {
  const text = await readJsonBodyText(request);
  let body: unknown;
  try {
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.");
  }
  // A backstop for every field, present or future: the schemas name the field when they can.
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw parsed.error;
  if (containsNul(parsed.data)) throw new HttpError(400, CONTROL_CHARACTERS_MESSAGE);
  return parsed.data;
}

/** Validates an id in the path: anything but a positive whole number in the database's range is a 404. */
export function parseId(raw: string | undefined, what = "That item"): number {
  const id = parseIdSegment(raw);
  if (id === null) throw notFound(what);
  return id;
}
