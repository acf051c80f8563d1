"use client";

import { useTimeZoneSync } from "@/hooks/use-profile";

/** Keeps the profile's time zone equal to the browser's, so due dates follow the gardener's calendar. */
export function TimezoneSync({ savedTimezone }: { savedTimezone: string }) {
  useTimeZoneSync(savedTimezone);
  return null;
}
