"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * `onServer()` in the server's HTML and while hydrating (so hydration matches), `onClient()` once
 * hydrated: for what only the browser knows (its clock, its features). Neither is read again later.
 */
export function useAfterHydration<T>(onClient: () => T, onServer: () => T): T {
  return useSyncExternalStore(noSubscription, onClient, onServer);
}

/** False in the server's HTML and while hydrating, true once React handles the page's events. */
export function useHydrated(): boolean {
  return useAfterHydration(
    () => true,
    () => false,
  );
}
