import { NextResponse } from "next/server";
import type { CalendarFeedLink } from "@/lib/calendar-types";
import { calendarFeedUrl, regenerateCalendarToken } from "@/server/care/calendar";
import { withUser } from "@/server/http/handler";
import { requestOrigin } from "@/server/http/origin";

/** A new feed URL; the old one stops working. */
export const POST = withUser(
  async ({ request, user }) => {
    return NextResponse.json<CalendarFeedLink>({ url: calendarFeedUrl(requestOrigin(request), await regenerateCalendarToken(user.id)) });
  },
  { sessionOnly: "calendar" },
);
