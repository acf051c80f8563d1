import { NextResponse } from "next/server";
import type { CalendarFeedLink } from "@/lib/calendar-types";
import { calendarFeedUrl, calendarToken } from "@/server/care/calendar";
import { withUser } from "@/server/http/handler";
import { requestOrigin } from "@/server/http/origin";

/** The gardener's secret calendar feed URL. */
export const GET = withUser(
  async ({ request, user }) => {
    return NextResponse.json<CalendarFeedLink>({ url: calendarFeedUrl(requestOrigin(request), await calendarToken(user.id)) });
  },
  { sessionOnly: "calendar" },
);
