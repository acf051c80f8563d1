"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiJson, apiRequest } from "@/lib/api-client";
import {
  reminderDelivery,
  type AddressConfirmed,
  type ConfirmationSent,
  type NotificationsResponse,
  type NotificationsSaved,
  type TestReminderResults,
} from "@/lib/notifications";
import type { NotificationSettingsPatch } from "@/lib/validations/notifications";
import { subscribeThisBrowser, unsubscribeThisBrowser } from "@/lib/push-subscription";
import { queryKeys } from "./query-keys";
import { explainedFailureToast } from "./toasts";

/** GET /api/notifications, first answered by the Settings page's server render. */
export function useNotifications(initialData: NotificationsResponse) {
  return useQuery<NotificationsResponse>({ queryKey: queryKeys.notifications, initialData });
}

/** Saves reminders, and says plainly when a chosen channel (or every one) can't deliver from here. */
export function useUpdateNotifications(browserCanPush: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: NotificationSettingsPatch) => apiJson<NotificationsSaved>("PATCH", "/api/notifications", patch),
    onSuccess: (answer) => {
      queryClient.setQueryData<NotificationsResponse>(queryKeys.notifications, answer);
      const { deliverable, problems } = reminderDelivery(answer, browserCanPush);
      if (problems.length === 0) toast.success("Reminder settings saved");
      else if (deliverable.length === 0) toast.warning("Saved, but no reminder can reach you from here", { description: problems.join(" ") });
      else toast.warning("Reminder settings saved, but not every channel can deliver", { description: problems.join(" ") });
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
      return apiJson<NotificationsSaved>("PATCH", "/api/notifications", { push: enable });
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
    mutationFn: () => apiJson<TestReminderResults>("POST", "/api/notifications/test"),
    onSuccess: ({ results }) => {
      const failed = results.filter((result) => !result.ok);
      if (failed.length === 0) toast.success("Test sent", { description: "Check your email, phone or ntfy app." });
      else toast.error("Some channels failed", { description: failed.map((result) => `${result.channel}: ${result.error}`).join(" ") });
    },
    onError: (error) => explainedFailureToast("Could not send a test", error),
  });
}

/** Emails the gardener a new link that confirms their address (for email reminders). */
export function useSendAddressConfirmation() {
  return useMutation({
    mutationFn: () => apiJson<ConfirmationSent>("POST", "/api/notifications/confirm-email"),
    onSuccess: ({ sentTo }) => toast.success("Confirmation link sent", { description: `Open the link we emailed to ${sentTo}.` }),
    onError: (error) => explainedFailureToast("Could not send the confirmation link", error),
  });
}

/** Confirms an address with the token from the emailed link (no sign-in needed). */
export function useConfirmAddress(token: string) {
  return useMutation({ mutationFn: () => apiJson<AddressConfirmed>("POST", `/api/notifications/confirm-email/${token}`, {}) });
}

/** Turns reminder emails off with the token from an email (no sign-in needed). */
export function useUnsubscribe(token: string) {
  return useMutation({ mutationFn: () => apiRequest("POST", `/api/notifications/unsubscribe/${token}`, {}) });
}
