"use client";

import { useEffect } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import type { z } from "zod";
import { apiJson } from "@/lib/api-client";
import { runtimeTimeZone } from "@/lib/dates";
import { locationSavedNotice } from "@/lib/place";
import type { ProfileResponse } from "@/lib/profile-types";
import type { updateProfileSchema } from "@/lib/validations/user";
import { refetchProfile } from "./refetch";
import { useToasts } from "./toasts";
import { useServerRefresh } from "./use-server-refresh";

type ProfileUpdate = z.input<typeof updateProfileSchema>;

function patchProfile(updates: ProfileUpdate) {
  return apiJson<ProfileResponse>("PATCH", "/api/user", updates);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { t } = useToasts();
  const notices = useTranslations("PlaceNotices");
  return useMutation({
    mutationFn: patchProfile,
    onSuccess: async ({ user }, updates) => {
      // A new location that was not found is said plainly, not "updated successfully".
      const notice = locationSavedNotice(updates.location !== undefined ? user : { ...user, locationStatus: "found" }, notices);
      toast[notice.tone](notice.title, { description: notice.description });
      await refetchProfile(queryClient);
    },
    onError: () => toast.error(t("settingsError"), { description: t("settingsErrorText") }),
  });
}

/** Keeps the profile's time zone equal to the browser's, so due dates follow the gardener's calendar. */
export function useTimeZoneSync(savedTimeZone: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const browserZone = runtimeTimeZone();
    if (!browserZone || browserZone === savedTimeZone) return;
    patchProfile({ timezone: browserZone }).then(
      () => refetchProfile(queryClient),
      () => {
        // Not worth interrupting the gardener: the next page load tries again.
      },
    );
  }, [savedTimeZone, queryClient]);
}

/** Settings' frost dates (PATCH /api/user); the page, a server render, is refreshed after. */
export function useSaveFrostDates() {
  const { refresh } = useServerRefresh();
  const { t, explainedFailure } = useToasts();
  return useMutation({
    mutationFn: (dates: { lastSpringFrost: string | null; firstAutumnFrost: string | null }) => patchProfile(dates),
    onSuccess: () => refresh(),
    onError: (error) => explainedFailure(t("frostDatesFailed"), error),
  });
}
