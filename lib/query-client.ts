import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

/** docs/product.md#constants: data never goes stale, no refetch on focus, no polling, no retries. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
