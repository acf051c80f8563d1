// The JSON of the calendar feed's routes (the feed itself, /calendar/{token}.ics, is iCalendar).

/** GET /api/calendar and POST /api/calendar/regenerate: the secret iCalendar feed's URL (a new one after regenerating). */
export type CalendarFeedLink = { url: string };
