"use client";

import { useState, type ReactNode } from "react";
import { hydrate, useQueryClient, type DehydratedState } from "@tanstack/react-query";

/**
 * Puts what the server rendered into the client cache before the page's queries mount. A query
 * not cached yet is filled; a cached answer older than the server's is replaced (React Query's
 * `hydrate` compares the update times), so a client navigation back to a page shows what the
 * server just rendered instead of the earlier answer, and a query the server just answered is
 * not fetched again on mount even if a change elsewhere had marked it stale.
 *
 * React Query's HydrationBoundary replaces cached answers only in an effect, after the page's
 * queries have mounted (and refetched a stale one); this does it during render, once per answer.
 */
export function HydrateQueries({ state, children }: { state: DehydratedState; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [hydrated, setHydrated] = useState<DehydratedState | null>(null);
  if (hydrated !== state) {
    hydrate(queryClient, state);
    setHydrated(state);
  }
  return children;
}
