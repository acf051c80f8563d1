import { calendarFeedForToken } from "@/server/care/calendar";
import { callerLocale } from "@/server/http/error-language";
import { errorResponse } from "@/server/http/handler";
import { notFound } from "@/server/http/errors";
import { requestOrigin } from "@/server/http/origin";

/**
 * The public iCalendar feed at /calendar/<token>.ics. Calendar apps cannot sign in,
 * so the unguessable token in the URL is the credential.
 */
export async function GET(request: Request, context: { params: Promise<{ feed: string }> }): Promise<Response> {
  try {
    const { feed } = await context.params;
    const token = feed.endsWith(".ics") ? feed.slice(0, -".ics".length) : "";
    const body = await calendarFeedForToken(token, new URL(requestOrigin(request)).host);
    if (body === null) throw notFound("That calendar");
    return new Response(body, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="garden-tasks.ics"',
        "Cache-Control": "private, max-age=900",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    return errorResponse(error, callerLocale(request));
  }
}
