"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False in the server's HTML and while hydrating, true once React handles the page's events. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
