"use client";

import { useTimeZoneSync } from "@/hooks/use-profile";

/**
 * Keeps the profile's time zone equal to the browser's, so due dates follow the gardener's
 * calendar, and gives a gardener who has not chosen units those of the browser's language.
 */
export function TimezoneSync({ savedTimezone, unitsUnset }: { savedTimezone: string; unitsUnset: boolean }) {
  useTimeZoneSync(savedTimezone, unitsUnset);
  return null;
}
