"use client";

import { useEffect, useSyncExternalStore } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { refetchJournal } from "./refetch";

/** The sent entries whose screens were refreshed already: every mounted hook hears each one, one refreshes. */
const refreshedFor = new Set<string>();

// The signed-in user's id, as the app's layout gave it (components/layout/service-worker.tsx): the
// outbox keeps each entry as its author's, and sends and shows only the signed-in user's.
let signedInUser: string | null = null;
const signedInUserWatchers = new Set<() => void>();

function publishSignedInUser(userId: string) {
  if (signedInUser === userId) return;
  signedInUser = userId;
  for (const watcher of signedInUserWatchers) watcher();
}

function watchSignedInUser(watcher: () => void): () => void {
  signedInUserWatchers.add(watcher);
  return () => {
    signedInUserWatchers.delete(watcher);
  };
}

/** The signed-in user's id; null until the signed-in app has mounted its sender (useJournalOutboxSender with the user's id). */
export function signedInUserId(): string | null {
  return signedInUser;
}

/** signedInUserId(), re-rendering when it is known or changes. */
export function useSignedInUserId(): string | null {
  return useSyncExternalStore(watchSignedInUser, signedInUserId, () => null);
}

/**
 * Sends the signed-in user's journal entries kept on this device (lib/journal-outbox.ts) when the
 * browser comes online, and at once if it is; refreshes the plant's timeline and photos and the
 * garden's journal as each one reaches the server, whoever sent it (this tab, another, or the
 * service worker). Mounted once for the signed-in app with the user's id
 * (components/layout/service-worker.tsx), which the other journal hooks then read
 * (useSignedInUserId), so browsers without Background Sync (Firefox, Safari) send them from any
 * screen. Another account's entries (a shared phone) stay for them. With no user (null), it sends
 * nothing. The outbox's code is loaded after the page, so screens that never write an entry do not
 * carry it.
 */
export function useJournalOutboxSender(userId: string | null) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (userId === null) return;
    publishSignedInUser(userId);
    let mounted = true;
    let stop = () => {};
    void import("@/lib/journal-outbox").then(({ flushJournalOutbox, subscribeToJournalOutbox }) => {
      if (!mounted) return;
      // Calls made while a flush runs share it, so every mounted hook may ask.
      const flush = () => {
        flushJournalOutbox({ userId }).catch((error: unknown) => console.warn("The journal entries kept on this device could not be sent:", error));
      };
      const unsubscribe = subscribeToJournalOutbox((change) => {
        if (change.sent === undefined || refreshedFor.has(change.sent)) return;
        refreshedFor.add(change.sent);
        void refetchJournal(queryClient, change.plantId);
      });
      if (navigator.onLine) flush();
      window.addEventListener("online", flush);
      stop = () => {
        unsubscribe();
        window.removeEventListener("online", flush);
      };
    });
    return () => {
      mounted = false;
      stop();
    };
  }, [queryClient, userId]);
}
