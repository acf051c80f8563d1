"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiJson, apiRequest } from "@/lib/api-client";
import type { ChannelResult, NotificationsResponse } from "@/lib/notifications";
import type { NotificationSettingsPatch } from "@/lib/validations/notifications";
import { subscribeThisBrowser, unsubscribeThisBrowser } from "@/lib/push-subscription";
import { queryKeys } from "./query-keys";
import { explainedFailureToast } from "./toasts";

/** GET /api/notifications, first answered by the Settings page's server render. */
export function useNotifications(initialData: NotificationsResponse) {
  return useQuery<NotificationsResponse>({ queryKey: queryKeys.notifications, initialData });
}

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: NotificationSettingsPatch) => apiJson<NotificationsResponse>("PATCH", "/api/notifications", patch),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.notifications, answer);
      toast.success("Reminder settings saved");
    },
    onError: (error) => explainedFailureToast("Failed to save reminder settings", error),
  });
}

/** Push on this device: asks the browser's permission, subscribes it and turns push on (or the reverse). */
export function useDevicePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ enable, publicKey }: { enable: boolean; publicKey: string }) => {
      if (enable) {
        const subscription = await subscribeThisBrowser(publicKey);
        await apiRequest("POST", "/api/notifications/push-subscriptions", subscription);
      } else {
        const endpoint = await unsubscribeThisBrowser();
        if (endpoint) await apiRequest("DELETE", "/api/notifications/push-subscriptions", { endpoint }).catch(() => undefined);
      }
      return apiJson<NotificationsResponse>("PATCH", "/api/notifications", { push: enable });
    },
    onSuccess: (answer, { enable }) => {
      queryClient.setQueryData(queryKeys.notifications, answer);
      toast.success(enable ? "Push notifications are on" : "Push notifications are off");
    },
    onError: (error) => explainedFailureToast("Could not change push notifications", error),
  });
}

export function useSendTestNotification() {
  return useMutation({
    mutationFn: () => apiJson<{ results: ChannelResult[] }>("POST", "/api/notifications/test"),
    onSuccess: ({ results }) => {
      const failed = results.filter((result) => !result.ok);
      if (failed.length === 0) toast.success("Test sent", { description: "Check your email, phone or ntfy app." });
      else toast.error("Some channels failed", { description: failed.map((result) => `${result.channel}: ${result.error}`).join(" ") });
    },
    onError: (error) => explainedFailureToast("Could not send a test", error),
  });
}
