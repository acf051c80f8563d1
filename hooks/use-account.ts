"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { SignedInSessionJson, SignedInSessions } from "@/lib/account-types";
import { apiJson, apiRequest } from "@/lib/api-client";
import { queryKeys } from "./query-keys";
import { useToasts } from "./toasts";

/** GET /api/user/sessions: where the gardener is signed in, this device first. */
export function useSignedInSessions() {
  return useQuery({
    queryKey: queryKeys.signedInSessions,
    queryFn: async () => (await apiJson<SignedInSessions>("GET", "/api/user/sessions")).sessions,
  });
}

/** DELETE /api/user/sessions/{id}: that device is signed out with its next request. */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  const { t, explainedFailure } = useToasts();
  return useMutation({
    mutationFn: (session: SignedInSessionJson) => apiRequest("DELETE", `/api/user/sessions/${encodeURIComponent(session.id)}`),
    onSuccess: (_response, session) => {
      queryClient.setQueryData<SignedInSessionJson[]>(queryKeys.signedInSessions, (sessions) => sessions?.filter((other) => other.id !== session.id));
      toast.success(t("signedOut"), { description: t("signedOutText", { device: session.device }) });
    },
    onError: (error) => explainedFailure(t("signOutFailed"), error),
  });
}

/** Refreshes the sessions list (after a password change that signed the others out). */
export function useRefetchSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.signedInSessions });
}

/** DELETE /api/user: the account and everything of the gardener's. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string | null) => apiRequest("DELETE", "/api/user", password === null ? {} : { password }),
  });
}
