"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiJson } from "@/lib/api-client";
import type { CalendarFeedLink } from "@/lib/calendar-types";
import { queryKeys } from "./query-keys";
import { useToasts } from "./toasts";

/** GET /api/calendar: the secret iCalendar link. */
export function useCalendarFeed() {
  return useQuery<CalendarFeedLink>({ queryKey: queryKeys.calendarFeed });
}

/** POST /api/calendar/regenerate: a new secret link; the old one stops working. */
export function useRegenerateCalendarFeed() {
  const queryClient = useQueryClient();
  const { t, failure } = useToasts();
  return useMutation({
    mutationFn: () => apiJson<CalendarFeedLink>("POST", "/api/calendar/regenerate"),
    onSuccess: (link) => {
      queryClient.setQueryData(queryKeys.calendarFeed, link);
      toast.success(t("calendarLinkMade"), { description: t("calendarLinkMadeText") });
    },
    onError: () => failure(t("calendarLinkFailed")),
  });
}
