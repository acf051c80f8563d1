"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
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
import { useToasts } from "./toasts";

/** GET /api/notifications, first answered by the Settings page's server render. */
export function useNotifications(initialData: NotificationsResponse) {
  return useQuery<NotificationsResponse>({ queryKey: queryKeys.notifications, initialData });
}

/** Saves reminders, and says plainly when a chosen channel (or every one) can't deliver from here. */
export function useUpdateNotifications(browserCanPush: boolean) {
  const queryClient = useQueryClient();
  const { t, explainedFailure } = useToasts();
  const deliveryWords = useTranslations("ReminderDelivery");
  return useMutation({
    mutationFn: (patch: NotificationSettingsPatch) => apiJson<NotificationsSaved>("PATCH", "/api/notifications", patch),
    onSuccess: (answer) => {
      queryClient.setQueryData<NotificationsResponse>(queryKeys.notifications, answer);
      const { deliverable, problems } = reminderDelivery(answer, browserCanPush, deliveryWords);
      if (problems.length === 0) toast.success(t("remindersSaved"));
      else if (deliverable.length === 0) toast.warning(t("remindersSavedNoneDeliverable"), { description: problems.join(" ") });
      else toast.warning(t("remindersSavedSomeUndeliverable"), { description: problems.join(" ") });
    },
    onError: (error) => explainedFailure(t("remindersFailed"), error),
  });
}

/** Push on this device: asks the browser's permission, subscribes it and turns push on (or the reverse). */
export function useDevicePush() {
  const queryClient = useQueryClient();
  const { t, explainedFailure } = useToasts();
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
      toast.success(enable ? t("pushOn") : t("pushOff"));
    },
    onError: (error) => explainedFailure(t("pushFailed"), error),
  });
}

export function useSendTestNotification() {
  const { t, explainedFailure } = useToasts();
  return useMutation({
    mutationFn: () => apiJson<TestReminderResults>("POST", "/api/notifications/test"),
    onSuccess: ({ results }) => {
      const failed = results.filter((result) => !result.ok);
      if (failed.length === 0) toast.success(t("testSent"), { description: t("testSentText") });
      else toast.error(t("someChannelsFailed"), { description: failed.map((result) => `${result.channel}: ${result.error}`).join(" ") });
    },
    onError: (error) => explainedFailure(t("testFailed"), error),
  });
}

/** Emails the gardener a new link that confirms their address (for email reminders). */
export function useSendAddressConfirmation() {
  const { t, explainedFailure } = useToasts();
  return useMutation({
    mutationFn: () => apiJson<ConfirmationSent>("POST", "/api/notifications/confirm-email"),
    onSuccess: ({ sentTo }) => toast.success(t("confirmationSent"), { description: t("confirmationSentText", { email: sentTo }) }),
    onError: (error) => explainedFailure(t("confirmationFailed"), error),
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
