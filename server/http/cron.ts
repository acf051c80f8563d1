import "server-only";
import { timingSafeEqual } from "node:crypto";
import { NextResponse } from "next/server";
import { env } from "@/server/env";
import { callerLocale } from "./error-language";
import { HttpError } from "./errors";
import { errorResponse, personal } from "./handler";

/**
 * A scheduled job's route (vercel.json's crons; any cron on a host works the same): it runs only
 * for a caller sending `Authorization: Bearer $CRON_SECRET`, else 401 (and always 401 while
 * CRON_SECRET is unset). Each job is safe to run twice at once; it answers its counts (`T`, from lib/cron-types.ts).
 */
export function cronRoute<T extends Record<string, number>>(job: () => Promise<T>): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      const secret = env().reminders.cronSecret;
      if (!secret || !matches(request.headers.get("authorization") ?? "", `Bearer ${secret}`)) {
        throw new HttpError(401, "This route is for the scheduler: send Authorization: Bearer <CRON_SECRET>.");
      }
      return personal(NextResponse.json<T>(await job()));
    } catch (error) {
      return personal(await errorResponse(error, callerLocale(request)));
    }
  };
}

function matches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
