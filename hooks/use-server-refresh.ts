"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";

/**
 * After a write on a page a server component renders (Harvests, the Garden Planner, an
 * invitation, Settings' frost dates), that page is rendered again with the new data
 * (router.refresh); `refreshing` is true until it arrives. Screens whose data the browser holds
 * in React Query refetch their queries instead (hooks/refetch.ts). hooks/README.md says which is which.
 */
export function useServerRefresh(): { refresh: () => void; refreshing: boolean } {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  return { refresh: () => startRefresh(() => router.refresh()), refreshing };
}
