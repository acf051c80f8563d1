"use client";

import { useQuery } from "@tanstack/react-query";
import type { ClerkConfig } from "@/lib/auth-provider";
import { queryKeys } from "./query-keys";

/** docs/product.md#screens start-up: the provider's public configuration. */
export function useClerkConfig() {
  return useQuery<ClerkConfig>({ queryKey: queryKeys.clerkConfig });
}
