import { NextResponse } from "next/server";
import type { Unsubscribed } from "@/lib/notifications";
import { callerLocale } from "@/server/http/error-language";
import { errorResponse, personal } from "@/server/http/handler";
import { notFound } from "@/server/http/errors";
import { unsubscribeByToken } from "@/server/notifications/settings";

/**
 * Stops email reminders without signing in: the token from the email is the proof. Mail
 * programs post here from another site (RFC 8058 one-click), so no same-site check applies;
 * the only thing it can do is turn email off.
 */
export async function POST(request: Request, context: { params: Promise<{ token: string }> }): Promise<Response> {
  try {
    const { token } = await context.params;
    if (!(await unsubscribeByToken(token))) throw notFound("That unsubscribe link");
    return personal(NextResponse.json<Unsubscribed>({ unsubscribed: true }));
  } catch (error) {
    return personal(await errorResponse(error, callerLocale(request)));
  }
}
