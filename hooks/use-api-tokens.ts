"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiJson, apiRequest } from "@/lib/api-client";
import type { ApiTokenJson, ApiTokenList, CreatedApiTokenJson } from "@/lib/api-tokens";
import { queryKeys } from "./query-keys";
import { useToasts } from "./toasts";

/** GET /api/tokens, first answered by the Settings page's server render. */
export function useApiTokens(initialData: ApiTokenList) {
  return useQuery<ApiTokenList>({ queryKey: queryKeys.apiTokens, initialData });
}

/** POST /api/tokens: the answer carries the token, the one time it is ever shown. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  const { t, explainedFailure } = useToasts();
  return useMutation({
    mutationFn: (name: string) => apiJson<CreatedApiTokenJson>("POST", "/api/tokens", { name }),
    onSuccess: ({ id, name, createdAt }) => {
      queryClient.setQueryData<ApiTokenList>(queryKeys.apiTokens, (list) => ({
        tokens: [{ id, name, createdAt, lastUsedAt: null }, ...(list?.tokens ?? [])],
      }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens });
    },
    onError: (error) => explainedFailure(t("tokenFailed"), error),
  });
}

/** DELETE /api/tokens/{id}: anything using the token is refused from its next request. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  const { t, explainedFailure } = useToasts();
  return useMutation({
    mutationFn: (token: ApiTokenJson) => apiRequest("DELETE", `/api/tokens/${token.id}`),
    onSuccess: (_response, token) => {
      queryClient.setQueryData<ApiTokenList>(queryKeys.apiTokens, (list) => list && { tokens: list.tokens.filter((kept) => kept.id !== token.id) });
      toast.success(t("tokenRevoked"), { description: t("tokenRevokedText", { name: token.name }) });
    },
    onError: (error) => explainedFailure(t("revokeTokenFailed"), error),
    // Also after a failure: a token revoked in another tab is gone from the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens }),
  });
}
