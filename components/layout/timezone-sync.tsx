"use client";

import { useEffect } from "react";
import { apiRequest } from "@/lib/api-client";

/** Keeps the profile's time zone equal to the browser's, so due dates follow the gardener's calendar. */
export function TimezoneSync({ savedTimezone }: { savedTimezone: string }) {
  useEffect(() => {
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (browserZone && browserZone !== savedTimezone) {
      apiRequest("PATCH", "/api/user", { timezone: browserZone }).catch(() => {
        // Not worth interrupting the gardener: the next page load tries again.
      });
    }
  }, [savedTimezone]);
  return null;
}
