import { timingSafeEqual } from "node:crypto";
import { NextResponse } from "next/server";
import { env } from "@/server/env";
import { HttpError } from "@/server/http/errors";
import { errorResponse, personal } from "@/server/http/handler";
import { sendDueReminders } from "@/server/notifications/reminders";

/** Vercel Cron's call (vercel.json): `Authorization: Bearer $CRON_SECRET`, or 401. */
export async function GET(request: Request): Promise<Response> {
  try {
    const secret = env().reminders.cronSecret;
    if (!secret || !matches(request.headers.get("authorization") ?? "", `Bearer ${secret}`)) {
      throw new HttpError(401, "This route is for the scheduler: send Authorization: Bearer <CRON_SECRET>.");
    }
    const run = await sendDueReminders();
    return personal(NextResponse.json({ sent: run.sent }));
  } catch (error) {
    return personal(errorResponse(error));
  }
}

function matches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
